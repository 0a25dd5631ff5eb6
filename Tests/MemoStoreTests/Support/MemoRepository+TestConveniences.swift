@testable import MemoStore

/// One-memo shorthands over the multi-id protocol, for tests about one memo at a time.
extension MemoRepository {
    /// Changes title and/or body of one memo, as `edit` does, and returns it.
    func edit(id: Int64, title: String?, body: String?, for user: User) throws -> Memo {
        // A patch that changes nothing writes nothing: the memo is then as it was.
        try modify(ids: [id], with: MemoPatch(title: title, body: body), as: .edit, for: user).first ?? memo(id: id, for: user)
    }

    /// Marks one memo done or open (UTC for any recurrence) and returns it.
    func markDone(_ isDone: Bool, id: Int64, for user: User) throws -> Memo {
        try setDone(isDone, ids: [id], timeZone: .utc, for: user).memos[0]
    }

    /// Deletes one memo and returns it as it was.
    func delete(id: Int64, for user: User) throws -> Memo {
        try delete(ids: [id], for: user)[0]
    }

    /// Searches all of the user's memos.
    func search(_ query: String, limit: Int, for user: User) throws -> [Memo] {
        try search(query, filter: .all, limit: limit, for: user)
    }

    /// Adds memos titled `prefix 1`…`prefix count` in one import.
    func addMemos(_ count: Int, titled prefix: String = "memo", for user: User) throws {
        var index = 0
        _ = try importMemos(for: user) {
            index += 1
            return index <= count ? MemoDraft(title: "\(prefix) \(index)") : nil
        }
    }
}
