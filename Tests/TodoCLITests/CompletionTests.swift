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
}
