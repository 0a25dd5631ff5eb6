import Foundation
import TestSupport
import XCTest
@testable import MemoInterchange
import MemoStore

final class MemoJSONTests: XCTestCase {
    private typealias F = InterchangeFixtures

    // MARK: - Encoding

    func test_object_plainMemo_isTheDocumentedShapeInKeyOrder() {
        let json = MemoJSON.object(F.memo(id: 1, uuid: "6f1c", title: "Buy milk", body: "2 litres"))

        XCTAssertEqual(
            json,
            #"{"id":1,"uuid":"6f1c","title":"Buy milk","body":"2 litres","done":false,"#
                + #""created":"2026-11-22T09:47:26Z","updated":"2026-11-22T09:47:26Z","#
                + #""due":null,"wait":null,"priority":null,"project":null,"tags":[],"recur":null,"#
                + #""start":null,"scheduled":null,"until":null,"depends":[],"annotations":[],"extra":{},"end":null,"parent":null}"#)
    }

    func test_object_withUrgency_addsItLast_toFourDecimals_andReadingIgnoresIt() throws {
        let memo = F.memo(id: 1, uuid: F.uuid(1), title: "Buy milk", body: "")
        let plain = MemoJSON.object(memo)
        let scored = MemoJSON.object(memo, urgency: 12.514285714)

        XCTAssertEqual(scored, String(plain.dropLast()) + #","urgency":12.5143}"#)
        XCTAssertEqual(MemoJSON.object(memo, urgency: -0.00001), String(plain.dropLast()) + #","urgency":0.0}"#)
        XCTAssertEqual(MemoJSON.array([memo, memo]) { _ in 2 }, "[" + [scored, scored].joined(separator: ",")
            .replacingOccurrences(of: "12.5143", with: "2.0") + "]")
        XCTAssertEqual(try MemoJSON.draft(fromLine: Array(scored.utf8)), try MemoJSON.draft(fromLine: Array(plain.utf8)))
    }

    func test_object_everyField_isWrittenInKeyOrder_tagsSorted() {
        let memo = Memo(
            id: 3, uuid: F.uuid(3), title: "Pay rent", body: "", isDone: false, created: F.time, updated: F.time,
            due: Timestamp(secondsSince1970: F.time.secondsSince1970 + 86_400), wait: F.time, priority: .high,
            project: "home.bills", tags: ["z", "a\"b"], recur: Recurrence(count: 2, unit: .week), start: F.time,
            until: Timestamp(secondsSince1970: F.time.secondsSince1970 + 86_400), depends: [F.uuid(1)],
            annotations: [MemoAnnotation(entry: F.time, description: "a\nb")], extra: ["points": "1.50", "estimate": "\"3h\""])

        XCTAssertTrue(MemoJSON.object(memo).hasSuffix(
            #""due":"2026-11-23T09:47:26Z","wait":"2026-11-22T09:47:26Z","priority":"H","project":"home.bills","#
                + #""tags":["a\"b","z"],"recur":"2w","start":"2026-11-22T09:47:26Z","scheduled":null,"#
                + #""until":"2026-11-23T09:47:26Z","depends":["0f8fad5b-d9cb-469f-a165-000000000001"],"#
                + #""annotations":[{"entry":"2026-11-22T09:47:26Z","description":"a\nb"}],"#
                + #""extra":{"estimate":"3h","points":1.50},"end":null,"parent":null}"#), MemoJSON.object(memo))
    }

    func test_object_doneMemoWithDistinctTimes_writesBoth() {
        let memo = F.memo(isDone: true, updated: Timestamp(secondsSince1970: F.time.secondsSince1970 + 61))

        XCTAssertTrue(MemoJSON.object(memo).contains(#""done":true,"created":"2026-11-22T09:47:26Z","updated":"2026-11-22T09:48:27Z","#))
    }

    func test_object_doneMemo_writesEndAfterExtra() {
        var memo = F.memo(isDone: true, updated: Timestamp(secondsSince1970: F.time.secondsSince1970 + 600))
        memo.end = Timestamp(secondsSince1970: F.time.secondsSince1970 + 61)

        let json = MemoJSON.object(memo)

        XCTAssertTrue(json.hasSuffix(#""extra":{},"end":"2026-11-22T09:48:27Z","parent":null}"#), json)
    }

    func test_object_escapesQuotesBackslashesAndEveryControlCharacter() {
        let title = "say \"hi\" \\ / \n\r\t\u{0}\u{1}\u{8}\u{C}\u{1F}\u{7F}end"

        let json = MemoJSON.object(F.memo(title: title))

        XCTAssertTrue(json.contains(#""title":"say \"hi\" \\ / \n\r\t\u0000\u0001\u0008\u000c\u001f\u007fend""#), json)
    }

    func test_string_escapesEachCharacterThatNeedsIt_atEveryPlaceInAndAcrossEightByteWords() {
        // Eight plain bytes are passed over at a time: what needs an escape must be caught
        // wherever it falls, its neighbours kept, and multi-byte characters across words whole.
        let escapes: [(String, String)] = [
            ("\"", #"\""#), ("\\", #"\\"#), ("\n", #"\n"#), ("\t", #"\t"#), ("\u{0}", #"\u0000"#), ("\u{1F}", #"\u001f"#),
            ("\u{7F}", #"\u007f"#), ("\u{9B}", #"\u009b"#), ("\u{202E}", #"\u202e"#), ("\u{2028}", #"\u2028"#), ("\u{61C}", #"\u061c"#),
            ("é", "é"), ("우유", "우유"), ("🥛", "🥛"), ("\u{A0}", "\u{A0}"), (" ", " "), ("~", "~"), ("!", "!"),
        ]
        for (text, escaped) in escapes {
            for before in 0...17 {
                let head = String(repeating: "a", count: before)
                let tail = String(repeating: "z", count: 17 - before)
                XCTAssertEqual(MemoJSON.string(head + text + tail), "\"" + head + escaped + tail + "\"", "\(escaped) after \(before) bytes")
                XCTAssertEqual(MemoJSON.string(head + text + text + tail), "\"" + head + escaped + escaped + tail + "\"", "twice after \(before)")
            }
        }
        // Every ASCII byte, at each place in a word: escaped exactly when JSON or a terminal needs it.
        for byte in UInt8(0)..<0x80 {
            let character = String(UnicodeScalar(byte))
            let escaped: String
            switch byte {
            case 0x22: escaped = #"\""#
            case 0x5C: escaped = #"\\"#
            case 0x0A: escaped = #"\n"#
            case 0x0D: escaped = #"\r"#
            case 0x09: escaped = #"\t"#
            case ..<0x20, 0x7F: escaped = "\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
            default: escaped = character
            }
            for before in 0..<8 {
                let head = String(repeating: "a", count: before)
                let tail = String(repeating: "z", count: 15 - before)
                XCTAssertEqual(MemoJSON.string(head + character + tail), "\"" + head + escaped + tail + "\"", "byte \(byte) after \(before)")
            }
        }
        XCTAssertEqual(MemoJSON.string(""), #""""#)
        XCTAssertEqual(MemoJSON.string("exactly8"), #""exactly8""#)
        XCTAssertEqual(MemoJSON.string("sixteen-bytes-ok"), #""sixteen-bytes-ok""#)
    }

    func test_object_writesNonASCIIAsUTF8_emojiRTLAndCombining() {
        let title = "🥛 שלום مرحبا e\u{301} 👩‍👩‍👧 \u{A0}\u{2030}"

        let json = MemoJSON.object(F.memo(title: title))

        XCTAssertTrue(json.contains("\"title\":\"\(title)\""), json)
        XCTAssertFalse(json.contains("\\u"), json)
    }

    func test_object_writesC1BidiAndLineSeparators_asUnicodeEscapes_everyField() {
        let unsafe = "a\u{9B}2J\u{80}\u{9F}\u{202E}b\u{202A}\u{2066}\u{2069}\u{2028}\u{2029}\u{200E}\u{200F}\u{61C}é"
        let memo = Memo(id: 1, uuid: unsafe, title: unsafe, body: unsafe, isDone: false, created: F.time, updated: F.time,
                        project: unsafe, tags: [unsafe])
        let escaped = #"a\u009b2J\u0080\u009f\u202eb\u202a\u2066\u2069\u2028\u2029\u200e\u200f\u061cé"#

        let json = MemoJSON.object(memo)

        XCTAssertFalse(json.unicodeScalars.contains { $0.value >= 0x80 && $0.value <= 0x9F || (0x2000...0x206F).contains($0.value) }, json)
        XCTAssertEqual(json.components(separatedBy: escaped).count, 6, json)
        XCTAssertEqual(MemoJSON.string("\u{9B}"), #""\u009b""#)
    }

    func test_object_withTerminalControls_readsBackTheSameText_hereAndInPython() throws {
        let title = "x\u{9B}2J \u{202E}cba \u{2067}\u{2028}\u{85}\u{200F}\u{61C} שלום 🥛 \u{7F}\u{1B}]52;c;eA==\u{7}"
        let memo = F.memo(uuid: F.uuid(1), title: title, body: title + "\n" + title)
        let line = MemoJSON.object(memo)

        let draft = try XCTUnwrap(MemoJSON.draft(fromLine: Array(line.utf8)))
        XCTAssertEqual(Array(draft.title.utf8), Array(title.utf8))
        XCTAssertEqual(Array(draft.body.utf8), Array(memo.body.utf8))

        let python = try runPython(
            "import json,sys; o=json.loads(sys.stdin.read()); sys.stdout.buffer.write((o['title']+'|'+o['body']).encode())",
            input: line)
        XCTAssertEqual(Array(python.utf8), Array((title + "|" + memo.body).utf8))
    }

    func test_object_isValidJSONForFoundation_onTrickyStrings() throws {
        let memo = F.memo(id: 42, uuid: "a\"b", title: "\u{0}\u{1F}🥛\"\\ end", body: "x\ny\u{7F}\u{10FFFF}")

        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(MemoJSON.object(memo).utf8)) as? [String: Any])

        XCTAssertEqual(object["id"] as? Int, 42)
        XCTAssertEqual(object["uuid"] as? String, memo.uuid)
        XCTAssertEqual(object["title"] as? String, memo.title)
        XCTAssertEqual(object["body"] as? String, memo.body)
        XCTAssertEqual(object["done"] as? Bool, false)
    }

    func test_object_whoseEveryStringEscapesAtItsLongest_fitsItsBound_andReadsBack() throws {
        // given: every string made of what escapes longest (a control byte and a C1 or bidi
        // control each become six bytes), the widest id and the latest times
        let worst = String(repeating: "\u{1}\u{85}\u{202E}\"", count: 40)
        let latest = Timestamp(secondsSince1970: .max)
        var memo = Memo(
            id: .min, uuid: worst, title: worst, body: worst, isDone: true, created: latest, updated: latest, due: latest,
            wait: latest, priority: .high, project: worst, tags: [worst, worst + "x"], recur: Recurrence(count: 999, unit: .year),
            start: latest, scheduled: latest, until: latest, depends: [worst, worst + "y"],
            annotations: [MemoAnnotation(entry: latest, description: worst), MemoAnnotation(entry: latest, description: "")],
            extra: [worst: "[1,2]", "k": "\"\(worst.count)\""], end: latest, parent: worst)
        memo.owner = worst
        let urgency = -123_456_789.123_4
        // when
        let json = MemoJSON.object(memo, urgency: urgency)
        // then
        let bound = MemoJSON.upperBound(memo, recur: memo.recur?.description, urgency: "-1.234567891234e+08")
        XCTAssertLessThanOrEqual(json.utf8.count, bound)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual([object["title"] as? String, object["owner"] as? String, object["parent"] as? String], [worst, worst, worst])
        XCTAssertEqual(object["id"] as? Int, Int(Int64.min))
        XCTAssertEqual(object["created"] as? String, "9999-12-31T23:59:59Z")
    }

    func test_array_emptyIsBrackets_andElementsAreJoinedByCommas() {
        let memos = [F.memo(id: 1, title: "a"), F.memo(id: 2, title: "b")]

        XCTAssertEqual(MemoJSON.array([]), "[]")
        XCTAssertEqual(MemoJSON.array(memos), "[" + MemoJSON.object(memos[0]) + "," + MemoJSON.object(memos[1]) + "]")
    }

    func test_append_addsTheSameBytesAsObject() {
        var buffer = Array("prefix".utf8)

        MemoJSON.append(F.memo(title: "é\n"), to: &buffer)

        XCTAssertEqual(buffer, Array(("prefix" + MemoJSON.object(F.memo(title: "é\n"))).utf8))
    }

    func test_string_quotesAndEscapes() {
        XCTAssertEqual(MemoJSON.string("a\"b\u{0}"), #""a\"b\u0000""#)
        XCTAssertEqual(MemoJSON.string(""), #""""#)
    }

    // MARK: - Decoding

    func test_decodeJSONLine_withEscapes_roundTrips() throws {
        let titles = ["plain", "quote \" back \\ slash", "nul \u{0} bell \u{7}", "🥛 שלום", "\n\t leading", "e\u{301}", " "]
        for title in titles {
            let memo = F.memo(uuid: F.uuid(title.count), title: title, body: title + "\r\n" + title, isDone: true,
                              updated: Timestamp(secondsSince1970: 2_000_000_000))

            let draft = try XCTUnwrap(MemoJSON.draft(fromLine: Array(MemoJSON.object(memo).utf8)))

            XCTAssertEqual(draft, MemoDraft(uuid: memo.uuid, title: title, body: memo.body, isDone: true,
                                            created: memo.created, updated: memo.updated), title)
        }
    }

    func test_decodeJSONLine_allEscapes_includingSurrogatePairs() throws {
        let line = #"{"title":"\"\\\/\b\f\n\r\t\u0041\u00e9\u20AC\ud83e\udd5b\u0000"}"#

        let draft = try XCTUnwrap(MemoJSON.draft(fromLine: Array(line.utf8)))

        XCTAssertEqual(draft.title, "\"\\/\u{8}\u{C}\n\r\tAé€🥛\u{0}")
    }

    func test_decodeJSONLine_optionalFieldsDefault_idAndUnknownKeysIgnored() throws {
        let line = #" { "id": 99, "title": "t", "other": [1, -2.5e3, {"a": [null, true, false]}], "uuid": null } "#

        let draft = try XCTUnwrap(MemoJSON.draft(fromLine: Array(line.utf8)))

        XCTAssertEqual(draft, MemoDraft(title: "t"))
    }

    func test_decodeJSONLine_duplicateKey_lastWins() throws {
        let draft = try MemoJSON.draft(fromLine: Array(#"{"title":"first","title":"second"}"#.utf8))

        XCTAssertEqual(draft?.title, "second")
    }

    func test_decodeJSONLine_acceptsOffsetTimesAndConvertsToUTC() throws {
        let draft = try MemoJSON.draft(fromLine: Array(#"{"title":"t","created":"2026-11-22T10:47:26+01:00"}"#.utf8))

        XCTAssertEqual(draft?.created, F.time)
    }

    func test_decodeJSONLine_blankLines_areNil() throws {
        XCTAssertNil(try MemoJSON.draft(fromLine: []))
        XCTAssertNil(try MemoJSON.draft(fromLine: Array(" \t \r".utf8)))
    }

    func test_decodeJSONLine_malformed_failsWithColumnAndReason() {
        let cases: [(String, String)] = [
            (#"{"title":"x""#, "invalid JSON at column 13: unexpected end of input in an object"),
            (#"{"title" "x"}"#, "invalid JSON at column 10: expected ':' after a key"),
            (#"{title:"x"}"#, "invalid JSON at column 2: expected a key in quotes"),
            (#"{"title":"x",}"#, "invalid JSON at column 14: expected a key in quotes"),
            (#"{"title":"x"} {}"#, "invalid JSON at column 15: unexpected text after the JSON value"),
            (#"{"title":'x'}"#, "invalid JSON at column 10: unexpected character"),
            (#"{"title":"x","n":01}"#, "invalid JSON at column 19: bad number (leading zero)"),
            (#"{"title":"x","n":[1,]}"#, "invalid JSON at column 21: trailing comma in an array"),
            (#"{"title":"a\qb"}"#, "invalid JSON at column 12: unknown escape '\\q'"),
            (#"{"title":"\u12"}"#, "invalid JSON at column 13: bad \\u escape (four hex digits needed)"),
            (#"{"title":"\ud83e"}"#, "invalid JSON at column 11: lone surrogate \\ud83e"),
            (#"{"title":"\udd5b"}"#, "invalid JSON at column 11: lone surrogate \\udd5b"),
            ("{\"title\":\"tab\there\"}", "invalid JSON at column 14: control character in a string"),
            (#"{"title":"x","n":nul}"#, "invalid JSON at column 18: unexpected character"),
            (#"{"title":"unterminated"#, "invalid JSON at column 23: unterminated string"),
        ]
        for (line, expected) in cases {
            XCTAssertThrowsError(try MemoJSON.draft(fromLine: Array(line.utf8)), line) { error in
                guard case .invalidRecord(let reason)? = error as? InterchangeError else { return XCTFail("\(error)") }
                XCTAssertTrue(reason.hasPrefix(expected), "\(line)\n got: \(reason)\nwant: \(expected)")
            }
        }
    }

    func test_decodeJSONLine_wrongTypesAndMissingTitle_failWithFieldName() {
        let cases: [(String, String)] = [
            (#"{"body":"no title"}"#, #"a memo needs a "title" string"#),
            (#"{"title":null}"#, #"a memo needs a "title" string"#),
            (#"{"title":7}"#, #""title" must be a string"#),
            (#"{"title":"x","uuid":1}"#, #""uuid" must be a string"#),
            (#"{"title":"x","body":["a"]}"#, #""body" must be a string"#),
            (#"{"title":"x","done":"yes"}"#, #""done" must be true or false"#),
            (#"{"title":"x","done":0}"#, #""done" must be true or false"#),
            (#"{"title":"x","created":"soon"}"#, #""created" must be an ISO 8601 time like 2026-11-22T09:47:26Z"#),
            (#"{"title":"x","updated":2026}"#, #""updated" must be a string"#),
            (#"["title","x"]"#, "expected a JSON object (one memo a line)"),
            (#""just a string""#, "expected a JSON object (one memo a line)"),
        ]
        for (line, expected) in cases {
            XCTAssertThrowsError(try MemoJSON.draft(fromLine: Array(line.utf8)), line) { error in
                XCTAssertEqual(error as? InterchangeError, .invalidRecord(expected), line)
            }
        }
    }

    func test_decodeJSONLine_invalidUTF8_failsNamingTheColumn() {
        let cases: [[UInt8]] = [
            [0xFF],  // never valid
            [0xC3],  // truncated
            [0xC0, 0xAF],  // overlong
            [0xED, 0xA0, 0x80],  // an encoded surrogate
            [0xF4, 0x90, 0x80, 0x80],  // above U+10FFFF
        ]
        for bad in cases {
            let line = Array(#"{"title":"ok"#.utf8) + bad + Array(#""}"#.utf8)
            XCTAssertThrowsError(try MemoJSON.draft(fromLine: line), "\(bad)") { error in
                XCTAssertEqual(error as? InterchangeError, .invalidRecord("invalid JSON at column 13: invalid UTF-8 in a string"), "\(bad)")
            }
        }
        // Outside a string, a non-ASCII byte is simply not JSON.
        XCTAssertThrowsError(try MemoJSON.draft(fromLine: [0xEF, 0xBB, 0xBF] + Array(#"{"title":"x"}"#.utf8)))
    }

    func test_decodeJSONLine_keys_escapedAreTheSameKey_nearMissesAreOthers_invalidUTF8Fails() throws {
        // Keys are told apart by their bytes; one spelled with an escape is still that key.
        let line = #"{"ti\u0074le":"t","bod\u0079":"b","titles":"x","tit":"y","?":1,"":2,"Body":"z"}"#
        let draft = try XCTUnwrap(MemoJSON.draft(fromLine: Array(line.utf8)))
        XCTAssertEqual(draft.title, "t")
        XCTAssertEqual(draft.body, "b")
        for key in MemoJSON.RecordKey.allCases where key != .other {
            XCTAssertEqual(Array(key.rawValue.utf8).withUnsafeBufferPointer { MemoJSON.RecordKey($0) }, key)
        }
        let bad = Array(#"{"title":"t","k"#.utf8) + [0xFF] + Array(#"":1}"#.utf8)
        XCTAssertThrowsError(try MemoJSON.draft(fromLine: bad)) { error in
            XCTAssertEqual(error as? InterchangeError, .invalidRecord("invalid JSON at column 16: invalid UTF-8 in a string"))
        }
    }

    func test_decodeJSONLine_nestingBeyond64_fails_butDepth63Passes() throws {
        func line(depth: Int) -> [UInt8] {
            Array((#"{"title":"x","deep":"# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}").utf8)
        }

        XCTAssertNotNil(try MemoJSON.draft(fromLine: line(depth: 63)))
        XCTAssertThrowsError(try MemoJSON.draft(fromLine: line(depth: 64))) { error in
            guard case .invalidRecord(let reason)? = error as? InterchangeError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.hasSuffix("nested too deeply"), reason)
        }
        XCTAssertThrowsError(try MemoJSON.draft(fromLine: line(depth: 100_000)))
    }

    // MARK: - Private

    /// Runs `python3 -c program` with `input` on stdin and returns its stdout.
    private func runPython(_ program: String, input: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", program]
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        let exit = ProcessExit(of: process)
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        exit.wait()
        XCTAssertEqual(process.terminationStatus, 0)
        return String(decoding: output, as: UTF8.self)
    }
}
