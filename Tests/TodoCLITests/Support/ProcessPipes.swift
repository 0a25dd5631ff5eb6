import Foundation
import TestSupport

/// A child process's three pipes, served at once: stdin written, stdout and stderr read, each
/// on its own thread, so a child that fills one pipe (more than 64 KiB on stderr, say) while
/// the test waits on another never hangs the test.
enum ProcessPipes {
    /// Runs `process` (its pipes set here) with `stdin` as its input (closed at once when nil),
    /// and returns its status and both outputs once it has exited.
    static func run(_ process: Process, stdin: Data?) throws -> TodoResult {
        let output = Pipe()
        let errors = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        let exit = ProcessExit(of: process)
        try SignalMask.withNoneBlocked { try process.run() }
        let reading = DispatchGroup()
        let errorData = Collected()
        let errorHandle = errors.fileHandleForReading
        DispatchQueue.global().async(group: reading) { errorData.data = errorHandle.readDataToEndOfFile() }
        let writer = input.fileHandleForWriting
        DispatchQueue.global().async(group: reading) {
            if let stdin { writer.write(stdin) }
            try? writer.close()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        reading.wait()
        exit.wait()
        return TodoResult(
            status: process.terminationStatus,
            stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData.data, as: UTF8.self))
    }

    /// Bytes one thread reads and another takes after `DispatchGroup.wait()`, which orders them.
    private final class Collected: @unchecked Sendable {
        var data = Data()
    }
}
