import Foundation
import XCTest

/// `todo edit ID` with no option: every field in the person's editor, applied as one modify;
/// and `todo history ID`: one memo's changes, field by field.
class FormEditTests: EngineTestCase {
    private let utc = ["TZ": "UTC"]
    private var scratch: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("todo-form-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        // nil when the suite skipped before making it (no PostgreSQL server).
        if let scratch { try? FileManager.default.removeItem(at: scratch) }
        try super.tearDownWithError()
    }

    func test_editWithoutOptions_appliesEveryChangedFieldAsOneModify_thatOneUndoTakesBack() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Buy", "milk", "due:2030-01-02", "+home"], environment: utc)
        try todo.run(["add", "Other"])
        let original = try todo.run(["show", "1", "--json"]).stdout
        let editor = try script("""
            sed -i -e 's/^Priority:.*/Priority: L/' -e 's/^Tags:.*/Tags: home errand/' \\
              -e 's/^Due:.*/Due: 2030-01-05/' -e 's/^Depends:.*/Depends: 2/' \\
              -e 's/^Title:.*/Title: Buy oat milk/' -e '$a two litres' "$1"
            """)

        let edit = try todo.run(["edit", "1"], environment: utc.merging(["EDITOR": editor]) { $1 })

        XCTAssertEqual(edit.status, 0, edit.stderr)
        XCTAssertEqual(edit.stdout, "modify #1 Buy oat milk\n")
        let memo = try json(try todo.run(["show", "1", "--json"]).stdout)
        XCTAssertEqual(memo["title"] as? String, "Buy oat milk")
        XCTAssertEqual(memo["body"] as? String, "two litres")
        XCTAssertEqual(memo["priority"] as? String, "L")
        XCTAssertEqual(memo["tags"] as? [String], ["errand", "home"])
        XCTAssertEqual(memo["due"] as? String, "2030-01-05T23:59:59Z")
        XCTAssertEqual((memo["depends"] as? [String])?.count, 1)
        XCTAssertEqual(try todo.run(["undo"]).stdout, "undid modify #1 \"Buy oat milk\"\n")
        XCTAssertEqual(try todo.run(["show", "1", "--json"]).stdout, original)
    }

    func test_editor_runsThroughTheShellWithItsArguments_onAPrivateFileRemovedAfter() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Buy", "milk"])
        let seen = scratch.appendingPathComponent("seen").path
        let editor = try script("""
            printf '%s\\n' "$1" "$2" > '\(seen)'
            stat -c %a "$2" >> '\(seen)'
            head -n 20 "$2" | grep '^Title:' >> '\(seen)'
            """)

        let edit = try todo.run(["edit", "1"], environment: ["VISUAL": editor + " --wait", "EDITOR": "false", "TMPDIR": scratch.path])

        XCTAssertEqual(edit.status, 0, edit.stderr)
        XCTAssertEqual(edit.stdout, "no change to #1\n")
        let lines = try String(contentsOfFile: seen, encoding: .utf8).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 4, "\(lines)")
        XCTAssertEqual(lines[0], "--wait")
        XCTAssertTrue(lines[1].hasPrefix(scratch.path + "/todo-edit-"), lines[1])
        XCTAssertEqual(lines[2], "600")
        XCTAssertEqual(lines[3], "Title:      Buy milk")
        XCTAssertFalse(FileManager.default.fileExists(atPath: lines[1]))
    }

    func test_formThatCannotBeRead_isReportedLineByLine_andChangesNothing() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Buy", "milk"])
        let editor = try script("sed -i -e 's/^Due:.*/Due: fri2/' -e 's/^Priority:.*/Priority: Z/' -e 's/^Title:.*/Title: Changed/' \"$1\"")
        let before = try todo.storeSnapshot()

        let edit = try todo.run(["edit", "1"], environment: ["EDITOR": editor])

        XCTAssertEqual(edit.status, 2)
        XCTAssertEqual(edit.stdout, "")
        XCTAssertEqual(edit.stderr, """
            todo: line 7: bad date in 'fri2': expected a date such as 2026-12-01, tomorrow or +3d
            todo: line 12: bad priority in 'Z': expected H, M or L
            todo: the form of #1 was not read; nothing was changed

            """)
        XCTAssertEqual(try todo.storeSnapshot(), before)
    }

    func test_editorThatFails_orAMemoThatDoesNotExist_changesNothing() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Buy", "milk"])
        let editor = try script("sed -i 's/^Title:.*/Title: Changed/' \"$1\"; exit 3")
        let before = try todo.storeSnapshot()

        let failed = try todo.run(["edit", "1"], environment: ["EDITOR": editor])
        let missing = try todo.run(["edit", "9"], environment: ["EDITOR": editor])

        XCTAssertEqual(failed.status, 1)
        XCTAssertEqual(failed.stderr, "todo: the editor '\(editor)' exited with status 3; nothing was changed\n")
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.stderr, "todo: no memo with id 9\n")
        XCTAssertEqual(try todo.storeSnapshot(), before)
    }

    func test_editWithoutAnEditorNorATerminal_isAUsageError_notVi() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Buy", "milk"])

        let edit = try todo.run(["edit", "1"], environment: ["VISUAL": "", "EDITOR": ""])

        XCTAssertEqual(edit.status, 2)
        XCTAssertEqual(edit.stderr, "todo: no editor for edit without a terminal: set VISUAL or EDITOR\n")
    }

    func test_editInTheShell_usesTheEditor_andWithoutOneOnAPipe_saysSo() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Buy", "milk"])
        let editor = try script("sed -i 's/^Priority:.*/Priority: M/' \"$1\"")

        let edited = try todo.run(["shell"], stdin: Data("open 1\nedit\nquit\n".utf8), environment: ["EDITOR": editor])
        let without = try todo.run(["shell"], stdin: Data("open 1\nedit\nquit\n".utf8), environment: ["VISUAL": "", "EDITOR": ""])

        XCTAssertEqual(edited.status, 0, edited.stderr)
        XCTAssertTrue(edited.stdout.contains("modify #1 Buy milk\n"), edited.stdout)
        XCTAssertEqual(try json(try todo.run(["show", "1", "--json"]).stdout)["priority"] as? String, "M")
        XCTAssertTrue(without.stderr.contains("no editor here; use title, body or modify\n"), without.stderr)
    }

    func test_historyID_listsOneMemosChangesFieldByField_oldestFirst() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Buy", "milk", "due:2030-01-02"], environment: utc)
        try todo.run(["add", "Other"])
        try todo.run(["modify", "1", "pri:H", "+home", "due:"], environment: utc)
        try todo.run(["modify", "2", "pri:L"])
        try todo.run(["edit", "1", "--title", "Buy oat milk"])
        try todo.run(["done", "1"])

        let text = try todo.run(["history", "1"], environment: utc)
        let json = try todo.run(["history", "1", "--json"])
        let missing = try todo.run(["history", "9"])

        XCTAssertEqual(text.status, 0, text.stderr)
        let withoutTimes = text.stdout.split(separator: "\n").map { line in
            line.hasPrefix(" ") ? String(line) : String(line.split(separator: " ", maxSplits: 2)[2].drop { $0 == " " })
        }
        XCTAssertEqual(withoutTimes, [
            "add", "  title: \"Buy milk\"", "  done: open", "  due: 2030-01-02",
            "modify", "  due: 2030-01-02 -> none", "  priority: none -> H", "  tags: none -> home",
            "edit", "  title: \"Buy milk\" -> \"Buy oat milk\"",
            "done", "  done: open -> done",
        ])
        let steps = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(steps.compactMap { $0["kind"] as? String }, ["add", "modify", "edit", "done"])
        let fields = try XCTUnwrap(steps[1]["fields"] as? [[String: Any]])
        XCTAssertEqual(fields.compactMap { $0["field"] as? String }, ["due", "priority", "tags"])
        XCTAssertEqual(fields[0]["from"] as? String, "2030-01-02T23:59:59Z")
        XCTAssertTrue(fields[0]["to"] is NSNull)
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.stderr, "todo: no memo with id 9\n")
    }

    // MARK: - Private

    /// An executable shell script in the scratch directory; returns its path.
    private func script(_ body: String) throws -> String {
        let url = scratch.appendingPathComponent("editor-\(UUID().uuidString).sh")
        try ("#!/bin/sh\n" + body + "\n").write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url.path
    }

    private func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}
