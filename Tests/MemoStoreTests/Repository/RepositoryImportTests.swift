import Testing
@testable import MemoStore
import TestSupport

/// `importMemos`: all or nothing, uuids deduplicated.
final class RepositoryImportTests: RepositoryContract {
    private var user: User!

    override func begin(on engine: TodoEngine) throws {
        try super.begin(on: engine)
        user = try store.logIn(userName: "alice")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_import_addsAllDraftsInOrder_keepingFields(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let drafts = [
            MemoDraft(uuid: "u-1", title: "one", body: "b1", isDone: true,
                      created: Timestamp(secondsSince1970: 100), updated: Timestamp(secondsSince1970: 200)),
            MemoDraft(title: "two"),
        ]
        let summary = try store.importMemos(for: user, from: draftFeed(drafts))
        #expect(summary == ImportSummary(added: 2, skipped: 0))
        let memos = try allMemos(of: user)
        #expect(memos.map(\.title) == ["one", "two"])
        #expect(memos[0].uuid == "u-1")
        #expect(memos[0].body == "b1")
        #expect(memos[0].isDone)
        #expect(memos[0].created == Timestamp(secondsSince1970: 100))
        #expect(memos[0].updated == Timestamp(secondsSince1970: 200))
        #expect(memos[1].uuid.count == 36)
        #expect(memos[0].id < memos[1].id)
        #expect(try store.counts(for: user) == MemoCounts(open: 1, done: 1))
        #expect(try store.history(limit: 5, for: user).first?.memoCount == 2)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_import_badRecordInTheMiddle_throwsInvalidRecordAndImportsNothing(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given
        let existing = try store.create(MemoDraft(title: "existing"), for: user)
        let drafts = [MemoDraft(title: "ok 1"), MemoDraft(title: "ok 2"), MemoDraft(title: "   "), MemoDraft(title: "ok 4")]
        let historyBefore = try store.history(limit: 10, for: user)
        // when / then
        assertThrows(MemoStoreError.invalidRecord(index: 3, reason: "invalid title: only whitespace"),
                     try store.importMemos(for: user, from: draftFeed(drafts)))
        #expect(try allMemos(of: user) == [existing])
        #expect(try store.counts(for: user) == MemoCounts(open: 1, done: 0))
        #expect(try store.history(limit: 10, for: user) == historyBefore)
        #expect(try store.search("ok", limit: 10, for: user) == [])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_import_tooLongBody_namesTheRecord(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let drafts = [MemoDraft(title: "a"), MemoDraft(title: "b", body: String(repeating: "x", count: 100_001))]
        assertStoreError(try store.importMemos(for: user, from: draftFeed(drafts))) {
            if case .invalidRecord(index: 2, _) = $0 { return true }
            return false
        }
        #expect(try store.counts(for: user).total == 0)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_import_errorThrownByFeed_abortsWholeImport(_ engine: TodoEngine) throws {
        try begin(on: engine)
        struct ReadFailure: Error, Equatable {}
        var index = 0
        assertThrows(ReadFailure(), try store.importMemos(for: user) {
            index += 1
            if index == 3 { throw ReadFailure() }
            return MemoDraft(title: "draft \(index)")
        })
        #expect(try allMemos(of: user) == [])
        #expect(try store.history(limit: 5, for: user) == [])
        // The store is usable afterwards: the failed transaction was rolled back.
        _ = try store.create(MemoDraft(title: "after"), for: user)
        #expect(try store.counts(for: user) == MemoCounts(open: 1, done: 0))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_import_twiceWithUUIDs_addsNothingTheSecondTime(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let drafts = (0..<10).map { MemoDraft(uuid: "uuid-\($0)", title: "memo \($0)") }
        #expect(try store.importMemos(for: user, from: draftFeed(drafts)) == ImportSummary(added: 10, skipped: 0))
        let history = try store.history(limit: 10, for: user)
        #expect(try store.importMemos(for: user, from: draftFeed(drafts)) == ImportSummary(added: 0, skipped: 10))
        #expect(try allMemos(of: user).count == 10)
        #expect(try store.counts(for: user) == MemoCounts(open: 10, done: 0))
        #expect(try store.history(limit: 10, for: user) == history, "an import that adds nothing records nothing")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_import_exportedMemosBack_skipsEveryOne(_ engine: TodoEngine) throws {
        try begin(on: engine)
        for index in 0..<5 { _ = try store.create(MemoDraft(title: "m\(index)"), for: user) }
        let exported = try allMemos(of: user).map {
            MemoDraft(uuid: $0.uuid, title: $0.title, body: $0.body, isDone: $0.isDone, created: $0.created, updated: $0.updated)
        }
        #expect(try store.importMemos(for: user, from: draftFeed(exported)) == ImportSummary(added: 0, skipped: 5))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_import_partlyKnownUUIDs_addsOnlyNewOnes(_ engine: TodoEngine) throws {
        try begin(on: engine)
        _ = try store.create(MemoDraft(uuid: "known", title: "known"), for: user)
        let drafts = [MemoDraft(uuid: "new-1", title: "n1"), MemoDraft(uuid: "known", title: "dup"), MemoDraft(title: "n2")]
        #expect(try store.importMemos(for: user, from: draftFeed(drafts)) == ImportSummary(added: 2, skipped: 1))
        #expect(try allMemos(of: user).map(\.title) == ["known", "n1", "n2"])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_import_freshRecordsThenOnesCarryingUUIDs_keepTheirOrderAndSkipKnownOnes(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given
        _ = try store.create(MemoDraft(uuid: "known", title: "known"), for: user)
        let drafts = [
            MemoDraft(title: "n1"), MemoDraft(title: "n2"), MemoDraft(uuid: "known", title: "dup"),
            MemoDraft(uuid: "new-1", title: "n3"), MemoDraft(title: "n4"), MemoDraft(uuid: "new-1", title: "dup again"),
        ]
        // when
        let summary = try store.importMemos(for: user, from: draftFeed(drafts))
        // then
        #expect(summary == ImportSummary(added: 4, skipped: 2))
        #expect(try allMemos(of: user).map(\.title) == ["known", "n1", "n2", "n3", "n4"])
        #expect(try store.counts(for: user) == MemoCounts(open: 5, done: 0))
        #expect(try store.undoLastChange(for: user).memoCount == 4)
        #expect(try allMemos(of: user).map(\.title) == ["known"])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_import_duplicateUUIDWithinOneFile_keepsTheFirst(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let drafts = [MemoDraft(uuid: "same", title: "first"), MemoDraft(uuid: "same", title: "second")]
        #expect(try store.importMemos(for: user, from: draftFeed(drafts)) == ImportSummary(added: 1, skipped: 1))
        #expect(try allMemos(of: user).map(\.title) == ["first"])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_import_nothing_recordsNoHistory(_ engine: TodoEngine) throws {
        try begin(on: engine)
        #expect(try store.importMemos(for: user, from: draftFeed([])) == ImportSummary(added: 0, skipped: 0))
        #expect(try store.history(limit: 5, for: user) == [])
        assertThrows(MemoStoreError.nothingToUndo, try store.undoLastChange(for: user))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_import_withoutTimes_usesNowAndUpdatedEqualsCreated(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let before = Timestamp.now()
        _ = try store.importMemos(for: user, from: draftFeed([MemoDraft(title: "t")]))
        let memo = try #require(try allMemos(of: user).first)
        #expect(memo.created >= before)
        #expect(memo.created == memo.updated)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_import_largeBatch_isFastAndComplete(_ engine: TodoEngine) throws {
        try begin(on: engine)
        var index = 0
        let summary = try store.importMemos(for: user) {
            index += 1
            return index <= 5_000 ? MemoDraft(title: "bulk \(index)", isDone: index % 2 == 0) : nil
        }
        #expect(summary == ImportSummary(added: 5_000, skipped: 0))
        #expect(try store.counts(for: user) == MemoCounts(open: 2_500, done: 2_500))
        #expect(try store.search("bulk", limit: 10_000, for: user).count == 5_000)
    }
}
