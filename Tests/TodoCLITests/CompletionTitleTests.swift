import XCTest
@testable import todo_cli

/// A title beside an id in a completion list is one safe line.
final class CompletionTitleTests: XCTestCase {
    func test_controlAndFormatCharacters_becomeSpaces() {
        XCTAssertEqual(CompletionTitle.line("a\u{1B}[2Jb\nc\u{85}d\u{202E}e"), "a [2Jb c d e")
    }

    func test_longTitle_isCutTo60CharactersWithAnEllipsis() {
        let line = CompletionTitle.line(String(repeating: "가", count: 61))
        XCTAssertEqual(line.count, 60)
        XCTAssertTrue(line.hasSuffix("…"))
        XCTAssertEqual(CompletionTitle.line(String(repeating: "x", count: 60)), String(repeating: "x", count: 60))
    }
}
