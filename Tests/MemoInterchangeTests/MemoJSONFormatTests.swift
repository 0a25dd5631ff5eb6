import XCTest
@testable import MemoInterchange
import MemoStore
import TestSupport

/// `MemoJSON.object`, `.array` and `.string`: the exact text written.
final class MemoJSONFormatTests: XCTestCase {
    private func memo(title: String, body: String = "", isDone: Bool = false) -> Memo {
        Memo(id: 12, uuid: "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b", title: title, body: body, isDone: isDone,
             created: Timestamp(secondsSince1970: 1_795_772_846), updated: Timestamp(secondsSince1970: 1_795_859_246))
    }

    func test_object_thenDraftFromLine_roundTripsEveryField() throws {
        let original = memo(title: "q\"\\\u{0}😀\u{7F}", body: "multi\nline\ttext\u{1B}", isDone: true)
        let draft = try XCTUnwrap(try MemoJSON.draft(fromLine: Array(MemoJSON.object(original).utf8)))
        XCTAssertEqual(draft, MemoDraft(uuid: original.uuid, title: original.title, body: original.body, isDone: true,
                                        created: original.created, updated: original.updated))
        XCTAssertEqual(Array(draft.title.utf8), Array(original.title.utf8))
    }

}

/// `MemoJSON.draft(fromLine:)`: what a JSON Lines record may and may not be.
final class MemoJSONRecordTests: XCTestCase {
    private func draft(_ text: String) throws -> MemoDraft? {
        try MemoJSON.draft(fromLine: Array(text.utf8))
    }

    private func isInvalidRecord(_ error: InterchangeError) -> Bool {
        if case .invalidRecord = error { return true }
        return false
    }

