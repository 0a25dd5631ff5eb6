import XCTest
@testable import MemoStore

final class TaskwarriorImportTests: XCTestCase {
    private typealias F = InterchangeFixtures

    /// What `task export` of Taskwarrior 2.6 prints: one array, a task a line.
    private let sampleExport = """
        [
        {"id":0,"description":"Old chore","end":"20261102T090000Z","entry":"20261101T080000Z","modified":"20261102T090500Z","status":"completed","uuid":"1d1e8a4e-7c3b-4a8e-9a5e-0f6b2f4c1a01","urgency":0},
        {"id":1,"annotations":[{"entry":"20261103T100000Z","description":"landlord wants cash"},{"entry":"20261104T100000Z","description":"by Friday"}],"description":"Pay rent","entry":"20261101T080000Z","modified":"20261104T100000Z","project":"home","status":"pending","tags":["money"],"uuid":"1d1e8a4e-7c3b-4a8e-9a5e-0f6b2f4c1a02","urgency":4.5},
        {"id":0,"description":"Thrown away","end":"20261105T090000Z","entry":"20261101T080000Z","modified":"20261105T090000Z","status":"deleted","uuid":"1d1e8a4e-7c3b-4a8e-9a5e-0f6b2f4c1a03","urgency":0},
        {"id":2,"description":"Later","entry":"20261101T080000Z","modified":"20261101T080000Z","status":"waiting","wait":"20261201T000000Z","uuid":"1d1e8a4e-7c3b-4a8e-9a5e-0f6b2f4c1a04","urgency":-3},
        {"id":3,"description":"Weekly review","entry":"20261101T080000Z","mask":"-","recur":"weekly","status":"recurring","uuid":"1d1e8a4e-7c3b-4a8e-9a5e-0f6b2f4c1a05"}
        ]

        """

    func test_drafts_sampleExport_mapsStatusDatesAnnotations_andSkipsDeleted() throws {
        let drafts = try TaskwarriorImport.drafts(from: Array(sampleExport.utf8))

        XCTAssertEqual(drafts, [
            MemoDraft(uuid: "1d1e8a4e-7c3b-4a8e-9a5e-0f6b2f4c1a01", title: "Old chore", isDone: true,
                      created: Timestamp(iso8601: "2026-11-01T08:00:00Z"), updated: Timestamp(iso8601: "2026-11-02T09:05:00Z")),
            MemoDraft(uuid: "1d1e8a4e-7c3b-4a8e-9a5e-0f6b2f4c1a02", title: "Pay rent", body: "landlord wants cash\nby Friday",
                      created: Timestamp(iso8601: "2026-11-01T08:00:00Z"), updated: Timestamp(iso8601: "2026-11-04T10:00:00Z")),
            MemoDraft(uuid: "1d1e8a4e-7c3b-4a8e-9a5e-0f6b2f4c1a04", title: "Later",
                      created: Timestamp(iso8601: "2026-11-01T08:00:00Z"), updated: Timestamp(iso8601: "2026-11-01T08:00:00Z")),
            MemoDraft(uuid: "1d1e8a4e-7c3b-4a8e-9a5e-0f6b2f4c1a05", title: "Weekly review",
                      created: Timestamp(iso8601: "2026-11-01T08:00:00Z"), updated: Timestamp(iso8601: "2026-11-01T08:00:00Z")),
        ])
    }

    func test_drafts_lineForm_equalsArrayForm() throws {
        let lines = sampleExport.split(separator: "\n").dropFirst().dropLast()
            .map { $0.hasSuffix(",") ? String($0.dropLast()) : String($0) }.joined(separator: "\n")

        XCTAssertEqual(try TaskwarriorImport.drafts(from: Array(lines.utf8)),
                       try TaskwarriorImport.drafts(from: Array(sampleExport.utf8)))
    }

    func test_drafts_endWithoutModified_isTheLastChange_andEntryWithoutEither() throws {
        let export = #"[{"description":"a","status":"completed","entry":"20261101T080000Z","end":"20261102T090000Z"},"#
            + #"{"description":"b","entry":"2026-11-01T08:00:00Z"},{"description":"c"}]"#

        let drafts = try TaskwarriorImport.drafts(from: Array(export.utf8))

        XCTAssertEqual(drafts.map(\.updated), [Timestamp(iso8601: "2026-11-02T09:00:00Z"), Timestamp(iso8601: "2026-11-01T08:00:00Z"), nil])
        XCTAssertEqual(drafts.map(\.isDone), [true, false, false])
    }

    func test_drafts_emptyArrayAndEmptyInput_haveNoTasks() throws {
        XCTAssertEqual(try TaskwarriorImport.drafts(from: Array("[]\n".utf8)), [])
        XCTAssertEqual(try TaskwarriorImport.drafts(from: []), [])
    }

    func test_drafts_badTasks_nameTheLineTheTaskStartsOnAndItsNumber() {
        let cases: [(String, InterchangeError)] = [
            ("[\n{\"description\":\"ok\"},\n{\"status\":\"pending\"}\n]",
             .invalidLine(line: 3, reason: #"task 2: a task needs a "description" string"#)),
            ("[\n{\"description\":\"ok\",\"status\":\"someday\"}\n]",
             .invalidLine(line: 2, reason: #"task 1: unknown "status" "someday" (expected pending, waiting, recurring, completed or deleted)"#)),
            ("[{\"description\":\"a\",\"entry\":\"yesterday\"}]",
             .invalidLine(line: 1, reason: #"task 1: "entry" is not a Taskwarrior date like 20261122T094726Z"#)),
            ("[{\"description\":\"a\",\"annotations\":\"note\"}]",
             .invalidLine(line: 1, reason: #"task 1: "annotations" must be an array"#)),
            ("[{\"description\":\"a\",\"annotations\":[{\"entry\":\"20261101T080000Z\"}]}]",
             .invalidLine(line: 1, reason: #"task 1: each of "annotations" must be an object with a "description" string"#)),
            ("[{\"description\":5}]", .invalidLine(line: 1, reason: #"task 1: a task needs a "description" string"#)),
            ("[\"not a task\"]", .invalidLine(line: 1, reason: "task 1: expected a task object")),
            ("[\n{\"description\":\"a\"},\n{\"description\":\"b\",}\n]",
             .invalidLine(line: 3, reason: "invalid JSON at column 20: expected a key in quotes")),
            ("[\n{\"description\":\"a\"}\n", .invalidLine(line: 3, reason: "invalid JSON at column 1: unexpected end of input in an array")),
            ("[{\"description\":\"a\"}] trailing", .invalidLine(line: 1, reason: "invalid JSON at column 23: unexpected text after the JSON value")),
            ("{\"description\":\"a\"}\n{\"description\":\"b\"\n", .invalidLine(line: 2, reason: "invalid JSON at column 19: unexpected end of input in an object")),
            ("{\"description\":\"a\"}\nnope\n", .invalidLine(line: 2, reason: "invalid JSON at column 1: unexpected character")),
        ]
        for (export, expected) in cases {
            XCTAssertThrowsError(try TaskwarriorImport.drafts(from: Array(export.utf8)), export) { error in
                XCTAssertEqual(error as? InterchangeError, expected, export)
            }
        }
    }
}
