import Foundation
import XCTest
@testable import MemoInterchange
import MemoStore
import TestSupport

/// Our iCalendar export read by another implementation: the Python `icalendar` package
/// (Debian's python3-icalendar, or PyPI's), which CalDAV tools such as the `caldav` library use.
final class ICalendarPythonTests: XCTestCase {
    private typealias F = InterchangeFixtures

    /// What the script prints for each VTODO: uid, summary, description, due, categories,
    /// status and the number of alarms.
    private static let script = """
        import json, sys, icalendar
        cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
        out = []
        for todo in cal.walk('VTODO'):
            item = {'uid': str(todo['UID']), 'summary': str(todo['SUMMARY']), 'status': str(todo['STATUS'])}
            if 'DESCRIPTION' in todo: item['description'] = str(todo['DESCRIPTION'])
            if 'DUE' in todo: item['due'] = todo['DUE'].to_ical().decode()
            if 'CATEGORIES' in todo:
                cats = todo['CATEGORIES']
                cats = cats if isinstance(cats, list) else [cats]
                item['categories'] = [str(c) for cs in cats for c in cs.cats]
            item['alarms'] = len(todo.walk('VALARM'))
            out.append(item)
        print(json.dumps(out))
        """

    func test_pythonIcalendar_readsOurExport_fieldByField() throws {
        let python = try Self.pythonWithICalendar()
        var memos = VTodoRoundTripTests.randomMemos(seed: 3, zone: .utc) + VTodoRoundTripTests.randomMemos(seed: 4, zone: .utc)
        // From the apps' files, with their alarms and X- properties to write back.
        for fixture in [ICalendarFixtures.appleReminders, ICalendarFixtures.nextcloud] {
            for draft in try VTodo.drafts(inCalendar: fixture, timeZone: .utc) {
                memos.append(Memo(draft, id: Int64(memos.count + 1), uuid: draft.uuid!, now: F.time))
            }
        }
        let directory = try TemporaryDirectory()
        let path = directory.file("memos.ics")
        try Data(VTodo.calendar(of: memos, timeZone: .utc).utf8).write(to: URL(fileURLWithPath: path))

        let output = try run(python, ["-c", Self.script, path])
        let todos = try XCTUnwrap(JSONSerialization.jsonObject(with: output) as? [[String: Any]])

        XCTAssertEqual(todos.count, memos.count)
        for (memo, todo) in zip(memos, todos) {
            let expectedUID = memo.uuid == "5e8f6f0b-3f3b-4c19-9c4a-9e1f2f0a1b2c" ? "5E8F6F0B-3F3B-4C19-9C4A-9E1F2F0A1B2C" : memo.uuid
            XCTAssertEqual(todo["uid"] as? String, expectedUID)
            // Python keeps TEXT's escapes for a carriage return (which TEXT cannot carry) as written,
            // and todo's `\xHH` for another control character as its text.
            if !memo.title.contains("\r") { XCTAssertEqual(todo["summary"] as? String, Self.asOthersReadIt(memo.title), memo.uuid) }
            if !memo.body.isEmpty, !memo.body.contains("\r") {
                XCTAssertEqual(todo["description"] as? String, Self.asOthersReadIt(memo.body), memo.uuid)
            }
            XCTAssertEqual(todo["status"] as? String,
                           memo.isDone ? (memo.title == "Old plan" ? "CANCELLED" : "COMPLETED") : memo.start == nil ? "NEEDS-ACTION" : "IN-PROCESS")
            XCTAssertEqual((todo["categories"] as? [String]).map(Set.init) ?? [], Set(memo.tags), memo.uuid)
            if let due = memo.due {
                let text = try XCTUnwrap(todo["due"] as? String)
                let local = LocalTimeZone.utc.components(of: due)
                XCTAssertTrue(text == ICalendarTime.utc(due) || (local.hour == 23 && text == ICalendarTime.date(local)), text)
            }
            let alarms = memo.extra[VTodo.keptLinesKey]?.components(separatedBy: "BEGIN:VALARM").count ?? 1
            XCTAssertEqual(todo["alarms"] as? Int, alarms - 1, memo.uuid)
        }
    }

    // MARK: - Private

    /// `text` as an app that knows no `\xHH` escape reads todo's TEXT: each control character
    /// todo writes so as the four characters of its escape.
    private static func asOthersReadIt(_ text: String) -> String {
        var read = ""
        for scalar in text.unicodeScalars {
            if ICalendarText.isHexEscaped(UInt8(truncatingIfNeeded: scalar.value)), scalar.value < 0x80 {
                read += String(decoding: ICalendarText.escape(of: UInt8(scalar.value)) ?? [], as: UTF8.self)
            } else {
                read.unicodeScalars.append(scalar)
            }
        }
        return read
    }

    /// A Python 3 that imports `icalendar`: Debian's, else the one on `PATH`.
    private static func pythonWithICalendar() throws -> String {
        for candidate in ["/usr/bin/python3", "/usr/local/bin/python3"] + (ProcessInfo.processInfo.environment["PATH"] ?? "")
            .split(separator: ":").map({ "\($0)/python3" })
        where FileManager.default.isExecutableFile(atPath: candidate) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: candidate)
            process.arguments = ["-c", "import icalendar"]
            process.standardError = FileHandle.nullDevice
            let exit = ProcessExit(of: process)
            try process.run()
            exit.wait()
            if process.terminationStatus == 0 { return candidate }
        }
        try Prerequisite.require(false, "Python's icalendar is not installed (apt-get install python3-icalendar)")
        return ""
    }

    private func run(_ executable: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let exit = ProcessExit(of: process)
        try process.run()
        let result = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        exit.wait()
        XCTAssertEqual(process.terminationStatus, 0, String(decoding: message, as: UTF8.self))
        return result
    }
}
