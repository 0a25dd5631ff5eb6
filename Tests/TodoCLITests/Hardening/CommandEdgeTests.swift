import Foundation
import XCTest

/// Issue 25, through the binary on each engine: a change is never reported as not made, a
/// closed standard input is not read, a search is bounded, and a series that would pass the
/// year 9999 says so.
class CommandEdgeTests: EngineTestCase {
    func test_add_whoseOutputCannotBeWritten_saysTheMemoWasAddedWithItsID() throws {
        // given
        let todo = try makeTodo()
        XCTAssertEqual(try todo.run(["add", "first"]).stdout, "1\n")
        // when the new id cannot be printed
        let result = try todo.run(["add", "second"], stdoutTo: try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full")))
        // then the failure still says the memo was added, and which it is
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("todo: cannot write the output"), result.stderr)
        XCTAssertTrue(result.stderr.contains("the change was made: add #2"), result.stderr)
        XCTAssertTrue(try todo.run(["list"]).stdout.contains("second"))
    }

    func test_done_whoseOutputCannotBeWritten_namesTheMemosItChanged() throws {
        let todo = try makeTodo()
        XCTAssertEqual(try todo.run(["add", "first"]).status, 0)
        let result = try todo.run(["done", "1"], stdoutTo: try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full")))
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("the change was made: done #1"), result.stderr)
    }

    func test_import_fromAClosedStandardInput_isRefused_andReadsNothingElse() throws {
        // given
        let todo = try makeTodo()
        XCTAssertEqual(try todo.run(["add", "kept"]).status, 0)
        let before = try todo.storeSnapshot()
        // when standard input is closed (the spool it makes would otherwise land on descriptor 0)
        let result = try todo.shell("\"$TODO\" import - --db \"$DB\" --user alice <&-")
        // then
        assertOneLineError(result, status: 1, "import <&-")
        XCTAssertTrue(result.stderr.contains("standard input"), result.stderr)
        XCTAssertEqual(try todo.storeSnapshot(), before)
    }

    func test_search_ofMoreDifferentWordsThanTheLimit_isAUsageError() throws {
        let todo = try makeTodo()
        XCTAssertEqual(try todo.run(["add", "w1", "w2"]).status, 0)
        let result = try todo.run(["search"] + (0..<65).map { "w\($0)" })
        assertOneLineError(result, status: 2, "65 words")
        XCTAssertTrue(result.stderr.contains("at most 64"), result.stderr)
        // the same word many times over is one word
        let repeated = try todo.run(["search"] + Array(repeating: "w1", count: 5_000))
        XCTAssertEqual(repeated.status, 0, repeated.stderr)
        XCTAssertTrue(repeated.stdout.contains("w1 w2"), repeated.stdout)
    }

    func test_done_ofAMemoWhoseNextDueWouldPassTheYear9999_isRefused_andChangesNothing() throws {
        // given
        let todo = try makeTodo()
        XCTAssertEqual(try todo.run(["add", "Millennium", "due:9999-06-01", "recur:yearly"]).status, 0)
        let before = try todo.storeSnapshot()
        // when
        let result = try todo.run(["done", "1"])
        // then
        assertOneLineError(result, status: 1, "done")
        XCTAssertTrue(result.stderr.contains("9999"), result.stderr)
        XCTAssertEqual(try todo.storeSnapshot(), before)
    }
}
