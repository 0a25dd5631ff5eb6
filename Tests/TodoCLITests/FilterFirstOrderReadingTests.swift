import XCTest
@testable import todo_cli
import TodoRIBs

/// `FilterFirstOrder` reads Taskwarrior's order and leaves today's order alone.
final class FilterFirstOrderReadingTests: XCTestCase {
    private let names = Set(["add", "list", "ls", "next", "info", "show", "done", "undone", "modify", "annotate", "search", "help"])

    func test_todaysOrderAndOptionsFirst_areLeftToTheUsualReading() throws {
        let arguments: [[String]] = [
            [], ["add", "3", "done"], ["list", "milk", "done"], ["--db", "x", "--user", "y", "done", "3"],
            ["--help"], ["--version"], ["-h"], ["help", "done"], ["milk"], ["3", "milk"], ["+errand", "--json", "list"],
        ]
        for words in arguments {
            XCTAssertNil(try FilterFirstOrder.reading(of: words, commandNames: names), "\(words)")
        }
    }

    func test_idsBeforeTheCommand_readAsTodaysOrder_withOptionsKept() throws {
        let cases: [([String], [String])] = [
            (["3", "done"], ["done", "3"]),
            (["3", "--db", "x", "--user=y", "4", "modify", "pri:H"], ["--db", "x", "--user=y", "modify", "3", "4", "pri:H"]),
            (["3,4", "#5", "undone", "--yes"], ["undone", "3", "4", "5"]),
            (["1", "annotate", "5", "apples"], ["annotate", "1", "--", "5", "apples"]),
            (["2", "info", "--json"], ["info", "2", "--json"]),
            (["project:home", "milk", "list", "--all"], ["list", "project:home", "milk", "--all"]),
            // Ids alone are `info`, as `task 3` is Taskwarrior's `information`.
            (["3"], ["info", "3"]),
            (["--db", "x", "#3"], ["--db", "x", "info", "3"]),
        ]
        for (words, expected) in cases {
            XCTAssertEqual(try FilterFirstOrder.reading(of: words, commandNames: names), .reordered(expected), "\(words)")
        }
    }

    func test_aFilterAlone_isNext_unlessABareWordOrACommandAfterItsOptions() throws {
        let cases: [([String], [String])] = [
            (["+errand"], ["next", "+errand"]),
            (["-xy"], ["next", "-xy"]),
            (["-errand", "project:home", "/milk/"], ["next", "-errand", "project:home", "/milk/"]),
            (["--db", "x", "1-3", "+x", "--json"], ["--db", "x", "next", "1-3", "+x", "--json"]),
            (["(", "+a", "or", "+b", ")", "--limit", "2"], ["next", "(", "+a", "or", "+b", ")", "--limit", "2"]),
            (["not", "+a", "due:"], ["next", "not", "+a", "due:"]),
        ]
        for (words, expected) in cases {
            XCTAssertEqual(try FilterFirstOrder.reading(of: words, commandNames: names), .reordered(expected), "\(words)")
        }
        for words in [["+errand", "milk"], ["milk", "+errand"], ["or"], ["(", ")"], ["+errand", "--json", "list"], ["-h"], ["-V"], ["+x", "-h"],
                      ["10:30"], ["http://x", "+errand"], ["+errand", "Re:hello"]] {
            XCTAssertNil(try FilterFirstOrder.reading(of: words, commandNames: names), "\(words)")
        }
        XCTAssertEqual(FilterFirstOrder.wordAfterFilter(in: ["+errand", "--user", "y", "or", "-xy", "dne", "3"]), "dne")
        XCTAssertNil(FilterFirstOrder.wordAfterFilter(in: ["milk", "dne"]))
        XCTAssertNil(FilterFirstOrder.wordAfterFilter(in: ["+errand", "--json", "dne"]))
    }

    func test_aFilterBeforeAWrite_isAFilteredWrite() throws {
        let reading = try FilterFirstOrder.reading(of: ["+errand", "--yes", "milk", "modify", "pri:L"], commandNames: names)

        let write = FilteredWrite(globals: [], command: "modify", filter: ["+errand", "milk"], rest: ["pri:L"], isConfirmed: true)
        XCTAssertEqual(reading, .filtered(write))
        XCTAssertEqual(write.arguments(ids: [7, 9]), ["modify", "7", "9", "pri:L"])
    }

    func test_wordsAfterInfo_joinTheFilterBeforeIt_asTaskwarriorReadsThem() throws {
        XCTAssertEqual(try FilterFirstOrder.reading(of: ["1", "info", "3", "--json"], commandNames: names),
                       .each([["info", "1", "--json"], ["info", "3", "--json"]]))
        let narrowed = FilteredWrite(globals: [], command: "info", filter: ["+home", "2"], rest: [], isConfirmed: false, runsPerMemo: true)
        XCTAssertEqual(try FilterFirstOrder.reading(of: ["+home", "info", "2"], commandNames: names), .filtered(narrowed))
        // A word no filter takes leaves the line to `info`'s own reading, which refuses it.
        XCTAssertEqual(try FilterFirstOrder.reading(of: ["1", "info", "milk"], commandNames: names), .reordered(["info", "1", "milk"]))
    }

    func test_bulkThreshold_needsConfirmationAboveIt_andAlwaysAtZero() throws {
        let three = try XCTUnwrap(BulkThreshold("3"))
        XCTAssertEqual(three, .standard)
        XCTAssertFalse(three.needsConfirmation(matched: 3))
        XCTAssertTrue(three.needsConfirmation(matched: 4))
        XCTAssertTrue(try XCTUnwrap(BulkThreshold("0")).needsConfirmation(matched: 1))
    }

    func test_bulkThreshold_isAWholeNumberOfZeroOrMore() {
        XCTAssertNil(BulkThreshold("-1"))
        XCTAssertNil(BulkThreshold("3.5"))
        XCTAssertNil(BulkThreshold("many"))
        XCTAssertEqual(BulkThreshold("12")?.count, 12)
    }
}
