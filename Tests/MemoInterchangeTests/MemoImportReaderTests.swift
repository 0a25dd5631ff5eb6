#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
@testable import MemoInterchange
import MemoStore

final class MemoImportReaderTests: XCTestCase {
    private typealias F = InterchangeFixtures

    func test_next_jsonLines_skipsBlankLines_handlesCRLF_andNamesEachDraftsLine() throws {
        let fd = F.descriptor(for: Array("{\"title\":\"one\"}\r\n\r\n  \n{\"title\":\"two\"}".utf8))
        defer { close(fd) }
        let reader = MemoImportReader(format: .json, descriptor: fd)

        XCTAssertEqual(try reader.next()?.title, "one")
        XCTAssertEqual(reader.lineOfLastDraft, 1)
        XCTAssertEqual(try reader.next()?.title, "two")
        XCTAssertEqual(reader.lineOfLastDraft, 4)
        XCTAssertNil(try reader.next())
        XCTAssertNil(try reader.next())
    }

    func test_next_badJSONLine_failsWithItsLineNumberAndReason() throws {
        let input = "{\"title\":\"ok\"}\n\n{\"title\" \"x\"}\n{\"title\":\"never read\"}\n"
        let fd = F.descriptor(for: Array(input.utf8))
        defer { close(fd) }
        let reader = MemoImportReader(format: .json, descriptor: fd)

        XCTAssertNotNil(try reader.next())
        XCTAssertThrowsError(try reader.next()) { error in
            XCTAssertEqual(error as? InterchangeError, .invalidLine(line: 3, reason: "invalid JSON at column 10: expected ':' after a key"))
            XCTAssertEqual("\(error)", "line 3: invalid JSON at column 10: expected ':' after a key; nothing was imported")
        }
    }

    func test_next_json_anArrayOfMemos_isReadAMemoAtATime_namingTheLineEachStartsOn() throws {
        let input = "\n[ {\"title\":\"one\"},\n  {\"title\":\"two\",\n   \"body\":\"b\"}\n]\n"
        let fd = F.descriptor(for: Array(input.utf8))
        defer { close(fd) }
        let reader = MemoImportReader(format: .json, descriptor: fd)

        XCTAssertEqual(try reader.next()?.title, "one")
        XCTAssertEqual(reader.lineOfLastDraft, 2)
        let second = try reader.next()
        XCTAssertEqual(second?.title, "two")
        XCTAssertEqual(second?.body, "b")
        XCTAssertEqual(reader.lineOfLastDraft, 3)
        XCTAssertNil(try reader.next())
        XCTAssertEqual(reader.notes, [], "the format was given")
    }

    func test_next_json_anArrayOfMemos_namesTheMemoAndTheLineOfEachError() {
        let cases: [(String, InterchangeError)] = [
            ("[{\"title\":\"a\"},\n{\"title\":\"b\",\n\"done\":tru}]", .invalidLine(line: 3, reason: "memo 2: invalid JSON: unexpected character")),
            ("[{\"title\":\"a\"},\n{\"title\":3}]", .invalidLine(line: 2, reason: "memo 2: \"title\" must be a string")),
            ("[{\"title\":\"a\"},\n\"b\"]", .invalidLine(line: 2, reason: "memo 2: expected a memo object")),
            ("[{\"title\":\"a\"}\n{\"title\":\"b\"}]", .invalidLine(line: 2, reason: "invalid JSON: expected ',' or ']' after memo 1")),
            ("[{\"title\":\"a\"},\n", .invalidLine(line: 1, reason: "unexpected end of input in the memo array")),
        ]
        for (input, expected) in cases {
            XCTAssertThrowsError(try F.importAll(.json, Array(input.utf8)), input) { error in
                XCTAssertEqual(error as? InterchangeError, expected, input)
            }
        }
    }

