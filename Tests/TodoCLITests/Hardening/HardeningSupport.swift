import CSQLite
import Foundation
import TestSupport

/// Running the binary the ways issue 13's attacks did: stdout to any file, as an ordinary
/// user, through a shell for bytes Foundation cannot pass.
extension TodoProcess {
    /// Runs `todo arguments…` with the store options, stdout going to `stdout`.
    func run(_ arguments: [String], stdoutTo stdout: FileHandle) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = [arguments[0], "--db", db, "--user", user] + arguments.dropFirst()
        process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
        let errors = Pipe()
        process.standardOutput = stdout
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let exit = ProcessExit(of: process)
        try SignalMask.withNoneBlocked { try process.run() }
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        exit.wait()
        return (process.terminationStatus, String(decoding: errorData, as: UTF8.self))
    }

    /// Runs `script` with `sh -c`, `$TODO` naming the binary, `$DB` the store.
    func shell(_ script: String) throws -> TodoResult {
        try TodoProcess.execute(sh: script, environment: ["TODO": Self.binary.path, "DB": db])
    }

    /// The prefix that runs a command as user nobody when this process is root, or nil when
    /// it runs as an ordinary user already (file modes apply to it as they are).
    static var ordinaryUserPrefix: [String]? {
        geteuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"] : nil
    }

    static func execute(sh script: String, environment: [String: String] = [:]) throws -> TodoResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        env.removeValue(forKey: "TODO_DB")
        env.removeValue(forKey: "TODO_USER")
        for (key, value) in environment { env[key] = value }
        process.environment = env
        return try ProcessPipes.run(process, stdin: nil)
    }

    /// Runs `sql` on the store behind the binary's back: in the schema on PostgreSQL, through
    /// raw SQLite (then folding the WAL back) on SQLite.
    func rawSQL(_ sql: String, file: StaticString = #filePath, line: UInt = #line) {
        if let schema {
            do { try schema.execute(sql) } catch { recordFailure("\(sql): \(error)", file: file, line: line) }
            return
        }
        var handle: OpaquePointer?
        var status = sqlite3_open(dbPath, &handle)
        defer { sqlite3_close(handle) }
        if status == SQLITE_OK { status = sqlite3_exec(handle, sql + "; PRAGMA wal_checkpoint(TRUNCATE)", nil, nil, nil) }
        if status != SQLITE_OK { recordFailure("SQLite status \(status) for \(sql)", file: file, line: line) }
    }
}

/// Fails when `text` holds a control (newline aside), a C1 control, a bidi control or a line or
/// paragraph separator.
func assertTerminalSafe(_ text: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
    let unsafe = text.unicodeScalars.filter {
        ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
            || (0x2028...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
            || [0x061C, 0x200E, 0x200F].contains($0.value)
    }
    if !unsafe.isEmpty {
        recordFailure("\(message): unsafe \(unsafe.map { String($0.value, radix: 16) })", file: file, line: line)
    }
}
