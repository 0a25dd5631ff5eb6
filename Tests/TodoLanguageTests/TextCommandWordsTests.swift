import MemoStore
import TodoLanguage
import XCTest

/// `append` and `prepend` read their words as `modify` does; `annotate` keeps every word as text.
final class TextCommandWordsTests: XCTestCase {
    private func patch(_ verb: TextCommandWords.Verb, _ words: [String]) throws -> MemoPatch? {
        try TextCommandWords.patch(verb, words: words, now: LanguageFixture.now, zone: LanguageFixture.zone)?.patch
    }

    func test_append_addsTheTitleWords_andChangesTheFieldsItsAttributesName() throws {
        var expected = MemoPatch(priority: .set(.low), addedTags: ["fresh"], removedTags: ["old"])
        expected.appendedText = "and bread"
        XCTAssertEqual(try patch(.append, ["1", "and", "+fresh", "bread", "pri:L", "-old"]), expected)

        var prepended = MemoPatch(due: .set(LanguageFixture.local("2026-11-24T23:59:59")))
        prepended.prependedText = "Urgent:"
        XCTAssertEqual(try patch(.prepend, ["1", "Urgent:", "due:tomorrow"]), prepended)
    }

    func test_append_afterDoubleDash_isTextOnly_andAttributesAloneAreNoText() throws {
        var expected = MemoPatch()
        expected.appendedText = "+fresh pri:L"
        XCTAssertEqual(try patch(.append, ["1", "--", "+fresh", "pri:L"]), expected)
        XCTAssertNil(try patch(.append, ["1", "+fresh", "pri:L"]))
        // A `--` before a word starting with a digit only ends the ids (Taskwarrior's order puts it there).
        var counted = MemoPatch(addedTags: ["x"])
        counted.appendedText = "2 loaves /api/v1/"
        XCTAssertEqual(try patch(.append, ["1", "--", "2", "loaves", "+x", "/api/v1/"]), counted)
        XCTAssertLanguageError(try patch(.append, ["1", "more", "pri:Q"]), word: "pri:Q", reason: .badPriority)
    }

    func test_annotate_keepsEveryWordAsTheNote() throws {
        let annotated = try XCTUnwrap(try patch(.annotate, ["1", "pri:H", "+zz", "some", "note"]))
        XCTAssertEqual(annotated.addedAnnotations.map(\.description), ["pri:H +zz some note"])
        XCTAssertEqual(annotated.priority, .keep)
        XCTAssertTrue(annotated.addedTags.isEmpty)
    }
}
