import Testing
@testable import MemoStore
import TestSupport

/// start, stop, annotate and denotate: patches of their own kind in the history, undone whole.
final class RepositoryTaskVerbTests: RepositoryContract {
    private var user: User!

    override func begin(on engine: TodoEngine) throws {
        try super.begin(on: engine)
        user = try store.logIn(userName: "alice")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_startKeepsTheFirstStart_stopClearsIt_doneStopsIt_andEachChangeIsItsOwnHistoryEntry(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let memo = try store.create(MemoDraft(title: "Write report"), for: user)
        let first = Timestamp(secondsSince1970: 1_800_000_000)

        let started = try store.modify(ids: [memo.id], with: patch { $0.start = .set(first) }, for: user)
        let again = try store.modify(ids: [memo.id], with: patch { $0.start = .set(Timestamp(secondsSince1970: 1_800_000_500)) }, for: user)
        #expect(started.first?.start == first)
        // Starting a started memo keeps its start: nothing changes, so nothing is recorded.
        #expect(again == [])
        #expect(try store.memo(id: memo.id, for: user).start == first)
        _ = try store.modify(ids: [memo.id], with: patch { $0.start = .clear }, for: user)
        #expect(try store.memo(id: memo.id, for: user).start == nil)

        _ = try store.modify(ids: [memo.id], with: patch { $0.start = .set(first) }, for: user)
        _ = try store.setDone(true, ids: [memo.id], timeZone: .utc, for: user)
        #expect(try store.memo(id: memo.id, for: user).start == nil)

        #expect(try store.history(limit: 10, for: user).map(\.kind) == [.done, .start, .stop, .start, .add])
        _ = try store.undoLastChange(for: user)
        #expect(try store.memo(id: memo.id, for: user).start == first)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_startOfADoneMemo_isRefused_andChangesNothing(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let open = try store.create(MemoDraft(title: "open"), for: user)
        let done = try store.create(MemoDraft(title: "done", isDone: true), for: user)

        let error = #expect(throws: MemoStoreError.self) {
            try store.modify(ids: [open.id, done.id], with: patch { $0.start = .set(.now()) }, for: user)
        }
        if let error, case .invalidField("start", _) = error {} else { Issue.record("\(String(describing: error))") }
        #expect(try allMemos(of: user) == [open, done])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_annotateAppendsWithDistinctSeconds_denotateRemovesExactThenContaining_andUndoBringsItBack(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let memo = try store.create(MemoDraft(title: "Call mom"), for: user)
        let moment = Timestamp(secondsSince1970: 1_800_000_000)
        func note(_ text: String) -> MemoPatch { patch { $0.addedAnnotations = [MemoAnnotation(entry: moment, description: text)] } }

        _ = try store.modify(ids: [memo.id], with: note("about lunch"), for: user)
        _ = try store.modify(ids: [memo.id], with: note("lunch moved"), for: user)
        _ = try store.modify(ids: [memo.id], with: note("about"), for: user)
        let annotated = try store.memo(id: memo.id, for: user)
        #expect(annotated.annotations.map(\.description) == ["about lunch", "lunch moved", "about"])
        #expect(annotated.annotations.map(\.entry.secondsSince1970) == [1_800_000_000, 1_800_000_001, 1_800_000_002])

        _ = try store.modify(ids: [memo.id], with: patch { $0.removedAnnotation = "about" }, for: user)
        _ = try store.modify(ids: [memo.id], with: patch { $0.removedAnnotation = "lunch" }, for: user)
        #expect(try store.memo(id: memo.id, for: user).annotations.map(\.description) == ["lunch moved"])
        #expect(throws: (any Error).self) { try store.modify(ids: [memo.id], with: patch { $0.removedAnnotation = "nothing" }, for: user) }

        #expect(try store.history(limit: 2, for: user).map(\.kind) == [.denotate, .denotate])
        _ = try store.undoLastChange(for: user)
        _ = try store.undoLastChange(for: user)
        #expect(try store.memo(id: memo.id, for: user) == annotated)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_dependenciesByID_becomeUUIDs_addRemoveClear_andACycleIsRefusedNamingItsIDs(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let a = try store.create(MemoDraft(title: "a"), for: user)
        var draft = MemoDraft(title: "b")
        draft.dependencies = [.id(a.id)]
        let b = try store.create(draft, for: user)
        draft = MemoDraft(title: "c")
        draft.dependencies = [.id(b.id), .id(a.id)]
        let c = try store.create(draft, for: user)
        #expect(b.depends == [a.uuid])
        #expect(c.depends == [a.uuid, b.uuid].sorted())

        let cycle = #expect(throws: (any Error).self) { try store.modify(ids: [a.id], with: patch { $0.addedDependencies = [.id(c.id)] }, for: user) }
        #expect(cycle.map { "\($0)" } == "invalid depends: that would be a cycle: #\(a.id) waits on #\(c.id) waits on #\(a.id)")
        #expect(throws: (any Error).self) { try store.modify(ids: [a.id], with: patch { $0.addedDependencies = [.id(a.id)] }, for: user) }
        #expect(throws: MemoStoreError.memoNotFound(id: 999)) {
            try store.modify(ids: [a.id], with: patch { $0.addedDependencies = [.id(999)] }, for: user)
        }
        #expect(try store.memo(id: a.id, for: user).depends == [])

        let removed = try store.modify(ids: [c.id], with: patch { $0.removedDependencies = [.id(b.id)] }, for: user)
        #expect(removed.first?.depends == [a.uuid])
        let cleared = try store.modify(ids: [c.id, b.id], with: patch { $0.clearsDependencies = true }, for: user)
        #expect(cleared.map(\.depends) == [[], []])
        _ = try store.undoLastChange(for: user)
        #expect(try store.memo(id: b.id, for: user).depends == [a.uuid])
    }

    private func patch(_ build: (inout MemoPatch) -> Void) -> MemoPatch {
        var patch = MemoPatch()
        build(&patch)
        return patch
    }
}
