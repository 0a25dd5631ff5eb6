import CSQLite
import Foundation
import XCTest

/// Bad stores that are SQLite files or paths: one line on stderr, exit 1, the file untouched.
final class SQLiteBadInputTests: XCTestCase {
    func test_dbThatIsADirectory_isARuntimeError() throws {
        let todo = try TodoProcess()

        let result = try TodoProcess.execute(["list", "--db", todo.directory.path, "--user", "u"])

        assertOneLineError(result, status: 1, "directory")
        XCTAssertTrue(result.stderr.contains(todo.directory.path), result.stderr)
    }

    func test_dbThatIsATextFile_isReportedAndLeftUntouched() throws {
        let todo = try TodoProcess()
        let text = Data(String(repeating: "not a database at all\n", count: 20).utf8)
        try text.write(to: URL(fileURLWithPath: todo.dbPath))

        let result = try todo.run(["add", "x"])

        assertOneLineError(result, status: 1, "text file")
        XCTAssertTrue(result.stderr.contains("not a todo database"), result.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: todo.dbPath)), text)
    }

    func test_dbFromANewerVersion_isRefusedAndLeftUntouched() throws {
        let todo = try TodoProcess()
        try todo.run(["add", "x"])
        try setUserVersion(999, of: todo.dbPath)
        let before = try storeBytes(todo)

        let result = try todo.run(["list"])

        assertOneLineError(result, status: 1, "newer")
        XCTAssertTrue(result.stderr.contains("newer todo (schema 999"), result.stderr)
        XCTAssertEqual(try storeBytes(todo), before)
    }

    func test_dbInAReadOnlyLocation_isARuntimeError() throws {
        // /proc refuses new files even to root, who would ignore a directory's mode bits.
        let result = try TodoProcess.execute(["add", "x", "--db", "/proc/todo-tests/todo.sqlite", "--user", "u"])

        assertOneLineError(result, status: 1, "read-only")
        XCTAssertTrue(result.stderr.contains("/proc/todo-tests/todo.sqlite"), result.stderr)
    }

    func test_aNewStoreInADirectoryThatCannotBeWritten_isNamedByItsPath_notByItsTemporaryFile() throws {
        // given a directory its user may not write
        let todo = try TodoProcess()
        let directory = todo.directory.appendingPathComponent("rod")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        XCTAssertEqual(chmod(directory.path, 0o555), 0)
        defer { chmod(directory.path, 0o755) }

        // when an add would make a store there
        let result = try runAsOrdinaryUser(todo, "add x --db \"$DB\" --user u", db: directory.path + "/new.sqlite")

        // then the one line names the path given, and nothing is left there
        assertOneLineError(result, status: 1, "read-only directory")
        XCTAssertEqual(result.stderr, "todo: cannot open \(directory.path)/new.sqlite: Permission denied\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    func test_aStoreItsUserMayNotRead_saysWhatTheSystemSaid() throws {
        // given a store its user may not read
        let todo = try TodoProcess()
        try todo.run(["add", "x"])
        XCTAssertEqual(chmod(todo.dbPath, 0o000), 0)
        let before = try storeBytes(todo)

        // when a listing opens it
        let result = try runAsOrdinaryUser(todo, "list --db \"$DB\" --user u", db: todo.dbPath)

        // then the line says why, not SQLite's "unable to open database file"
        assertOneLineError(result, status: 1, "unreadable")
        XCTAssertEqual(result.stderr, "todo: cannot open \(todo.dbPath): Permission denied\n")
        XCTAssertEqual(try storeBytes(todo), before)
    }

    func test_aWALWithNoSharedIndex_inAReadOnlyDirectory_saysWhatHelps_andLeavesThemAsTheyAre() throws {
        // given a store whose -wal holds a change, without its -shm, in a directory its user may not write
        let todo = try TodoProcess()
        try todo.run(["add", "x"])
        let directory = todo.directory.appendingPathComponent("ro")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        let copy = directory.appendingPathComponent("todo.sqlite").path
        try copyWithChangesInTheWAL(todo.dbPath, to: copy)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        XCTAssertEqual(files, ["todo.sqlite", "todo.sqlite-wal"])
        if TodoProcess.ordinaryUserPrefix != nil {
            for path in [directory.path, copy, copy + "-wal"] { XCTAssertEqual(chown(path, 65534, 65534), 0) }
        }
        XCTAssertEqual(chmod(directory.path, 0o555), 0)
        defer { chmod(directory.path, 0o755) }

        // when a listing and an add open it
        for command in ["list", "add y"] {
            let result = try runAsOrdinaryUser(todo, "\(command) --db \"$DB\" --user u", db: copy)

            // then the line says what cannot be made and what helps, and the files are as they were
            assertOneLineError(result, status: 1, command)
            XCTAssertTrue(result.stderr.hasPrefix("todo: cannot open \(copy): its -wal holds changes"), result.stderr)
            XCTAssertTrue(result.stderr.contains("open it once where that directory can be written"), result.stderr)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), files)
        }
    }

    func test_aDamagedStore_isNamedAsDamaged_andLeftAsItIs() throws {
        // given a store of a few thousand memos, cut short
        let todo = try TodoProcess()
        let lines = (1...3_000).map { "{\"title\":\"memo \($0) with words to index\",\"body\":\"\(String(repeating: "body ", count: 20))\"}\n" }
        XCTAssertEqual(try todo.run(["import", "--format", "json"], stdin: Data(lines.joined().utf8)).status, 0)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: todo.dbPath))
        try handle.truncate(atOffset: 50_000)
        try handle.close()
        let before = try storeBytes(todo)

        for arguments in [["list"], ["count"], ["add", "y"], ["search", "memo"]] {
            // when a command reads or writes it
            let result = try todo.run(arguments)

            // then one line names the file as damaged, and it is left as it is
            assertOneLineError(result, status: 1, arguments)
            XCTAssertEqual(
                result.stderr, "todo: the store at \(todo.dbPath) is damaged (database disk image is malformed); it was left as it is\n")
            XCTAssertEqual(try storeBytes(todo), before, "\(arguments)")
        }
    }

    // MARK: - Private

    /// Runs `todo` with `arguments` (a shell's words, `$DB` naming `db`) as user nobody when
    /// this process is root, else as this user, for whom file modes apply as they are.
    private func runAsOrdinaryUser(_ todo: TodoProcess, _ arguments: String, db: String) throws -> TodoResult {
        let prefix = TodoProcess.ordinaryUserPrefix ?? []
        // Nobody must reach the test's directory to reach what the test made in it.
        if !prefix.isEmpty { XCTAssertEqual(chmod(todo.directory.path, 0o755), 0) }
        let command = (prefix + [TodoProcess.binary.path]).map { "'\($0)'" }.joined(separator: " ")
        return try TodoProcess.execute(sh: "\(command) \(arguments)", environment: ["DB": db])
    }

    /// Copies the store at `path` to `copy` with a change in the copy's `-wal` not yet in the
    /// file, and no `-shm`: as a writer that was killed leaves it, once its `-shm` is gone.
    private func copyWithChangesInTheWAL(_ path: String, to copy: String) throws {
        var handle: OpaquePointer?
        XCTAssertEqual(sqlite3_open(path, &handle), SQLITE_OK)
        defer { sqlite3_close(handle) }
        XCTAssertEqual(sqlite3_exec(handle, "PRAGMA wal_autocheckpoint = 0; UPDATE memos SET title = 'changed'", nil, nil, nil), SQLITE_OK)
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        try FileManager.default.copyItem(atPath: path + "-wal", toPath: copy + "-wal")
    }

    private func setUserVersion(_ version: Int, of path: String) throws {
        var handle: OpaquePointer?
        XCTAssertEqual(sqlite3_open(path, &handle), SQLITE_OK)
        defer { sqlite3_close(handle) }
        // A checkpoint leaves the header in the main file, where the bytes are compared.
        XCTAssertEqual(sqlite3_exec(handle, "PRAGMA user_version = \(version); PRAGMA wal_checkpoint(TRUNCATE)", nil, nil, nil), SQLITE_OK)
    }

    private func storeBytes(_ todo: TodoProcess) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: todo.dbPath))
    }
}
