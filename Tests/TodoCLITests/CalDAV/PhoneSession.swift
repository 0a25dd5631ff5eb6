import Foundation
import TestSupport

/// `scripts/caldav-phone serve`: one phone process for every phone command of a test process,
/// started on first use. Python's `caldav` and `icalendar` take a third of a second to import,
/// which a process per command paid each time. Commands run one at a time, each answered as
/// if it had run alone (its status and both outputs).
final class PhoneSession: @unchecked Sendable {
    /// This process's session; nil when the phone cannot start (no Python, or no `caldav` for it).
    static let shared: PhoneSession? = try? PhoneSession()

    /// Runs the phone with `arguments`, its environment the test process's with `environment` added.
    func run(_ arguments: [String], environment: [String: String]) throws -> TodoResult {
        lock.lock()
        defer { lock.unlock() }
        let request = try JSONEncoder().encode(Request(arguments: arguments, environment: environment))
        // A phone that has ended fails the command, rather than a write to its closed pipe.
        guard process.isRunning else { throw Ended() }
        try requests.write(contentsOf: request + Data("\n".utf8))
        let answer = try JSONDecoder().decode(Answer.self, from: try nextLine())
        return TodoResult(status: answer.status, stdout: answer.stdout, stderr: answer.stderr)
    }

    // MARK: - Private

    private struct Request: Encodable {
        let arguments: [String]
        let environment: [String: String]
    }

    private struct Answer: Decodable {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The phone ended, or answered with something other than a line of JSON.
    private struct Ended: Error {}

    private let process = Process()
    private let requests: FileHandle
    private let answers: FileHandle
    private var buffered = Data()
    private let lock = NSLock()

    private init() throws {
        let input = Pipe(), output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [FaultServer.phoneScript, "serve"]
        var environment = ProcessInfo.processInfo.environment
        // The phone's `requests` reads ~/.netrc too; a test's netrc is for todo alone.
        environment["NETRC"] = "/nonexistent/netrc"
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        requests = input.fileHandleForWriting
        answers = output.fileHandleForReading
        try SignalMask.withNoneBlocked { try process.run() }
        // Its first line says the libraries imported; a phone without them ends instead.
        _ = try nextLine()
    }

    /// The next line the phone wrote, without its newline; throws once it has ended.
    private func nextLine() throws -> Data {
        while true {
            if let end = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffered[buffered.startIndex..<end]
                buffered = Data(buffered[(end + 1)...])
                return Data(line)
            }
            let more = answers.availableData
            guard !more.isEmpty else { throw Ended() }
            buffered.append(more)
        }
    }
}
