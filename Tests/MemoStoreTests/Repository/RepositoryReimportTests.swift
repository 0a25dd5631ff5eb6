import Testing
@testable import MemoStore
import TestSupport

/// Re-importing an export: a record changed since the stored memo of its uuid (a later
/// `updated`, Taskwarrior's `modified`) replaces it, as `task import` does, and so does one of
/// the same second that differs; an older or an identical one is skipped; one undo step takes
/// the whole import back.
final class RepositoryReimportTests: RepositoryContract {
    private var user: User!
    private let uuids = (1...4).map { "0196f0c2-1d2e-7a3b-8c4d-00000000000\($0)" }

    override func begin(on engine: TodoEngine) throws {
        try super.begin(on: engine)
        user = try store.logIn(userName: "alice")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aNewerRecordReplacesItsMemo_olderAndEqualOnesAreSkipped_andOneUndoTakesAllBack(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given: three memos, all changed at second 200
        _ = try store.importMemos(for: user, from: draftFeed((0..<3).map { draft($0, "memo \($0)", updated: 200) }))
        let stored = try allMemos(of: user)
        let counts = try store.counts(for: user)
        // when: memo 0 as it was, memo 1 done later in another tool, memo 2 older, and a new one
        var done = draft(1, "memo 1, renamed", updated: 300, project: "home")
        done.isDone = true
        done.end = Timestamp(secondsSince1970: 250)
        let summary = try store.importMemos(for: user, from: draftFeed([
            draft(0, "memo 0", updated: 200), done, draft(2, "memo 2, stale", updated: 100), draft(3, "new", updated: 300),
        ]))
        // then
        var expected = ImportSummary(added: 1, skipped: 2)
        expected.updated = 1
        #expect(summary == expected)
        let after = try allMemos(of: user)
        #expect(after.map(\.title) == ["memo 0", "memo 1, renamed", "memo 2", "new"])
        #expect(after[1].id == stored[1].id)
        #expect(after[1].isDone && after[1].project == "home")
        #expect(after[1].updated == Timestamp(secondsSince1970: 300))
        #expect(after[1].end == Timestamp(secondsSince1970: 250))
        #expect(after[1].created == stored[1].created)
        #expect(try store.counts(for: user) == MemoCounts(open: counts.open, done: counts.done + 1))
        #expect(try store.search("renamed", limit: 5, for: user).map(\.id) == [stored[1].id])
        let entry = try #require(try store.history(limit: 1, for: user).first)
        #expect(entry.kind == .import && entry.memoCount == 2)

        _ = try store.undoLastChange(for: user)
        #expect(try allMemos(of: user) == stored)
        #expect(try store.counts(for: user) == counts)
        #expect(try store.search("renamed", limit: 5, for: user).isEmpty)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aReimportThatOnlyReplaces_isOneUndoStepNamingTheMemo(_ engine: TodoEngine) throws {
        try begin(on: engine)
        _ = try store.importMemos(for: user, from: draftFeed([draft(0, "first", updated: 200), draft(1, "second", updated: 200)]))
        let stored = try allMemos(of: user)

        let summary = try store.importMemos(for: user, from: draftFeed([draft(1, "second, newer", updated: 201)]))

        #expect(summary.added == 0 && summary.updated == 1 && summary.skipped == 0)
        let entry = try #require(try store.history(limit: 1, for: user).first)
        #expect(entry.kind == .import && entry.memoCount == 1)
        #expect(entry.firstMemo?.id == stored[1].id)
        _ = try store.undoLastChange(for: user)
        #expect(try allMemos(of: user) == stored)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aRecordOfTheSameSecond_replacesItsMemoWhenAFieldDiffers(_ engine: TodoEngine) throws {
        try begin(on: engine)
        _ = try store.importMemos(for: user, from: draftFeed([draft(0, "first", updated: 200), draft(1, "second", updated: 200)]))
        let stored = try allMemos(of: user)
        // `task` marked one done and tagged the other within the second of the first export.
        var done = draft(0, "first", updated: 200)
        done.isDone = true
        done.end = Timestamp(secondsSince1970: 200)
        var tagged = draft(1, "second", updated: 200)
        tagged.extra = ["estimate": "\"1h\""]

        let summary = try store.importMemos(for: user, from: draftFeed([done, tagged]))

        #expect(summary.updated == 2 && summary.skipped == 0)
        let after = try allMemos(of: user)
        #expect(after.map(\.isDone) == [true, false])
        #expect(after[1].extra == ["estimate": "\"1h\""])
        #expect(after.map(\.id) == stored.map(\.id))
        let again = try store.importMemos(for: user, from: draftFeed([done, tagged]))
        #expect(again == ImportSummary(added: 0, skipped: 2), "the same record again changes nothing")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aUUIDRepeatedInOneImport_countsOnlyItsFirstRecord_asForANewMemo(_ engine: TodoEngine) throws {
        try begin(on: engine)
        _ = try store.importMemos(for: user, from: draftFeed([draft(0, "first", updated: 200)]))
        let stored = try allMemos(of: user)

        let summary = try store.importMemos(for: user, from: draftFeed([draft(0, "first", updated: 200), draft(0, "repeat", updated: 900)]))

        #expect(summary == ImportSummary(added: 0, skipped: 2))
        #expect(try allMemos(of: user) == stored)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aRecordWithoutATimeOfItsOwn_replacesNothing(_ engine: TodoEngine) throws {
        try begin(on: engine)
        _ = try store.importMemos(for: user, from: draftFeed([draft(0, "dated", updated: 200)]))
        let stored = try allMemos(of: user)

        let summary = try store.importMemos(for: user, from: draftFeed([MemoDraft(uuid: uuids[0], title: "undated")]))

        #expect(summary == ImportSummary(added: 0, skipped: 1))
        #expect(try allMemos(of: user) == stored)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aNewerRecordWithoutACreationTime_keepsTheMemosOwn(_ engine: TodoEngine) throws {
        try begin(on: engine)
        _ = try store.importMemos(for: user, from: draftFeed([draft(0, "first", updated: 200), draft(1, "second", updated: 200)]))
        let stored = try allMemos(of: user)

        let summary = try store.importMemos(for: user, from: draftFeed([
            MemoDraft(uuid: uuids[0], title: "first, renamed", updated: Timestamp(secondsSince1970: 300)),
            MemoDraft(uuid: uuids[1], title: "second, renamed", created: Timestamp(secondsSince1970: 50),
                      updated: Timestamp(secondsSince1970: 300)),
        ]))

        #expect(summary.updated == 2)
        let after = try allMemos(of: user)
        #expect(after.map(\.title) == ["first, renamed", "second, renamed"])
        #expect(after[0].created == stored[0].created)
        #expect(after[1].created == Timestamp(secondsSince1970: 50))
        #expect(after.map(\.updated) == [Timestamp(secondsSince1970: 300), Timestamp(secondsSince1970: 300)])
    }

    // MARK: - Private

    private func draft(_ index: Int, _ title: String, updated: Int64, project: String? = nil) -> MemoDraft {
        MemoDraft(uuid: uuids[index], title: title, created: Timestamp(secondsSince1970: 100),
                  updated: Timestamp(secondsSince1970: updated), project: project)
    }
}
