import MemoStore
import XCTest
@testable import todo_cli

/// How `edit ID` and `history ID` are read: `edit ID` alone is the edit form (the editor is no
/// Workflow of its own), `edit ID --title` stays the old edit, `history ID` refuses `--limit`.
@MainActor
final class EditAndHistoryReadingTests: XCTestCase {
    func test_editWithoutOptions_isTheEditForm() async throws {
        XCTAssertEqual(try CommandLineReading.of(["edit", "3"]).action, .editForm(id: 3))
        XCTAssertEqual(try CommandLineReading.of(["edit", "3", "--title", "T"]).action, .modify(ids: [3], MemoPatch(title: "T"), kind: .edit))
    }

    func test_historyID_isOneMemosHistory_andRefusesLimit() async throws {
        XCTAssertEqual(try CommandLineReading.of(["history", "3", "--json"]).action, .memoHistory(id: 3))
        XCTAssertEqual(try CommandLineReading.of(["history"]).action, .history(limit: 20))
        XCTAssertEqual(
            CommandLineReading.refusal(of: ["history", "3", "--limit", "5"]),
            "--limit is for the whole history; todo history ID lists all of one memo's changes")
    }
}
