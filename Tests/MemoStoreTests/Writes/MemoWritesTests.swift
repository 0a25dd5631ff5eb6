import MemoStore
import XCTest

/// `MemoWrites`: the rules of create, modify, done and delete, written once for both engines,
/// proven over a storage that only records (`RecordingWriteStorage`).
final class MemoWritesTests: XCTestCase {
    private let user = User(id: 1, name: "ann")
    private let past = Timestamp(secondsSince1970: 1_700_000_000)
    private let storage = RecordingWriteStorage()

    private func store(_ id: Int64, uuid: String, isDone: Bool = false, start: Timestamp? = nil, due: Timestamp? = nil) {
        var memo = Memo(id: id, uuid: uuid, title: "memo \(id)", body: "", isDone: isDone, created: past, updated: past)
        memo.start = start
        memo.end = isDone ? past : nil
        memo.due = due
        memo.recur = due.flatMap { _ in Recurrence(count: 1, unit: .week) }
        storage.memos[id] = memo
    }

    func test_done_clearsStartAndEndsNow_undoneClearsEnd_andOneEntryNamesTheFirstMarkedAsItWas() throws {
        store(1, uuid: "00000000-0000-4000-8000-000000000001", start: past)
        store(2, uuid: "00000000-0000-4000-8000-000000000002", isDone: true)

        let completion = try MemoWrites(storage).setDone(true, ids: [2, 1], timeZone: .utc, for: user)

        XCTAssertEqual(completion.memos.map(\.id), [2, 1])
        XCTAssertEqual(completion.memos[0], storage.memos[2], "a memo already done is left as it was")
        XCTAssertNil(completion.memos[1].start)
        XCTAssertTrue(completion.memos[1].isDone)
        XCTAssertEqual(completion.memos[1].end, completion.memos[1].updated)
        XCTAssertGreaterThan(completion.memos[1].updated, past)
        XCTAssertEqual(storage.replaced.map(\.id), [1])
        XCTAssertEqual(storage.entries.count, 1)
        XCTAssertEqual(storage.entries[0].entry.kind, .done)
        XCTAssertEqual(storage.entries[0].entry.count, 1)
        XCTAssertEqual(storage.entries[0].entry.first.start, past, "the entry names the memo as it was")

        let reopened = try MemoWrites(storage).setDone(false, ids: [1], timeZone: .utc, for: user)
        XCTAssertNil(reopened.memos[0].end)
        XCTAssertEqual(storage.entries.last?.entry.kind, .undone)
    }

    func test_done_ofNothingToMark_writesAndRecordsNothing() throws {
        store(1, uuid: "00000000-0000-4000-8000-000000000001", isDone: true)

        _ = try MemoWrites(storage).setDone(true, ids: [1], timeZone: .utc, for: user)

        XCTAssertTrue(storage.replaced.isEmpty)
        XCTAssertTrue(storage.entries.isEmpty)
    }

    func test_done_ofTwoOfOneSeries_makesOneNext_afterTheLastDue_andTheEntryHoldsIt() throws {
        store(1, uuid: "00000000-0000-4000-8000-000000000001", due: past)
        let first = storage.memos[1]!
        let second = try XCTUnwrap(first.nextOccurrence(at: past, in: .utc)).withID(2)
        storage.memos[2] = second

        let completion = try MemoWrites(storage).setDone(true, ids: [1, 2], timeZone: .utc, for: user)

        XCTAssertEqual(completion.created.count, 1)
        XCTAssertEqual(completion.created[0].uuid, second.nextOccurrence(at: past, in: .utc)?.uuid, "after the memo due last")
        XCTAssertEqual(storage.entries.map(\.created), [completion.created])
    }

    func test_create_inAProjectSharedAsWriter_isTheOwnersAtOnce_withNoEntryOfTheAdder() throws {
        storage.sharedOwner = "bob"

        let memo = try MemoWrites(storage).create(MemoDraft(title: "for bob", project: "garden"), for: user)

        XCTAssertEqual(memo.owner, "bob")
        XCTAssertEqual(storage.inserted.map(\.owner), ["bob"])
        XCTAssertTrue(storage.entries.isEmpty)
    }

    func test_create_ofTheUsersOwn_recordsOneAddEntryOfIt() throws {
        let memo = try MemoWrites(storage).create(MemoDraft(title: "mine"), for: user)

        XCTAssertNil(memo.owner)
        XCTAssertEqual(storage.entries.count, 1)
        XCTAssertEqual(storage.entries[0].entry.kind, .add)
        XCTAssertEqual(storage.entries[0].entry.first, memo)
        XCTAssertEqual(storage.entries[0].entry.added?.0, memo.id)
    }

    func test_modify_writesOnlyTheMemosItChanges_andNamesTheFirstAsTheCommandLeftIt() throws {
        store(1, uuid: "00000000-0000-4000-8000-000000000001")
        store(2, uuid: "00000000-0000-4000-8000-000000000002")
        storage.memos[2]?.project = "home"

        let changed = try MemoWrites(storage).modify(ids: [2, 1], with: MemoPatch(project: .set("home")), as: .modify, for: user)

        XCTAssertEqual(changed.map(\.id), [1])
        XCTAssertEqual(storage.replaced.map(\.id), [1])
        XCTAssertEqual(storage.entries.count, 1)
        XCTAssertEqual(storage.entries[0].entry.first.project, "home")
        XCTAssertEqual(storage.entries[0].entry.saved.map(\.project), [nil])
    }
}
