import Foundation
import XCTest

/// Shell completion of memo ids, read from the store without writing to it, on each engine.
class CompletionTests: EngineTestCase {
    func test_completingAnId_offersEveryMatchingIdNewestFirst_withTitlesForZshAndFish() throws {
        let todo = try makeTodo()
        for index in 1...12 { try todo.run(["add", "memo \(index)"]) }
        try todo.run(["done", "11"])

        func complete(_ command: String, _ word: String, shell: String? = nil) throws -> [String] {
            var environment: [String: String] = [:]
            environment["SAP_SHELL"] = shell
            let result = try TodoProcess.execute(
                ["---completion", command, "--", "positional@0", "5", "\(word.count)", "todo", command,
                 "--db", todo.db, "--user", "alice", word],
                environment: environment)
            return result.stdout.split(separator: "\n").map(String.init).filter { $0 != " " }
        }

        XCTAssertEqual(try complete("show", "1"), ["12", "11", "10", "1"])
        XCTAssertEqual(try complete("done", "1"), ["12", "10", "1"])
        XCTAssertEqual(try complete("undone", ""), ["11"])
        XCTAssertEqual(try complete("undone", "", shell: "zsh"), ["11:memo 11"])
        XCTAssertEqual(try complete("rm", "12", shell: "fish"), ["12\tmemo 12"])
    }

    func test_completingAnId_offersOnlyTheUsersMemos_andWritesNothing() throws {
        let todo = try makeTodo()
        for title in ["one", "two", "three"] { try todo.run(["add", title]) }
        try todo.run(["done", "2"])
        let before = try todo.storeSnapshot()
        XCTAssertFalse(before.isEmpty)

        let result = try TodoProcess.execute(
            ["---completion", "show", "--", "positional@0", "5", "0", "todo", "show", "--db", todo.db, "--user", "alice", ""])
        let otherUser = try TodoProcess.execute(
            ["---completion", "done", "--", "positional@0", "5", "0", "todo", "done", "--db", todo.db, "--user", "zed", ""])

        XCTAssertEqual(result.stdout.split(separator: "\n"), ["3", "2", "1"])
        XCTAssertEqual(otherUser.stdout.split(separator: "\n"), [])
        XCTAssertEqual(try todo.storeSnapshot(), before)
    }

    func test_completingAnId_withNoStore_createsNothing() throws {
        let todo = try makeTodo()

        let result = try TodoProcess.execute(
            ["---completion", "rm", "--", "positional@0", "5", "0", "todo", "rm", "--db", todo.db, "--user", "alice", ""])

        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout.split(separator: "\n"), [])
        XCTAssertEqual(try todo.storeSnapshot().keys.sorted(), [])
    }

    func test_completingAProject_givesTheWholeWord_inBashZshAndFish() throws {
        let todo = try makeTodo()
        try todo.run(["add", "x", "project:home"])
        let environment = "export PATH=\(quoted(TodoProcess.binary.deletingLastPathComponent().path)):\"$PATH\" "
            + "TODO_DB=\(quoted(todo.db)) TODO_USER=alice NO_COLOR=1\n"

        for shell in ["bash", "zsh", "fish"] {
            let script = todo.directory.appendingPathComponent("todo.\(shell)")
            try TodoProcess.execute(["--generate-completion-script", shell]).stdout.write(to: script, atomically: true, encoding: .utf8)
            switch shell {
            case "bash":
                let rc = todo.directory.appendingPathComponent("bashrc")
                try (environment + "PS1='$ '\nsource \(quoted(script.path))\n").write(to: rc, atomically: true, encoding: .utf8)
                let session = try TerminalSession(
                    running: "env INPUTRC=/dev/null bash --noprofile --rcfile \(quoted(rc.path)) -i", in: todo.directory, prompt: "$")
                session.type("todo list project:")
                session.press("Tab")
                session.waitForLastLine("$ todo list project:home")
            case "zsh":
                try (environment + "PS1='%% '\nautoload -U compinit\ncompinit -u -D\nsource \(quoted(script.path))\n")
                    .write(to: todo.directory.appendingPathComponent(".zshrc"), atomically: true, encoding: .utf8)
                let session = try TerminalSession(
                    running: "env ZDOTDIR=\(quoted(todo.directory.path)) zsh -i", in: todo.directory, prompt: "%")
                session.type("todo list project:")
                session.press("Tab")
                session.waitForLastLine("% todo list project:home")
            default:
                let config = "function fish_prompt; echo -n '> '; end; set -g fish_autosuggestion_enabled 0; "
                    + "set -x PATH \(quoted(TodoProcess.binary.deletingLastPathComponent().path)) $PATH; "
                    + "set -x TODO_DB \(quoted(todo.db)); set -x TODO_USER alice; source \(quoted(script.path))"
                let session = try TerminalSession(
                    running: "fish --no-config -C \(quoted(config))", in: todo.directory, prompt: ">")
                session.type("todo list project:")
                session.press("Tab")
                session.waitForLastLine("> todo list project:home")
            }
        }
    }

    private func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
