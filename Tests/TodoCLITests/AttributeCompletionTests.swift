import XCTest
@testable import todo_cli

/// Which attribute words Tab offers after a command is what its entry of `CommandTable` says
/// its words are: a filter (`list`, `next`, `search`, the reports) or fields (`add`, `log`, `modify`).
final class AttributeCompletionTests: XCTestCase {
    func test_everyCommandTakingAFilter_completesFilterWords() {
        for command in ["list", "ls", "next", "search", "completed", "count", "summary", "calendar", "burndown"] {
            XCTAssertEqual(AttributeCompletion.words(extending: "pro", command: command), ["project:"], command)
            XCTAssertEqual(AttributeCompletion.words(extending: "due.b", command: command), ["due.before:"], command)
        }
    }

    func test_everyCommandTakingFields_completesFieldWords_andNoFilterWord() {
        for command in ["add", "log", "modify"] {
            XCTAssertEqual(AttributeCompletion.words(extending: "pri", command: command), ["priority:"], command)
            XCTAssertEqual(AttributeCompletion.words(extending: "due.b", command: command), [], command)
        }
    }

    func test_aCommandWhoseWordsAreItsOwn_completesNoAttributeWord() {
        for command in ["annotate", "context", "sync", "done", "nosuchcommand"] {
            XCTAssertEqual(AttributeCompletion.words(extending: "pro", command: command), [], command)
        }
        XCTAssertEqual(AttributeCompletion.words(extending: "pro", command: nil), [])
    }
}
