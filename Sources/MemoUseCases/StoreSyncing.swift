import MemoStore

/// What the program lends the tree to sync its store with hubs: the tree names no engine and
/// no hub, and only learns that a sync happened (LoggedIn then refreshes what it shows).
@MainActor
public protocol StoreSyncing: AnyObject {
    /// Syncs `userName`'s memos with `hub` (remembering it), or with every hub remembered when
    /// `nil`; returns one line for each hub, saying what was sent and received.
    /// - throws: one line's worth of error (a `TodoFailure`): nothing half-applied on either side.
    func sync(hub: String?, userName: String) throws -> [String]

    /// The user's conflicts, as lines for people; only those of the memo `uuid` when given.
    func conflictLines(userName: String, uuid: String?) throws -> [String]

    /// Gives the memo of the user's conflict `id` the value that lost (`taking`: an ordinary
    /// change, which undo takes back and the next sync carries), or only forgets the conflict;
    /// returns the line that says which.
    /// - throws: a runtime failure when the user has no such conflict, or its memo is deleted.
    func resolveConflict(id: Int64, taking: Bool, userName: String) throws -> String
}
