import XCTest
@testable import MemoInterchange
import MemoStore
import TestSupport

/// A subtask's parent in iCalendar: `RELATED-TO;RELTYPE=PARENT` both ways, RELTYPE defaulting
/// to PARENT, the phone's own line written back byte for byte while it names the same parent,
/// and RELATED-TO lines of other kinds kept as they came.
final class VTodoParentTests: XCTestCase {
    private typealias F = InterchangeFixtures

    func test_aParent_isWrittenAsRelatedToParent_andReadBack() throws {
        let memo = Memo(id: 2, uuid: F.uuid(2), title: "Pack books", body: "", isDone: false, created: F.time, updated: F.time, parent: F.uuid(1))

        let text = VTodo.component(of: memo, timeZone: .utc)
        let drafts = try VTodo.drafts(inCalendar: "BEGIN:VCALENDAR\r\n" + text + "END:VCALENDAR\r\n", timeZone: .utc)

        XCTAssertTrue(text.contains("\r\nRELATED-TO;RELTYPE=PARENT:\(F.uuid(1))\r\n"), text)
        XCTAssertEqual(drafts.first?.parent, F.uuid(1))
    }

    func test_relTypeDefaultsToParent_anyCase_andThePhonesLineIsWrittenBackByteForByte() throws {
        for line in ["RELATED-TO:\(F.uuid(1).uppercased())", "RELATED-TO;RELTYPE=parent:\(F.uuid(1))", "RELATED-TO:1732541230000"] {
            let memo = try XCTUnwrap(roundTrip(line).memo)
            let expected = line.hasSuffix("0000") ? NameBasedUUID.uuid(for: "1732541230000") : F.uuid(1)
            XCTAssertEqual(memo.parent, expected, line)
            XCTAssertTrue(try roundTrip(line).text.contains("\r\n" + line + "\r\n"), line)
            XCTAssertEqual(try roundTrip(line).text.components(separatedBy: "RELATED-TO").count, 2, "one link, \(line)")
        }
    }

    func test_unknownRelTypes_areKeptAsTheyCame_besideTheParent() throws {
        let lines = ["RELATED-TO;RELTYPE=SIBLING:abc", "RELATED-TO;RELTYPE=X-NEXT:def", "RELATED-TO;RELTYPE=PARENT:\(F.uuid(1))"]
        let (memo, text) = try roundTrip(lines.joined(separator: "\r\n"))

        XCTAssertEqual(memo?.parent, F.uuid(1))
        for line in lines { XCTAssertTrue(text.contains("\r\n" + line + "\r\n"), "\(line) in\n\(text)") }
    }

    func test_aParentChangedInTodo_replacesThePhonesLink_andAClearedOneDropsIt() throws {
        var (memo, _) = try roundTrip("RELATED-TO:1732541230000")
        memo?.parent = F.uuid(3)
        let moved = VTodo.component(of: try XCTUnwrap(memo), timeZone: .utc)
        memo?.parent = nil
        let cleared = VTodo.component(of: try XCTUnwrap(memo), timeZone: .utc)

        XCTAssertTrue(moved.contains("\r\nRELATED-TO;RELTYPE=PARENT:\(F.uuid(3))\r\n"), moved)
        XCTAssertFalse(moved.contains("1732541230000"), moved)
        XCTAssertFalse(cleared.contains("RELATED-TO"), cleared)
    }

    // MARK: - Private

    /// A phone's VTODO holding `lines`, read as a stored memo and written again.
    private func roundTrip(_ lines: String) throws -> (memo: Memo?, text: String) {
        let calendar = "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:\(F.uuid(2))\r\nSUMMARY:child\r\n\(lines)\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        guard let draft = try VTodo.drafts(inCalendar: calendar, timeZone: .utc).first else { return (nil, "") }
        let memo = Memo(draft, id: 1, uuid: draft.uuid ?? F.uuid(2), now: F.time)
        return (memo, VTodo.component(of: memo, timeZone: .utc))
    }
}

extension VTodoParentTests {
    func test_theLineTodoWrites_readsBackWithNothingKept() throws {
        let memo = Memo(id: 2, uuid: F.uuid(2), title: "child", body: "", isDone: false, created: F.time, updated: F.time, parent: F.uuid(1))
        let text = VTodo.component(of: memo, timeZone: .utc)
        let draft = try XCTUnwrap(try VTodo.drafts(inCalendar: "BEGIN:VCALENDAR\r\n" + text + "END:VCALENDAR\r\n", timeZone: .utc).first)

        XCTAssertEqual(draft.parent, F.uuid(1))
        XCTAssertEqual(draft.extra, [:], "what todo writes is not kept as the phone's own line")
    }
}
