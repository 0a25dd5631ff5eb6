import Foundation
import TestSupport

/// What one run of the `todo` binary did.
struct TodoResult {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// Runs the built `todo` binary against a throwaway store, as a user's shell would.
final class TodoProcess {
    /// A directory of the test's own, for files; it holds the store on SQLite.
    let directory: URL
    /// Where the store lives.
    let engine: TodoEngine
    /// What `--db` names: the SQLite file, or the URI of the PostgreSQL schema.
    let db: String
    /// The SQLite file itself, for the tests that look into it.
    var dbPath: String { directory.appendingPathComponent("todo.sqlite").path }
    var user = "alice"
    /// Variables every run of this process object is given (a run's own win).
    var environment: [String: String] = [:]

    /// On PostgreSQL the store is made already (migrated, empty); `withoutStore` leaves the
    /// schema empty instead, as a SQLite store's directory always starts.
    init(engine: TodoEngine = .sqlite, withoutStore: Bool = false) throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("todo-cli-tests-\(UUID().uuidString)")
        self.engine = engine
        schema = engine == .postgresql ? try PostgresTestSchema(withoutStore: withoutStore) : nil
        db = schema?.uri ?? directory.appendingPathComponent("todo.sqlite").path
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The binary next to the test bundle (SwiftPM builds it for this test target).
    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["TODO_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        var directory = Bundle.main.bundleURL
        if directory.pathExtension == "xctest" {
            directory.deleteLastPathComponent()
        }
        let beside = directory.appendingPathComponent("todo")
        if FileManager.default.isExecutableFile(atPath: beside.path) {
            return beside
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("todo")
    }()

    /// Runs `todo --db <store> --user <user> arguments…` (the global options can be left out);
    /// `killAfter` as `execute` takes it.
    @discardableResult
    func run(
        _ arguments: [String], stdin: Data? = nil, globalOptions: Bool = true,
        environment: [String: String] = [:], killAfter: Double? = nil
    ) throws -> TodoResult {
        var fullArguments = globalOptions ? ["--db", db, "--user", user] : []
        // Global options go after the subcommand name, where every subcommand accepts them.
        if globalOptions, let command = arguments.first, !command.hasPrefix("-") {
            fullArguments = [command] + fullArguments + arguments.dropFirst()
        } else {
            fullArguments += arguments
        }
        return try Self.execute(
            fullArguments, stdin: stdin, environment: self.environment.merging(environment) { _, own in own }, killAfter: killAfter)
    }

    /// Runs the binary with `arguments`. With `killAfter`, a run still going after that many
    /// seconds is ended (SIGTERM, which its status shows): a safety net for tests of waits
    /// that must end, so a regression fails the test instead of hanging the suite.
    static func execute(
        _ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:], killAfter: Double? = nil
    ) throws -> TodoResult {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        env.removeValue(forKey: "TODO_DB")
        env.removeValue(forKey: "TODO_USER")
        // Whatever config file the machine's user has stays out of the tests.
        env["XDG_CONFIG_HOME"] = "/nonexistent/todo-tests-config"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        if let killAfter {
            // Armed once the process runs: `ProcessPipes` starts it.
            DispatchQueue.global().asyncAfter(deadline: .now() + killAfter) { if process.isRunning { process.terminate() } }
        }
        return try ProcessPipes.run(process, stdin: stdin)
    }

    /// Everything the store holds, equal before and after a command exactly when it wrote
    /// nothing: the files of the directory (SQLite's shared-memory index, a lock table, left
    /// out), or the rows of every table in the schema. Empty when no store was created (on
    /// PostgreSQL, only for a process made `withoutStore`).
    func storeSnapshot() throws -> [String: Data] {
        if let schema { return try schema.contents() }
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where !name.hasSuffix("-shm") {
            files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
        }
        return files
    }

    /// The PostgreSQL store (nil on SQLite), dropped when this process object goes.
    let schema: PostgresTestSchema?
}
