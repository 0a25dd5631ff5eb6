import CSQLite
import Foundation
import XCTest

/// Issue 13, item 3 as the audit found it still open: a store file its user cannot write,
/// and the read-only `-wal`/`-shm` an older refused write left behind. Run as an ordinary
/// user (nobody, when the tests run as root), since root ignores file modes.
final class SQLiteReadOnlyStoreTests: XCTestCase {
    func test_readOnlyStore_refusedWriteLeavesNoWALOrSHM_readsWork_andWritesWorkAfterChmod() throws {
        let todo = try TodoProcess()
        XCTAssertEqual(try todo.run(["add", "kept"]).status, 0)
        giveToOrdinaryUser(todo)
        XCTAssertEqual(chmod(todo.dbPath, 0o444), 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: todo.dbPath))

        let add = try runAsOrdinaryUser(todo, "add more")
        XCTAssertEqual(add.status, 1, add.stderr)
        XCTAssertEqual(add.stderr, "todo: \(todo.dbPath) is read-only; nothing was changed\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: todo.directory.path), ["todo.sqlite"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: todo.dbPath)), before)
        let list = try runAsOrdinaryUser(todo, "list")
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertEqual(list.stdout, "    1 [ ] kept\n")

        XCTAssertEqual(chmod(todo.dbPath, 0o644), 0)
        let again = try runAsOrdinaryUser(todo, "add more")
        XCTAssertEqual(again.status, 0, again.stderr)
    }

    func test_unknownUser_readsAnEmptyList_fromAReadOnlyStore() throws {
        let todo = try TodoProcess()
        XCTAssertEqual(try todo.run(["add", "kept"]).status, 0)
        giveToOrdinaryUser(todo)
        XCTAssertEqual(chmod(todo.dbPath, 0o444), 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: todo.dbPath))
        for (arguments, expected) in [("list", ""), ("list --json", "[]\n"), ("search kept", ""), ("export", "")] {
            let result = try runAsOrdinaryUser(todo, arguments, user: "newbie")
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stdout, expected, arguments)
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: todo.dbPath)), before)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: todo.directory.path), ["todo.sqlite"])
    }

    func test_readOnlyWALAndSHM_leftBehind_areNamedAsTheCause() throws {
        let todo = try TodoProcess()
        XCTAssertEqual(try todo.run(["add", "kept"]).status, 0)
        var handle: OpaquePointer?
        XCTAssertEqual(sqlite3_open(todo.dbPath, &handle), SQLITE_OK)
        XCTAssertEqual(csqlite_checkpoint_on_close(handle, 0), SQLITE_OK)
        XCTAssertEqual(sqlite3_exec(handle, "SELECT count(*) FROM memos", nil, nil, nil), SQLITE_OK)
        sqlite3_close(handle)
        giveToOrdinaryUser(todo)
        for suffix in ["-wal", "-shm"] { XCTAssertEqual(chmod(todo.dbPath + suffix, 0o444), 0, suffix) }

        let add = try runAsOrdinaryUser(todo, "add more")
        XCTAssertEqual(add.status, 1, add.stderr)
        XCTAssertEqual(add.stderr, "todo: \(todo.dbPath)-wal is read-only; nothing was changed\n")
        let list = try runAsOrdinaryUser(todo, "list")
        XCTAssertEqual(list.stdout, "    1 [ ] kept\n", list.stderr)
    }

    // MARK: - Helpers

    private func giveToOrdinaryUser(_ todo: TodoProcess) {
        guard TodoProcess.ordinaryUserPrefix != nil else { return }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: todo.directory.path)) ?? []
        for path in [todo.directory.path] + names.map({ todo.directory.appendingPathComponent($0).path }) {
            XCTAssertEqual(chown(path, 65534, 65534), 0, path)
        }
    }

    private func runAsOrdinaryUser(_ todo: TodoProcess, _ arguments: String, user: String = "alice") throws -> TodoResult {
        let command = ((TodoProcess.ordinaryUserPrefix ?? []) + [TodoProcess.binary.path]).map { "'\($0)'" }.joined(separator: " ")
        return try todo.shell("\(command) \(arguments) --db \"$DB\" --user \(user)")
    }
}
