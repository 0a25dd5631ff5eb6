import XCTest
@testable import MemoInterchange
import MemoStore
import TestSupport

/// `TodoTxt.line` and `TodoTxt.draft(fromLine:)`.
final class TodoTxtFormatTests: XCTestCase {
    private let created = Timestamp(secondsSince1970: 1_795_772_846)  // 2026-11-27T09:47:26Z
    private let updated = Timestamp(secondsSince1970: 1_795_945_646)  // 2026-11-29T09:47:26Z
    private let createdDay = Timestamp(iso8601: "2026-11-27")
    private let updatedDay = Timestamp(iso8601: "2026-11-29")

    private func memo(_ title: String, body: String = "", isDone: Bool = false, uuid: String = "0f8fad5b-d9cb-469f-a165-000000000001") -> Memo {
        Memo(id: 1, uuid: uuid, title: title, body: body, isDone: isDone, created: created, updated: updated)
    }

    private func line(_ memo: Memo) -> String {
        TodoTxt.line(memo, timeZone: .utc)
    }

    private func draft(_ line: String) throws -> MemoDraft? {
        try TodoTxt.draft(fromLine: line, timeZone: .utc)
    }

    /// The memo written as a line and read back.
    private func roundTrip(_ memo: Memo, file: StaticString = #filePath, line: UInt = #line) throws -> MemoDraft {
        let text = TodoTxt.line(memo, timeZone: .utc)
        XCTAssertFalse(text.contains("\n"), text, file: file, line: line)
        XCTAssertFalse(text.contains("\r"), text, file: file, line: line)
        return try XCTUnwrap(try draft(text), text, file: file, line: line)
    }

    // MARK: - Writing

    func test_line_openMemo_exactText() {
        XCTAssertEqual(line(memo("Buy milk")), "2026-11-27 Buy milk uuid:0f8fad5b-d9cb-469f-a165-000000000001")
    }

    func test_line_doneMemo_startsWithXAndCompletionDate() {
        XCTAssertEqual(line(memo("Buy milk", isDone: true)), "x 2026-11-29 2026-11-27 Buy milk uuid:0f8fad5b-d9cb-469f-a165-000000000001")
    }

    func test_line_priorityInTheTitle_isText_afterTheDate() {
        XCTAssertEqual(line(memo("(A) Call mum")), "2026-11-27 (A) Call mum uuid:0f8fad5b-d9cb-469f-a165-000000000001")
        XCTAssertEqual(line(memo("(A) Call mum", isDone: true)), "x 2026-11-29 2026-11-27 (A) Call mum uuid:0f8fad5b-d9cb-469f-a165-000000000001")
    }

    func test_line_body_isEscapedTag() {
        XCTAssertEqual(line(memo("t", body: "50% off\nnext line")), "2026-11-27 t uuid:0f8fad5b-d9cb-469f-a165-000000000001 body:50%25%20off%0Anext%20line")
    }

    func test_line_titleControlCharactersAndHexLikePercent_escaped() {
        XCTAssertEqual(line(memo("a\tb\nc 100% %41")), "2026-11-27 a%09b%0Ac 100% %2541 uuid:0f8fad5b-d9cb-469f-a165-000000000001")
    }

    func test_line_C1AndBidiControls_arePercentEscaped_inTitleAndBody() {
        let text = "a\u{9B}2J \u{202E}b \u{2066}c\u{200F} d\u{61C}é"

        let written = line(memo(text, body: text))

        XCTAssertFalse(written.unicodeScalars.contains { $0.value >= 0x80 && $0.value <= 0x9F || (0x2000...0x206F).contains($0.value) || $0.value == 0x61C }, written)
        XCTAssertTrue(written.hasPrefix("2026-11-27 a%C2%9B2J %E2%80%AEb %E2%81%A6c%E2%80%8F d%D8%9Cé uuid:"), written)
        XCTAssertTrue(written.hasSuffix(" body:a%C2%9B2J%20%E2%80%AEb%20%E2%81%A6c%E2%80%8F%20d%D8%9Cé"), written)
    }

