/// The store of memos, as everything above storage sees it.
///
/// The protocol names no engine type, so SQLite, PostgreSQL or a test fake can stand in
/// without the RIB tree changing. Every operation is scoped to one `User`: a memo of another
/// user behaves exactly like one that does not exist (`MemoStoreError.memoNotFound`). Every
/// write is atomic and durable once it returns, and every data-changing operation is recorded
/// in the user's history so `undoLastChange` can take it back whole. An implementation is
/// used from one thread at a time.
public protocol MemoRepository: AnyObject {
    /// Returns the user with this name, creating it on first use.
    /// - throws: `MemoStoreError.invalidUserName` for an empty name or one over `MemoLimits.maxUserNameLength`.
    func logIn(userName: String) throws -> User

    /// Stores a new memo and returns it with its id, uuid and timestamps. Tags are normalized
    /// (`MemoTags.normalized`).
    /// - throws: `MemoStoreError.invalidTitle` / `.invalidBody` / `.invalidField` (project, tags,
    ///   recur without due) without writing anything.
    func create(_ draft: MemoDraft, for user: User) throws -> Memo

    /// The user's memo with this id.
    /// - throws: `MemoStoreError.memoNotFound(id:)` when it does not exist or belongs to someone else.
    func memo(id: Int64, for user: User) throws -> Memo

    /// Applies `patch` to every memo of `ids` (duplicates count once) in one transaction and
    /// one history entry of the command that asked, `kind`: `.edit` or `.modify` (the store
    /// does not guess it from the fields, so `modify` that retitles is recorded as `modify`;
    /// any other kind is recorded as `.modify`). All or nothing. A memo the patch leaves as it
    /// was is neither written nor recorded. Returns the memos changed, as stored, in the order
    /// of `ids` (`updated` becomes now); none, and nothing recorded, when no memo changes.
    /// - throws: `.memoNotFound` for the first id missing, `.invalidField` for a patch that
    ///   would leave a memo with `recur` but no `due`; nothing is changed then.
    func modify(ids: [Int64], with patch: MemoPatch, as kind: MemoChangeKind, for user: User) throws -> [Memo]

    /// Marks every memo of `ids` done (or open) in one transaction and one history entry, all
    /// or nothing; memos already in that state are left as they are (not an error).
    /// Marking done a memo with `recur` and `due` also creates the next one
    /// (`Memo.nextOccurrence(at:in:)`): a new id, the uuid of that occurrence in the memo's
    /// `RecurrenceSeries`, the same title, body, priority, project, tags and recur, not done,
    /// `due` advanced by `recur.next(after:in: timeZone)` and `wait` (if any) moved by the same
    /// span. One per series and command, after the memo of that series due last; none when the
    /// series already has an open memo or that occurrence, so a series never has two open next
    /// memos. Undo takes back the marks and the created memos together.
    /// - throws: `.memoNotFound` for the first id missing, `.recurrenceOutOfRange` when the
    ///   next due date of a series would pass the year 9999; nothing is changed then.
    func setDone(_ isDone: Bool, ids: [Int64], timeZone: LocalTimeZone, for user: User) throws -> MemoCompletion

    /// Deletes every memo of `ids`, all or nothing, one history entry; returns them as they were.
    /// Their ids are never given out again; undo brings them back with the same id and uuid.
    func delete(ids: [Int64], for user: User) throws -> [Memo]

    /// One page of the user's memos matching `request.filter`, in `request.sort` order
    /// (ties newest first), skipping `request.offset`, at most max(1, request.limit); `more`
    /// counts what follows, up to `MemoPage.moreCountLimit`. Answered by an index: the cost
    /// does not grow with the number of memos stored, nor with other users' memos.
    func page(_ request: MemoPageRequest, for user: User) throws -> MemoPage

    /// The user's open and done counts, without counting rows.
    func counts(for user: User) throws -> MemoCounts

    /// Runs `body`, which only reads, so that all it reads comes from one committed state of
    /// the store: a write another connection or process commits meanwhile is seen by none of
    /// it (a page, its counts and its parents agree). Inside a transaction already, `body`
    /// joins it. A write inside `body` is a programming error.
    func reading<T>(_ body: () throws -> T) throws -> T

    /// Full-text search over title, body and annotations' notes among memos matching `filter`,
    /// newest first, at most `limit`. The query is words, never syntax: every word must match,
    /// case and accents folded, words inside Japanese and Chinese text too; the last word
    /// matches as a prefix when the whole words find fewer than `limit` memos. Other users'
    /// memos cost nothing.
    func search(_ query: String, filter: MemoFilter, limit: Int, for user: User) throws -> [Memo]

    /// Every project name the user's memos carry, sorted by name, with open and done counts
    /// (a memo counts for its own project only; `work.q4` is not added into `work`).
    func projects(for user: User) throws -> [NameCount]

    /// Every tag the user's memos carry, sorted by name, with open and done counts.
    func tags(for user: User) throws -> [NameCount]

    /// The open and done counts, by project, of the user's memos matching `filter`: one
    /// aggregate query, never a memo loaded. Projects in byte order, then the memos without a
    /// project (`project` nil); a project none of them has is left out, and so is the row of
    /// memos without one when there are none. A memo counts for its own project only.
    func projectCounts(matching filter: MemoFilter, for user: User) throws -> [ProjectCount]

    /// How many of the user's memos matching `filter` have each moment of `moments` in each
    /// of `slots`, before them and after them: one aggregate query of integer arithmetic on
    /// the stored times, never a memo loaded. A memo without the moment (an open memo's
    /// `.completed`, an undated memo's `.due`) is not counted. One `SlotCounts` per moment,
    /// in the order of `moments`.
    func slotCounts(of moments: [MemoMoment], matching filter: MemoFilter, in slots: MemoSlots, for user: User) throws
        -> [SlotCounts]

