import Foundation
import XCTest

/// Issue 25: a shell open on a SQLite store that is replaced under it (a backup moved into
/// place) says so instead of adding into the unlinked file, whose ids would be given again.
final class SQLiteShellReplacementTests: XCTestCase {
    func test_shellAdd_afterTheStoreWasReplaced_saysSo_andAddsNothing() throws {
        // given a store with two memos and a backup of it, and a shell open on it
        let todo = try TodoProcess()
        XCTAssertEqual(try todo.run(["add", "one"]).status, 0)
        XCTAssertEqual(try todo.run(["add", "two"]).status, 0)
        let backup = todo.directory.appendingPathComponent("backup.sqlite").path
        try FileManager.default.copyItem(atPath: todo.dbPath, toPath: backup)
        let shell = try TerminalSession(todo, stateHome: todo.directory.appendingPathComponent("state"))
        shell.type("add three")
        shell.press("Enter")
        shell.waitForLine("added #3 three")
        // when the backup replaces the store
        let replace = try TodoProcess.execute(
            sh: "cp \"$BACKUP\" \"$DB.new\" && mv \"$DB.new\" \"$DB\" && rm -f \"$DB-wal\" \"$DB-shm\"",
            environment: ["BACKUP": backup, "DB": todo.dbPath])
        XCTAssertEqual(replace.status, 0, replace.stderr)
        shell.type("add four")
        shell.press("Enter")
        // then the shell says the store was replaced, and the memo went nowhere
        shell.waitUntil("a line saying the store was replaced") { $0.contains { $0.contains("was replaced or removed") } }
        XCTAssertFalse(shell.screen.contains { $0.contains("added #") && $0.contains("four") }, shell.screen.joined(separator: "\n"))
        shell.type("quit")
        shell.press("Enter")
        shell.waitForLine("[exit 0]")
        XCTAssertEqual(try todo.run(["list"]).stdout.contains("four"), false)
        XCTAssertEqual(try todo.run(["add", "five"]).stdout, "3\n")
    }
}
