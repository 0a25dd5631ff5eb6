import MemoStore
import XCTest
@testable import todo_cli

/// How `edit ID` and `history ID` are read: ArgumentParser reads them, QuickParser leaves them
/// alone (the editor is no Workflow of its own), and `edit ID --title` stays the old edit.
@MainActor
final class EditAndHistoryReadingTests: XCTestCase {
    func test_editWithoutOptions_isTheEditForm_andQuickParserLeavesIt() async throws {
        XCTAssertNil(CommandLineReading.quick(["edit", "3"]))
        XCTAssertEqual(try CommandLineReading.argumentParser(["edit", "3"])?.action, .openForEditing(id: 3))
        XCTAssertEqual(CommandLineReading.quick(["edit", "3", "--title", "T"])?.action, .modify(ids: [3], MemoPatch(title: "T"), kind: .edit))
    }

    func test_historyID_isOneMemosHistory_andRefusesLimit() async throws {
        XCTAssertNil(CommandLineReading.quick(["history", "3"]))
        XCTAssertEqual(try CommandLineReading.argumentParser(["history", "3", "--json"])?.action, .memoHistory(id: 3))
        XCTAssertEqual(try CommandLineReading.argumentParser(["history"])?.action, .history(limit: 20))
        XCTAssertNil(try CommandLineReading.argumentParser(["history", "3", "--limit", "5"]))
    }
}

