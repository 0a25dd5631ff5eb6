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

    func test_bash_offersIdsNewestFirst_afterGlobalOptionsBeforeOrAfterTheCommand() throws {
        let todo = try makeTodo()
        for index in 1...11 { try todo.run(["add", "memo \(index)"]) }
        let script = try TodoProcess.execute(["--generate-completion-script", "bash"]).stdout
        let file = todo.directory.appendingPathComponent("todo.bash")
        try Data(script.utf8).write(to: file)
        let options = "--db \(todo.db) --user \(todo.user)"

        let offered = try bashCompletions(file, lines: ["todo \(options) done ", "todo done \(options) 1"])

        XCTAssertEqual(offered, ["11 10 9 8 7 6 5 4 3 2 1", "11 10 1"])
        XCTAssertTrue(try bashCompletions(file, lines: []).first?.contains("-o nosort") == true)
    }

    // MARK: - Private

    /// What bash's completion of todo, loaded from `script`, offers for each of `lines` (as
    /// typed up to the cursor at their end), one string a line; with no lines, `complete -p todo`.
    private func bashCompletions(_ script: URL, lines: [String]) throws -> [String] {
        var driver = "source \(script.path)\ncomplete -p todo\n"
        for line in lines {
            driver += """
                COMP_LINE='\(line)'; COMP_POINT=${#COMP_LINE}; read -ra COMP_WORDS <<< "$COMP_LINE"
                COMP_WORDS[0]='\(TodoProcess.binary.path)'
                [[ "$COMP_LINE" == *" " ]] && COMP_WORDS+=("")
                COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=()
                _todo todo "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
                echo "${COMPREPLY[*]}"

                """
        }
        let bash = Process()
        bash.executableURL = URL(fileURLWithPath: "/bin/bash")
        bash.arguments = ["-c", driver]
        var environment = ProcessInfo.processInfo.environment
        environment["TODO_DB"] = nil
        environment["TODO_USER"] = nil
        bash.environment = environment
        let output = Pipe()
        bash.standardOutput = output
        try bash.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        bash.waitUntilExit()
        let all = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.isEmpty ? Array(all.prefix(1)) : Array(all.dropFirst().prefix(lines.count))
    }
}
