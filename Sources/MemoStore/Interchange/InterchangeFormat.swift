/// The file formats memos are exported to and imported from.
public enum InterchangeFormat: String, Sendable, CaseIterable {
    /// JSON Lines: one memo object a line, in the shape of `--json`.
    case json
    /// todo.txt: one task a line (`x` done marker, dates, text).
    case todotxt
    /// Taskwarrior's `task export`: a JSON array of task objects. Import only.
    case taskwarrior

    /// Whether memos can be written in this format.
    public var canExport: Bool { self != .taskwarrior }

    /// One memo as one line of this format, without the line break; `nil` for import-only formats.
    public func exportLine(_ memo: Memo) -> String? {
        switch self {
        case .json: return MemoJSON.object(memo)
        case .todotxt: return TodoTxt.line(memo)
        case .taskwarrior: return nil
        }
    }
}
