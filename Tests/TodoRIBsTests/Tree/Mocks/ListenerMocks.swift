import MemoStore
@testable import TodoRIBs

/// LoggedIn as its children see it, recording each call.
@MainActor
final class LoggedInListenerMocks: TodoListListener, DetailContentsListener {
    var calls: [String] = []
    var failure: Error?
    var memo = Memo(
        id: 7, uuid: "u7", title: "Seven", body: "", isDone: false,
        created: Timestamp(secondsSince1970: 0), updated: Timestamp(secondsSince1970: 0))
    var detailItem: DetailContentsActionableItem?

    func loadListing(filter: MemoStatus, limit: Int) throws { try record("loadListing \(filter) \(limit)") }
    func searchMemos(_ query: String, limit: Int) throws { try record("search \(query)") }
    func addMemo(_ draft: MemoDraft) throws -> Memo { try record("add \(draft.title)"); return memo }
    func setMemoDone(_ isDone: Bool, id: Int64) throws -> Memo { try record("setDone \(isDone) \(id)"); return memo }
    func deleteMemo(id: Int64) throws -> Memo { try record("delete \(id)"); return memo }
    func openMemo(id: Int64) throws -> DetailContentsActionableItem {
        try record("open \(id)")
        guard let detailItem else { throw MemoStoreError.memoNotFound(id: id) }
        return detailItem
    }
    func undoLastChange() throws -> MemoChange {
        try record("undo")
        return MemoChange(id: 1, kind: .add, memoCount: 1, firstMemo: MemoReference(id: 7, title: "x"), time: Timestamp(secondsSince1970: 0))
    }
    func history(limit: Int) throws -> [MemoChange] { try record("history \(limit)"); return [] }
    func exportMemos(_ body: (Memo) throws -> Void) throws { try record("export"); try body(memo) }
    func importMemos(from next: () throws -> MemoDraft?) throws -> ImportSummary {
        try record("import")
        return ImportSummary(added: 0, skipped: 0)
    }
    func logout() { calls.append("logout") }
    func editMemo(id: Int64, title: String?, body: String?) throws -> Memo {
        try record("edit \(id) \(title ?? "-") \(body ?? "-")")
        return memo
    }
    func closeDetailContents() { calls.append("close") }

    // MARK: - Private

    private func record(_ call: String) throws {
        calls.append(call)
        if let failure { throw failure }
    }
}

/// Root as LoggedIn and LoggedOut see it.
@MainActor
final class RootListenerMock: LoggedInListener, LoggedOutListener {
    var calls: [String] = []
    func didLogout() { calls.append("didLogout") }
    func didLogin(userName: String) { calls.append("didLogin \(userName)") }
}
