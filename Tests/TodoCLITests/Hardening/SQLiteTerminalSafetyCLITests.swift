import Foundation
import XCTest

/// Issue 13's terminal-safety test that needs a SQLite file: a bad path in the error line.
final class SQLiteTerminalSafetyCLITests: XCTestCase {
    func test_errorLines_areTerminalSafe() throws {
        let todo = try TodoProcess()
        let file = todo.directory.appendingPathComponent("plain")
        try Data("x".utf8).write(to: file)
        let result = try TodoProcess.execute(["list", "--db", file.path + "/\u{1B}[2J\u{9B}\u{202E}.sqlite", "--user", "a"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
        assertTerminalSafe(result.stderr, "error line")
        XCTAssertTrue(result.stderr.contains("^[[2J<U+009B><U+202E>"), result.stderr)
    }

    func test_aStorePathWithANewline_isNamedWholeInTheErrorLine() throws {
        // given a path with a newline where no store exists
        let todo = try TodoProcess()
        let path = todo.directory.appendingPathComponent("a\nb.sqlite").path

        // when a listing reads it
        let result = try TodoProcess.execute(["list", "--db", path, "--user", "a"])

        // then the one line names the whole path, the newline shown as ^J, and nothing is made
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "todo: no store at \(todo.directory.path)/a^Jb.sqlite (the first add or import creates it)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    func test_completion_withAnEnvironmentThatIsNotUTF8_offersNothing_insteadOfAnotherStoreOrUser() throws {
        let todo = try TodoProcess()
        let home = todo.directory.path
        let login = try XCTUnwrap(TodoProcess.execute(sh: "id -un").stdout.split(separator: "\n").first.map(String.init))
        for (db, user) in [(home + "/.local/share/todo/todo.sqlite", login), (todo.db, login)] {
            XCTAssertEqual(try TodoProcess.execute(["add", "memo", "--db", db, "--user", user]).status, 0)
        }
        let complete = "\"$TODO\" ---completion show -- positional@0 5 0 todo show ''"
        let run = { (script: String) in
            try TodoProcess.execute(sh: "unset XDG_DATA_HOME; " + script,
                                    environment: ["TODO": TodoProcess.binary.path, "DB": todo.db, "H": home])
        }
        // Each fallback works when the variable is unset, so offering nothing below is the check.
        for script in ["HOME=\"$H\" \(complete)", "TODO_DB=\"$DB\" \(complete)"] {
            XCTAssertEqual(try run(script).stdout.split(separator: "\n").filter { $0 != " " }, ["1"], script)
        }

        for script in ["TODO_DB=$(printf '/tmp/\\377') HOME=\"$H\" \(complete)",
                       "HOME=\"$H\" XDG_DATA_HOME=$(printf '/tmp/\\377') \(complete)",
                       "TODO_USER=$(printf 'al\\377') TODO_DB=\"$DB\" \(complete)"] {
            let result = try run(script)
            XCTAssertEqual(result.status, 0, script)
            XCTAssertEqual(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "", script)
        }
    }
}
