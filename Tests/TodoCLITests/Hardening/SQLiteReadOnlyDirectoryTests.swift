import Foundation
import XCTest

/// Issue 13, item 3, on a SQLite file in a directory its user cannot write.
final class SQLiteReadOnlyDirectoryTests: XCTestCase {
    func test_reads_workOnAReadOnlyDirectory_andWritesAreRefused() throws {
        let todo = try TodoProcess()
        XCTAssertEqual(try todo.run(["add", "kept"]).status, 0)
        let directory = todo.directory.path
        let prefix = TodoProcess.ordinaryUserPrefix ?? []
        if !prefix.isEmpty {
            for path in [directory, todo.dbPath] { XCTAssertEqual(chown(path, 65534, 65534), 0) }
        }
        XCTAssertEqual(chmod(directory, 0o555), 0)
        defer { chmod(directory, 0o755) }
        let command = (prefix + [TodoProcess.binary.path]).map { "'\($0)'" }.joined(separator: " ")

        for (arguments, expected) in [("list", "kept"), ("show 1", "kept"), ("export", "\"kept\""),
                                      ("search kept", "kept"), ("history", "add #1")] {
            let result = try todo.shell("\(command) \(arguments) --db \"$DB\" --user alice")
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stdout.contains(expected), "\(arguments): \(result.stdout)")
        }
        let add = try todo.shell("\(command) add more --db \"$DB\" --user alice")
        XCTAssertEqual(add.status, 1, add.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), ["todo.sqlite"])
    }
}
