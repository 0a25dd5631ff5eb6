import Foundation
import Testing
import TestSupport
@testable import todo_cli

/// Issue 30: a line that carries a password never reaches the shell's history file, and a
/// history path that is not a regular file is never read.
final class HistorySecretTests: EngineSuite {
    @Test(arguments: TodoEngine.allCases)
    func test_aLineWithAPassword_isLeftOutOfTheHistoryFile_andTheOthersAreKept(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        let stateHome = todo.directory.appendingPathComponent("state")
        let shell = try TerminalSession(todo, stateHome: stateHome)
        let lines = [
            "add Buy milk",
            // A hub no server answers for: the sync fails at once, and the line is still typed.
            "sync postgresql://bob:hubS3cret@/nodb?host=/nonexistent",
            "sync postgresql:///nodb?host=/nonexistent&password=queryS3cret",
            "list",
        ]
        for line in lines {
            shell.type(line)
            shell.press("Enter")
            shell.waitForPrompt("todo> ", after: line)
        }
        shell.press("Up")
        shell.waitForLastLine("todo> list")
        shell.press("Up")
        shell.waitForLastLine("todo> add Buy milk")
        shell.press("C-u")
        shell.type("quit")
        shell.press("Enter")
        shell.waitForLine("[exit 0]")

        let history = try String(contentsOf: stateHome.appendingPathComponent("todo/history"), encoding: .utf8)
        #expect(history == "add Buy milk\nlist\nquit\n")
        #expect(!history.contains("S3cret"))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aFIFOAtTheHistoryPath_isNotRead_andTheShellStarts(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        let stateHome = todo.directory.appendingPathComponent("state")
        let directory = stateHome.appendingPathComponent("todo")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        #expect(mkfifo(directory.appendingPathComponent("history").path, 0o600) == 0)

        // Waits for the first prompt, which a blocking read of the FIFO never let come.
        let shell = try TerminalSession(todo, stateHome: stateHome)
        shell.type("add Buy milk")
        shell.press("Enter")
        shell.waitForLine("added #1 Buy milk")
    }

    @Test
    @MainActor
    func test_carriesPassword_findsEverySpellingOfOne_andNothingElse() {
        let secret = [
            "sync http://alice:PASSWORD@dav.example/cal/",
            "sync https://alice:p%40ss@dav.example",
            "sync postgresql://todo:PASSWORD@db.example/todo",
            "sync postgres://:PASSWORD@/todo?host=/run",
            "sync postgresql:///todo?host=/run&password=PASSWORD",
            "sync postgresql:///todo?host=/run&pass%77ord=PASSWORD",
            "sync 'host=db user=todo password = PASSWORD'",
            "sync HTTP://Alice:PW@Host/",
        ]
        for line in secret {
            #expect(LineHistory.carriesPassword(line), "\(line)")
        }
        let plain = [
            "sync http://alice@dav.example/cal/",
            "sync postgresql:///todo?host=/run&user=todo",
            "sync http://dav.example:8080/cal/",
            "add change the wifi password tomorrow",
            "add mail: a@b.c",
        ]
        for line in plain {
            #expect(!LineHistory.carriesPassword(line), "\(line)")
        }
    }
}
