import Foundation
import XCTest

/// The real Taskwarrior (`task`, Debian's `taskwarrior`) in a throwaway data directory and rc
/// file, so tests can check what it accepts and what it exports.
///
/// Guarantees: never touches the user's own tasks (TASKRC and TASKDATA point into a temporary
/// directory, hooks and confirmation are off); under `CI=true` a missing `task` is a failure,
/// elsewhere the test is skipped and says so. A run that exits non-zero throws, so XCTest and
/// Swift Testing cases alike fail.
public final class TaskBinary {
    /// The data directory, which holds the rc file too.
    public let directory: TemporaryDirectory
    private let executable: String

    /// The binary on `PATH` with a new data directory, or a skip (a failure under CI=true).
    public init(file: StaticString = #filePath, line: UInt = #line) throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let found = path.split(separator: ":").map({ "\($0)/task" }).first(where: FileManager.default.isExecutableFile)
        try Prerequisite.require(
            found != nil, "Taskwarrior's `task` is not installed (apt-get install taskwarrior)", file: file, line: line)
        executable = found!
        directory = try TemporaryDirectory()
        // Two user-defined attributes, as a Taskwarrior user would declare them.
        _ = FileManager.default.createFile(
            atPath: directory.file("taskrc"), contents: Data("uda.estimate.type=string\nuda.points.type=numeric\n".utf8))
    }

    /// Runs `task ARGUMENTS…` with stdin from `input`; returns stdout, throwing `Failure` on a non-zero exit.
    /// - parameter clock: when given, the moment (`2026-11-23 22:01:00`, UTC) `task` starts at,
    ///   set by Debian's `faketime`, which the caller requires.
    @discardableResult
    public func run(
        _ arguments: [String], input: Data? = nil, clock: String? = nil, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Data {
        let process = Process()
        let taskArguments = [
            "rc.data.location=\(directory.path)", "rc.confirmation=off", "rc.hooks=off", "rc.verbose=nothing",
            "rc.json.array=on",
        ] + arguments
        if let clock {
            process.executableURL = URL(fileURLWithPath: Self.faketime)
            process.arguments = ["-f", "@" + clock, executable] + taskArguments
        } else {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = taskArguments
        }
        var environment = ProcessInfo.processInfo.environment
        environment["TASKRC"] = directory.file("taskrc")
        environment["TASKDATA"] = directory.path
        environment["TZ"] = "UTC"
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        let stdin = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = stdin
        let exit = ProcessExit(of: process)
        try process.run()
        if let input { stdin.fileHandleForWriting.write(input) }
        try stdin.fileHandleForWriting.close()
        // Read both pipes before waiting, so a full pipe cannot block the child.
        let result = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        exit.wait()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "task \(arguments.joined(separator: " ")): \(String(decoding: message, as: UTF8.self))")
        }
        return result
    }

    /// Debian's `faketime`, which `run(_:clock:)` starts `task` under.
    public static let faketime = "/usr/bin/faketime"

    /// `task export` as JSON objects.
    public func export(file: StaticString = #filePath, line: UInt = #line) throws -> (data: Data, tasks: [[String: Any]]) {
        let data = try run(["export"], file: file, line: line)
        let tasks = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [[String: Any]], file: file, line: line)
        return (data, tasks)
    }

    /// A `task` run that exited non-zero: the command line and what it said on stderr.
    public struct Failure: Error, CustomStringConvertible {
        /// `task` and its arguments, then its stderr.
        public let description: String
    }
}
