import MemoStore

/// What a screen or a one-shot command asks the store to do: one verb for each thing either
/// can do with memos. `MemoService` turns each into repository calls.
public enum MemoAction {
    /// Store a new memo.
    case add(MemoDraft)
    /// Load a page of memos for the list screen.
    case list(MemoPageRequest)
    /// Load the memos matching words and a filter, newest first.
    case search(query: String, filter: MemoFilter, limit: Int)
    /// Open a memo in the detail screen.
    case open(id: Int64)
    /// Change fields of one or more memos, all or nothing, recorded as the command `kind`
    /// that asked (`.modify`, or `.edit` for a title or body changed by `edit`).
    case modify(ids: [Int64], MemoPatch, kind: MemoChangeKind)
    /// Mark memos done (creating the next of recurring ones) or open, all or nothing.
    case setDone(Bool, ids: [Int64])
    /// Delete memos, all or nothing.
    case remove(ids: [Int64])
    /// Add a copy of each memo (every id is read before anything is written).
    case duplicate(ids: [Int64])
    /// Mark memos done with every open memo below them (`done --yes`), as one command.
    case completeSubtrees(ids: [Int64])
    /// Delete memos with every memo below them (`rm --yes`), as one command; or, keeping
    /// their children (`rm --keep-children`), move each child up to the deleted memo's parent first.
    case removeParents(ids: [Int64], keepingChildren: Bool)
    /// Add a copy of each memo and of every memo below it, each copy of a child under the copy
    /// of its parent (`duplicate --subtree`).
    case duplicateSubtrees(ids: [Int64])
    /// Show, define, select or delete the user's contexts.
    case context(ContextRequest)
    /// Take back the user's last data-changing command.
    case undo
    /// Load the user's recent data-changing commands.
    case history(limit: Int)
    /// Load one memo's recorded changes, oldest first.
    case memoHistory(id: Int64)
    /// Load one memo with the ids of the memos it waits on, for the edit form.
    case openForEditing(id: Int64)
    /// Load the user's projects or tags with their counts.
    case names(MemoNameKind)
    /// Count the user's memos for a report (`summary`, `calendar`, `burndown`).
    case report(MemoReport)
    /// Add every draft `next` yields and remove the memos `removing` names (tasks the file says
    /// were deleted) unless they changed here after it, all or nothing, one command for undo.
    case importMemos(next: () throws -> MemoDraft?, notes: [String] = [], removing: [ImportDeletion] = [])
    /// Hand every memo of the user's, oldest first, to `sink`, one at a time; or, `matching` a
    /// listing (`todo +home export`), the user's own among its memos, as `list` finds them, at
    /// most the listing's limit (a listing that finds more is refused).
    case export(matching: MemoListing.Source? = nil, sink: (Memo) throws -> Void)
    /// Sync the store with `hub` (remembering it), or with every hub it remembers.
    case sync(hub: String?)
    /// List the conflicts syncs kept.
    case conflicts
    /// Give a memo the value that lost in conflict `id` (`taking`), or forget the conflict.
    case resolveConflict(id: Int64, taking: Bool)
    /// Let a PostgreSQL role use the store with its own memos only, or take that back
    /// (`todo admin`); no user is logged in for it.
    case changeAccess(StoreAccessChange.Action, role: String)
    /// Share a project of the user (its sub-projects included) with another user of the hub
    /// as `role`, or change the role it is shared with (`todo share`).
    case share(project: String, grantee: String, role: ShareRole)
    /// Take back a share of a project of the user (`todo unshare`).
    case unshare(project: String, grantee: String)
    /// Load what the user shares and what is shared with the user (`todo shares`).
    case shares
}
