import Foundation
import TestSupport
import XCTest

/// One-shot commands whose store is a SQLite file the test looks at: the default store.
final class SQLiteCommandTests: XCTestCase {
    func test_defaultStore_isCreatedUnderXDGDataHomeWithPrivatePermissions() throws {
        let todo = try TodoProcess()
        let dataHome = todo.directory.appendingPathComponent("data").path

        let add = try TodoProcess.execute(["add", "Hello"], environment: ["XDG_DATA_HOME": dataHome, "TODO_USER": "u"])

        XCTAssertEqual(add.status, 0, add.stderr)
        let file = dataHome + "/todo/todo.sqlite"
        let fileMode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
        let directoryMode = try FileManager.default.attributesOfItem(atPath: dataHome + "/todo")[.posixPermissions] as? Int
        XCTAssertEqual(fileMode, 0o600)
        XCTAssertEqual(directoryMode, 0o700)
    }

    func test_commandsThatCannotCreateAStore_onAMissingPath_sayNoStore_createNothing_andOnlyAddCreatesIt() throws {
        let todo = try TodoProcess()
        let missing = todo.directory.appendingPathComponent("typo/dir/x.sqlite").path
        let listings: [[String]] = [
            ["list"], ["search", "milk"], ["projects"], ["tags"], ["history"], ["export"],
            ["export", "--format", "taskwarrior"],
        ]
        let needingMemos: [[String]] = [["show", "1"], ["done", "1"], ["rm", "1"], ["modify", "1", "pri:H"], ["undo"]]

        for (arguments, status) in listings.map({ ($0, Int32(0)) }) + needingMemos.map({ ($0, Int32(1)) }) {
            let result = try TodoProcess.execute(["--db", missing, "--user", "u"] + arguments)

            XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertEqual(result.stderr, "todo: no store at \(missing) (the first add or import creates it)\n", "\(arguments)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: todo.directory.appendingPathComponent("typo").path), "\(arguments)")
        }

        let add = try TodoProcess.execute(["--db", missing, "--user", "u", "add", "milk"])
        XCTAssertEqual(add.status, 0, add.stderr)
        XCTAssertEqual(try TodoProcess.execute(["--db", missing, "--user", "u", "list"]).stderr, "")
    }

    func test_machineReadableListingsOfAMissingPath_printWhatAnEmptyStorePrints_andCreateNothing() throws {
        // given a path where no store exists, and an empty store beside it
        let todo = try TodoProcess()
        let missing = todo.directory.appendingPathComponent("typo/x.sqlite").path
        let empty = todo.directory.appendingPathComponent("empty.sqlite").path
        XCTAssertEqual(try TodoProcess.execute(["--db", empty, "--user", "u", "import", "--format", "json"], stdin: Data()).status, 0)

        for arguments in [["list", "--json"], ["search", "milk", "--json"], ["count"], ["+home", "count"], ["ids"],
                          ["projects", "--json"], ["tags", "--json"], ["history", "--json"], ["completed", "--json"],
                          ["summary", "--json"]] {
            // when a command that only reads runs on the missing path
            let result = try TodoProcess.execute(["--db", missing, "--user", "u"] + arguments)
            let fromEmpty = try TodoProcess.execute(["--db", empty, "--user", "u"] + arguments)

            // then stdout is what the empty store gives (`[]`, `0`), the one line on stderr
            // still names the path, and nothing is created
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stdout, fromEmpty.stdout, "\(arguments)")
            XCTAssertEqual(result.stderr, "todo: no store at \(missing) (the first add or import creates it)\n", "\(arguments)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: todo.directory.appendingPathComponent("typo").path), "\(arguments)")
        }
        XCTAssertEqual(try TodoProcess.execute(["--db", missing, "--user", "u", "list", "--json"]).stdout, "[]\n")
        XCTAssertEqual(try TodoProcess.execute(["--db", missing, "--user", "u", "count"]).stdout, "0\n")
    }

    func test_importIntoAMissingPath_thatTheStoreRefuses_createsNoStore_andNamesTheLine() throws {
        let todo = try TodoProcess()
        let file = todo.directory.appendingPathComponent("memos.jsonl")
        let own = "00000000-0000-4000-8000-000000000001"
        let lines = Data("{\"title\":\"ok\"}\n\n{\"title\":\"a\",\"uuid\":\"\(own)\",\"parent\":\"\(own)\"}\n".utf8)
        try lines.write(to: file)

        // From the file the drafts go straight into the store; piped, through the spool first.
        let runs: [(arguments: [String], stdin: Data?)] = [(["import", file.path], nil), (["import"], lines)]
        for (arguments, stdin) in runs {
            let result = try todo.run(arguments, stdin: stdin)

            XCTAssertEqual(result.status, 1, "\(arguments)")
            XCTAssertEqual(result.stderr, "todo: line 3: invalid parent: a memo cannot be its own parent; nothing was imported\n")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: todo.directory.path), ["memos.jsonl"])
        }
    }

    func test_anImportIntoAMissingPath_whileAnotherProcessMakesTheStore_goesIntoThatStore() throws {
        try importWhileAnotherProcessMakesTheStore(fromStandardInput: false)
    }

    func test_anImportOfStandardInputFromAFile_whileAnotherProcessMakesTheStore_goesIntoThatStore() throws {
        try importWhileAnotherProcessMakesTheStore(fromStandardInput: true)
    }

    func test_importOfJSONLinesFromAFile_needsNoTemporaryFile_wherePipedInputIsSpooledFirst() throws {
        let todo = try TodoProcess()
        let file = todo.directory.appendingPathComponent("memos.jsonl")
        let lines = Data("{\"title\":\"buy milk\"}\n{\"title\":\"call mom\"}\n".utf8)
        try lines.write(to: file)
        let noTemporaryFiles = ["TMPDIR": "/nonexistent/todo-tests-tmp"]

        let fromFile = try todo.run(["import", file.path], environment: noTemporaryFiles)
        let piped = try todo.run(["import"], stdin: lines, environment: noTemporaryFiles)

        XCTAssertEqual(fromFile.status, 0, fromFile.stderr)
        XCTAssertEqual(fromFile.stdout, "imported 2 memos; read as JSON Lines (--format to choose)\n")
        XCTAssertEqual(piped.status, 1)
        XCTAssertEqual(piped.stderr, "todo: cannot make a temporary file in /nonexistent/todo-tests-tmp: No such file or directory\n")
        XCTAssertEqual(try todo.run(["export"]).stdout.split(separator: "\n").count, 2)
    }

    /// Imports 20,000 memos into a path with no store, from the file named or redirected to
    /// standard input; once the import fills its store aside, another process makes one at the
    /// path. Both must succeed, and the store hold every memo.
    private func importWhileAnotherProcessMakesTheStore(fromStandardInput: Bool) throws {
        let todo = try TodoProcess()
        let file = todo.directory.appendingPathComponent("memos.jsonl")
        let count = 20_000
        try Data((1...count).map { "{\"title\":\"memo \($0)\"}\n" }.joined().utf8).write(to: file)
        let importing = Process()
        importing.executableURL = TodoProcess.binary
        importing.arguments = ["import"] + (fromStandardInput ? [] : [file.path]) + ["--db", todo.db, "--user", todo.user]
        if fromStandardInput {
            importing.standardInput = try FileHandle(forReadingFrom: file)
        }
        importing.standardOutput = FileHandle.nullDevice
        importing.standardError = FileHandle.nullDevice
        let importingExit = ProcessExit(of: importing)
        try importing.run()

        let deadline = Date().addingTimeInterval(60)
        func storesAside() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: todo.directory.path).filter { $0.hasPrefix("todo.sqlite.new-") }
        }
        while try storesAside().isEmpty, importing.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.002)
        }
        XCTAssertFalse(try storesAside().isEmpty, "the import made no store aside")
        let added = try todo.run(["add", "made meanwhile"])
        let wasStillAside = !(try storesAside().isEmpty)
        importingExit.wait()

        XCTAssertEqual(added.status, 0, added.stderr)
        XCTAssertTrue(wasStillAside, "the import ended before the other store was made: no race was run")
        XCTAssertEqual(importing.terminationStatus, 0)
        XCTAssertEqual(try todo.run(["count"]).stdout, "\(count + 1)\n")
        XCTAssertEqual(try storesAside(), [])
    }
}
