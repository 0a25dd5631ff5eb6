import MemoStore
import OpenCombine
@testable import TodoRIBs

/// A repository worker that keeps memos in memory and records what it was asked.
@MainActor
final class MemoRepositoryWorkingMock: Worker, MemoRepositoryWorking {
    var memos: [Int64: Memo] = [:]
    var requests: [String] = []
    var failure: Error?
    let storeChangedElsewhereSubject = PassthroughSubject<Void, Never>()

    var storeChangedElsewhere: AnyPublisher<Void, Never> { storeChangedElsewhereSubject.eraseToAnyPublisher() }

    func add(_ draft: MemoDraft) throws -> Memo {
        try record("add")
        let memo = Memo(
            id: Int64(memos.count + 1), uuid: "uuid-\(memos.count + 1)", title: draft.title, body: draft.body,
            isDone: draft.isDone, created: Timestamp(secondsSince1970: 0), updated: Timestamp(secondsSince1970: 0))
        memos[memo.id] = memo
        return memo
    }

    func memo(id: Int64) throws -> Memo {
        try record("memo \(id)")
        guard let memo = memos[id] else { throw MemoStoreError.memoNotFound(id: id) }
        return memo
    }

    func edit(id: Int64, title: String?, body: String?) throws -> Memo {
        try record("edit \(id)")
        var memo = try existing(id)
        memo.title = title ?? memo.title
        memo.body = body ?? memo.body
        memos[id] = memo
        return memo
    }

    func setDone(_ isDone: Bool, id: Int64) throws -> Memo {
        try record("setDone \(isDone) \(id)")
        var memo = try existing(id)
        memo.isDone = isDone
        memos[id] = memo
        return memo
    }

    func delete(id: Int64) throws -> Memo {
        try record("delete \(id)")
        let memo = try existing(id)
        memos[id] = nil
        return memo
    }

    func listing(filter: MemoStatus, limit: Int) throws -> MemoListing {
        try record("listing \(filter) \(limit)")
        let shown = memos.values.sorted { $0.id > $1.id }
        let done = shown.filter(\.isDone).count
        return MemoListing(
            filter: filter, query: nil, memos: Array(shown.prefix(limit)), hasMore: shown.count > limit,
            counts: MemoCounts(open: shown.count - done, done: done))
    }

    func search(_ query: String, limit: Int) throws -> MemoListing {
        try record("search \(query)")
        let found = memos.values.filter { $0.title.contains(query) }.sorted { $0.id > $1.id }
        return MemoListing(filter: .all, query: query, memos: found, hasMore: false, counts: MemoCounts(open: 0, done: 0))
    }

    func importMemos(from next: () throws -> MemoDraft?) throws -> ImportSummary {
        try record("import")
        var added = 0
        while let draft = try next() {
            _ = try add(draft)
            added += 1
        }
        return ImportSummary(added: added, skipped: 0)
    }

    func exportMemos(_ body: (Memo) throws -> Void) throws {
        try record("export")
        for memo in memos.values.sorted(by: { $0.id < $1.id }) {
            try body(memo)
        }
    }

    func history(limit: Int) throws -> [MemoChange] {
        try record("history \(limit)")
        return []
    }

    func undoLastChange() throws -> MemoChange {
        try record("undo")
        throw MemoStoreError.nothingToUndo
    }

    // MARK: - Private

    private func record(_ request: String) throws {
        requests.append(request)
        if let failure { throw failure }
    }

    private func existing(_ id: Int64) throws -> Memo {
        guard let memo = memos[id] else { throw MemoStoreError.memoNotFound(id: id) }
        return memo
    }
}
