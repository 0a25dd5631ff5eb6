import Foundation
import XCTest

/// Issue 25: a `--db`/`TODO_DB` that looks like a URI but not one todo reads became a SQLite
/// file named after it, password and all, in the current directory.
final class StoreURITests: XCTestCase {
    func test_aURIOfAnotherScheme_isAUsageErrorThatCreatesNothing() throws {
        // given an empty working directory
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("todo-uri-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for uri in ["mysql://alice:Hunter2@host/todo", "HTTPS://alice:Hunter2@host/todo", "file:///tmp/x"] {
            // when a command runs there on that store
            let result = try TodoProcess.execute(
                sh: "cd \"$DIR\" && \"$TODO\" --user alice add x",
                environment: ["TODO": TodoProcess.binary.path, "DIR": directory.path, "TODO_DB": uri])
            // then it is refused in one line naming the scheme, not the password, and nothing is made
            assertOneLineError(result, status: 2, uri)
            XCTAssertTrue(result.stderr.contains("scheme"), result.stderr)
            XCTAssertFalse(result.stderr.contains("Hunter2"), result.stderr)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [], uri)
        }
    }
}
