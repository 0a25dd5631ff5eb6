import XCTest
@testable import PostgresMemoStore

/// The words the store hands PostgreSQL: terms split as SQLite's store splits them, folded as
/// its `unicode61` tokenizer folds them, with positions, never syntax; each lexeme once, in
/// the server's order, with the user's own lexeme.
final class PostgresSearchWordsTests: XCTestCase {
    func test_document_foldsEachTermWithItsPosition_andHoldsTheUsersLexeme() {
        XCTAssertEqual(
            PostgresSearchWords.document(title: "Café au LAIT", body: "e.g. 2", user: 7),
            "'#7' '2':7 'au':2 'cafe':1 'e':5 'g':6 'lait':3")
    }

    func test_document_aRepeatedWord_isOneLexemeWithEachPosition() {
        XCTAssertEqual(
            PostgresSearchWords.document(title: "milk, MILK", body: "milk tea", user: 2),
            "'#2' 'milk':1,2,4 'tea':5")
    }

    func test_document_japanese_isOverlappingPairsAndTheLastCharacter() {
        XCTAssertEqual(
            PostgresSearchWords.document(title: "全角テスト", body: "", user: 1),
            "'#1' 'スト':4 'テス':3 'ト':5 '全角':1 '角テ':2")
    }

    func test_fold_matchesSQLitesUnicode61() {
        // What `unicode61 remove_diacritics 2` makes of each (read from SQLite's fts5vocab).
        let cases = [
            ("Crème brûlée", "'brulee':2 'creme':1"), ("e\u{301}x", "'ex':1"), ("Ếch", "'ech':1"),
            ("İstanbul", "'istanbul':1"), ("ΣΊΣΥΦΟΣ", "'σίσυφοσ':1"), ("Straße", "'straße':1"), ("Ø", "'ø':1"),
            ("ガ", "'ガ':1"), ("우유를", "'우유를':1"), ("ǅemal", "'ǆemal':1"),
        ]
        for (title, words) in cases {
            XCTAssertEqual(PostgresSearchWords.document(title: title, body: "", user: 1), "'#1' " + words, title)
        }
    }

    func test_fold_aTermLongerThanALexemeMayBe_isCutAtAWholeCharacter() {
        let words = PostgresSearchWords.document(title: String(repeating: "é", count: 1_500), body: "", user: 1)
        XCTAssertEqual(words, "'#1' '" + String(repeating: "e", count: 1_500) + "':1")
        let long = PostgresSearchWords.document(title: String(repeating: "ж", count: 1_500), body: "", user: 1)
        XCTAssertEqual(long, "'#1' '" + String(repeating: "ж", count: 1_023) + "':1")
    }

    func test_query_eachWordAPhrase_allRequired_theLastTermAPrefixOnlyWhenAsked() {
        XCTAssertEqual(PostgresSearchWords.query("Milk テスト", user: 3, prefix: false), "'#3' & ('milk') & ('テス' <-> 'スト' <-> 'ト')")
        XCTAssertEqual(PostgresSearchWords.query("e.g milk", user: 3, prefix: true), "'#3' & ('e' <-> 'g') & ('milk':*)")
    }

    func test_query_withoutAnyWord_isNil() {
        XCTAssertNil(PostgresSearchWords.query("", user: 1, prefix: true))
        XCTAssertNil(PostgresSearchWords.query("& -- \u{301}", user: 1, prefix: false))
    }

    func test_query_syntaxCharacters_neverReachTheQuery() throws {
        let query = try XCTUnwrap(PostgresSearchWords.query("a'b \\c (d) !e:*", user: 1, prefix: false))
        XCTAssertEqual(query, "'#1' & ('a' <-> 'b') & ('c') & ('d') & ('e')")
    }
}