    func test_draft_titleOnly_fillsDefaults() throws {
        XCTAssertEqual(try draft(#"{"title":"t"}"#), MemoDraft(title: "t"))
    }

    func test_draft_allFields_read() throws {
        let line = #"{"id":99,"uuid":"0f8fad5b-d9cb-469f-a165-000000000001","title":"t","body":"b","done":true,"created":"2026-11-22T09:47:26Z","updated":"2026-11-23T00:00:00+01:00","other":[1,{"x":null}]}"#
        XCTAssertEqual(try draft(line), MemoDraft(
            uuid: "0f8fad5b-d9cb-469f-a165-000000000001", title: "t", body: "b", isDone: true,
            created: Timestamp(iso8601: "2026-11-22T09:47:26Z"), updated: Timestamp(iso8601: "2026-11-22T23:00:00Z")))
    }

    func test_draft_nullOptionalFields_areDefaults() throws {
        XCTAssertEqual(try draft(#"{"title":"t","uuid":null,"body":null,"done":null,"created":null,"updated":null}"#),
                       MemoDraft(title: "t"))
    }

    func test_draft_blankLines_areNil() throws {
        XCTAssertNil(try draft(""))
        XCTAssertNil(try draft("   \t\r"))
    }

    func test_draft_whitespaceAroundObject_isAccepted() throws {
        XCTAssertEqual(try draft(" \t{ \"title\" : \"t\" } \r"), MemoDraft(title: "t"))
    }

    func test_draft_escapes_decoded() throws {
        let parsed = try draft(#"{"title":"a\"b\\c\/d\b\f\n\r\t\u0000\u00e9\u20AC"}"#)
        XCTAssertEqual(parsed?.title, "a\"b\\c/d\u{8}\u{C}\n\r\t\u{0}é€")
    }

    func test_draft_surrogatePair_decodesToOneScalar() throws {
        XCTAssertEqual(try draft(#"{"title":"\ud83d\ude00 \uD83C\uDDEF\uD83C\uDDF5"}"#)?.title, "😀 🇯🇵")
    }

    func test_draft_loneOrBrokenSurrogates_areRejected() {
        for title in [#"\ud83d"#, #"\ude00"#, #"\ud83dx"#, #"\ud83d\u0041"#, #"\ud83d\n"#] {
            assertInterchangeError(try draft("{\"title\":\"\(title)\"}"), isInvalidRecord)
        }
    }

    func test_draft_rawUTF8_isKept() throws {
        XCTAssertEqual(try draft("{\"title\":\"日本 😀 e\u{301}\"}")?.title, "日本 😀 e\u{301}")
    }

    func test_draft_invalidUTF8_isRejected() {
        let cases: [[UInt8]] = [
            Array(#"{"title":""#.utf8) + [0xFF] + Array(#""}"#.utf8),
            Array(#"{"title":"a\n"#.utf8) + [0xC3] + Array(#""}"#.utf8),
            Array(#"{"title":""#.utf8) + [0xC0, 0xAF] + Array(#""}"#.utf8),
            Array(#"{"title":""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}"#.utf8),
        ]
        for bytes in cases {
            assertInterchangeError(try MemoJSON.draft(fromLine: bytes), isInvalidRecord)
        }
    }

    func test_draft_wrongTypes_areRejectedWithReason() {
        assertInterchangeError(try draft(#"{"title":5}"#)) {
            if case .invalidRecord(let reason) = $0 { return reason.contains("\"title\"") && reason.contains("string") }
            return false
        }
        assertThrows(InterchangeError.invalidRecord("a memo needs a \"title\" string"), try draft(#"{"title":null}"#))
        assertThrows(InterchangeError.invalidRecord("a memo needs a \"title\" string"), try draft(#"{"body":"b"}"#))
        assertThrows(InterchangeError.invalidRecord("\"body\" must be a string"), try draft(#"{"title":"t","body":1}"#))
        assertThrows(InterchangeError.invalidRecord("\"uuid\" must be a string"), try draft(#"{"title":"t","uuid":[]}"#))
        assertThrows(InterchangeError.invalidRecord("\"done\" must be true or false"), try draft(#"{"title":"t","done":"yes"}"#))
        assertThrows(InterchangeError.invalidRecord("\"done\" must be true or false"), try draft(#"{"title":"t","done":1}"#))
        assertThrows(InterchangeError.invalidRecord("\"created\" must be a string"), try draft(#"{"title":"t","created":0}"#))
        for notAnObject in [#"["title"]"#, #""title""#, "42", "null"] {
            assertInterchangeError(try draft(notAnObject)) {
                if case .invalidRecord(let reason) = $0 { return reason.hasPrefix("expected a JSON object") }
                return false
            }
        }
    }

    func test_draft_invalidDate_isRejected() {
        for date in ["yesterday", "2026-02-30T00:00:00Z", "2026-11-22T09:47:26", "1700000000"] {
            assertThrows(
                InterchangeError.invalidRecord("\"created\" must be an ISO 8601 time like 2026-11-22T09:47:26Z"),
                try draft("{\"title\":\"t\",\"created\":\"\(date)\"}"))
        }
    }

    func test_draft_malformedJSON_isRejected() {
        let lines = [
            "{", "}", "{\"title\":\"t\"", "{\"title\":\"t\",}", "{title:\"t\"}", "{'title':'t'}",
            "{\"title\":\"t\" \"body\":\"b\"}", "{\"title\":\"unterminated}", "{\"title\":\"t\",\"done\":tru}",
            "{\"title\":\"t\",\"n\":01}", "{\"title\":\"t\",\"n\":1.}", "{\"title\":\"t\",\"n\":-}", "{\"title\":\"t\",\"n\":.5}",
            "{\"title\":\"tab\there\"}", "{\"title\":\"bad \\x escape\"}", "{\"title\":\"\\u12G4\"}", "{\"title\":\"\\u12\"}",
            "{\"title\":\"t\"} // comment", "nul", "{\"title\":\"t\"}\u{0}",
        ]
        for line in lines {
            assertInterchangeError(try draft(line), isInvalidRecord)
        }
    }

    func test_draft_trailingGarbage_isRejected() {
        for line in [#"{"title":"t"} x"#, #"{"title":"t"}{"title":"u"}"#, #"{"title":"t"},"#, #"{"title":"t"}]"#] {
            assertInterchangeError(try draft(line), isInvalidRecord)
        }
    }

    func test_draft_errorMessage_namesTheByte() {
        assertInterchangeError(try draft(#"{"title":"t"} x"#)) {
            guard case .invalidRecord(let reason) = $0 else { return false }
            return reason.hasPrefix("invalid JSON at") && reason.contains("15")
                && reason.hasSuffix("unexpected text after the JSON value")
        }
    }

    func test_draft_tooDeeplyNested_isRejectedNotCrashing() {
        let deep = "{\"title\":\"t\",\"x\":" + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}"
        assertInterchangeError(try draft(deep), isInvalidRecord)
    }

    func test_draft_duplicateKeys_lastWins() throws {
        XCTAssertEqual(try draft(#"{"title":"first","title":"second"}"#)?.title, "second")
    }

    func test_draft_numbersInUnknownKeys_accepted() throws {
        XCTAssertEqual(try draft(#"{"id":-1.5e+10,"n":0,"m":0.25E-3,"title":"t"}"#)?.title, "t")
    }
}
