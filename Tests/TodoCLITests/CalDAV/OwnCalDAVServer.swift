import Foundation
import TestSupport
import XCTest

/// A Radicale server of one test's own (`scripts/caldav-server start`, stopped when released):
/// its account starts with no calendars at all, so a test of what an account holds sees only
/// what it made, whatever other tests do on the shared servers meanwhile.
final class OwnCalDAVServer {
    /// `http://127.0.0.1:PORT`, no path.
    let url: String
    let user: String
    let password: String

    /// Starts the server; skips without a radicale the server user can run (fails under `CI=true`).
    init() throws {
        let check = try Self.run(["check"])
        try Prerequisite.require(check.status == 0, "no radicale to run (apt-get install radicale)")
        let started = try Self.run(["start"])
        var exports: [String: String] = [:]
        for line in started.stdout.split(separator: "\n") where line.hasPrefix("export ") {
            let pair = line.dropFirst("export ".count).split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { continue }
            exports[pair[0]] = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "'"))
        }
        directory = exports["TODO_TEST_CALDAV_DIR"] ?? ""
        url = exports["TODO_TEST_CALDAV_URL"] ?? ""
        user = exports["TODO_TEST_CALDAV_USER"] ?? ""
        password = exports["TODO_TEST_CALDAV_PASSWORD"] ?? ""
        guard started.status == 0, !directory.isEmpty, !url.isEmpty else { throw NotStarted(message: started.stderr) }
    }

    deinit {
        _ = try? Self.run(["stop", directory])
    }

    /// Makes the calendar `name` (shown as `display`) of the account's user, for `components`;
    /// returns its URL.
    @discardableResult
    func makeCalendar(_ name: String, display: String, components: String = "VTODO") throws -> String {
        let result = try CalDAVAccount.runPhone(
            ["--user", user, "--password", password, "make-collection", url, name, "--components", components, "--display", display],
            environment: [:])
        guard result.status == 0 else { throw NotStarted(message: result.stderr) }
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A home directory in `homes` whose `.netrc` holds the account's credentials for
    /// 127.0.0.1: the environment of a `todo` run that syncs with this server.
    func netrcHome(in homes: TemporaryDirectory) throws -> [String: String] {
        let home = homes.url.appendingPathComponent("home-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let netrc = home.appendingPathComponent(".netrc")
        try Data("machine 127.0.0.1 login \(user) password \(password)\n".utf8).write(to: netrc)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: netrc.path)
        return ["HOME": home.path, "TZ": "UTC"]
    }

    /// The server did not start (what the script said).
    struct NotStarted: Error { let message: String }

    // MARK: - Private

    private let directory: String

    private static let script = URL(fileURLWithPath: FaultServer.phoneScript).deletingLastPathComponent()
        .appendingPathComponent("caldav-server").path

    private static func run(_ arguments: [String]) throws -> TodoResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script] + arguments
        return try ProcessPipes.run(process, stdin: nil)
    }
}
