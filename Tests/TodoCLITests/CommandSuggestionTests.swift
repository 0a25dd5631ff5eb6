import XCTest
@testable import todo_cli
import TodoRIBs

/// A command word that does not exist is named, with the nearest one that does.
final class CommandSuggestionTests: XCTestCase {
    private let names = CommandSuggestion.commandNames

    func test_commandNames_includeEveryCommandAliasAndHelp() {
        for name in ["add", "list", "ls", "next", "show", "info", "delete", "done", "undone", "edit", "rm", "search", "export", "import",
                     "undo", "history", "shell", "ui", "help"] {
            XCTAssertTrue(names.contains(name), name)
        }
    }

    func test_knownCommand_isNoProblem() {
        XCTAssertNil(CommandSuggestion.problem(withCommandWord: "list", among: names))
        XCTAssertNil(CommandSuggestion.problem(withCommandWord: "ls", among: names))
    }

    func test_typo_namesTheNearestCommand() {
        XCTAssertEqual(CommandSuggestion.problem(withCommandWord: "lst", among: names),
                       "unknown command 'lst'; did you mean 'list'?")
        XCTAssertEqual(CommandSuggestion.problem(withCommandWord: "udno", among: names),
                       "unknown command 'udno'; did you mean 'undo'?")
        XCTAssertEqual(CommandSuggestion.problem(withCommandWord: "hist", among: names),
                       "unknown command 'hist'; did you mean 'history'?")
    }

    func test_wordFarFromEveryCommand_isNamedWithoutAGuess() {
        XCTAssertEqual(CommandSuggestion.problem(withCommandWord: "photograph", among: names),
                       "unknown command 'photograph' (see todo --help)")
    }

    func test_controlCharactersInTheWord_areShownEscaped() throws {
        let problem = try XCTUnwrap(CommandSuggestion.problem(withCommandWord: "a\u{1B}[2J", among: names))
        XCTAssertFalse(problem.unicodeScalars.contains { $0.value == 0x1B })
    }

    func test_C1AndBidiControlsInTheWord_areShownByTheTerminalRule() {
        for (word, shown) in [("\u{202E}abc", "<U+202E>abc"), ("\u{9B}2Jx", "<U+009B>2Jx"), ("a\u{2066}\u{200E}\u{61C}b", "a<U+2066><U+200E><U+061C>b"),
                              ("a\u{1B}[2J", "a^[[2J")] {
            XCTAssertEqual(CommandSuggestion.problem(withCommandWord: word, among: names),
                           "unknown command '\(shown)' (see todo --help)")
        }
    }
}
