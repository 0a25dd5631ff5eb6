import XCTest
@testable import MemoStore

/// Issue 25: a search's words are looked for once each, and only so many of them.
final class SearchWordLimitTests: XCTestCase {
    func test_queryWords_dropRepeats_keepTheLastWordLast_andStopAtTheLimit() {
        XCTAssertEqual(FullTextTerms.queryWords("milk oat milk milk"), [["oat"], ["milk"]])
        let many = (0..<100).map { "w\($0)" }.joined(separator: " ")
        let words = FullTextTerms.queryWords(many)
        XCTAssertEqual(words.count, MemoLimits.maxSearchWords)
        XCTAssertEqual(words.last, ["w99"])
        XCTAssertEqual(FullTextTerms.differentWordCount(many + " " + many), 100)
        XCTAssertEqual(FullTextTerms.differentWordCount("\0 milk\tmilk  oat\0-- ", countingUpTo: 5), 2)
        XCTAssertEqual(FullTextTerms.differentWordCount(many, countingUpTo: 65), 65, "stops counting at the limit")
    }
}