    // MARK: - Reading

    func test_draft_plainLine_titleOnly() throws {
        XCTAssertEqual(try draft("Buy milk"), MemoDraft(title: "Buy milk"))
    }

    func test_draft_fullOpenLine() throws {
        XCTAssertEqual(try draft("2026-11-27 Buy milk uuid:0f8fad5b-d9cb-469f-a165-000000000001 body:two%20litres"),
                       MemoDraft(uuid: "0f8fad5b-d9cb-469f-a165-000000000001", title: "Buy milk", body: "two litres", created: createdDay, updated: createdDay))
    }

    func test_draft_doneLine_usesCompletionAsUpdated() throws {
        XCTAssertEqual(try draft("x 2026-11-29 2026-11-27 Buy milk"),
                       MemoDraft(title: "Buy milk", isDone: true, created: createdDay, updated: updatedDay))
        XCTAssertEqual(try draft("x 2026-11-29 Buy milk"),
                       MemoDraft(title: "Buy milk", isDone: true, created: updatedDay, updated: updatedDay))
        XCTAssertEqual(try draft("x Buy milk"), MemoDraft(title: "Buy milk", isDone: true))
    }

    func test_draft_xWithoutSpace_isPartOfTitle() throws {
        XCTAssertEqual(try draft("xylophone lessons")?.isDone, false)
        XCTAssertEqual(try draft("X marks")?.title, "X marks")
    }

    func test_draft_priorityAtTheStart_isTheField() throws {
        XCTAssertEqual(try draft("(B) 2026-11-27 Call mum"),
                       MemoDraft(title: "Call mum", created: createdDay, updated: createdDay, priority: .medium))
        XCTAssertEqual(try draft("(B) Call mum")?.title, "Call mum")
        XCTAssertEqual(try draft("2026-11-27 (B) Call mum")?.title, "(B) Call mum")
    }

    func test_draft_blankLines_areNil() throws {
        XCTAssertNil(try draft(""))
        XCTAssertNil(try draft("   "))
        XCTAssertNil(try draft(" \r"))
    }

    func test_draft_noTitle_throws() {
        let noText = InterchangeError.invalidRecord("a todo.txt line needs text after its dates")
        assertThrows(noText, try draft("x 2026-11-29 2026-11-27"))
        assertThrows(noText, try draft("2026-11-27 uuid:0f8fad5b-d9cb-469f-a165-000000000001"))
        assertThrows(noText, try draft("uuid:0f8fad5b-d9cb-469f-a165-000000000001 body:x"))
    }

    func test_draft_trailingCR_isDropped() throws {
        XCTAssertEqual(try draft("2026-11-27 Buy milk uuid:0f8fad5b-d9cb-469f-a165-000000000001\r")?.uuid, "0f8fad5b-d9cb-469f-a165-000000000001")
    }

    func test_draft_invalidDate_isPartOfTitle() throws {
        XCTAssertEqual(try draft("2026-02-30 odd")?.title, "2026-02-30 odd")
    }

    // MARK: - Round trips

    func test_roundTrip_openMemo() throws {
        let original = memo("Buy milk", body: "two litres")
        XCTAssertEqual(try roundTrip(original),
                       MemoDraft(uuid: "0f8fad5b-d9cb-469f-a165-000000000001", title: "Buy milk", body: "two litres", created: createdDay, updated: createdDay))
    }

    func test_roundTrip_doneMemo() throws {
        let draft = try roundTrip(memo("Done thing", isDone: true))
        XCTAssertEqual(draft, MemoDraft(uuid: "0f8fad5b-d9cb-469f-a165-000000000001", title: "Done thing", isDone: true, created: createdDay, updated: updatedDay))
    }

