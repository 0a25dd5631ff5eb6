import MemoInterchange
import MemoStore
import TodoLanguage

/// One memo's history for people and for scripts: each command, oldest first, with every
/// field it changed from what to what. Times for people are in the clock's zone; JSON keeps
/// UTC ISO 8601 and the uuids a memo stores.
@MainActor
enum MemoHistoryText {
    /// `2026-11-25 12:41  modify` a command, then `  due: none -> 2026-12-01` a field.
    /// - parameter dependencyIDs: the ids of the user's memos by uuid, shown instead of uuids.
    static func text(
        _ history: MemoHistory, dependencyIDs: [String: Int64], style: TerminalStyle, clock: LocalClock
    ) -> String {
        let steps = history.steps
        guard !steps.isEmpty else { return "no recorded changes to #\(history.memoID)\n" }
        let phrase = Phrasing(dependencyIDs: dependencyIDs, zone: clock.timeZone)
        return steps.map { step in
            var text = "\(style.dim(MomentText.text(step.change.time, in: clock.timeZone)))  \(MemoChangeText.heading(step.change).terminalSafe)\n"
            if step.deleted {
                return text + "  deleted\n"
            }
            for difference in step.differences {
                let name = difference.name.terminalSafe
                let after = phrase.value(difference.after, of: difference.field)
                text += step.created
                    ? "  \(name): \(after)\n"
                    : "  \(name): \(phrase.value(difference.before, of: difference.field)) -> \(after)\n"
            }
            return text
        }.joined()
    }

    /// A JSON array of `{"change","kind","time","created","deleted","fields":[{"field","from","to"}],"origin","author"}`,
    /// oldest first; `null` is none, moments are UTC ISO 8601, `depends` the uuids; `origin`
    /// is where a change that arrived by sync came from (`null`: the user's own command);
    /// `author` the other user who made it (`null`: the user).
    static func json(_ history: MemoHistory) -> String {
        "[" + history.steps.map { step in
            let fields = step.differences.map {
                "{\"field\":\(MemoJSON.string($0.name)),\"from\":\(json($0.before)),\"to\":\(json($0.after))}"
            }
            return "{\"change\":\(step.change.id),\"kind\":\"\(step.change.kind.rawValue)\",\"time\":\"\(step.change.time.iso8601)\","
                + "\"created\":\(step.created),\"deleted\":\(step.deleted),\"fields\":[\(fields.joined(separator: ","))],"
                + "\"origin\":\(step.change.origin.map(MemoJSON.string) ?? "null"),"
                + "\"author\":\(step.change.author.map(MemoJSON.string) ?? "null")}"
        }.joined(separator: ",") + "]\n"
    }

    // MARK: - Private

    /// How values read for people (`ConflictText` too).
    struct Phrasing {
        let dependencyIDs: [String: Int64]
        let zone: LocalTimeZone

        func value(_ value: MemoFieldValue?, of field: MemoField) -> String {
            switch value {
            case nil:
                return "none"
            case .text(let text):
                return field == .title || field == .body ? MemoJSON.string(text).terminalSafe : text.terminalSafe
            case .flag(let isDone):
                return isDone ? "done" : "open"
            case .moment(let moment):
                return field == .start || field == .end ? MomentText.text(moment, in: zone) : MomentText.dateText(moment, in: zone, startsDay: DateValue.dayStarts(field))
            case .names(let names):
                guard field == .depends else { return names.joined(separator: " ").terminalSafe }
                return names.map { uuid in dependencyIDs[uuid].map { "#\($0)" } ?? uuid }.joined(separator: " ").terminalSafe
            case .annotations(let annotations):
                return annotations.map { "\(MomentText.text($0.entry, in: zone)) \(MemoJSON.string($0.description))" }
                    .joined(separator: "; ").terminalSafe
            case .json(let text):
                return text.terminalSafe
            }
        }
    }

    private static func json(_ value: MemoFieldValue?) -> String {
        switch value {
        case nil: return "null"
        case .text(let text): return MemoJSON.string(text)
        case .flag(let flag): return flag ? "true" : "false"
        case .moment(let moment): return "\"\(moment.iso8601)\""
        case .names(let names): return "[" + names.map(MemoJSON.string).joined(separator: ",") + "]"
        case .annotations(let annotations):
            return "[" + annotations.map {
                "{\"entry\":\"\($0.entry.iso8601)\",\"description\":\(MemoJSON.string($0.description))}"
            }.joined(separator: ",") + "]"
        case .json(let text): return text
        }
    }
}
