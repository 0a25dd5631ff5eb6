import Foundation
import XCTest
@testable import MemoStore

final class InterchangeTests: XCTestCase {
    private let time = Timestamp(secondsSince1970: 1_795_340_846)  // 2026-11-22T09:47:26Z

    func test_timestamp_formatsAndParsesISO8601() {
        XCTAssertEqual(time.iso8601, "2026-11-22T09:47:26Z")
        XCTAssertEqual(Timestamp(secondsSince1970: 0).iso8601, "1970-01-01T00:00:00Z")
        XCTAssertEqual(Timestamp(secondsSince1970: -1).iso8601, "1969-12-31T23:59:59Z")
        XCTAssertEqual(Timestamp(iso8601: "2026-11-22T09:47:26Z"), time)
        XCTAssertEqual(Timestamp(iso8601: "2026-11-22T10:47:26.123+01:00"), time)
        XCTAssertEqual(Timestamp(iso8601: "2024-02-29")?.iso8601, "2024-02-29T00:00:00Z")
        for bad in ["2026-02-30T00:00:00Z", "2026-13-01", "2026-11-22T25:00:00Z", "2026-11-22T09:47:26", "yesterday", ""] {
            XCTAssertNil(Timestamp(iso8601: bad), bad)
        }
    }

    func test_memoJSON_hasTheDocumentedShape_andEscapes() {
        let memo = Memo(id: 7, uuid: "u", title: "a \"q\" \\ é 🥛", body: "line\nnul\u{0}tab\t", isDone: true,
                        created: time, updated: time)

        XCTAssertEqual(
            MemoJSON.object(memo),
            #"{"id":7,"uuid":"u","title":"a \"q\" \\ é 🥛","body":"line\nnul\u0000tab\t","done":true,"#
                + #""created":"2026-11-22T09:47:26Z","updated":"2026-11-22T09:47:26Z"}"#)
        XCTAssertEqual(MemoJSON.array([]), "[]")
    }

    func test_memoJSON_decodesWhatItEncodes() throws {
        let memo = Memo(id: 7, uuid: "u-7", title: "שלום \"x\"\u{1}", body: "🥛\n", isDone: true, created: time, updated: time)

        let draft = try XCTUnwrap(MemoJSON.draft(fromLine: Array(MemoJSON.object(memo).utf8)))

        XCTAssertEqual(draft, MemoDraft(uuid: "u-7", title: memo.title, body: memo.body, isDone: true, created: time, updated: time))
    }

    func test_memoJSON_decodesEscapesAndSurrogatePairs_andSkipsBlankLines() throws {
        let draft = try MemoJSON.draft(fromLine: Array(#"{"title":"\ud83e\udd5b \u00e9 \/","extra":[1,{"a":null}]}"#.utf8))

        XCTAssertEqual(draft?.title, "🥛 é /")
        XCTAssertNil(try MemoJSON.draft(fromLine: Array("   \r".utf8)))
    }

    func test_memoJSON_rejectsMalformedRecordsWithAReason() {
        let bad: [(String, String)] = [
            (#"{"title": }"#, "unexpected character"),
            (#"{"title":"x"} trailing"#, "unexpected text after the JSON value"),
            (#"{"body":"no title"}"#, "a memo needs a \"title\" string"),
            (#"{"title":"x","done":"yes"}"#, "\"done\" must be true or false"),
            (#"{"title":"x","created":"soon"}"#, "\"created\" must be an ISO 8601 time"),
            (#"{"title":"\ud83e"}"#, "lone surrogate"),
            (#"["title"]"#, "expected a JSON object"),
            (#"{"title":"x",}"#, "expected a key in quotes"),
        ]
        for (line, reason) in bad {
            XCTAssertThrowsError(try MemoJSON.draft(fromLine: Array(line.utf8)), line) { error in
                XCTAssertTrue("\(error)".contains(reason), "\(line): \(error)")
            }
        }
        XCTAssertThrowsError(try MemoJSON.draft(fromLine: [0x7B, 0x22, 0x74, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D]))
    }

    func test_todoTxt_roundTripsTrickyMemos() throws {
        let memos = [
            Memo(id: 1, uuid: "u1", title: "(A) Call mom  twice", body: "", isDone: false, created: time, updated: time),
            Memo(id: 2, uuid: "u2", title: "x marks 50% off", body: "two\nlines 100%25 sure", isDone: true, created: time, updated: time),
            Memo(id: 3, uuid: "u3", title: "2026-01-01 is a date", body: " spaces ", isDone: false, created: time, updated: time),
        ]

        for memo in memos {
            let line = TodoTxt.line(memo)
            let draft = try XCTUnwrap(TodoTxt.draft(fromLine: line), line)
            XCTAssertEqual(draft.title, memo.title, line)
            XCTAssertEqual(draft.body, memo.body, line)
            XCTAssertEqual(draft.isDone, memo.isDone, line)
            XCTAssertEqual(draft.uuid, memo.uuid, line)
            XCTAssertEqual(draft.created?.iso8601, "2026-11-22T00:00:00Z", line)
        }
        XCTAssertEqual(TodoTxt.line(memos[0]), "(A) 2026-11-22 Call mom  twice uuid:u1")
    }

    func test_todoTxt_readsPlainTodoTxtLines() throws {
        let done = try XCTUnwrap(TodoTxt.draft(fromLine: "x 2026-03-02 2026-03-01 Pay rent +home @bank"))
        let open = try XCTUnwrap(TodoTxt.draft(fromLine: "(B) Water plants"))

        XCTAssertTrue(done.isDone)
        XCTAssertEqual(done.title, "Pay rent +home @bank")
        XCTAssertEqual(done.created?.iso8601, "2026-03-01T00:00:00Z")
        XCTAssertEqual(done.updated?.iso8601, "2026-03-02T00:00:00Z")
        XCTAssertEqual(open.title, "(B) Water plants")
        XCTAssertNil(try TodoTxt.draft(fromLine: "   "))
        XCTAssertThrowsError(try TodoTxt.draft(fromLine: "x 2026-03-02 2026-03-01 uuid:abc"))
    }

    func test_taskwarrior_mapsStatusDatesAnnotations_inBothForms() throws {
        let task = #"{"description":"Pay","status":"completed","entry":"20261101T080000Z","end":"20261102T090000Z","uuid":"t1","annotations":[{"description":"a"},{"description":"b"}]}"#
        let deleted = #"{"description":"Gone","status":"deleted","entry":"20261101T080000Z"}"#

        let fromArray = try TaskwarriorImport.drafts(from: Array("[\(task),\(deleted)]".utf8))
        let fromLines = try TaskwarriorImport.drafts(from: Array("\(task)\n\(deleted)\n".utf8))

        XCTAssertEqual(fromArray, fromLines)
        XCTAssertEqual(fromArray.count, 1)
        XCTAssertEqual(fromArray.first?.body, "a\nb")
        XCTAssertEqual(fromArray.first?.isDone, true)
        XCTAssertEqual(fromArray.first?.updated?.iso8601, "2026-11-02T09:00:00Z")
        XCTAssertThrowsError(try TaskwarriorImport.drafts(from: Array(#"[{"status":"pending"}]"#.utf8))) {
            XCTAssertEqual($0 as? InterchangeError, .invalidLine(line: 1, reason: "task 1: a task needs a \"description\" string"))
        }
    }

    func test_importReader_namesTheLine_handlesCRLFAndALastLineWithoutNewline() throws {
        let reader = try reader(for: "{\"title\":\"one\"}\r\n\n{\"title\":\"two\"}")
        XCTAssertEqual(try reader.next()?.title, "one")
        XCTAssertEqual(reader.lineOfLastDraft, 1)
        XCTAssertEqual(try reader.next()?.title, "two")
        XCTAssertEqual(reader.lineOfLastDraft, 3)
        XCTAssertNil(try reader.next())

        let bad = try self.reader(for: "{\"title\":\"ok\"}\n{oops}\n")
        _ = try bad.next()
        XCTAssertThrowsError(try bad.next()) {
            guard case .invalidLine(let line, _)? = $0 as? InterchangeError else { return XCTFail("\($0)") }
            XCTAssertEqual(line, 2)
        }
    }

    // MARK: - Private

    private var files: [FileHandle] = []

    private func reader(for text: String) throws -> MemoImportReader {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID().uuidString)")
        try Data(text.utf8).write(to: url)
        let handle = try FileHandle(forReadingFrom: url)
        files.append(handle)
        try FileManager.default.removeItem(at: url)
        return MemoImportReader(format: .json, descriptor: handle.fileDescriptor)
    }
}
