import MemoStore
import XCTest

/// `MemoUndo`: which entry undo takes back and what it puts back, and which writes make one
/// command, written once for both engines, proven over a storage that only records
/// (`RecordingHistoryStorage`).
final class MemoUndoTests: XCTestCase {
    private let user = User(id: 1, name: "ann")
    private let storage = RecordingHistoryStorage()

    private func memo(_ id: Int64, title: String, priority: Priority? = nil) -> Memo {
        var memo = Memo(
            id: id, uuid: "00000000-0000-4000-8000-00000000000\(id)", title: title, body: "", isDone: false,
            created: Timestamp(secondsSince1970: 0), updated: Timestamp(secondsSince1970: 0))
        memo.priority = priority
        return memo
    }

    func test_undo_withOnlyArrivals_namesTheirOrigin_andWithNoEntry_hasNothingToUndo() throws {
        XCTAssertThrowsError(try MemoUndo(storage).undoLastChange(for: user)) { error in
            XCTAssertEqual(error as? MemoStoreError, .nothingToUndo)
        }
        storage.record(.sync, origin: "laptop")

        XCTAssertThrowsError(try MemoUndo(storage).undoLastChange(for: user)) { error in
            XCTAssertEqual(error as? MemoStoreError, .onlyArrivals(origin: "laptop"))
        }
    }

    func test_undo_takesBackTheUsersOwnCommand_overAnArrival_leavingAndNamingTheFieldItChangedAgain() throws {
        let before = memo(1, title: "old", priority: .low)
        let command = storage.record(.modify, saved: [before])
        var leftByCommand = before
        leftByCommand.title = "mine"
        leftByCommand.priority = .high
        storage.record(.sync, saved: [leftByCommand], origin: "phone")
        var arrived = leftByCommand
        arrived.priority = .medium
        storage.memos[1] = arrived

        let undone = try MemoUndo(storage).undoLastChange(for: user)

        XCTAssertEqual(undone.id, command, "the user's own command, not the later arrival")
        XCTAssertEqual(undone.leftAlone, [.priority])
        XCTAssertEqual(undone.keptArrivals, ["phone"])
        XCTAssertEqual(storage.memos[1]?.title, "old", "what only the command changed goes back")
        XCTAssertEqual(storage.memos[1]?.priority, .medium, "what arrived since stays")
        XCTAssertEqual(storage.entries.map(\.stored.change.origin), ["phone"], "the arrival's entry stays")
        XCTAssertEqual(storage.entries[0].saved[0].title, "old", "the arrival's snapshot no longer holds the command")
    }

    func test_undo_ofRm_afterAnArrival_putsBackOnlyWhatIsGoneAndNotTaken_andLeavesAKeptMemo() throws {
        let kept = memo(1, title: "kept child")
        let gone = memo(2, title: "deleted")
        let broughtBack = memo(3, title: "a sync brought it back")
        storage.record(.rm, count: 3, saved: [kept, gone, broughtBack])
        storage.record(.sync, origin: "phone")
        var keptNow = kept
        keptNow.title = "renamed since"
        storage.memos[1] = keptNow
        storage.memos[3] = broughtBack

        _ = try MemoUndo(storage).undoLastChange(for: user)

        XCTAssertEqual(storage.reinserted.map(\.id), [2])
        XCTAssertEqual(storage.memos[1]?.title, "renamed since", "an rm's memo still there after an arrival stays as it is")
        XCTAssertTrue(storage.restored.isEmpty)
    }

    func test_undo_ofAModifyThatDeleted_whileNothingArrived_bringsTheMemoBack_andRemovesWhatItAdded() throws {
        storage.memos[5] = memo(5, title: "imported")
        storage.record(.import, count: 2, saved: [memo(1, title: "removed by the file")], added: (5, 5))

        _ = try MemoUndo(storage).undoLastChange(for: user)

        XCTAssertEqual(storage.reinserted.map(\.id), [1])
        XCTAssertNil(storage.memos[5])
        XCTAssertTrue(storage.entries.isEmpty)
    }

    func test_asOneCommand_joinsItsEntries_namedAsTheFirstOfItsKind_countingThatKind_addingEveryRange() throws {
        storage.record(.add)
        try MemoUndo(storage).asOneCommand(.import, for: user) {
            storage.record(.rm, count: 4, saved: [memo(1, title: "a")])
            storage.record(.import, count: 2, saved: [memo(1, title: "later"), memo(2, title: "b")], added: (10, 12))
            // Inside another: the outer one joins what this records.
            _ = try MemoUndo(storage).asOneCommand(.modify, for: user) {
                storage.record(.import, count: 3, added: (13, 20))
            }
        }

        XCTAssertEqual(storage.entries.count, 2, "the entry before the command stays apart")
        let joined = try XCTUnwrap(storage.entries.last)
        XCTAssertEqual(joined.stored.change.kind, .import)
        XCTAssertEqual(joined.stored.change.memoCount, 5)
        XCTAssertEqual(joined.stored.added?.0, 10)
        XCTAssertEqual(joined.stored.added?.1, 20)
        XCTAssertEqual(joined.saved.map(\.title), ["a", "b"], "each memo as the earliest entry saved it")
    }

    func test_asOneCommand_ofOneEntry_leavesItAsRecorded_andReturnsWhatTheBodyReturns() throws {
        let result = try MemoUndo(storage).asOneCommand(.add, for: user) { storage.record(.rm, count: 2) }

        XCTAssertEqual(storage.entries.map(\.stored.change.id), [result])
        XCTAssertEqual(storage.entries[0].stored.change.kind, .rm)
    }
}
