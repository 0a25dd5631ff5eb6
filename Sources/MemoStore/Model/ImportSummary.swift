/// What an import did.
public struct ImportSummary: Sendable, Hashable {
    /// Memos added.
    public var added: Int
    /// Records skipped because the user already has a memo with their uuid.
    public var skipped: Int

    /// Creates a summary.
    public init(added: Int, skipped: Int) {
        self.added = added
        self.skipped = skipped
    }
}
