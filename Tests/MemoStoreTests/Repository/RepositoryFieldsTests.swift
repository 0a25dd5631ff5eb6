import Testing
@testable import MemoStore
import TestSupport

/// Due, wait, priority, project, tags and recur: stored, checked, changed several memos at a
/// time, carried through recurrence, undo, import and export.
final class RepositoryFieldsTests: RepositoryContract {
    private let due = Timestamp(secondsSince1970: 1_798_761_599)  // 2026-12-31T23:59:59Z
    private let wait = Timestamp(secondsSince1970: 1_798_156_800)  // 2026-12-25T00:00:00Z
    private var user: User!

    override func begin(on engine: TodoEngine) throws {
        try super.begin(on: engine)
        user = try store.logIn(userName: "alice")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_create_keepsEveryField_andNormalizesTags(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let memo = try store.create(fullDraft("Pay rent"), for: user)

        #expect(memo.due == due)
        #expect(memo.wait == wait)
        #expect(memo.priority == .high)
        #expect(memo.project == "home.bills")
        #expect(memo.tags == ["money", "urgent", "é"])
        #expect(memo.recur == Recurrence("monthly"))
        #expect(try store.memo(id: memo.id, for: user) == memo)
        try reopen()
        #expect(try store.memo(id: memo.id, for: user) == memo)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_create_badFields_throwInvalidField_andWriteNothing(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let cases: [(MemoDraft, MemoStoreError)] = [
            (MemoDraft(title: "x", project: "work..q4"), .invalidField(name: "project", reason: "has an empty part between dots")),
            (MemoDraft(title: "x", project: ""), .invalidField(name: "project", reason: "empty")),
            (MemoDraft(title: "x", tags: ["two words"]), .invalidField(name: "tags", reason: "contains whitespace")),
            (MemoDraft(title: "x", tags: ["bell\u{7}"]), .invalidField(name: "tags", reason: "contains control characters")),
            (MemoDraft(title: "x", recur: Recurrence("weekly")), .invalidField(name: "recur", reason: "needs a due date")),
        ]
        for (draft, error) in cases {
            assertThrows(error, try store.create(draft, for: user))
        }
        #expect(try allMemos(of: user) == [])
        #expect(try store.history(limit: 10, for: user) == [])
        #expect(MemoStoreError.invalidField(name: "recur", reason: "needs a due date").description == "invalid recur: needs a due date")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_modify_severalIds_isOneHistoryEntry_andReturnsThemInTheOrderGiven(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let a = try store.create(MemoDraft(title: "a", tags: ["old", "keep"]), for: user)
        let b = try store.create(oldDraft("b"), for: user)

        let changed = try store.modify(
            ids: [b.id, a.id, b.id],
            with: MemoPatch(due: .set(due), priority: .set(.low), project: .set("work"), addedTags: ["new"], removedTags: ["old"]),
            for: user)

        #expect(changed.map(\.id) == [b.id, a.id])
        #expect(changed.map(\.tags) == [["new"], ["keep", "new"]])
        #expect(changed[0].updated > b.updated)
        #expect(try allMemos(of: user) == [changed[1], changed[0]])
        let history = try store.history(limit: 10, for: user)
        #expect(history.first?.kind == .modify)
        #expect(history.first?.memoCount == 2)
        #expect(history.first?.firstMemo == MemoReference(id: b.id, title: "b"))
        #expect(try store.page(MemoPageRequest(filter: MemoFilter(requiredTags: ["old"])), for: user).memos == [])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_modify_recordsTheCommandThatAsked_modifyThatRetitles_isAModify(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let memo = try store.create(MemoDraft(title: "a"), for: user)
        _ = try store.modify(ids: [memo.id], with: MemoPatch(title: "b", body: "c"), as: .edit, for: user)
        #expect(try store.history(limit: 1, for: user).first?.kind == .edit)
        _ = try store.modify(ids: [memo.id], with: MemoPatch(title: "d"), as: .modify, for: user)
        _ = try store.modify(ids: [memo.id], with: MemoPatch(title: "e"), for: user)
        #expect(try store.history(limit: 3, for: user).map(\.kind) == [.modify, .modify, .edit])
        #expect(try store.undoLastChange(for: user).kind == .modify)
        #expect(try store.memo(id: memo.id, for: user).title == "d")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_modify_leavesAMemoItWouldNotChange_unwrittenAndUnrecorded(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let tagged = try store.create(MemoDraft(title: "a", tags: ["x"]), for: user)
        let plain = try store.create(MemoDraft(title: "b"), for: user)

        let none = try store.modify(ids: [tagged.id], with: MemoPatch(addedTags: ["x"]), for: user)
        let some = try store.modify(ids: [tagged.id, plain.id], with: MemoPatch(addedTags: ["x"]), for: user)

        #expect(none == [])
        #expect(some.map(\.id) == [plain.id])
        #expect(try store.memo(id: tagged.id, for: user) == tagged)
        let history = try store.history(limit: 10, for: user)
        #expect(history.map(\.kind) == [.modify, .add, .add])
        #expect(history.first?.memoCount == 1)
        #expect(try store.undoLastChange(for: user).firstMemo == MemoReference(id: plain.id, title: "b"))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_modify_aMissingId_changesNothing(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let memo = try store.create(MemoDraft(title: "a"), for: user)
        let bob = try store.logIn(userName: "bob")
        let bobs = try store.create(MemoDraft(title: "bob's"), for: bob)

        assertThrows(MemoStoreError.memoNotFound(id: bobs.id),
                     try store.modify(ids: [memo.id, bobs.id, 999], with: MemoPatch(priority: .set(.high)), for: user))

        #expect(try store.memo(id: memo.id, for: user) == memo)
        #expect(try store.history(limit: 10, for: user).count == 1)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_modify_clearingDueOfARecurringMemo_isRefusedForAll(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let plain = try store.create(MemoDraft(title: "plain", due: due), for: user)
        let recurring = try store.create(fullDraft("recurring"), for: user)

        assertThrows(MemoStoreError.invalidField(name: "recur", reason: "needs a due date"),
                     try store.modify(ids: [plain.id, recurring.id], with: MemoPatch(due: .clear), for: user))

        #expect(try allMemos(of: user) == [plain, recurring])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_setDone_severalIds_leavesThoseAlreadyDone_andRecordsOneEntry(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let open = try store.create(MemoDraft(title: "open"), for: user)
        let done = try store.create(MemoDraft(title: "done", isDone: true), for: user)

        let completion = try store.setDone(true, ids: [done.id, open.id], timeZone: .utc, for: user)

        #expect(completion.memos.map(\.id) == [done.id, open.id])
        #expect(completion.memos.allSatisfy { $0.isDone })
        #expect(completion.memos[0] == done)
        #expect(completion.created == [])
        #expect(try store.history(limit: 1, for: user).first?.memoCount == 1)
        #expect(try store.counts(for: user) == MemoCounts(open: 0, done: 2))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_setDone_onARecurringMemo_addsTheNext_andUndoTakesBackBoth(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given a monthly memo due on the last day of a 31-day month, in UTC-5
        let zone = LocalTimeZone.fixed(secondsEastOfUTC: -18_000)
        let januaryEnd = try #require(zone.moment(of: LocalDateTime(year: 2027, month: 1, day: 31, hour: 23, minute: 59, second: 59)))
        let draft = MemoDraft(title: "Pay rent", body: "landlord", due: januaryEnd,
                              wait: Timestamp(secondsSince1970: januaryEnd.secondsSince1970 - 86_400), priority: .medium,
                              project: "home", tags: ["money"], recur: Recurrence("monthly"))
        let memo = try store.create(draft, for: user)
        // when
        let completion = try store.setDone(true, ids: [memo.id], timeZone: zone, for: user)
        // then
        let next = try #require(completion.created.first)
        let februaryEnd = zone.moment(of: LocalDateTime(year: 2027, month: 2, day: 28, hour: 23, minute: 59, second: 59))
        #expect(next.id > memo.id)
        #expect(next.uuid != memo.uuid)
        #expect(next.due == februaryEnd)
        #expect(next.wait?.secondsSinceDue(next.due) == -86_400)
        #expect([next.title, next.body, next.project] == ["Pay rent", "landlord", "home"])
        #expect(next.priority == .medium)
        #expect(next.tags == ["money"])
        #expect(next.recur == Recurrence("monthly"))
        #expect(!next.isDone)
        #expect(try store.memo(id: next.id, for: user) == next)
        #expect(try store.counts(for: user) == MemoCounts(open: 1, done: 1))
        #expect(try store.history(limit: 1, for: user).first?.memoCount == 1)
        // when
        #expect(try store.undoLastChange(for: user).kind == .done)
        // then
        #expect(try allMemos(of: user) == [memo])
        #expect(try store.counts(for: user) == MemoCounts(open: 1, done: 0))
        #expect(try store.tags(for: user) == [NameCount(name: "money", open: 1, done: 0)])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_delete_severalIds_andUndo_bringsEveryFieldBack(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let a = try store.create(fullDraft("a"), for: user)
        let b = try store.create(MemoDraft(title: "b", tags: ["x"]), for: user)

        #expect(try store.delete(ids: [a.id, b.id], for: user) == [a, b])
        #expect(try store.tags(for: user) == [])
        assertThrows(MemoStoreError.memoNotFound(id: 999), try store.delete(ids: [999], for: user))

        #expect(try store.undoLastChange(for: user).memoCount == 2)
        #expect(try allMemos(of: user) == [a, b])
        #expect(try store.tags(for: user).map(\.name) == ["money", "urgent", "x", "é"])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_undoModify_restoresEveryField_andTheTagIndex(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let memo = try store.create(fullDraft("a"), for: user)
        _ = try store.modify(
            ids: [memo.id],
            with: MemoPatch(title: "b", due: .clear, wait: .clear, priority: .clear, project: .clear, recur: .clear,
                            removedTags: ["money", "urgent", "é"]),
            for: user)

        _ = try store.undoLastChange(for: user)

        #expect(try store.memo(id: memo.id, for: user) == memo)
        let tagged = try store.page(MemoPageRequest(filter: MemoFilter(requiredTags: ["urgent"], waiting: .include)), for: user)
        #expect(tagged.memos == [memo])

        // a modify that sets fields and adds a tag is taken back as whole
        _ = try store.modify(
            ids: [memo.id],
            with: MemoPatch(due: .set(wait), priority: .set(.low), project: .set("elsewhere"), addedTags: ["new"],
                            removedTags: ["money"]),
            for: user)

        _ = try store.undoLastChange(for: user)

        #expect(try store.memo(id: memo.id, for: user) == memo)
        let newlyTagged = try store.page(MemoPageRequest(filter: MemoFilter(requiredTags: ["new"], waiting: .include)), for: user)
        #expect(newlyTagged.memos == [])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_importAndExport_keepEveryField(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given
        let drafts = [fullDraft("one"), MemoDraft(uuid: "u-2", title: "two", isDone: true, created: wait, updated: due)]
        // when
        let summary = try store.importMemos(for: user, from: draftFeed(drafts))
        let exported = try allMemos(of: user)
        let bob = try store.logIn(userName: "bob")
        _ = try store.importMemos(for: bob, from: draftFeed(exported.map(Self.draft)))
        // then
        #expect(summary == ImportSummary(added: 2, skipped: 0))
        #expect(exported.count == 2)
        var first = drafts[0]
        first.uuid = exported[0].uuid
        first.tags = MemoTags.normalized(first.tags)
        first.created = exported[0].created
        first.updated = exported[0].created
        #expect(Self.draft(exported[0]) == first)
        #expect(Self.draft(exported[1]) == drafts[1])
        #expect(try allMemos(of: bob).map(Self.draft) == exported.map(Self.draft))
        #expect(try store.tags(for: bob) == store.tags(for: user))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_import_badField_namesTheRecord(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let drafts = [MemoDraft(title: "fine"), MemoDraft(title: "bad", recur: Recurrence("daily"))]
        assertThrows(MemoStoreError.invalidRecord(index: 2, reason: "invalid recur: needs a due date"),
                     try store.importMemos(for: user, from: draftFeed(drafts)))
        #expect(try allMemos(of: user) == [])
    }

    // MARK: - Private

    private func fullDraft(_ title: String) -> MemoDraft {
        MemoDraft(title: title, due: due, wait: wait, priority: .high, project: "home.bills",
                  tags: ["urgent", "money", "é", "urgent"], recur: Recurrence("monthly"))
    }

    private static func draft(_ memo: Memo) -> MemoDraft {
        MemoDraft(uuid: memo.uuid, title: memo.title, body: memo.body, isDone: memo.isDone, created: memo.created,
                  updated: memo.updated, due: memo.due, wait: memo.wait, priority: memo.priority, project: memo.project,
                  tags: memo.tags, recur: memo.recur)
    }
}

private extension Timestamp {
    func secondsSinceDue(_ due: Timestamp?) -> Int64? {
        due.map { secondsSince1970 - $0.secondsSince1970 }
    }
}
