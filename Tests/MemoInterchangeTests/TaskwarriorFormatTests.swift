import XCTest
@testable import MemoInterchange
import MemoStore
import TestSupport

/// Reading `task export`, array and line forms, through `MemoImportReader`.
final class TaskwarriorFormatTests: XCTestCase {
    private func drafts(_ text: String) throws -> [MemoDraft] {
        try InterchangeFixtures.importAll(.taskwarrior, Array(text.utf8))
    }

    private let export = """
        [
        {"id":1,"description":"Buy milk","entry":"20261122T094726Z","modified":"20261123T100000Z","status":"pending",\
        "uuid":"a1b2c3d4-0000-4000-8000-000000000001","urgency":0.8,"tags":["home"],\
        "annotations":[{"entry":"20261122T094800Z","description":"two litres"},{"entry":"20261122T094900Z","description":"oat"}]},
        {"id":0,"description":"Old task","entry":"20261101T000000Z","end":"20261102T120000Z","status":"completed",\
        "uuid":"a1b2c3d4-0000-4000-8000-000000000002"},
        {"id":0,"description":"Gone","entry":"20261101T000000Z","status":"deleted","uuid":"a1b2c3d4-0000-4000-8000-000000000003"},
        {"id":2,"description":"Later","entry":"20261120T080000Z","status":"waiting","wait":"20261201T000000Z"},
        {"id":3,"description":"Weekly","entry":"20261120T080000Z","status":"recurring","recur":"weekly","due":"20261204T080000Z"}
        ]
        """

    func test_array_convertsTasks_skipsDeleted() throws {
        let result = try drafts(export)
        XCTAssertEqual(result.map(\.title), ["Buy milk", "Old task", "Later", "Weekly"])
        XCTAssertEqual(result.map(\.isDone), [false, true, false, false])
    }

