/// What an import did.
public struct ImportSummary: Sendable, Hashable {
    /// Memos added.
    public var added: Int
    /// Stored memos a record with their uuid and a later `updated` replaced.
    public var updated = 0
    /// Records skipped because the user already has a memo with their uuid, as recent.
    public var skipped: Int
    /// Stored memos removed because the file has their uuid as a deleted task (Taskwarrior's
    /// `status:deleted`), as `task import` marks them deleted.
    public var removed = 0
    /// Stored memos the file has as deleted tasks but that changed here after the deletion: kept.
    public var keptChangedSinceDeletion = 0
    /// Deleted tasks of the file that name no stored memo, left out.
    public var deletedLeftOut = 0
    /// What the reading of the file left out or changed, a phrase each (`1 deleted task left
    /// out`); empty when every record arrived as it was.
    public var notes: [String] = []

    /// Creates a summary.
    public init(added: Int, skipped: Int) {
        self.added = added
        self.skipped = skipped
    }
}
