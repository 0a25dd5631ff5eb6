import Foundation
import XCTest

/// A mistyped option or command on the command line: one line naming the word and the
/// nearest real one, exit 2, before any store is opened.
final class UnknownWordTests: XCTestCase {
    func test_unknownOptions_nameTheNearestOptionOfTheCommand() throws {
        let db = FileManager.default.temporaryDirectory.appendingPathComponent("unknown-\(UUID().uuidString).sqlite").path
        let cases: [([String], String)] = [
            (["list", "--lmit", "3"], "unknown option '--lmit'; did you mean '--limit'?"),
            (["list", "--limt=3"], "unknown option '--limt'; did you mean '--limit'?"),
            (["ls", "--jsn"], "unknown option '--jsn'; did you mean '--json'?"),
            (["add", "x", "--bdy", "y"], "unknown option '--bdy'; did you mean '--body'?"),
            (["modify", "1", "--du", "fri"], "unknown option '--du'; did you mean '--due'?"),
            (["search", "milk", "--lmit", "3"], "unknown option '--lmit'; did you mean '--limit'?"),
            (["add", "x", "--usr", "bob"], "unknown option '--usr'; did you mean '--user'?"),
            (["--usr", "bob", "list"], "unknown option '--usr'; did you mean '--user'?"),
            (["--verison"], "unknown option '--verison'; did you mean '--version'?"),
            (["--hlp"], "unknown option '--hlp'; did you mean '--help'?"),
            (["list", "--frobnicate"], "unknown option '--frobnicate'"),
        ]
        for (arguments, message) in cases {
            let result = try TodoProcess.execute(arguments, environment: ["TODO_DB": db, "TODO_USER": "kim"])

            assertOneLineError(result, status: 2, arguments)
            XCTAssertEqual(result.stderr, "todo: \(message)\n", "\(arguments)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: db))
    }

    func test_helpForACommandThatDoesNotExist_namesTheNearestOne() throws {
        let result = try TodoProcess.execute(["help", "lst"])

        assertOneLineError(result, status: 2, ["help", "lst"])
        XCTAssertEqual(result.stderr, "todo: unknown command 'lst'; did you mean 'list'?\n")
        XCTAssertTrue(try TodoProcess.execute(["help", "list"]).stdout.contains("todo list project:work"))
    }
}
