import Testing
@testable import MemoStore
import TestSupport

/// A done memo keeps when it was done (`end`): done sets it, undone clears it, undo puts it
/// back, and changing the memo later (annotate, modify) leaves it, as Taskwarrior's `end`.
final class RepositoryEndTests: RepositoryContract {
    private var user: User!
    private let doneAt = Timestamp(secondsSince1970: 1_577_923_200)

    override func begin(on engine: TodoEngine) throws {
        try super.begin(on: engine)
        user = try store.logIn(userName: "alice")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_doneSetsEnd_undoneClearsIt_andUndoOfEachPutsItBack(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let memo = try store.create(oldDraft("Write report"), for: user)
        #expect(memo.end == nil)

        let before = Timestamp.now()
        let done = try store.markDone(true, id: memo.id, for: user)
        let end = try #require(done.end)
        #expect(end >= before && end <= Timestamp.now())
        #expect(try store.memo(id: memo.id, for: user).end == end)

        #expect(try store.markDone(false, id: memo.id, for: user).end == nil)
        #expect(try store.memo(id: memo.id, for: user).end == nil)
        _ = try store.undoLastChange(for: user)
        #expect(try store.memo(id: memo.id, for: user).end == end)
        _ = try store.undoLastChange(for: user)
        #expect(try store.memo(id: memo.id, for: user).end == nil)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_annotatingOrModifyingADoneMemo_leavesItsEnd(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let memo = try store.create(oldDraft("Finished in 2020", isDone: true), for: user)
        #expect(memo.end == doneAt)

        var note = MemoPatch()
        note.addedAnnotations = [MemoAnnotation(entry: .now(), description: "found the receipt")]
        let annotated = try store.modify(ids: [memo.id], with: note, for: user)[0]
        let modified = try store.modify(ids: [memo.id], with: MemoPatch(project: .set("home")), for: user)[0]

        #expect(annotated.updated > doneAt)
        #expect(annotated.end == doneAt)
        #expect(modified.end == doneAt)
        #expect(try store.memo(id: memo.id, for: user).end == doneAt)
        #expect(try store.slotCounts(
            of: [.completed], matching: .all, in: MemoSlots(start: doneAt, seconds: 60, count: 1), for: user
        ) == [SlotCounts(before: 0, slots: [1], after: 0)])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_importKeepsAGivenEnd_andTakesUpdatedForADoneMemoWithout(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let given = Timestamp(secondsSince1970: 1_577_900_000)
        var withEnd = oldDraft("done with end", isDone: true)
        withEnd.end = given

        _ = try store.importMemos(for: user, from: draftFeed([withEnd, oldDraft("done without", isDone: true), oldDraft("open")]))

        #expect(try allMemos(of: user).map(\.end) == [given, doneAt, nil])
    }
}
