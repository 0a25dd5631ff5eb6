import XCTest
@testable import TodoRIBs

/// The shell splits a typed line as a POSIX shell would, so quotes group words and vanish.
final class ShellQuotingTests: XCTestCase {
    func test_quotes_groupWords_andAreNotKept() {
        XCTAssertEqual(ShellQuoting.words(#"add "Buy milk" +home"#), ["add", "Buy milk", "+home"])
        XCTAssertEqual(ShellQuoting.words(#"add 'it''s' "x""#), ["add", "its", "x"])
        XCTAssertEqual(ShellQuoting.words(#"a"b c"d"#), ["ab cd"])
        XCTAssertEqual(ShellQuoting.words(#"x "" y"#), ["x", "", "y"])
    }

    func test_whitespace_separates_andRunsCollapse() {
        XCTAssertEqual(ShellQuoting.words("  one \t two  "), ["one", "two"])
        XCTAssertEqual(ShellQuoting.words(""), [])
    }

    func test_backslashes_asAPOSIXShellReadsThem() {
        XCTAssertEqual(ShellQuoting.words(#"a\ b \"c"#), ["a b", "\"c"])
        XCTAssertEqual(ShellQuoting.words(#""a\"b\\c\n""#), [#"a"b\c\n"#])
        XCTAssertEqual(ShellQuoting.words(#"'a\b'"#), [#"a\b"#])
        XCTAssertEqual(ShellQuoting.words(#"end\"#), [#"end\"#])
    }

    func test_anUnclosedQuote_isAnOrdinaryCharacter() {
        XCTAssertEqual(ShellQuoting.words("add Don't forget"), ["add", "Don't", "forget"])
        XCTAssertEqual(ShellQuoting.words(#"say "hi"#), ["say", "\"hi"])
        XCTAssertEqual(ShellQuoting.words(#"it's "quoted""#), ["it's", "quoted"])
        // Two apostrophes pair up, as in a POSIX shell.
        XCTAssertEqual(ShellQuoting.words(#"it's "quoted" 'x"#), [#"its "quoted" x"#])
    }

    func test_shellCommand_readsItsWordsThisWay() {
        XCTAssertEqual(ShellCommand(#"add "x" 'y z'"#).words, ["x", "y z"])
    }
}
