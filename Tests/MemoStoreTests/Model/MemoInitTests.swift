import MemoStore
import XCTest

/// `Memo.init` puts every value it is given in its own field (many share a type, so a value in
/// the wrong place would still compile), with tags and dependencies sorted and deduplicated.
final class MemoInitTests: XCTestCase {
    func test_init_keepsEveryFieldInItsPlace_andNormalizesTheSets() {
        // given: a different value for every field
        let moment = { (seconds: Int64) in Timestamp(secondsSince1970: seconds) }
        let annotation = MemoAnnotation(entry: moment(9), description: "note")
        // when
        let memo = Memo(
            id: 1, uuid: "uuid", title: "title", body: "body", isDone: true, created: moment(1), updated: moment(2),
            due: moment(3), wait: moment(4), priority: .medium, project: "project", tags: ["b", "a", "b"],
            recur: Recurrence("weekly"), start: moment(5), scheduled: moment(6), until: moment(7), depends: ["y", "x", "y"],
            annotations: [annotation], extra: ["key": "\"value\""], end: moment(8), isBlocked: true,
            parent: "parent", isBlocking: true, owner: "owner")
        // then
        XCTAssertEqual(memo.id, 1)
        XCTAssertEqual([memo.uuid, memo.title, memo.body], ["uuid", "title", "body"])
        XCTAssertTrue(memo.isDone)
        XCTAssertEqual([memo.created, memo.updated], [moment(1), moment(2)])
        XCTAssertEqual([memo.due, memo.wait, memo.start, memo.scheduled, memo.until, memo.end], [3, 4, 5, 6, 7, 8].map(moment))
        XCTAssertEqual(memo.priority, .medium)
        XCTAssertEqual(memo.project, "project")
        XCTAssertEqual(memo.tags, ["a", "b"])
        XCTAssertEqual(memo.recur, Recurrence("weekly"))
        XCTAssertEqual(memo.depends, ["x", "y"])
        XCTAssertEqual(memo.annotations, [annotation])
        XCTAssertEqual(memo.extra, ["key": "\"value\""])
        XCTAssertEqual([memo.parent, memo.owner], ["parent", "owner"])
        XCTAssertTrue(memo.isBlocked)
        XCTAssertTrue(memo.isBlocking)

        // and the defaults: nothing set but what was given
        let bare = Memo(id: 2, uuid: "u", title: "t", body: "", isDone: false, created: moment(1), updated: moment(1))
        XCTAssertEqual([bare.due, bare.wait, bare.start, bare.scheduled, bare.until, bare.end], Array(repeating: nil, count: 6))
        XCTAssertTrue(bare.tags.isEmpty && bare.depends.isEmpty && bare.annotations.isEmpty && bare.extra.isEmpty)
        XCTAssertFalse(bare.isBlocked || bare.isBlocking)
        XCTAssertNil(bare.priority)
        XCTAssertNil(bare.project ?? bare.parent ?? bare.owner)
        XCTAssertNil(bare.recur)
    }
}
