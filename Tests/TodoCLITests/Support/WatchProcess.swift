import Foundation
import TestSupport
import XCTest

/// `todo` running in the background with its output collected, for a test that waits for it.
final class WatchProcess: @unchecked Sendable {
    init(_ machine: TodoProcess, _ arguments: [String], environment extra: [String: String] = [:]) throws {
        process.executableURL = TodoProcess.binary
        let command = arguments[0]
        process.arguments = [command, "--db", machine.db, "--user", machine.user] + arguments.dropFirst()
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["XDG_CONFIG_HOME"] = "/nonexistent/todo-tests-config"
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let (output, errors) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        exit = ProcessExit(of: process)
        output.fileHandleForReading.readabilityHandler = { [weak self] in self?.append($0.availableData, error: false) }
        errors.fileHandleForReading.readabilityHandler = { [weak self] in self?.append($0.availableData, error: true) }
        try SignalMask.withNoneBlocked { try process.run() }
    }

    deinit {
        if process.isRunning {
            process.interrupt()
            exit.wait()
        }
    }

    var stdout: String { lock.withLock { String(decoding: out, as: UTF8.self) } }
    var stderr: String { lock.withLock { String(decoding: err, as: UTF8.self) } }

    /// Waits until stdout satisfies `condition` (`within` seconds at most, 30 unless given,
    /// then fails with what it says).
    func waitForOutput(_ what: String, within seconds: Double = 30, _ condition: (String) -> Bool) throws {
        try wait(what, within: seconds) { condition(self.stdout) }
    }

    /// Waits until stderr satisfies `condition`.
    func waitForErrors(_ what: String, _ condition: (String) -> Bool) throws {
        try wait(what) { condition(self.stderr) }
    }

    /// Sends SIGTERM and returns the exit status.
    func stop() throws -> Int32 {
        process.terminate()
        exit.wait()
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }

    private let process = Process()
    private let exit: ProcessExit
    private let lock = NSLock()
    private var out = Data()
    private var err = Data()

    private func append(_ data: Data, error: Bool) {
        lock.withLock { if error { err.append(data) } else { out.append(data) } }
    }

    private func wait(_ what: String, within seconds: Double = 30, _ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            guard Date() < deadline, process.isRunning || condition() else {
                XCTFail("\(what): never came; stdout \(stdout), stderr \(stderr)")
                throw CancellationError()
            }
            usleep(20_000)
        }
    }
}
