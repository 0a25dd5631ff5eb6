import MemoStore
import XCTest
@testable import TodoRIBs
import TestSupport

/// `edit` on the detail screen: the open memo's every field in the editor, saved as one modify.
@MainActor
final class DetailScreenEditTests: XCTestCase {
    func test_edit_opensTheFormWithDependencyIds_andAppliesWhatChangedAsOneModify() async throws {
        // given #2, waiting on #1, open on the detail screen
        let session = try ShellSession(user: "gus", typing: ["add First", "add Second depends:1 +home", "open 2"])
        session.screen.editor = { form in
            form.replacingOccurrences(of: "Priority:", with: "Priority: H")
                .replacingOccurrences(of: "Title:      Second", with: "Title: Second, edited")
        }

        // when
        session.send("edit")

        // then
        XCTAssertEqual(session.screen.takeErrors(), "")
        XCTAssertEqual(session.screen.takeOutput(), "modify #2 Second, edited\n")
        XCTAssertTrue(session.screen.editedTexts.first?.contains("\nDepends:    1\n") ?? false, "\(session.screen.editedTexts)")
        XCTAssertEqual(try session.memo(2).title, "Second, edited")
        XCTAssertEqual(try session.memo(2).priority, .high)
        XCTAssertEqual(try session.memo(2).tags, ["home"])
        session.send("undo")
        XCTAssertEqual(try session.memo(2).title, "Second")
        XCTAssertNil(try session.memo(2).priority)
    }

    func test_edit_withAnUnreadableForm_namesTheLine_andChangesNothing() async throws {
        let session = try ShellSession(user: "gus", typing: ["add First", "open 1"])
        session.screen.editor = { $0.replacingOccurrences(of: "Recur:", with: "Recur: sometimes") }

        session.send("edit")

        let errors = session.screen.takeErrors().split(separator: "\n").map(String.init)
        XCTAssertEqual(errors.count, 2, "\(errors)")
        XCTAssertTrue(errors[0].hasPrefix("line 15: bad recurrence in 'sometimes'"), errors[0])
        XCTAssertEqual(errors.last, "the form was not read; nothing was changed")
        XCTAssertNil(try session.memo(1).recur)
    }

    func test_edit_unchangedOrWithoutAnEditor_changesNothing_andSaysSo() async throws {
        let session = try ShellSession(user: "gus", typing: ["add First", "open 1"])
        let before = try session.memo(1)

        session.send("edit")
        let withoutEditor = session.screen.takeErrors()
        session.screen.editor = { $0 }
        session.send("edit")

        XCTAssertEqual(withoutEditor, "no editor here; use title, body or modify\n")
        XCTAssertEqual(session.screen.takeOutput(), "no change to #1\n")
        XCTAssertEqual(try session.memo(1), before)
    }
}
