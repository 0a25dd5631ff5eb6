import XCTest
@testable import MemoStore
import TestSupport

/// A recurring series keeps exactly one open next memo, whatever the sequence of done,
/// undone, undo and modify, because the next memo's uuid is derived from the series and its
/// due date rather than drawn at random.
class RepositoryRecurrenceTests: RepositoryContractTestCase {
    private let januaryEnd = Timestamp(secondsSince1970: 1_896_134_399)  // 2030-01-31T23:59:59Z
    private var user: User!

    override func setUpWithError() throws {
        try super.setUpWithError()
        user = try store.logIn(userName: "alice")
    }

    func test_doneUndoneDone_findsTheNextTheFirstDoneMade() throws {
        let rent = try store.create(monthly("Pay rent"), for: user)

        let first = try store.setDone(true, ids: [rent.id], timeZone: .utc, for: user)
        _ = try store.setDone(false, ids: [rent.id], timeZone: .utc, for: user)
        let second = try store.setDone(true, ids: [rent.id], timeZone: .utc, for: user)
        _ = try store.setDone(false, ids: [rent.id], timeZone: .utc, for: user)
        let third = try store.setDone(true, ids: [rent.id], timeZone: .utc, for: user)

        let next = try XCTUnwrap(first.created.first)
        XCTAssertEqual(second.created, [])
        XCTAssertEqual(third.created, [])
        XCTAssertEqual(try allMemos(of: user).map(\.id), [rent.id, next.id])
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 1, done: 1))
    }

    func test_undoneThenModifyDueThenDone_stillLeavesOneOpenNext() throws {
        let rent = try store.create(monthly("Pay rent"), for: user)
        let next = try XCTUnwrap(try store.setDone(true, ids: [rent.id], timeZone: .utc, for: user).created.first)
        _ = try store.setDone(false, ids: [rent.id], timeZone: .utc, for: user)
        _ = try store.modify(ids: [rent.id], with: MemoPatch(due: .set(Timestamp(secondsSince1970: januaryEnd.secondsSince1970 + 86_400 * 40))), for: user)

        XCTAssertEqual(try store.setDone(true, ids: [rent.id], timeZone: .utc, for: user).created, [])

        let open = try allMemos(of: user).filter { !$0.isDone }
        XCTAssertEqual(open.map(\.id), [next.id])
    }

    func test_doneOfTwoMemosOfOneSeries_makesOneNext_afterTheLaterDue_inEitherOrder() throws {
        for reversed in [false, true] {
            let owner = try store.logIn(userName: reversed ? "bob" : "carol")
            let rent = try store.create(monthly("Pay rent"), for: owner)
            let february = try XCTUnwrap(try store.setDone(true, ids: [rent.id], timeZone: .utc, for: owner).created.first)
            _ = try store.setDone(false, ids: [rent.id], timeZone: .utc, for: owner)

            let ids = reversed ? [february.id, rent.id] : [rent.id, february.id]
            let completion = try store.setDone(true, ids: ids, timeZone: .utc, for: owner)

            let march = try XCTUnwrap(completion.created.first, "reversed: \(reversed)")
            XCTAssertEqual(completion.created.count, 1)
            XCTAssertEqual(march.due, Recurrence("monthly")?.next(after: try XCTUnwrap(february.due), in: .utc))
            XCTAssertEqual(try allMemos(of: owner).filter { !$0.isDone }.map(\.id), [march.id])
        }
    }

    func test_theSameMemoDoneForTwoOwners_getsTheSameNextUUID_andEveryOccurrenceSharesTheSeriesPrefix() throws {
        let bob = try store.logIn(userName: "bob")
        let rent = try store.create(monthly("Pay rent"), for: user)
        var copy = monthly("Pay rent")
        copy.uuid = rent.uuid
        _ = try store.importMemos(for: bob, from: draftFeed([copy]))
        let bobsRent = try XCTUnwrap(try allMemos(of: bob).first)

        let alicesNext = try XCTUnwrap(try store.setDone(true, ids: [rent.id], timeZone: .utc, for: user).created.first)
        let bobsNext = try XCTUnwrap(try store.setDone(true, ids: [bobsRent.id], timeZone: .utc, for: bob).created.first)
        let alicesThird = try XCTUnwrap(try store.setDone(true, ids: [alicesNext.id], timeZone: .utc, for: user).created.first)

        XCTAssertEqual(alicesNext.uuid, bobsNext.uuid)
        XCTAssertNotEqual(alicesNext.uuid, rent.uuid)
        XCTAssertEqual(alicesThird.uuid.prefix(19), alicesNext.uuid.prefix(19))
        XCTAssertNotEqual(alicesThird.uuid, alicesNext.uuid)
    }

    func test_undoOfDone_removesTheNext_andDoneAgainMakesItWithTheSameUUID() throws {
        let rent = try store.create(monthly("Pay rent"), for: user)
        let next = try XCTUnwrap(try store.setDone(true, ids: [rent.id], timeZone: .utc, for: user).created.first)

        XCTAssertEqual(try store.undoLastChange(for: user).kind, .done)
        let again = try XCTUnwrap(try store.setDone(true, ids: [rent.id], timeZone: .utc, for: user).created.first)

        XCTAssertEqual(again.uuid, next.uuid)
        XCTAssertNotEqual(again.id, next.id)
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 1, done: 1))
    }

    func test_doneOfAMemoWhoseNextDueWouldPassTheYear9999_isRefused_andChangesNothing() throws {
        // given a yearly memo due in 9999, and an ordinary one done with it
        let lastYear = Timestamp(secondsSince1970: 253_383_811_200)  // 9999-06-01T00:00:00Z
        let last = try store.create(MemoDraft(title: "Millennium", due: lastYear, recur: Recurrence("yearly")), for: user)
        let plain = try store.create(MemoDraft(title: "Plain"), for: user)
        let history = try store.history(limit: 10, for: user)
        // when
        XCTAssertThrowsError(try store.setDone(true, ids: [plain.id, last.id], timeZone: .utc, for: user)) {
            // then
            XCTAssertEqual($0 as? MemoStoreError, .recurrenceOutOfRange(id: last.id))
        }
        XCTAssertEqual(try allMemos(of: user).filter(\.isDone), [])
        XCTAssertEqual(try store.history(limit: 10, for: user), history)
    }

    private func monthly(_ title: String) -> MemoDraft {
        MemoDraft(title: title, due: januaryEnd, recur: Recurrence("monthly"))
    }
}
