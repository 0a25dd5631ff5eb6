import Foundation
import XCTest
@testable import todo_cli

/// Issue 30: a command line too large for what it asks is refused as soon as that is known,
/// by the command's own reading, in time linear in its words (20,000 search words once took
/// 9.5 s to be refused, by a parser whose reading grew with their square).
@MainActor
final class LongCommandLineTests: XCTestCase {
    private let manyWords = (0..<20_000).map { "w\($0)" }

    func test_aSearchOfTwentyThousandDifferentWords_isRefusedByItsReading() async throws {
        XCTAssertEqual(CommandLineReading.refusal(of: ["search"] + manyWords), "a search takes at most 64 different words")

        let todo = try TodoProcess()
        let result = try todo.run(["search"] + manyWords)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "todo: a search takes at most 64 different words\n")
    }

    func test_anUnknownOptionInALongLine_isNamed_alsoThroughAFilter() async throws {
        let todo = try TodoProcess()
        let result = try todo.run(["search", "--frob"] + manyWords)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "todo: unknown option '--frob'\n")
        let filtered = try todo.run(["+x", "modify", "--frob"] + manyWords)
        XCTAssertEqual(filtered.status, 2)
        XCTAssertEqual(filtered.stderr, "todo: unknown option '--frob'\n")
    }

    func test_longLinesOfPlainIdsOrRepeatedWords_stillWork() async throws {
        let todo = try TodoProcess()
        XCTAssertEqual(try todo.run(["add", "milk"]).status, 0)
        XCTAssertEqual(try todo.run(["search"] + Array(repeating: "milk", count: 5_000)).stdout.contains("milk"), true)
        let done = try todo.run(["done"] + Array(repeating: "1", count: 2_000))
        XCTAssertEqual(done.status, 0, done.stderr)
    }
}
