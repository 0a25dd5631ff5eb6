/// One history entry of a command, as the write rules (`MemoWrites`) decide it: what undo
/// needs to take the command back whole, and what `history` shows of it. An engine stores it
/// (`MemoWriteStorage.record(_:for:around:)`) and decides nothing of it.
public struct MemoHistoryEntry {
    /// The command, as history names it.
    public var kind: MemoChangeKind
    /// How many memos the command changed, added or deleted.
    public var count: Int
    /// The first memo the command touched: as the command left it, as it was for `rm`.
    public var first: Memo
    /// The memos the command changed or deleted, as they were before it.
    public var saved: [Memo]
    /// The ids of the memos the command itself added, first and last; `nil` when it added none.
    /// (The memos its writes create besides, such as next occurrences, are the writes' result.)
    public var added: (Int64, Int64)?

    /// Creates an entry.
    public init(kind: MemoChangeKind, count: Int, first: Memo, saved: [Memo], added: (Int64, Int64)? = nil) {
        self.kind = kind
        self.count = count
        self.first = first
        self.saved = saved
        self.added = added
    }
}
