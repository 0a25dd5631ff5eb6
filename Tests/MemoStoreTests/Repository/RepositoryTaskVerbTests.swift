import XCTest
@testable import MemoStore
import TestSupport

/// start, stop, annotate and denotate: patches of their own kind in the history, undone whole.
class RepositoryTaskVerbTests: RepositoryContractTestCase {
    private var user: User!

    override func setUpWithError() throws {
        try super.setUpWithError()
        user = try store.logIn(userName: "alice")
    }

    func test_startKeepsTheFirstStart_stopClearsIt_doneStopsIt_andEachIsItsOwnHistoryEntry() throws {
        let memo = try store.create(MemoDraft(title: "Write report"), for: user)
        let first = Timestamp(secondsSince1970: 1_800_000_000)

        let started = try store.modify(ids: [memo.id], with: patch { $0.start = .set(first) }, for: user)
        let again = try store.modify(ids: [memo.id], with: patch { $0.start = .set(Timestamp(secondsSince1970: 1_800_000_500)) }, for: user)
        XCTAssertEqual(started.first?.start, first)
        XCTAssertEqual(again.first?.start, first)
        _ = try store.modify(ids: [memo.id], with: patch { $0.start = .clear }, for: user)
        XCTAssertNil(try store.memo(id: memo.id, for: user).start)

        _ = try store.modify(ids: [memo.id], with: patch { $0.start = .set(first) }, for: user)
        _ = try store.setDone(true, ids: [memo.id], timeZone: .utc, for: user)
        XCTAssertNil(try store.memo(id: memo.id, for: user).start)

        XCTAssertEqual(try store.history(limit: 10, for: user).map(\.kind), [.done, .start, .stop, .start, .start, .add])
        _ = try store.undoLastChange(for: user)
        XCTAssertEqual(try store.memo(id: memo.id, for: user).start, first)
    }

    func test_startOfADoneMemo_isRefused_andChangesNothing() throws {
        let open = try store.create(MemoDraft(title: "open"), for: user)
        let done = try store.create(MemoDraft(title: "done", isDone: true), for: user)

        XCTAssertThrowsError(try store.modify(ids: [open.id, done.id], with: patch { $0.start = .set(.now()) }, for: user)) { error in
            guard case MemoStoreError.invalidField("start", _) = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(try allMemos(of: user), [open, done])
    }

    func test_annotateAppendsWithDistinctSeconds_denotateRemovesExactThenContaining_andUndoBringsItBack() throws {
        let memo = try store.create(MemoDraft(title: "Call mom"), for: user)
        let moment = Timestamp(secondsSince1970: 1_800_000_000)
        func note(_ text: String) -> MemoPatch { patch { $0.addedAnnotations = [MemoAnnotation(entry: moment, description: text)] } }

        _ = try store.modify(ids: [memo.id], with: note("about lunch"), for: user)
        _ = try store.modify(ids: [memo.id], with: note("lunch moved"), for: user)
        _ = try store.modify(ids: [memo.id], with: note("about"), for: user)
        let annotated = try store.memo(id: memo.id, for: user)
        XCTAssertEqual(annotated.annotations.map(\.description), ["about lunch", "lunch moved", "about"])
        XCTAssertEqual(annotated.annotations.map(\.entry.secondsSince1970), [1_800_000_000, 1_800_000_001, 1_800_000_002])

        _ = try store.modify(ids: [memo.id], with: patch { $0.removedAnnotation = "about" }, for: user)
        _ = try store.modify(ids: [memo.id], with: patch { $0.removedAnnotation = "lunch" }, for: user)
        XCTAssertEqual(try store.memo(id: memo.id, for: user).annotations.map(\.description), ["lunch moved"])
        XCTAssertThrowsError(try store.modify(ids: [memo.id], with: patch { $0.removedAnnotation = "nothing" }, for: user))

        XCTAssertEqual(try store.history(limit: 2, for: user).map(\.kind), [.denotate, .denotate])
        _ = try store.undoLastChange(for: user)
        _ = try store.undoLastChange(for: user)
        XCTAssertEqual(try store.memo(id: memo.id, for: user), annotated)
    }

    func test_dependenciesByID_becomeUUIDs_addRemoveClear_andACycleIsRefusedNamingItsIDs() throws {
        let a = try store.create(MemoDraft(title: "a"), for: user)
        var draft = MemoDraft(title: "b")
        draft.dependencyIDs = [a.id]
        let b = try store.create(draft, for: user)
        draft = MemoDraft(title: "c")
        draft.dependencyIDs = [b.id, a.id]
        let c = try store.create(draft, for: user)
        XCTAssertEqual(b.depends, [a.uuid])
        XCTAssertEqual(c.depends, [a.uuid, b.uuid].sorted())

        XCTAssertThrowsError(try store.modify(ids: [a.id], with: patch { $0.addedDependencyIDs = [c.id] }, for: user)) { error in
            XCTAssertEqual("\(error)", "invalid depends: that would be a cycle: #\(a.id) waits on #\(c.id) waits on #\(a.id)")
        }
        XCTAssertThrowsError(try store.modify(ids: [a.id], with: patch { $0.addedDependencyIDs = [a.id] }, for: user))
        XCTAssertThrowsError(try store.modify(ids: [a.id], with: patch { $0.addedDependencyIDs = [999] }, for: user)) { error in
            XCTAssertEqual(error as? MemoStoreError, .memoNotFound(id: 999))
        }
        XCTAssertEqual(try store.memo(id: a.id, for: user).depends, [])

        let removed = try store.modify(ids: [c.id], with: patch { $0.removedDependencyIDs = [b.id] }, for: user)
        XCTAssertEqual(removed.first?.depends, [a.uuid])
        let cleared = try store.modify(ids: [c.id, b.id], with: patch { $0.clearsDependencies = true }, for: user)
        XCTAssertEqual(cleared.map(\.depends), [[], []])
        _ = try store.undoLastChange(for: user)
        XCTAssertEqual(try store.memo(id: b.id, for: user).depends, [a.uuid])
    }

    private func patch(_ build: (inout MemoPatch) -> Void) -> MemoPatch {
        var patch = MemoPatch()
        build(&patch)
        return patch
    }
}
