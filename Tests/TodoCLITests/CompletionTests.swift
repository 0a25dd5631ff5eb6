import Foundation
import XCTest

/// Shell completion: scripts each shell accepts, and memo ids completed without writing.
final class CompletionTests: XCTestCase {
    func test_completionScripts_areAcceptedByBashZshAndFish() throws {
        for shell in ["bash", "zsh", "fish"] {
            let path = "/usr/bin/\(shell)"
            guard FileManager.default.isExecutableFile(atPath: path) else {
                XCTFail("\(shell) is not installed; .ci/run installs it")
                continue
            }
            let script = try TodoProcess.execute(["--generate-completion-script", shell])
            XCTAssertEqual(script.status, 0)
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("todo-completion-\(UUID()).\(shell)")
            try Data(script.stdout.utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }

            let check = Process()
            check.executableURL = URL(fileURLWithPath: path)
            check.arguments = ["-n", file.path]
            try check.run()
            check.waitUntilExit()
            XCTAssertEqual(check.terminationStatus, 0, "\(shell) -n rejected the script")
        }
    }

    func test_completionScripts_offerTheShortNameLs_inEveryShell() throws {
        for shell in ["bash", "zsh", "fish"] {
            let script = try TodoProcess.execute(["--generate-completion-script", shell]).stdout
            let words = script.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "-" })
            XCTAssertTrue(words.contains("ls"), "\(shell) does not offer ls")
            XCTAssertTrue(words.contains("list"), "\(shell) does not offer list")
        }
    }

    func test_completingAnId_offersEveryMatchingIdNewestFirst_withTitlesForZshAndFish() throws {
        let todo = try TodoProcess()
        for index in 1...12 { try todo.run(["add", "memo \(index)"]) }
        try todo.run(["done", "11"])

        func complete(_ command: String, _ word: String, shell: String? = nil) throws -> [String] {
            var environment: [String: String] = [:]
            environment["SAP_SHELL"] = shell
            let result = try TodoProcess.execute(
                ["---completion", command, "--", "positional@0", "5", "\(word.count)", "todo", command,
                 "--db", todo.dbPath, "--user", "alice", word],
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
        let todo = try TodoProcess()
        for title in ["one", "two", "three"] { try todo.run(["add", title]) }
        try todo.run(["done", "2"])
        let before = try snapshot(todo.directory)

        let result = try TodoProcess.execute(
            ["---completion", "show", "--", "positional@0", "5", "0", "todo", "show", "--db", todo.dbPath, "--user", "alice", ""])
        let otherUser = try TodoProcess.execute(
            ["---completion", "done", "--", "positional@0", "5", "0", "todo", "done", "--db", todo.dbPath, "--user", "zed", ""])

        XCTAssertEqual(result.stdout.split(separator: "\n"), ["3", "2", "1"])
        XCTAssertEqual(otherUser.stdout.split(separator: "\n"), [])
        XCTAssertEqual(try snapshot(todo.directory), before)
    }

    func test_completingAnId_withNoStore_createsNothing() throws {
        let todo = try TodoProcess()

        let result = try TodoProcess.execute(
            ["---completion", "rm", "--", "positional@0", "5", "0", "todo", "rm", "--db", todo.dbPath, "--user", "alice", ""])

        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout.split(separator: "\n"), [])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: todo.directory.path), [])
    }

    // MARK: - Private

    /// Every file of the store (database, WAL) with its bytes; the shared-memory index is
    /// SQLite's lock table, not data, and is left out.
    private func snapshot(_ directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where !name.hasSuffix("-shm") {
            files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
        }
        return files
    }
}
