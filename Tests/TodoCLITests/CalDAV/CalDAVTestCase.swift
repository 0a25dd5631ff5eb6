import Foundation
import TestSupport
import XCTest

/// What the CalDAV suites share: the account (skipping without the servers, failing under
/// `CI=true`), a collection of the test's own, and machines that reach it with the account's
/// credentials in their `~/.netrc`, running in UTC so dates read the same everywhere.
class CalDAVTestCase: XCTestCase {
    var account: CalDAVAccount!
    /// The test's own collection on the http server, its URL without user info.
    var collection: String!
    /// The machines' home directories (outside their store directories, which tests compare).
    var homes: TemporaryDirectory!

    override func setUpWithError() throws {
        try super.setUpWithError()
        account = try CalDAVAccount()
        collection = try account.makeCollection()
        homes = try TemporaryDirectory()
    }

    override func tearDown() {
        (account, collection, homes) = (nil, nil, nil)
        super.tearDown()
    }

    /// A new machine with an empty store, its `~/.netrc` holding the account's credentials.
    func machine() throws -> TodoProcess {
        try TodoProcess()
    }

    /// Runs `todo arguments` on `machine` in UTC, with the machine's home (and so its
    /// `.netrc`) unless `environment` says otherwise.
    @discardableResult
    func todo(_ machine: TodoProcess, _ arguments: [String], environment: [String: String] = [:]) throws -> TodoResult {
        var env = try account.netrcHome(machine.directory.lastPathComponent, in: homes)
        env["TZ"] = "UTC"
        for (key, value) in environment { env[key] = value }
        return try machine.run(arguments, environment: env)
    }

    /// Runs `todo sync` (with `url` when given) and fails unless it succeeded with one line
    /// and nothing on stderr; returns the line.
    @discardableResult
    func sync(
        _ machine: TodoProcess, _ url: String? = nil, environment: [String: String] = [:],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> String {
        let result = try todo(machine, ["sync"] + (url.map { [$0] } ?? []), environment: environment)
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        XCTAssertEqual(result.stderr, "", file: file, line: line)
        XCTAssertEqual(result.stdout.filter { $0 == "\n" }.count, 1, result.stdout, file: file, line: line)
        return result.stdout
    }

    /// Fails unless `line` is the sync line for `url` with these counts.
    func assertSynced(
        _ line: String, _ url: String, sent: Int, received: Int, conflicts: Int = 0,
        file: StaticString = #filePath, line number: UInt = #line
    ) {
        let kept = conflicts == 0 ? "" : ", \(conflicts) conflict\(conflicts == 1 ? "" : "s") kept (todo conflicts)"
        XCTAssertEqual(line, "synced with \(url): sent \(sent), received \(received)\(kept)\n", file: file, line: number)
    }

    /// Adds a memo on `machine`, failing unless it worked; returns its id.
    @discardableResult
    func add(_ machine: TodoProcess, _ words: [String], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let result = try todo(machine, ["add"] + words)
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs a command that must succeed.
    func succeed(_ machine: TodoProcess, _ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try todo(machine, arguments)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)", file: file, line: line)
    }

    /// Every memo of `machine` (done ones too) by title, as `list --all --json` gives them.
    func memos(of machine: TodoProcess, file: StaticString = #filePath, line: UInt = #line) throws -> [[String: Any]] {
        let result = try todo(machine, ["export"])
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        return try result.stdout.split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any], file: file, line: line)
        }
    }

    /// The memos of `machine` titled `title`.
    func memos(titled title: String, of machine: TodoProcess) throws -> [[String: Any]] {
        try memos(of: machine).filter { $0["title"] as? String == title }
    }

    /// The one memo titled `title` (fails unless there is exactly one).
    func memo(_ title: String, of machine: TodoProcess, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let matching = try memos(titled: title, of: machine)
        XCTAssertEqual(matching.count, 1, "memos titled \(title): \(matching)", file: file, line: line)
        return try XCTUnwrap(matching.first, file: file, line: line)
    }

    /// Fails unless a refused sync said so in one line on stderr naming `url` (never the
    /// password), exit 1, and left the store's memos as they were.
    func assertRefused(
        _ result: TodoResult, _ url: String, memosBefore: [String], of machine: TodoProcess, _ context: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        XCTAssertEqual(result.status, 1, "\(context): \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stdout, "", context, file: file, line: line)
        let said = result.stderr.hasPrefix("todo: ") ? String(result.stderr.dropFirst(6)) : result.stderr
        XCTAssertTrue(said.hasPrefix("sync with \(url) failed:"), "\(context): \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "\(context): \(result.stderr)", file: file, line: line)
        for secret in [account.password, account.otherPassword] where !secret.isEmpty {
            XCTAssertFalse(result.stderr.contains(secret), "\(context): the password in \(result.stderr)", file: file, line: line)
        }
        XCTAssertEqual(try SyncMachines.memos(of: machine), memosBefore, "\(context): the store changed", file: file, line: line)
    }
}
