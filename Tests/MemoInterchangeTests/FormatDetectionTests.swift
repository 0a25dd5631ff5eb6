#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
@testable import MemoInterchange
import MemoStore

/// `import` without `--format`: the format is told from the first record.
final class FormatDetectionTests: XCTestCase {
    private typealias F = InterchangeFixtures

    func test_withoutAFormat_aTaskwarriorArray_isReadAsTaskwarrior() throws {
        let export = #"""

            [{"uuid":"9c3f1b2e-4d5a-4b6c-8d7e-0f1a2b3c4d5e","description":"Pay rent","status":"pending","entry":"20261101T080000Z"}]
            """#

        let drafts = try F.importAll(nil, Array(export.utf8))

        XCTAssertEqual(drafts.map(\.title), ["Pay rent"])
        XCTAssertEqual(drafts.first?.uuid, "9c3f1b2e-4d5a-4b6c-8d7e-0f1a2b3c4d5e")
    }

    func test_withoutAFormat_oneTaskwarriorTaskALine_isReadAsTaskwarrior_fromItsFirstLine() throws {
        let lines = #"""
            {"description":"Pay rent","status":"pending","entry":"20261101T080000Z"}
            {"description":"Call mom","status":"completed","entry":"20261101T080000Z","end":"20261102T080000Z"}
            """#

        let drafts = try F.importAll(nil, Array(lines.utf8))

        XCTAssertEqual(drafts.map(\.title), ["Pay rent", "Call mom"])
        XCTAssertEqual(drafts.map(\.isDone), [false, true])
    }

    func test_withoutAFormat_todoTxt_isReadAsTodoTxt() throws {
        let text = "(A) Call mom +family @phone due:2026-12-01\nx 2026-11-02 2026-11-01 Buy milk\n"

        let drafts = try F.importAll(nil, Array(text.utf8))

        XCTAssertEqual(drafts.map(\.title), ["Call mom", "Buy milk"])
        XCTAssertEqual(drafts.first?.priority, .high)
        XCTAssertEqual(drafts.map(\.isDone), [false, true])
    }

    func test_withoutAFormat_todosJSONLines_areReadAsJSON() throws {
        let drafts = try F.importAll(nil, Array("{\"title\":\"one\"}\n{\"title\":\"two\"}\n".utf8))

        XCTAssertEqual(drafts.map(\.title), ["one", "two"])
    }

    func test_withoutAFormat_anArrayOfTodosMemoObjects_isReadAsTodosJSON_notAsTaskwarrior() throws {
        // What `todo list --json` prints: one line, keys import does not keep (`id`, `urgency`).
        let listed = #"[{"id":7,"uuid":"9C3F1B2E-4D5A-4B6C-8D7E-0F1A2B3C4D5E","title":"Pay rent","done":false,"urgency":4.2},"#
            + #"{"id":9,"title":"Call mom","done":true,"tags":["family"]}]"#

        let fd = F.descriptor(for: Array(listed.utf8))
        defer { close(fd) }
        let reader = MemoImportReader(format: nil, descriptor: fd)
        let drafts = try F.drafts(of: reader)

        XCTAssertEqual(drafts.map(\.title), ["Pay rent", "Call mom"])
        XCTAssertEqual(drafts.map(\.isDone), [false, true])
        XCTAssertEqual(drafts.first?.uuid, "9c3f1b2e-4d5a-4b6c-8d7e-0f1a2b3c4d5e")
        XCTAssertEqual(drafts.last?.tags, ["family"])
        XCTAssertEqual(reader.format, .json)
        XCTAssertEqual(reader.notes, ["read as a JSON array of memos (--format to choose)"])
    }

    func test_anArray_isToldByItsFirstElement() {
        XCTAssertEqual(FormatDetection.format(ofFirstElement: Array(#"{"title":"a"}"#.utf8)), .json)
        XCTAssertEqual(FormatDetection.format(ofFirstElement: Array(#"{"description":"a"}"#.utf8)), .taskwarrior)
        // Neither kind, or no object at all: Taskwarrior's reader says what is wrong with it.
        XCTAssertEqual(FormatDetection.format(ofFirstElement: Array(#"{"name":"a"}"#.utf8)), .taskwarrior)
        XCTAssertEqual(FormatDetection.format(ofFirstElement: Array(#"{"title":"a""#.utf8)), .taskwarrior)
        XCTAssertEqual(FormatDetection.format(ofFirstElement: Array("3".utf8)), .taskwarrior)
    }

    func test_withoutAFormat_anArrayOfMemosThenATask_failsAtTheTask() {
        assertInterchangeError(try F.importAll(nil, Array("[\n{\"title\":\"a\"},\n{\"description\":\"b\"}\n]".utf8))) { error in
            error == .invalidLine(line: 3, reason: "memo 2: a memo needs a \"title\" string")
        }
    }

    func test_withoutAFormat_anObjectOfNeitherKind_saysWhichFormatItNeeds() {
        assertInterchangeError(try F.importAll(nil, Array("{\"name\":\"x\"}\n".utf8))) { error in
            guard case .invalidLine(1, let reason) = error else { return false }
            return reason.contains("--format json or --format taskwarrior")
        }
    }
}
