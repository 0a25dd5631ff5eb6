import Foundation
import TestSupport
import XCTest

/// A person's CalDAV account on the Radicale servers `scripts/caldav-server` started (as
/// `.ci/run` does; the `TODO_TEST_CALDAV_*` environment names them), and their phone:
/// `scripts/caldav-phone`, Python's `caldav` library acting as a tasks app.
final class CalDAVAccount {
    /// `http://127.0.0.1:PORT`, no path.
    let server: String
    /// `https://127.0.0.1:PORT`, a self-signed certificate for 127.0.0.1.
    let httpsServer: String
    /// That certificate (PEM), which a test trusts through `CURL_CA_BUNDLE`.
    let certificate: String
    let user: String
    let password: String
    /// Another user of the same servers, whose collections `user` may not touch.
    let otherUser: String
    let otherPassword: String

    /// The account; skips without the servers or the phone's Python library (fails under `CI=true`).
    init() throws {
        let environment = ProcessInfo.processInfo.environment
        let value = { (name: String) in environment[name] ?? "" }
        try Prerequisite.require(
            !value("TODO_TEST_CALDAV_URL").isEmpty && !value("TODO_TEST_CALDAV_HTTPS_URL").isEmpty,
            "no CalDAV server: run `eval \"$(scripts/caldav-server start)\"` (as .ci/run does) to set TODO_TEST_CALDAV_URL")
        try Prerequisite.require(
            Self.phoneWorks, "Python's caldav library is missing (apt-get install python3-caldav)")
        server = value("TODO_TEST_CALDAV_URL")
        httpsServer = value("TODO_TEST_CALDAV_HTTPS_URL")
        certificate = value("TODO_TEST_CALDAV_CA")
        user = value("TODO_TEST_CALDAV_USER")
        password = value("TODO_TEST_CALDAV_PASSWORD")
        otherUser = environment["TODO_TEST_CALDAV_OTHER_USER"] ?? "bob"
        otherPassword = value("TODO_TEST_CALDAV_OTHER_PASSWORD")
    }

    /// A new, empty task collection of the account's user (a name of its own per call);
    /// returns its URL without user info, ending in `/`.
    func makeCollection(https: Bool = false, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let name = "tasks-" + UUID().uuidString.lowercased().prefix(13)
        let url = try phone(["make-collection", https ? httpsServer : server, String(name)], file: file, line: line)
        return url.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `url` with the account's credentials as user info: `http://alice:secret@127.0.0.1:…`.
    func withCredentials(_ url: String, password: String? = nil) -> String {
        let scheme = url.hasPrefix("https://") ? "https://" : "http://"
        return scheme + user + ":" + (password ?? self.password) + "@" + url.dropFirst(scheme.count)
    }

    /// A home directory `name` in `homes` whose `.netrc` (mode 0600) gives the account's
    /// credentials (or `password`) for 127.0.0.1, as curl reads it: the environment for a
    /// `todo` run that should use it.
    func netrcHome(_ name: String, in homes: TemporaryDirectory, password: String? = nil) throws -> [String: String] {
        let home = homes.url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let netrc = home.appendingPathComponent(".netrc")
        try Data("machine 127.0.0.1 login \(user) password \(password ?? self.password)\n".utf8).write(to: netrc)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: netrc.path)
        return ["HOME": home.path]
    }

    /// Runs the phone with `arguments` as the account's user; fails the test (and throws)
    /// unless it succeeds; returns what it printed.
    @discardableResult
    func phone(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let result = try Self.runPhone(arguments, environment: [
            "TODO_TEST_CALDAV_USER": user, "TODO_TEST_CALDAV_PASSWORD": password, "TODO_TEST_CALDAV_CA": certificate,
        ])
        guard result.status == 0 else {
            XCTFail("caldav-phone \(arguments.joined(separator: " ")): \(result.stderr)", file: file, line: line)
            throw PhoneFailed(message: result.stderr)
        }
        return result.stdout
    }

    /// The phone's view of `collection`: every resource, sorted by summary.
    func tasks(in collection: String, file: StaticString = #filePath, line: UInt = #line) throws -> [PhoneTask] {
        let json = try phone(["list", collection], file: file, line: line)
        return try JSONDecoder().decode([PhoneTask].self, from: Data(json.utf8))
    }

    /// The one task titled `summary` in `collection` (fails unless there is exactly one).
    func task(_ summary: String, in collection: String, file: StaticString = #filePath, line: UInt = #line) throws -> PhoneTask {
        let matching = try tasks(in: collection, file: file, line: line).filter { $0.summary == summary }
        XCTAssertEqual(matching.count, 1, "tasks titled \(summary) on the server", file: file, line: line)
        return try XCTUnwrap(matching.first, file: file, line: line)
    }

    /// Adds a task on the phone; returns its UID.
    @discardableResult
    func add(_ summary: String, _ fields: [String] = [], to collection: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try phone(["add", collection, summary] + fields, file: file, line: line).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `scripts/caldav-phone fault-server` with `arguments`, running until the returned
    /// server is stopped; its `url` is printed first.
    func faultServer(_ arguments: [String]) throws -> FaultServer {
        try FaultServer(script: Self.phoneScript, arguments: arguments)
    }

    /// The phone failed.
    struct PhoneFailed: Error { let message: String }

    // MARK: - Private

    /// `scripts/caldav-phone` of this checkout.
    static let phoneScript = FaultServer.phoneScript

    private static var phoneWorks: Bool { PhoneSession.shared != nil }

    /// Runs the phone (`PhoneSession`, one process for the test's commands) with `arguments`.
    static func runPhone(_ arguments: [String], environment: [String: String]) throws -> TodoResult {
        guard let phone = PhoneSession.shared else { throw PhoneFailed(message: "the phone did not start") }
        return try phone.run(arguments, environment: environment)
    }
}
