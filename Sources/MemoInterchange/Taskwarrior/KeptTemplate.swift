import MemoStore

/// A Taskwarrior template kept whole in a memo's extra field (`Taskwarrior.templateKey`): its
/// text, as it goes back to Taskwarrior, and what the writer needs to know of it.
struct KeptTemplate {
    /// The template's uuid, lower-cased.
    let uuid: String
    /// The template's JSON object, compact.
    let text: String

    /// The template in `text`; `nil` when it is not a task object with a uuid.
    init?(_ text: String) {
        guard let value = try? JSONValue.parse(Array(text.utf8)), case .string(let uuid)? = value["uuid"] else { return nil }
        self.value = value
        self.uuid = uuid.lowercased()
        self.text = text
    }

    /// Which occurrence of the series is due at `due` (0 for the template's own due date),
    /// counting as `done` advances a due date in `zone`, half a day's slack for Taskwarrior's
    /// month ends (Oct 30 where todo says Oct 31); `nil` when the template has no due date or
    /// recurrence todo reads, or `due` is over `maxIndex` occurrences away.
    func index(of due: Timestamp, in zone: LocalTimeZone) -> Int? {
        guard case .string(let start)? = value["due"], var moment = Taskwarrior.time(start),
              case .string(let period)? = value["recur"], let recur = Recurrence(period)
        else { return nil }
        let target = due.secondsSince1970 - 43_200
        var index = 0
        while moment.secondsSince1970 < target {
            guard index < Self.maxIndex, let next = recur.next(after: moment, in: zone) else { return nil }
            moment = next
            index += 1
        }
        return index
    }

    /// The template's text with its `mask` covering occurrence `index` as well: occurrences
    /// past the old mask and before `index` made and done (`+`, todo made them), `index`
    /// pending (`-`), so Taskwarrior does not make them again. Unchanged when the mask covers it.
    func text(covering index: Int?) -> String {
        guard let index, case .object(var members) = value else { return text }
        var mask = ""
        if let at = members.lastIndex(where: { $0.key == "mask" }) {
            guard case .string(let old) = members[at].value else { return text }
            mask = old
            members.remove(at: at)
        }
        guard index >= mask.count else { return text }
        mask += String(repeating: "+", count: index - mask.count) + "-"
        members.append((key: "mask", value: .string(mask)))
        return JSONValue.object(members).jsonText
    }

    // MARK: - Private

    /// The most occurrences counted: a daily series of 270 years.
    private static let maxIndex = 100_000

    private let value: JSONValue
}
