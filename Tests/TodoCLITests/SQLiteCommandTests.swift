import Foundation
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
            ["list"], ["list", "--json"], ["search", "milk"], ["projects"], ["tags"], ["history"], ["export"],
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
}
