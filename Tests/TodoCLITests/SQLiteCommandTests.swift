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
}