    func test_roundTrip_priority_openAndDone() throws {
        XCTAssertEqual(try roundTrip(memo("(A) urgent")).title, "(A) urgent")
        XCTAssertEqual(try roundTrip(memo("(Z) done urgent", isDone: true)).title, "(Z) done urgent")
        XCTAssertNil(try roundTrip(memo("(A) urgent")).priority)
    }

    func test_roundTrip_titleThatIsOnlyAPriority() throws {
        // A title of exactly "(A)" has no text after the priority to move it in front of.
        XCTAssertEqual(try roundTrip(memo("(A)")).title, "(A)")
        XCTAssertEqual(try roundTrip(memo("(A) ")).title, "(A) ")
    }

    func test_roundTrip_titlesWithAwkwardSpacingAndCharacters() throws {
        let titles = [
            "double  spaces  inside", "  leading", "trailing  ", "tab\tand\nnewline\r", "100% sure", "%41 is A", "%",
            "%%", "%4", "emoji 😀 🇯🇵", "עברית RTL", "nul\u{0}char", "x not done", "2026-01-01 looks like a date",
            "quote \"and\" 'single'", "ends with uuid:0f8fad5b-d9cb-469f-a165-000000000001", "colon: yes", "e\u{301}",
            "csi \u{9B}2J", "\u{202E}override", "isolate \u{2066}x\u{2069}", "marks \u{200E}\u{200F}\u{61C}", "\u{2028}",
        ]
        for title in titles {
            let draft = try roundTrip(memo(title))
            XCTAssertEqual(Array(draft.title.utf8), Array(title.utf8), title)
            XCTAssertEqual(draft.uuid, "0f8fad5b-d9cb-469f-a165-000000000001", title)
            XCTAssertEqual(draft.body, "", title)
            let done = try roundTrip(memo(title, isDone: true))
            XCTAssertEqual(Array(done.title.utf8), Array(title.utf8), "done: \(title)")
        }
    }

    func test_roundTrip_titleEndingInBodyTag_withEmptyBody() throws {
        // The title's last word looks like the body tag; the memo has no body of its own.
        let draft = try roundTrip(memo("see body:notes"))
        XCTAssertEqual(draft.title, "see body:notes")
        XCTAssertEqual(draft.body, "")
    }

    func test_roundTrip_bodies() throws {
        let bodies = [
            "two words", "line one\nline two\r\nline three", "100% done %20 literal", "  spaced  out  ", "\t",
            "uuid:fake body:fake", "😀 and \u{A0}nbsp and \u{3000}ideographic", "nul\u{0}", "%",
        ]
        for body in bodies {
            let draft = try roundTrip(memo("title", body: body))
            XCTAssertEqual(Array(draft.body.utf8), Array(body.utf8), body)
            XCTAssertEqual(draft.title, "title", body)
            XCTAssertEqual(draft.uuid, "0f8fad5b-d9cb-469f-a165-000000000001", body)
        }
    }

    func test_roundTrip_throughTheStore_importAddsNothingTheSecondTime() throws {
        let directory = try TemporaryDirectory()
        let store = try directory.openSQLite()
        defer { store.close() }
        let user = try store.logIn(userName: "alice")
        _ = try store.create(MemoDraft(title: "a  b", body: "x y"), for: user)
        _ = try store.create(MemoDraft(title: "(C) c", isDone: true), for: user)
        var lines: [String] = []
        try store.exportMemos(for: user) { lines.append(TodoTxt.line($0, timeZone: .utc)) }
        let drafts = try lines.compactMap { try draft($0) }
        XCTAssertEqual(try store.importMemos(for: user, from: draftFeed(drafts)), ImportSummary(added: 0, skipped: 2))
        let other = try store.logIn(userName: "bob")
        XCTAssertEqual(try store.importMemos(for: other, from: draftFeed(drafts)), ImportSummary(added: 2, skipped: 0))
        var titles: [String] = []
        try store.exportMemos(for: other) { titles.append($0.title + "|" + $0.body) }
        XCTAssertEqual(titles, ["a  b|x y", "(C) c|"])
    }
}
