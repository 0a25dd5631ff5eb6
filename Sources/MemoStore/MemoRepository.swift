/// The store of memos, as everything above storage sees it.
///
/// The protocol names no SQLite type, so another implementation (PostgreSQL, an in-memory
/// fake for tests) can stand in without the RIB tree changing. Every operation is scoped to
/// one `User`: a memo of another user behaves exactly like one that does not exist
/// (`MemoStoreError.memoNotFound`). Every write is atomic and durable once it returns, and
/// every data-changing operation is recorded in the user's history so `undoLastChange` can
/// take it back whole. An implementation is used from one thread at a time.
public protocol MemoRepository: AnyObject {
    /// Returns the user with this name, creating it on first use.
    /// - throws: `MemoStoreError.invalidUserName` for an empty name or one over `MemoLimits.maxUserNameLength`.
    func logIn(userName: String) throws -> User

    /// Stores a new memo and returns it with its id, uuid and timestamps.
    /// - throws: `MemoStoreError.invalidTitle` / `.invalidBody` when the draft breaks `MemoLimits`.
    func create(_ draft: MemoDraft, for user: User) throws -> Memo

    /// Returns the user's memo with this id.
    /// - throws: `MemoStoreError.memoNotFound` when it does not exist or belongs to someone else.
    func memo(id: Int64, for user: User) throws -> Memo

    /// Changes a memo's title and/or body (`nil` keeps the value) and returns it as stored.
    func update(id: Int64, title: String?, body: String?, for user: User) throws -> Memo

    /// Marks a memo done or not done and returns it as stored; setting the value it already has changes nothing.
    func setDone(_ isDone: Bool, id: Int64, for user: User) throws -> Memo

    /// Deletes a memo and returns it as it was. Its id is never given out again.
    func delete(id: Int64, for user: User) throws -> Memo

    /// Returns one page of the user's memos, newest first; its cost does not grow with the number stored.
    func page(_ request: MemoPageRequest, for user: User) throws -> MemoPage

    /// Returns the user's open and done counts without counting rows.
    func counts(for user: User) throws -> MemoCounts

    /// Full-text search over title and body, newest first, at most `limit` memos.
    /// The query is taken as words to find (every word must match; the last may be a prefix), never as syntax.
    func search(_ query: String, limit: Int, for user: User) throws -> [Memo]

    /// Adds every draft `next` yields, in one transaction: all of them or, on any error, none.
    /// Drafts whose uuid the user already has are skipped.
    /// - parameter next: yields drafts until it returns `nil`; an error it throws aborts the import.
    /// - throws: `MemoStoreError.invalidRecord(index:reason:)` naming the 1-based record that broke `MemoLimits`.
    func importMemos(for user: User, from next: () throws -> MemoDraft?) throws -> ImportSummary

    /// Calls `body` with each of the user's memos, oldest first, holding one row at a time in memory.
    func exportMemos(for user: User, _ body: (Memo) throws -> Void) throws

    /// The user's recorded data-changing commands, newest first.
    func history(limit: Int, for user: User) throws -> [MemoChange]

    /// Takes back the user's most recent recorded command, whole, in one transaction, and
    /// returns what was undone.
    /// - throws: `MemoStoreError.nothingToUndo` when the history is empty.
    func undoLastChange(for user: User) throws -> MemoChange

    /// A value that changes whenever another connection or process commits to the store,
    /// so a long-running reader knows when what it shows may be stale. Cheap to call.
    func changeToken() throws -> Int64
}
