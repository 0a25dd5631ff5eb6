import Foundation
import XCTest

/// `--help` and `--version`, which open no store.
final class HelpTests: XCTestCase {
    func test_help_andVersion() throws {
        let help = try TodoProcess.execute(["--help"])
        let addHelp = try TodoProcess.execute(["add", "--help"])
        let version = try TodoProcess.execute(["--version"])

        XCTAssertEqual(help.status, 0)
        for command in ["add", "list", "show", "done", "undone", "edit", "rm", "search", "export", "import", "undo", "history", "shell", "ui"] {
            let listed = help.stdout.contains("\n  \(command) ") || help.stdout.contains("\n  \(command),")
            XCTAssertTrue(listed, "help lacks \(command)")
        }
        XCTAssertTrue(addHelp.stdout.contains("todo add Buy milk"), addHelp.stdout)
        XCTAssertEqual(version.stdout, "todo 0.1.0\n")
    }
}

extension HelpTests {
    func test_rootHelp_listsTheGlobalOptions_andReflowsToEveryWidth() throws {
        var discussionLines: [Int: Int] = [:]
        for width in [40, 50, 60, 72, 80, 120] {
            let help = try TodoProcess.execute(["--help"], environment: ["COLUMNS": "\(width)"]).stdout
            let lines = help.components(separatedBy: "\n")

            XCTAssertTrue(lines.contains { $0.hasPrefix("  --db <path>") }, "width \(width): \(help)")
            XCTAssertTrue(lines.contains { $0.hasPrefix("  --user <name>") }, "width \(width): \(help)")
            let tooLong = lines.filter { $0.count > width && $0.trimmingCharacters(in: .whitespaces).contains(" ") }
            // Help does not wrap its usage and closing lines (as ArgumentParser's did not), nor a path longer than the column.
            let ours = tooLong.filter { !$0.contains("$XDG_DATA_HOME") && !$0.hasPrefix("USAGE") && !$0.hasPrefix("  See 'todo help") }
            XCTAssertEqual(ours, [], "width \(width)")
            XCTAssertFalse(lines.contains("else") || lines.contains { $0.hasPrefix("login name)") }, "width \(width): \(help)")
            XCTAssertFalse(help.hasSuffix("\n\n\n"), "width \(width)")
            let paragraph = lines.drop { !$0.hasPrefix("Each user") }.prefix { !$0.isEmpty }
            discussionLines[width] = paragraph.count
        }
        XCTAssertLessThan(discussionLines[120] ?? 0, discussionLines[80] ?? 0, "the text does not reflow above 80")
    }

    func test_showEditAndSearchHelp_sayWhatTheyPrint() throws {
        for (command, printed) in [("show", "Print one memo in full"), ("edit", "print the change"), ("search", "Prints a row a memo")] {
            let help = try TodoProcess.execute([command, "--help"], environment: ["COLUMNS": "200"]).stdout
            XCTAssertTrue(help.contains(printed), "\(command): \(help)")
        }
    }
}
