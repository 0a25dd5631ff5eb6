import Foundation

/// A misbehaving server on a free loopback port (`scripts/caldav-phone fault-server`): a plain
/// web page for every request, or a proxy to a CalDAV server that answers some methods with a
/// status of its own (a 412 raced write, a 507 full disk). Stopped when released.
final class FaultServer {
    /// `http://127.0.0.1:PORT`, no path.
    let url: String

    init(script: String, arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-u", script, "fault-server"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
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
            process.waitUntilExit()
        }
    }

    /// The fault server printed no URL.
    struct NotStarted: Error {}

    // MARK: - Private

    private let process = Process()
}
