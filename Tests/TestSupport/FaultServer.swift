import Foundation

/// A misbehaving server on a free loopback port (`scripts/caldav-phone fault-server`): a plain
/// web page for every request, a proxy to a CalDAV server that answers some methods with a
/// status of its own (a 412 raced write, a 507 full disk) or rewrites its answers, or a hostile
/// server (a huge answer, a gzip bomb, a slow drip). Stopped when released.
public final class FaultServer {
    /// `http://127.0.0.1:PORT`, no path.
    public let url: String

    /// `scripts/caldav-phone` of this checkout.
    public static let phoneScript: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/caldav-phone").path

    /// Starts `script fault-server arguments` and waits for its URL.
    public init(script: String = FaultServer.phoneScript, arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-u", script, "fault-server"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        exit = ProcessExit(of: process)
        try process.run()
        // The first line is the URL; the server answers from the moment it is printed.
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line.append(byte)
        }
        url = String(decoding: line, as: UTF8.self)
        guard url.hasPrefix("http://") else { throw NotStarted() }
    }

    deinit {
        if process.isRunning {
            process.terminate()
            exit.wait()
        }
    }

    /// The fault server printed no URL.
    public struct NotStarted: Error {}

    // MARK: - Private

    private let process = Process()
    private let exit: ProcessExit
}