    func test_next_json_anArrayOnOneLine_longerThanALine_isReadAMemoAtATime() throws {
        // `list --json` prints its array on one line, which may be longer than a line is let be.
        let memo = Array(#"{"title":"memo","body":"\#(String(repeating: "x", count: 1_000))"}"#.utf8)
        let count = LineReader.maxLineLength / memo.count + 1
        var file = Array("[".utf8) + memo
        for _ in 1..<count { file += [UInt8(ascii: ",")] + memo }
        file += Array("]".utf8)
        XCTAssertGreaterThan(file.count, LineReader.maxLineLength)

        let drafts = try F.importAll(.json, file)

        XCTAssertEqual(drafts.count, count)
        XCTAssertEqual(drafts.last?.body.count, 1_000)
    }

    func test_next_binaryJunk_failsOnTheFirstLine() {
        let junk: [UInt8] = [0x00, 0xFF, 0x13, 0x37, 0x0A, 0x89, 0x50, 0x4E, 0x47]

        for format in InterchangeFormat.allCases where format != .todotxt {
            XCTAssertThrowsError(try F.importAll(format, junk), "\(format)") { error in
                XCTAssertEqual(F.lineAndReason(error)?.0, 1, "\(format)")
            }
        }
        XCTAssertThrowsError(try F.importAll(.todotxt, junk)) { error in
            XCTAssertEqual(error as? InterchangeError, .invalidLine(line: 1, reason: "invalid UTF-8 in the title"))
        }
    }

    func test_next_todoTxt_invalidUTF8OnLine2_namesIt() {
        let input = Array("fine\n".utf8) + [0x62, 0xC3, 0x0A] + Array("later\n".utf8)

        XCTAssertThrowsError(try F.importAll(.todotxt, input)) { error in
            XCTAssertEqual(error as? InterchangeError, .invalidLine(line: 2, reason: "invalid UTF-8 in the title"))
        }
    }

    func test_next_taskwarriorArray_namesTheLineEachTaskStartsOn() throws {
        let input = "\n[\n{\"description\":\"a\"},\n{\"description\":\"gone\",\"status\":\"deleted\"},\n{\"description\":\"c\"}\n]\n"
        let fd = F.descriptor(for: Array(input.utf8))
        defer { close(fd) }
        let reader = MemoImportReader(format: .taskwarrior, descriptor: fd)

        XCTAssertEqual(try reader.next()?.title, "a")
        XCTAssertEqual(reader.lineOfLastDraft, 3)
        XCTAssertEqual(try reader.next()?.title, "c")
        XCTAssertEqual(reader.lineOfLastDraft, 5)
        XCTAssertNil(try reader.next())
    }

    func test_next_taskwarriorArrayOnOneLine_longerThanALine_isReadATaskAtATime() throws {
        // What `jq -c` makes of a `task export`: one line, here ~6 MB, past LineReader's bound.
        var file: [UInt8] = Array("\u{FEFF}  \n \t\r\n [".utf8)
        let count = 30_000
        for index in 0..<count {
            if index > 0 { file.append(UInt8(ascii: ",")) }
            file += Array(#"{"uuid":"\#(F.uuid(index))","description":"task \#(index) \#(String(repeating: "x", count: 130))"}"#.utf8)
        }
        file += Array("]\n".utf8)
        XCTAssertGreaterThan(file.count, LineReader.maxLineLength)
        let fd = F.descriptor(for: file)
        defer { close(fd) }
        let reader = MemoImportReader(format: .taskwarrior, descriptor: fd)

        var read = 0
        var last: MemoDraft?
        while let draft = try reader.next() {
            read += 1
            last = draft
        }

        XCTAssertEqual(read, count)
        XCTAssertEqual(last?.uuid, F.uuid(count - 1))
        XCTAssertEqual(reader.lineOfLastDraft, 3)
    }

    func test_next_taskwarriorArrayOnOneLine_aTaskOverTheBound_isRefusedNamingIt() {
        let huge = String(repeating: "y", count: JSONArrayReader.maxElementLength)
        let input = #"[{"description":"a"},{"description":"\#(huge)"}]"#

        XCTAssertThrowsError(try F.importAll(.taskwarrior, Array(input.utf8))) { error in
            XCTAssertEqual(error as? InterchangeError,
                           .invalidLine(line: 1, reason: "task 2 is longer than \(JSONArrayReader.maxElementLength) bytes"))
        }
    }

    func test_next_taskwarriorArray_errorNamesTheFileLine() {
        let input = "[\n{\"description\":\"a\"},\n{\"description\":\"b\",\"status\":\"nope\"}\n]\n"

        XCTAssertThrowsError(try F.importAll(.taskwarrior, Array(input.utf8))) { error in
            guard let (line, reason) = F.lineAndReason(error) else { return }
            XCTAssertEqual(line, 3)
            XCTAssertTrue(reason.hasPrefix("task 2: unknown \"status\""), reason)
        }
    }

    func test_next_taskwarriorLineForm_isStreamed_andDeletedFirstTaskSkipped() throws {
        let input = "{\"description\":\"gone\",\"status\":\"deleted\"}\r\n{\"description\":\"b\"}\r\n\r\n{\"description\":\"c\",\"status\":\"completed\"}"

        let drafts = try F.importAll(.taskwarrior, Array(input.utf8))

        XCTAssertEqual(drafts.map(\.title), ["b", "c"])
        XCTAssertEqual(drafts.map(\.isDone), [false, true])
        XCTAssertThrowsError(try F.importAll(.taskwarrior, Array("{\"description\":\"a\"}\n{\"status\":1}\n".utf8))) { error in
            XCTAssertEqual(error as? InterchangeError, .invalidLine(line: 2, reason: "a task needs a \"description\" string"))
        }
    }

    func test_next_largeJSONLinesFile_isReadInBoundedMemory() throws {
        // 50,000 records (~10 MB); the reader's buffer is 64 KiB and lines are handed out one by one.
        var file: [UInt8] = []
        file.reserveCapacity(11_000_000)
        for index in 0..<50_000 {
            MemoJSON.append(F.memo(id: Int64(index), uuid: F.uuid(index), title: "memo \(index)"), to: &file)
            file.append(0x0A)
        }
        let fd = F.descriptor(for: file)
        file = []
        defer { close(fd) }
        let reader = MemoImportReader(format: .json, descriptor: fd)

        var count = 0
        var last: MemoDraft?
        while let draft = try reader.next() {
            count += 1
            last = draft
        }

        XCTAssertEqual(count, 50_000)
        XCTAssertEqual(last?.uuid, F.uuid(49_999))
        XCTAssertEqual(reader.lineOfLastDraft, 50_000)
    }
}
