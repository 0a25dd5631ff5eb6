import MemoStore

/// A Taskwarrior template kept whole in a memo's extra field (`Taskwarrior.templateKey`): its
/// text, as it goes back to Taskwarrior, and what the writer needs to know of it.
struct KeptTemplate {
    /// The template's uuid, lower-cased.
    let uuid: String
    /// When it last changed, read as the reader reads a task's `updated` (`modified`, else
    /// `end`, else `entry`): equal to the memo's `updated` while todo has not changed the memo
    /// that stands for the template.
    let modified: Timestamp?
    /// The template's JSON object, compact.
    let text: String

    /// The template in `text`; `nil` when it is not a task object with a uuid.
    init?(_ text: String) {
        guard let value = try? JSONValue.parse(Array(text.utf8)), case .string(let uuid)? = value["uuid"] else { return nil }
        self.uuid = uuid.lowercased()
        let times = ["modified", "end", "entry"].compactMap { key -> Timestamp? in
            guard case .string(let time)? = value[key] else { return nil }
            return Taskwarrior.time(time)
        }
        modified = times.first
        self.text = text
    }
}
