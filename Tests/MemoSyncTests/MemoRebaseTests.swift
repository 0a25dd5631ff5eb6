import MemoStore
import XCTest

final class MemoRebaseTests: XCTestCase {
    func test_aSnapshotTakesWhatTheSyncChangedAndKeepsTheRest() {
        var snapshot = memo()
        snapshot.tags = ["home"]
        var local = snapshot
        local.priority = .high  // the user's command
        local.tags = ["home", "x"]
        var merged = local
        merged.due = Timestamp(secondsSince1970: 1_900_000_000)  // from elsewhere
        merged.tags = ["home", "x", "y"]
        merged.annotations = [MemoAnnotation(entry: Timestamp(secondsSince1970: 5), description: "called")]
        let rebased = MemoRebase.rebase(snapshot, from: local, to: merged)
        XCTAssertNil(rebased.priority)
        XCTAssertEqual(rebased.due, merged.due)
        XCTAssertEqual(rebased.tags, ["home", "y"])
        XCTAssertEqual(rebased.annotations, merged.annotations)
    }

    func test_aRemovalFromElsewhereIsCarriedIntoTheSnapshot() {
        var snapshot = memo()
        snapshot.tags = ["a", "b"]
        snapshot.extra = ["estimate": "\"3h\""]
        var merged = snapshot
        merged.tags = ["a"]
        merged.extra = [:]
        let rebased = MemoRebase.rebase(snapshot, from: snapshot, to: merged)
        XCTAssertEqual(rebased.tags, ["a"])
        XCTAssertEqual(rebased.extra, [:])
    }

    private func memo() -> Memo {
        Memo(id: 1, uuid: "0000aaaa-0000-7000-8000-000000000001", title: "Pay rent", body: "", isDone: false,
             created: Timestamp(secondsSince1970: 0), updated: Timestamp(secondsSince1970: 0))
    }
}
