import MemoStore

/// What a Workflow can ask of the list screen: what a person types there about memos. Undo,
/// history, names, import and export act on the whole store and belong to LoggedIn's
/// actionable item, so this type cannot carry them.
public enum TodoListAction {
    /// Store a new memo.
    case add(MemoDraft)
    /// Load a page of memos.
    case list(MemoPageRequest)
    /// Load the memos matching words among those of a filter, at most `limit`.
    case search(query: String, filter: MemoFilter, limit: Int)
    /// Mark memos done (creating the next of recurring ones) or open, all or nothing.
    case setDone(Bool, ids: [Int64])
    /// Change fields of memos, all or nothing, recorded as the command `kind` (`.modify` or `.edit`).
    case modify(ids: [Int64], MemoPatch, kind: MemoChangeKind)
    /// Delete memos, all or nothing.
    case remove(ids: [Int64])
    /// Add a copy of each memo: open, not started, a new uuid, every other field the same.
    case duplicate(ids: [Int64])

    /// The request's action, as LoggedIn's worker performs it.
    var memoAction: MemoAction {
        switch self {
        case .add(let draft): return .add(draft)
        case .list(let request): return .list(request)
        case .search(let query, let filter, let limit): return .search(query: query, filter: filter, limit: limit)
        case .setDone(let isDone, let ids): return .setDone(isDone, ids: ids)
        case .modify(let ids, let patch, let kind): return .modify(ids: ids, patch, kind: kind)
        case .remove(let ids): return .remove(ids: ids)
        case .duplicate(let ids): return .duplicate(ids: ids)
        }
    }
}
