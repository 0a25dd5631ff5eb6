import XCTest
@testable import MemoInterchange
import MemoStore
import TestSupport

/// How a recurring memo goes out to Taskwarrior: todo's own as a template and its first
/// instance, one of a Taskwarrior series with the template it kept (once a file), and a
/// template that stood for its series as it came until todo changes it.
final class TaskwarriorSeriesTests: XCTestCase {
    private typealias F = InterchangeFixtures

    private let due = Timestamp(iso8601: "2026-12-01T00:00:00Z")!

    private func file(_ memos: [Memo]) -> String {
        var writer = MemoExportWriter(format: .taskwarrior)
        return writer.begin() + memos.map { writer.element($0) }.joined() + writer.end()
    }

    private func tasks(_ text: String) throws -> [[String: Any]] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }

    func test_todosRecurringMemo_goesOutAsTemplateAndFirstInstance_andReadsBackAsItWas() throws {
        let memo = Memo(id: 1, uuid: F.uuid(1), title: "Pay rent", body: "", isDone: false, created: F.time, updated: F.time,
                        due: due, recur: Recurrence("monthly"), start: F.time, depends: [F.uuid(2)],
                        annotations: [MemoAnnotation(entry: F.time, description: "note")])
        let text = file([memo])

        let written = try tasks(text)
        XCTAssertEqual(written.count, 2)
        let template = Taskwarrior.templateUUID(for: F.uuid(1))
        XCTAssertEqual(written[0]["uuid"] as? String, template)
        XCTAssertEqual(written[0]["status"] as? String, "recurring")
        XCTAssertEqual(written[0]["mask"] as? String, "-")
        XCTAssertNil(written[0]["start"] ?? written[0]["depends"] ?? written[0]["annotations"], "an occurrence's own")
        XCTAssertEqual(written[1]["uuid"] as? String, F.uuid(1))
        XCTAssertEqual(written[1]["status"] as? String, "pending")
        XCTAssertEqual(written[1]["parent"] as? String, template)
        XCTAssertEqual(written[1]["imask"] as? Int, 0)

        let drafts = try F.importAll(.taskwarrior, Array(text.utf8))
        XCTAssertEqual(drafts, [MemoDraft(
            uuid: F.uuid(1), title: "Pay rent", created: F.time, updated: F.time, due: due, recur: Recurrence("monthly"),
            start: F.time, depends: [F.uuid(2)], annotations: [MemoAnnotation(entry: F.time, description: "note")])])
    }

    func test_aSeriesKeptTemplate_isWrittenOnce_beforeItsOpenInstances() throws {
        let template = #"{"uuid":"\#(F.uuid(9))","description":"Water","status":"recurring","due":"20261101T000000Z","recur":"weekly","mask":"++-"}"#
        func memo(_ number: Int, imask: Int, due: String, isDone: Bool) -> Memo {
            Memo(id: Int64(number), uuid: F.uuid(number), title: "Water", body: "", isDone: isDone, created: F.time,
                 updated: F.time, due: Timestamp(iso8601: due), recur: Recurrence("weekly"),
                 extra: ["parent": "\"\(F.uuid(9))\"", "imask": "\(imask)", Taskwarrior.templateKey: template])
        }
        let done = memo(1, imask: 1, due: "2026-11-08T00:00:00Z", isDone: true)
        let open = memo(2, imask: 2, due: "2026-11-15T00:00:00Z", isDone: false)
        // What `done` on the last instance makes: the series' attributes copied, due a week on.
        let next = memo(3, imask: 2, due: "2026-11-22T00:00:00Z", isDone: false)

        let written = try tasks(file([done, open, next]))

        XCTAssertEqual(written.compactMap { $0["uuid"] as? String }, [F.uuid(1), F.uuid(9), F.uuid(2), F.uuid(3)])
        XCTAssertEqual(written.map { $0["status"] as? String }, ["completed", "recurring", "pending", "pending"])
        XCTAssertEqual(written[1]["mask"] as? String, "++-", "the first open instance is in the mask already")
        XCTAssertTrue(written.allSatisfy { $0[Taskwarrior.templateKey] == nil })
        XCTAssertEqual(written.map { $0["imask"] as? Int }, [1, nil, 2, 3], "todo's occurrence is the series' fourth")
        XCTAssertEqual(written[2]["parent"] as? String, F.uuid(9))

        let continued = try tasks(file([memo(1, imask: 2, due: "2026-11-15T00:00:00Z", isDone: true), next]))
        XCTAssertEqual(continued[1]["mask"] as? String, "++--", "the mask covers todo's occurrence")
    }

    func test_aTemplateAlone_goesBackWithTheInstanceTodoMade_inItsMask() throws {
        let template = #"{"uuid":"\#(F.uuid(1))","description":"Alone","status":"recurring","due":"20261101T000000Z","recur":"2w","mask":"+","modified":"20261122T094726Z"}"#
        let draft = try XCTUnwrap(try F.importAll(.taskwarrior, Array(("[" + template + "]").utf8)).first)
        let memo = Memo(id: 1, uuid: try XCTUnwrap(draft.uuid), title: draft.title, body: "", isDone: false, created: F.time,
                        updated: F.time, due: draft.due, recur: draft.recur, extra: draft.extra)

        let text = file([memo])

        let written = try tasks(text)
        XCTAssertEqual(written.compactMap { $0["uuid"] as? String }, [F.uuid(1), memo.uuid])
        XCTAssertEqual(written[0]["mask"] as? String, "+-", "Taskwarrior will not make it again")
        XCTAssertEqual(written[1]["status"] as? String, "pending")
        XCTAssertEqual(written[1]["imask"] as? Int, 1)
        XCTAssertEqual(written[1]["due"] as? String, "20261115T000000Z")
        XCTAssertEqual(try F.importAll(.taskwarrior, Array(text.utf8)).map(\.uuid), [memo.uuid])
    }
}