    /// Adds every draft `next` yields, in one transaction: all of them or, on any error, none.
    /// A draft whose uuid the user already has replaces that memo when its `updated` is later
    /// (counted in `ImportSummary.updated`, its memo kept as it was for undo), and is skipped
    /// otherwise, as is a uuid repeated in the input. Every field of the draft is kept.
    /// - parameter next: yields drafts until it returns `nil`; an error it throws aborts the import.
    /// - throws: `MemoStoreError.invalidRecord(index:reason:)` naming the 1-based record that broke a rule.
    func importMemos(for user: User, from next: () throws -> MemoDraft?) throws -> ImportSummary

    /// Calls `body` with each of the user's memos, oldest first (by id), one row at a time.
    func exportMemos(for user: User, _ body: (Memo) throws -> Void) throws

    /// Runs `body`, whose writes of the user's memos make one command: one transaction (all or
    /// nothing) and one history entry, the first one of `kind` that the writes recorded (else
    /// their first), holding the memos every one of them changed or deleted as they were before
    /// `body` and the memos they added, so `undoLastChange` takes back the whole.
    func asOneCommand<T>(_ kind: MemoChangeKind, for user: User, _ body: () throws -> T) throws -> T

    /// The user's recorded data-changing commands, newest first.
    func history(limit: Int, for user: User) throws -> [MemoChange]

    /// One memo's past: the user's recorded commands that touched the memo `id`, oldest
    /// first, each with the memo just before it (none for the command that created it), and
    /// the memo as it is now (`nil` once deleted). Read through the user's recorded commands
    /// (at most `MemoLimits.historyDepth`) by index: the cost does not grow with the number of
    /// memos stored, nor with other users'.
    /// - throws: `.memoNotFound(id:)` when the user has no such memo and no recorded command
    ///   touched one with that id.
    func memoHistory(id: Int64, for user: User) throws -> MemoHistory

    /// The ids of the user's memos with these uuids, by uuid; a uuid of no memo of the user
    /// (deleted, or another user's) is left out. One indexed lookup per uuid.
    func memoIDs(uuids: [String], for user: User) throws -> [String: Int64]

    /// The user's memos with these uuids, by uuid; a uuid of no memo of the user is left out.
    /// One indexed lookup per uuid.
    func memos(uuids: [String], for user: User) throws -> [String: Memo]

    /// The user's memos whose parent is one of `uuids`, oldest id first: one range of the
    /// (user, parent) index per uuid, so the cost grows with the children, not the store.
    func children(of uuids: [String], for user: User) throws -> [Memo]

    /// How many open and done children each of `uuids` has, by uuid (a uuid without children
    /// is left out): what a page of a listing shows as progress, read by index for the page's
    /// memos only.
    func childCounts(of uuids: [String], for user: User) throws -> [String: ChildCount]

    /// Takes back the user's most recent recorded command, whole, in one transaction, and
    /// returns what was undone. Two processes undoing at once never take back the same
    /// command twice. Changes that arrived by sync after it (`.sync` entries) are not the
    /// user's: they stay, in the memos and in the history, and the result names them
    /// (`MemoChange.keptArrivals`), with the fields left as they arrived (`leftAlone`).
    /// - throws: `MemoStoreError.nothingToUndo` when the history is empty, `.onlyArrivals`
    ///   when it holds only changes that arrived by sync.
    func undoLastChange(for user: User) throws -> MemoChange

    /// The user's contexts, sorted by name, and the name of the one selected (`nil`: none).
    func contexts(for user: User) throws -> (all: [MemoContext], selected: String?)

    /// The user's selected context, or `nil`; one indexed read, for every listing.
    func selectedContext(for user: User) throws -> MemoContext?

    /// Stores `context` for the user, replacing one of the same name (and so the selected
    /// one's filter, when it is that one).
    /// - throws: `MemoStoreError.invalidField("context", …)` for a name `MemoContext` refuses.
    func defineContext(_ context: MemoContext, for user: User) throws

    /// Deletes the user's context `name` (and unselects it).
    /// - throws: `MemoStoreError.contextNotFound` when the user has no such context.
    func deleteContext(named name: String, for user: User) throws

    /// Selects the user's context `name`, or none for `nil`.
    /// - throws: `MemoStoreError.contextNotFound` when the user has no such context.
    func selectContext(named name: String?, for user: User) throws

    /// The conflicts syncs kept for the user (`SyncConflict`), oldest first; only those of the
    /// memo `uuid` when it is given. A store that is no replica keeps none.
    func conflicts(for user: User, uuid: String?) throws -> [SyncConflict]

    /// A value that changes whenever another connection or process commits to the store,
    /// so a long-running reader knows when what it shows may be stale. Cheap to call.
    func changeToken() throws -> Int64
}

extension MemoRepository {
    /// None: only a replica keeps conflicts.
    public func conflicts(for user: User, uuid: String?) throws -> [SyncConflict] {
        []
    }

    /// `body` as it is: a store that keeps no history has no entries to join.
    public func asOneCommand<T>(_ kind: MemoChangeKind, for user: User, _ body: () throws -> T) throws -> T {
        try body()
    }

    /// `modify(ids:with:as:for:)` recorded as the `modify` command.
    public func modify(ids: [Int64], with patch: MemoPatch, for user: User) throws -> [Memo] {
        try modify(ids: ids, with: patch, as: .modify, for: user)
    }
}
