import MemoStore

/// One command of the shell interface, as a Workflow carries it into the tree.
public enum MemoCommand {
    /// Add a memo.
    case add(MemoDraft)
    /// Load a page of memos.
    case list(MemoPageRequest)
    /// Open one memo.
    case show(id: Int64)
    /// Mark memos done (adding the next of recurring ones) or open, all or nothing.
    case setDone(ids: [Int64], isDone: Bool)
    /// Change fields of memos (`modify`), all or nothing.
    case modify(ids: [Int64], MemoPatch)
    /// Change a memo's title and/or body (`edit`).
    case edit(id: Int64, MemoPatch)
    /// Delete memos, all or nothing.
    case remove(ids: [Int64])
    /// Add a copy of each memo.
    case duplicate(ids: [Int64])
    /// Load the memos matching words among those of a filter.
    case search(query: String, filter: MemoFilter, limit: Int)
    /// Hand every memo, oldest first, to `sink`.
    case export(sink: (Memo) throws -> Void)
    /// Add every draft the closure yields, all or nothing.
    case importMemos(next: () throws -> MemoDraft?, notes: [String] = [])
    /// Show, define, select or delete the user's contexts.
    case context(ContextRequest)
    /// Take back the last data-changing command.
    case undo
    /// Load the recent data-changing commands.
    case history(limit: Int)
    /// Load one memo's recorded changes, oldest first.
    case memoHistory(id: Int64)
    /// Load one memo, with the ids of the memos it waits on, to edit every field of it.
    case openForEditing(id: Int64)
    /// Load the projects or the tags with their counts.
    case names(MemoNameKind)
    /// Count the memos for a report (`summary`, `calendar`, `burndown`).
    case report(MemoReport)
}
