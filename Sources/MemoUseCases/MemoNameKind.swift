/// The two kinds of names memos carry.
public enum MemoNameKind: String, Sendable {
    /// Project names (`todo projects`).
    case projects
    /// Tags (`todo tags`).
    case tags
}
