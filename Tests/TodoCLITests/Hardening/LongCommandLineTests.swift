import Foundation
import XCTest
@testable import todo_cli

/// Issue 30: a command line too large for what it asks is refused as soon as that is known,
/// by the command's own reading, and never handed whole to ArgumentParser, whose reading
/// grows with the square of the words (20,000 search words took 9.5 s to be refused).
final class LongCommandLineTests: XCTestCase {
    private let manyWords = (0..<20_000).map { "w\($0)" }

    func test_aSearchOfTwentyThousandDifferentWords_isRefusedByTheQuickReading() throws {
        guard case .refused(let error) = QuickParser.reading(of: (["search"] + manyWords)[...]) else {
            return XCTFail("the quick reading left the search to ArgumentParser")
        }
        XCTAssertEqual("\(error)", "a search takes at most 64 different words")

        let todo = try TodoProcess()
        let result = try todo.run(["search"] + manyWords)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "todo: a search takes at most 64 different words\n")
    }

    func test_aLineOnlyArgumentParserWouldRead_isRefusedPastItsLimit_beforeItIsRead() throws {
        let todo = try TodoProcess()
        // An unknown option leaves the line to ArgumentParser, which would have named it.
        let words = Array(manyWords.prefix(Todo.maxArgumentsReadInFull))
        let result = try todo.run(["search", "--frob"] + words)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "todo: too many arguments: \(words.count + 6) (at most \(Todo.maxArgumentsReadInFull))\n")
        // Through a filter first too: the write's words are not read by ArgumentParser either.
        let filtered = try todo.run(["+x", "modify", "--frob"] + words)
        XCTAssertEqual(filtered.status, 2)
        XCTAssertTrue(filtered.stderr.hasPrefix("todo: too many arguments: "), filtered.stderr)
    }

    func test_longLinesOfPlainIdsOrRepeatedWords_stillWork() throws {
        let todo = try TodoProcess()
        XCTAssertEqual(try todo.run(["add", "milk"]).status, 0)
        XCTAssertEqual(try todo.run(["search"] + Array(repeating: "milk", count: 5_000)).stdout.contains("milk"), true)
        let done = try todo.run(["done"] + Array(repeating: "1", count: 2_000))
        XCTAssertEqual(done.status, 0, done.stderr)
    }
}