    func test_array_completedTask_keepsItsEndApartFromALaterModified() throws {
        let result = try drafts("""
            [{"description":"Filed","status":"completed","entry":"20260101T000000Z","end":"20260115T120000Z",\
            "modified":"20261120T080000Z","uuid":"a1b2c3d4-0000-4000-8000-000000000009"}]
            """)
        XCTAssertEqual(result.map(\.end), [Timestamp(iso8601: "2026-01-15T12:00:00Z")])
        XCTAssertEqual(result.map(\.updated), [Timestamp(iso8601: "2026-11-20T08:00:00Z")])
        var memo = Memo(result[0], id: 1, uuid: "a1b2c3d4-0000-4000-8000-000000000009", now: .now())
        XCTAssertTrue(Taskwarrior.object(memo).contains(#""end":"20260115T120000Z""#), Taskwarrior.object(memo))
        memo.end = nil
        XCTAssertTrue(Taskwarrior.object(memo).contains(#""end":"20261120T080000Z""#), "a done memo without end was done when modified")
    }

    func test_array_pendingTask_fieldsAndAnnotations() throws {
        let first = try XCTUnwrap(try drafts(export).first)
        XCTAssertEqual(first, MemoDraft(
            uuid: "a1b2c3d4-0000-4000-8000-000000000001", title: "Buy milk", body: "", isDone: false,
            created: Timestamp(iso8601: "2026-11-22T09:47:26Z"), updated: Timestamp(iso8601: "2026-11-23T10:00:00Z"),
            tags: ["home"],
            annotations: [MemoAnnotation(entry: Timestamp(iso8601: "2026-11-22T09:48:00Z")!, description: "two litres"),
                          MemoAnnotation(entry: Timestamp(iso8601: "2026-11-22T09:49:00Z")!, description: "oat")]))
    }

    func test_array_completedTask_usesEndWhenNoModified() throws {
        let done = try drafts(export)[1]
        XCTAssertTrue(done.isDone)
        XCTAssertEqual(done.created, Timestamp(iso8601: "2026-11-01T00:00:00Z"))
        XCTAssertEqual(done.updated, Timestamp(iso8601: "2026-11-02T12:00:00Z"))
        XCTAssertEqual(done.body, "")
    }

    func test_task_withoutModifiedOrEnd_updatedIsEntry() throws {
        let later = try drafts(export)[2]
        XCTAssertEqual(later.updated, later.created)
        XCTAssertNil(later.uuid)
    }

    func test_dates_taskwarriorAndISOForms() throws {
        let result = try drafts("""
            [{"description":"a","entry":"20261122T094726Z"},{"description":"b","entry":"2026-11-22T09:47:26Z"},\
            {"description":"c","entry":"2026-11-22T10:47:26+01:00"},{"description":"d"}]
            """)
        let expected = Timestamp(secondsSince1970: 1_795_340_846)
        XCTAssertEqual(expected.iso8601, "2026-11-22T09:47:26Z")
        XCTAssertEqual(result.map(\.created), [expected, expected, expected, nil])
        XCTAssertEqual(result[3].updated, nil)
    }

    func test_badDate_namesTheTask() {
        assertThrows(
            InterchangeError.invalidLine(line: 2, reason: "task 2: \"entry\" is not a Taskwarrior date like 20261122T094726Z"),
            try drafts("[{\"description\":\"ok\"},\n{\"description\":\"bad\",\"entry\":\"20261322T094726Z\"}]"))
        assertInterchangeError(try drafts(#"[{"description":"bad","entry":"yesterday"}]"#)) {
            if case .invalidLine(line: 1, _) = $0 { return true }
            return false
        }
    }

    func test_missingDescription_namesTheTask() {
        assertThrows(InterchangeError.invalidLine(line: 3, reason: "task 3: a task needs a \"description\" string"),
                     try drafts("[{\"description\":\"a\"},\n{\"description\":\"b\"},\n{\"status\":\"pending\"}]"))
        assertThrows(InterchangeError.invalidLine(line: 1, reason: "task 1: expected a task object"),
                     try drafts(#"["just a string"]"#))
    }

    func test_malformedArray_throwsInvalidLineOne() {
        for text in ["[", "[{\"description\":\"a\"},]", "[{\"description\":\"a\"}] trailing", "[{\"description\":\"a\"}"] {
            assertInterchangeError(try drafts(text)) {
                if case .invalidLine(line: 1, _) = $0 { return true }
                return false
            }
        }
    }

    func test_emptyInputs_giveNoDrafts() throws {
        XCTAssertEqual(try drafts("[]"), [])
        XCTAssertEqual(try drafts("  \n [ ] \n"), [])
        XCTAssertEqual(try drafts(""), [])
        XCTAssertEqual(try drafts("\n\n"), [])
    }

    func test_oneObjectALine_form() throws {
        let text = """
            {"description":"first","status":"pending","entry":"20261122T094726Z"}

            {"description":"second","status":"completed","entry":"20261122T094726Z","end":"20261123T000000Z"}\r
            {"description":"third","status":"deleted"}
            {"description":"fourth"}
            """
        let result = try drafts(text)
        XCTAssertEqual(result.map(\.title), ["first", "second", "fourth"])
        XCTAssertEqual(result.map(\.isDone), [false, true, false])
        XCTAssertEqual(result[1].updated, Timestamp(iso8601: "2026-11-23T00:00:00Z"))
    }

    func test_aUUIDGivenTwice_namesBothLines_inEitherForm_andInAnyCase() {
        let first = #"{"uuid":"0f8fad5b-d9cb-469f-a165-70867728950e","description":"a"}"#
        let other = #"{"uuid":"1f8fad5b-d9cb-469f-a165-70867728950e","description":"b","status":"completed"}"#
        let again = #"{"uuid":"0F8FAD5B-D9CB-469F-A165-70867728950E","description":"c","status":"recurring","recur":"weekly","due":"20261204T080000Z"}"#
        let reason = "uuid 0f8fad5b-d9cb-469f-a165-70867728950e appears twice in the file (first at line 1)"
        assertThrows(InterchangeError.invalidLine(line: 4, reason: reason), try drafts("\(first)\n\(other)\n\n\(again)\n"))
        assertThrows(InterchangeError.invalidLine(line: 3, reason: "uuid 0f8fad5b-d9cb-469f-a165-70867728950e appears twice in the file (first at line 2)"),
                     try drafts("[\n\(first),\n\(again)\n]"))
        XCTAssertEqual(try drafts("\(first)\n\(other)\n").count, 2)
    }

    func test_oneObjectALine_errorNamesTheLine() {
        let text = "{\"description\":\"a\"}\n\n{\"description\":\"b\"}\n{\"description\":5}\n"
        assertThrows(InterchangeError.invalidLine(line: 4, reason: "a task needs a \"description\" string"), try drafts(text))
        assertInterchangeError(try drafts("{\"description\":\"a\"}\n{broken\n")) {
            if case .invalidLine(line: 2, _) = $0 { return true }
            return false
        }
    }

    func test_descriptionWithEscapesAndUnicode_isKept() throws {
        XCTAssertEqual(try drafts(#"[{"description":"say \"hi\" \ud83d\ude00 日本"}]"#).first?.title, "say \"hi\" 😀 日本")
    }

    func test_nonStringStatus_isRejected() {
        assertInterchangeError(try drafts(#"[{"description":"a","status":1}]"#)) {
            if case .invalidLine(line: 1, _) = $0 { return true }
            return false
        }
    }
}
