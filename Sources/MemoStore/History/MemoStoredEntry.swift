/// A history entry as the undo rules (`MemoUndo`) read it back from an engine: the command,
/// and the ids of the memos it added, first and last (`nil`: none).
public struct MemoStoredEntry {
    /// The command, as history lists it.
    public var change: MemoChange
    /// The ids of the memos the command added, first and last; `nil` when it added none.
    public var added: (Int64, Int64)?

    /// Creates an entry read back.
    public init(change: MemoChange, added: (Int64, Int64)?) {
        self.change = change
        self.added = added
    }
}
