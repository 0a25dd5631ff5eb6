import MemoStore
import XCTest

/// `/from/to/[g]` as Taskwarrior makes it: literal, the title first, then the annotations.
final class TextSubstitutionTests: XCTestCase {
    private let annotations = [
        MemoAnnotation(entry: Timestamp(secondsSince1970: 1_700_000_000), description: "milk from the shop"),
        MemoAnnotation(entry: Timestamp(secondsSince1970: 1_700_000_001), description: "more milk"),
    ]

    private func memo(_ title: String) -> Memo {
        var draft = MemoDraft(title: title)
        draft.annotations = annotations
        return Memo(draft, id: 1, uuid: "00000000-0000-4000-8000-0000000000aa", now: Timestamp(secondsSince1970: 1_700_000_000))
    }

    private func applying(_ word: String, to title: String) throws -> Memo {
        var patch = MemoPatch()
        patch.substitution = try XCTUnwrap(TextSubstitution(word: word))
        return patch.applied(to: memo(title))
    }

    func test_first_replacesOnlyTheFirstOccurrenceInTheTitle() throws {
        let result = try applying("/milk/cream/", to: "milk and milk")
        XCTAssertEqual(result.title, "cream and milk")
        XCTAssertEqual(result.annotations, annotations)
    }

    func test_first_goesOnToTheAnnotations_whenTheTitleHasNone() throws {
        let result = try applying("/milk/oat milk/", to: "Shopping")
        XCTAssertEqual(result.title, "Shopping")
        XCTAssertEqual(result.annotations.map(\.description), ["oat milk from the shop", "more milk"])
    }

    func test_global_replacesEveryOccurrenceEverywhere() throws {
        let result = try applying("/milk/soy/g", to: "milk, milk")
        XCTAssertEqual(result.title, "soy, soy")
        XCTAssertEqual(result.annotations.map(\.description), ["soy from the shop", "more soy"])
    }

    func test_matchIsLiteral_andCaseSensitive_andNoMatchChangesNothing() throws {
        XCTAssertEqual(try applying("/a.c/x/", to: "abc a.c").title, "abc x")
        XCTAssertEqual(try applying("/Milk/x/g", to: "milk").title, "milk")
        XCTAssertEqual(try applying("/tea/x/g", to: "milk"), memo("milk"))
    }

    func test_emptyReplacement_removesTheText() throws {
        XCTAssertEqual(try applying("/ and milk//", to: "bread and milk").title, "bread")
    }
}
