/// A filter's `/regex/`, compiled: what `MemoTerm.regex` matches with, in Swift and in the
/// SQLite engine's `todo_regexp` function (PostgreSQL uses its own `~`).
public struct MemoPattern {
    /// The pattern compiled; nil when it is no regular expression.
    public init?(_ pattern: String) {
        guard let regex = try? Regex(pattern) else { return nil }
        self.regex = regex
    }

    /// Whether the title or one of the annotations has a match.
    public func matches(title: String, annotations: [String]) -> Bool {
        title.contains(regex) || annotations.contains { $0.contains(regex) }
    }

    // MARK: - Private

    private let regex: Regex<AnyRegexOutput>
}
