/// The file formats memos are exported to and imported from: the one list the command line,
/// the tree and the readers and writers share.
public enum InterchangeFormat: String, Sendable, CaseIterable {
    /// todo's JSON: one memo object a line (JSON Lines, what `export` writes), in the shape of
    /// `--json`; an import also reads an array of them (what `list --json` prints).
    case json
    /// todo.txt: one task a line (`x` done marker, priority, dates, text, `+project`,
    /// `@context`, `due:`, `t:`, `rec:`, `uuid:` and `body:` tags).
    case todotxt
    /// Taskwarrior 2.6's `task export`: a JSON array of task objects (or one object a line).
    case taskwarrior
    /// iCalendar (RFC 5545): one VCALENDAR with a VTODO per memo (`VTodo`), as phones,
    /// calendar apps and CalDAV servers exchange tasks.
    case ical

    /// What people call the format: `JSON Lines`, `todo.txt`, `a Taskwarrior export`, `iCalendar`.
    public var displayName: String {
        switch self {
        case .json: "JSON Lines"
        case .todotxt: "todo.txt"
        case .taskwarrior: "a Taskwarrior export"
        case .ical: "iCalendar"
        }
    }

    /// The names in the order of `allCases`, joined for help texts: `json, todotxt, taskwarrior or ical`.
    public static var namesForHelp: String {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }
}
