import MemoInterchange
import MemoStore

/// One command of the shell interface, as a Workflow carries it into the tree.
public enum MemoCommand {
    /// Add a memo; prints its id.
    case add(MemoDraft)
    /// Print a page of memos.
    case list(filter: MemoStatus, limit: Int, format: OutputFormat)
    /// Print one memo.
    case show(id: Int64, format: OutputFormat)
    /// Mark a memo done or open.
    case setDone(id: Int64, isDone: Bool)
    /// Change a memo's title and/or body.
    case edit(id: Int64, title: String?, body: String?)
    /// Delete a memo.
    case remove(id: Int64)
    /// Print the memos matching a query.
    case search(query: String, limit: Int, format: OutputFormat)
    /// Print every memo, one record a line.
    case export(format: InterchangeFormat)
    /// Add every draft the closure yields, all or nothing.
    case importMemos(next: () throws -> MemoDraft?)
    /// Take back the last data-changing command.
    case undo
    /// Print the recent data-changing commands.
    case history(limit: Int, format: OutputFormat)
}
