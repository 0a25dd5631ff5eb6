import Testing
@testable import MemoStore
import TestSupport

/// A recurring series keeps exactly one open next memo, whatever the sequence of done,
/// undone, undo and modify, because the next memo's uuid is derived from the series and its
/// due date rather than drawn at random.
final class RepositoryRecurrenceTests: RepositoryContract {
    private let januaryEnd = Timestamp(secondsSince1970: 1_896_134_399)  // 2030-01-31T23:59:59Z
    private var user: User!

    override func begin(on engine: TodoEngine) throws {
        try super.begin(on: engine)
        user = try store.logIn(userName: "alice")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_doneUndoneDone_findsTheNextTheFirstDoneMade(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let rent = try store.create(monthly("Pay rent"), for: user)

        let first = try store.setDone(true, ids: [rent.id], timeZone: .utc, for: user)
        _ = try store.setDone(false, ids: [rent.id], timeZone: .utc, for: user)
        let second = try store.setDone(true, ids: [rent.id], timeZone: .utc, for: user)
        _ = try store.setDone(false, ids: [rent.id], timeZone: .utc, for: user)
        let third = try store.setDone(true, ids: [rent.id], timeZone: .utc, for: user)

        let next = try #require(first.created.first)
        #expect(second.created == [])
        #expect(third.created == [])
        #expect(try allMemos(of: user).map(\.id) == [rent.id, next.id])
        #expect(try store.counts(for: user) == MemoCounts(open: 1, done: 1))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_undoneThenModifyDueThenDone_stillLeavesOneOpenNext(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let rent = try store.create(monthly("Pay rent"), for: user)
        let next = try #require(try store.setDone(true, ids: [rent.id], timeZone: .utc, for: user).created.first)
        _ = try store.setDone(false, ids: [rent.id], timeZone: .utc, for: user)
        _ = try store.modify(ids: [rent.id], with: MemoPatch(due: .set(Timestamp(secondsSince1970: januaryEnd.secondsSince1970 + 86_400 * 40))), for: user)

        #expect(try store.setDone(true, ids: [rent.id], timeZone: .utc, for: user).created == [])

        let open = try allMemos(of: user).filter { !$0.isDone }
        #expect(open.map(\.id) == [next.id])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_doneOfTwoMemosOfOneSeries_makesOneNext_afterTheLaterDue_inEitherOrder(_ engine: TodoEngine) throws {
        try begin(on: engine)
        for reversed in [false, true] {
            let owner = try store.logIn(userName: reversed ? "bob" : "carol")
            let rent = try store.create(monthly("Pay rent"), for: owner)
            let february = try #require(try store.setDone(true, ids: [rent.id], timeZone: .utc, for: owner).created.first)
            _ = try store.setDone(false, ids: [rent.id], timeZone: .utc, for: owner)

            let ids = reversed ? [february.id, rent.id] : [rent.id, february.id]
            let completion = try store.setDone(true, ids: ids, timeZone: .utc, for: owner)

            let march = try #require(completion.created.first, "reversed: \(reversed)")
            #expect(completion.created.count == 1)
            #expect(march.due == Recurrence("monthly")?.next(after: try #require(february.due), in: .utc))
            #expect(try allMemos(of: owner).filter { !$0.isDone }.map(\.id) == [march.id])
        }
    }

    @Test(arguments: TodoEngine.allCases)
    func test_theSameMemoDoneForTwoOwners_getsTheSameNextUUID_andEveryOccurrenceSharesTheSeriesPrefix(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let bob = try store.logIn(userName: "bob")
        let rent = try store.create(monthly("Pay rent"), for: user)
        var copy = monthly("Pay rent")
        copy.uuid = rent.uuid
        _ = try store.importMemos(for: bob, from: draftFeed([copy]))
        let bobsRent = try #require(try allMemos(of: bob).first)

        let alicesNext = try #require(try store.setDone(true, ids: [rent.id], timeZone: .utc, for: user).created.first)
        let bobsNext = try #require(try store.setDone(true, ids: [bobsRent.id], timeZone: .utc, for: bob).created.first)
        let alicesThird = try #require(try store.setDone(true, ids: [alicesNext.id], timeZone: .utc, for: user).created.first)

        #expect(alicesNext.uuid == bobsNext.uuid)
        #expect(alicesNext.uuid != rent.uuid)
        #expect(alicesThird.uuid.prefix(19) == alicesNext.uuid.prefix(19))
        #expect(alicesThird.uuid != alicesNext.uuid)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_undoOfDone_removesTheNext_andDoneAgainMakesItWithTheSameUUID(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let rent = try store.create(monthly("Pay rent"), for: user)
        let next = try #require(try store.setDone(true, ids: [rent.id], timeZone: .utc, for: user).created.first)

        #expect(try store.undoLastChange(for: user).kind == .done)
        let again = try #require(try store.setDone(true, ids: [rent.id], timeZone: .utc, for: user).created.first)

        #expect(again.uuid == next.uuid)
        #expect(again.id != next.id)
        #expect(try store.counts(for: user) == MemoCounts(open: 1, done: 1))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_doneOfAMemoWhoseNextDueWouldPassTheYear9999_isRefused_andChangesNothing(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given a yearly memo due in 9999, and an ordinary one done with it
        let lastYear = Timestamp(secondsSince1970: 253_383_811_200)  // 9999-06-01T00:00:00Z
        let last = try store.create(MemoDraft(title: "Millennium", due: lastYear, recur: Recurrence("yearly")), for: user)
        let plain = try store.create(MemoDraft(title: "Plain"), for: user)
        let history = try store.history(limit: 10, for: user)
        // when
        // then
        #expect(throws: MemoStoreError.recurrenceOutOfRange(id: last.id)) {
            try store.setDone(true, ids: [plain.id, last.id], timeZone: .utc, for: user)
        }
        #expect(try allMemos(of: user).filter(\.isDone) == [])
        #expect(try store.history(limit: 10, for: user) == history)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_untilEndsTheSeries_eachOccurrenceKeepsIt_andMonthEndsStayMonthEnds(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given: due:2026-11-30 recur:monthly until:2027-01-15, and one without until, as days end
        func day(_ text: String) throws -> Timestamp { try #require(Timestamp(iso8601: text + "T23:59:59Z")) }
        let until = try day("2027-01-15")
        let bounded = try store.create(MemoDraft(title: "Bounded", due: day("2026-11-30"), recur: Recurrence("monthly"), until: until), for: user)
        var open = try store.create(MemoDraft(title: "Rent", due: day("2026-11-30"), recur: Recurrence("monthly")), for: user)
        // when
        let december = try #require(try store.setDone(true, ids: [bounded.id], timeZone: .utc, for: user).created.first)
        let after = try store.setDone(true, ids: [december.id], timeZone: .utc, for: user)
        var dues: [Timestamp?] = []
        for _ in 0..<4 {
            open = try #require(try store.setDone(true, ids: [open.id], timeZone: .utc, for: user).created.first)
            dues.append(open.due)
        }
        // then: December's keeps the series' until, and nothing is due after it
        #expect(try december.due == day("2026-12-31"))
        #expect(december.until == until)
        #expect(after.created == [])
        #expect(after.memos.map(\.isDone) == [true])
        #expect(try dues == [day("2026-12-31"), day("2027-01-31"), day("2027-02-28"), day("2027-03-31")])
    }

    private func monthly(_ title: String) -> MemoDraft {
        MemoDraft(title: title, due: januaryEnd, recur: Recurrence("monthly"))
    }
}
