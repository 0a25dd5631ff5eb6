import Foundation
import XCTest

/// `--help` and `--version`, which open no store.
final class HelpTests: XCTestCase {
    func test_help_andVersion() throws {
        let help = try TodoProcess.execute(["--help"])
        let addHelp = try TodoProcess.execute(["add", "--help"])
        let version = try TodoProcess.execute(["--version"])

        XCTAssertEqual(help.status, 0)
        for command in ["add", "list", "show", "done", "undone", "edit", "rm", "search", "export", "import", "undo", "history", "shell"] {
            let listed = help.stdout.contains("\n  \(command) ") || help.stdout.contains("\n  \(command),")
            XCTAssertTrue(listed, "help lacks \(command)")
        }
        XCTAssertTrue(addHelp.stdout.contains("todo add Buy milk"), addHelp.stdout)
        XCTAssertEqual(version.stdout, "todo 0.1.0\n")
    }
}
