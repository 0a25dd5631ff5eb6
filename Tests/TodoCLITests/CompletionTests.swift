import Foundation
import Testing
import TestSupport

/// Shell completion of memo ids, read from the store without writing to it, on each engine.
final class CompletionTests: EngineSuite {
    @Test(arguments: TodoEngine.allCases)
    func test_completingAnId_offersEveryMatchingIdNewestFirst_withTitlesForZshAndFish(_ engine: TodoEngine) throws {
        try begin(on: engine)
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

        #expect(try complete("show", "1") == ["12", "11", "10", "1"])
        #expect(try complete("done", "1") == ["12", "10", "1"])
        #expect(try complete("undone", "") == ["11"])
        #expect(try complete("undone", "", shell: "zsh") == ["11:memo 11"])
        #expect(try complete("rm", "12", shell: "fish") == ["12\tmemo 12"])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_completingAnId_offersOnlyTheMemosOfTheSelectedContext_andEveryOneWithoutIt(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Buy milk", "project:home", "+errand"])
        try todo.run(["add", "Send report", "project:work"])
        try todo.run(["add", "Fix sink", "project:home"])
        try todo.run(["context", "define", "errands", "project:home", "+errand"])
        func complete() throws -> [Substring] {
            try TodoProcess.execute(
                ["---completion", "show", "--", "positional@0", "5", "0", "todo", "show", "--db", todo.db, "--user", "alice", ""]
            ).stdout.split(separator: "\n")
        }

        let without = try complete()
        try todo.run(["context", "errands"])
        let within = try complete()

        #expect(without == ["3", "2", "1"])
        #expect(within == ["1"])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_completingAnId_offersOnlyTheUsersMemos_andWritesNothing(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        for title in ["one", "two", "three"] { try todo.run(["add", title]) }
        try todo.run(["done", "2"])
        let before = try todo.storeSnapshot()
        #expect(!before.isEmpty)

        let result = try TodoProcess.execute(
            ["---completion", "show", "--", "positional@0", "5", "0", "todo", "show", "--db", todo.db, "--user", "alice", ""])
        let otherUser = try TodoProcess.execute(
            ["---completion", "done", "--", "positional@0", "5", "0", "todo", "done", "--db", todo.db, "--user", "zed", ""])

        #expect(result.stdout.split(separator: "\n") == ["3", "2", "1"])
        #expect(otherUser.stdout.split(separator: "\n") == [])
        #expect(try todo.storeSnapshot() == before)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_completingAnId_withNoStore_createsNothing(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo(withoutStore: true)

        let result = try TodoProcess.execute(
            ["---completion", "rm", "--", "positional@0", "5", "0", "todo", "rm", "--db", todo.db, "--user", "alice", ""])

        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n") == [])
        #expect(try todo.storeSnapshot().keys.sorted() == [])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_bash_offersIdsNewestFirst_afterGlobalOptionsBeforeOrAfterTheCommand(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        for index in 1...11 { try todo.run(["add", "memo \(index)"]) }
        let script = try TodoProcess.execute(["--generate-completion-script", "bash"]).stdout
        let file = todo.directory.appendingPathComponent("todo.bash")
        try Data(script.utf8).write(to: file)
        let options = "--db \(todo.db) --user \(todo.user)"

        let offered = try BashCompletionDriver.offered(file, lines: ["todo \(options) done ", "todo done \(options) 1"])

        #expect(offered == ["11 10 9 8 7 6 5 4 3 2 1", "11 10 1"])
        #expect(try BashCompletionDriver.offered(file, lines: []).first?.contains("-o nosort") == true)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_completingAProject_givesTheWholeWord_inBashZshAndFish(_ engine: TodoEngine) throws {
        try begin(on: engine)
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

    @Test(arguments: TodoEngine.allCases)
    func test_completingSortKeysAndAttributeWords_offersTheFullWords(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        func complete(_ command: String, _ argument: String, _ word: String) throws -> [String] {
            let result = try TodoProcess.execute(
                ["---completion", command, "--", argument, "3", "\(word.count)", "todo", command,
                 "--db", todo.db, "--user", "alice", word])
            return result.stdout.split(separator: "\n").map(String.init)
        }

        #expect(try complete("list", "--sort", "") == ["urgency", "due", "priority", "created", "oldest", "end"])
        #expect(try complete("list", "--sort", "p") == ["priority"])
        #expect(try complete("list", "positional@0", "pro") == ["project:"])
        #expect(try complete("modify", "positional@0", "pri") == ["priority:"])
        #expect(try complete("list", "positional@0", "due") == ["due:", "due.before:", "due.after:"])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_sortAndProject_completeInBashZshAndFish_leavingTheAttributeOpenForItsValue(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "x", "project:home"])
        for shell in ["bash", "zsh", "fish"] {
            let (session, prompt) = try completionSession(shell, todo)
            session.type("todo list --sort pri")
            session.press("Tab")
            session.waitForLastLine("\(prompt) todo list --sort priority")
            session.type("pro")
            session.press("Tab")
            session.waitForLastLine("\(prompt) todo list --sort priority project:")
            session.press("Tab")
            session.waitForLastLine("\(prompt) todo list --sort priority project:home")
        }
    }

    // MARK: - Private

    /// An interactive `shell` with todo's completion script loaded, on `todo`'s store, and its prompt.
    private func completionSession(_ shell: String, _ todo: TodoProcess) throws -> (TerminalSession, String) {
        let environment = "export PATH=\(quoted(TodoProcess.binary.deletingLastPathComponent().path)):\"$PATH\" "
            + "TODO_DB=\(quoted(todo.db)) TODO_USER=alice NO_COLOR=1\n"
        let script = todo.directory.appendingPathComponent("todo.\(shell)")
        try TodoProcess.execute(["--generate-completion-script", shell]).stdout.write(to: script, atomically: true, encoding: .utf8)
        switch shell {
        case "bash":
            let rc = todo.directory.appendingPathComponent("bashrc")
            try (environment + "PS1='$ '\nsource \(quoted(script.path))\n").write(to: rc, atomically: true, encoding: .utf8)
            return (try TerminalSession(
                running: "env INPUTRC=/dev/null bash --noprofile --rcfile \(quoted(rc.path)) -i", in: todo.directory, prompt: "$"), "$")
        case "zsh":
            try (environment + "PS1='%% '\nautoload -U compinit\ncompinit -u -D\nsource \(quoted(script.path))\n")
                .write(to: todo.directory.appendingPathComponent(".zshrc"), atomically: true, encoding: .utf8)
            return (try TerminalSession(
                running: "env ZDOTDIR=\(quoted(todo.directory.path)) zsh -i", in: todo.directory, prompt: "%"), "%")
        default:
            let config = "function fish_prompt; echo -n '> '; end; set -g fish_autosuggestion_enabled 0; "
                + "set -x PATH \(quoted(TodoProcess.binary.deletingLastPathComponent().path)) $PATH; "
                + "set -x TODO_DB \(quoted(todo.db)); set -x TODO_USER alice; source \(quoted(script.path))"
            return (try TerminalSession(running: "fish --no-config -C \(quoted(config))", in: todo.directory, prompt: ">"), ">")
        }
    }

    private func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
