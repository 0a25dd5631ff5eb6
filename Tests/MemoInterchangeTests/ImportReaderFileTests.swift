import Foundation
import XCTest
@testable import MemoInterchange
import MemoStore
import TestSupport

/// `MemoImportReader` and `LineReader` over pipes and files.
final class ImportReaderFileTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory = nil
        super.tearDown()
    }

    /// Every draft the reader yields from `bytes` written to a temporary file, with the line of each.
    private func readFile(_ bytes: [UInt8], as format: InterchangeFormat) throws -> [(MemoDraft, Int)] {
        let path = directory.file("import-\(UUID().uuidString)")
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let reader = MemoImportReader(format: format, descriptor: handle.fileDescriptor)
        var result: [(MemoDraft, Int)] = []
        while let draft = try reader.next() {
            result.append((draft, reader.lineOfLastDraft))
        }
        return result
    }

    private func readFile(_ text: String, as format: InterchangeFormat) throws -> [(MemoDraft, Int)] {
        try readFile(Array(text.utf8), as: format)
    }

    /// Every draft the reader yields from `bytes` written into a pipe by another thread.
    private func readPipe(_ bytes: [UInt8], as format: InterchangeFormat) throws -> [MemoDraft] {
        let pipe = Pipe()
        let writer = pipe.fileHandleForWriting
        let data = Data(bytes)
        let thread = Thread {
            writer.write(data)
            try? writer.close()
        }
        thread.start()
        let reader = MemoImportReader(format: format, descriptor: pipe.fileHandleForReading.fileDescriptor)
        var result: [MemoDraft] = []
        while let draft = try reader.next() {
            result.append(draft)
        }
        try? pipe.fileHandleForReading.close()
        return result
    }

    // MARK: - JSON Lines

    func test_json_file_readsEveryRecordWithItsLine_skippingBlankLines() throws {
        let text = "{\"title\":\"one\"}\n\n{\"title\":\"two\",\"done\":true}\n   \n{\"title\":\"three\"}\n"
        let result = try readFile(text, as: .json)
        XCTAssertEqual(result.map(\.0.title), ["one", "two", "three"])
        XCTAssertEqual(result.map(\.1), [1, 3, 5])
        XCTAssertEqual(result[1].0.isDone, true)
    }

    func test_json_CRLFAndNoFinalNewline_areAccepted() throws {
        let result = try readFile("{\"title\":\"one\"}\r\n{\"title\":\"two\"}\r\n{\"title\":\"three\"}", as: .json)
        XCTAssertEqual(result.map(\.0.title), ["one", "two", "three"])
        XCTAssertEqual(result.map(\.1), [1, 2, 3])
    }

    func test_json_badLine_errorNamesTheLine() {
        let text = "{\"title\":\"one\"}\n\n{\"title\":\"two\"}\n{\"title\":42}\n{\"title\":\"five\"}\n"
        assertInterchangeError(try readFile(text, as: .json)) {
            if case .invalidLine(line: 4, let reason) = $0 { return reason.contains("\"title\"") }
            return false
        }
    }

    func test_json_badLastLineWithoutNewline_errorNamesTheLine() {
        assertInterchangeError(try readFile("{\"title\":\"one\"}\n{\"title\":", as: .json)) {
            if case .invalidLine(line: 2, _) = $0 { return true }
            return false
        }
    }

    func test_json_invalidUTF8_errorNamesTheLine() {
        let bytes = Array("{\"title\":\"ok\"}\n{\"title\":\"".utf8) + [0xFE, 0xFF] + Array("\"}\n".utf8)
        assertInterchangeError(try readFile(bytes, as: .json)) {
            if case .invalidLine(line: 2, let reason) = $0 { return reason.contains("invalid UTF-8") }
            return false
        }
    }

    func test_json_emptyFile_yieldsNothing() throws {
        XCTAssertTrue(try readFile("", as: .json).isEmpty)
        XCTAssertTrue(try readFile("\n\n\r\n", as: .json).isEmpty)
    }

    func test_json_pipe_readsEveryRecord() throws {
        let text = (1...3).map { "{\"title\":\"pipe \($0)\"}" }.joined(separator: "\n")
        XCTAssertEqual(try readPipe(Array(text.utf8), as: .json).map(\.title), ["pipe 1", "pipe 2", "pipe 3"])
    }

    func test_json_pipe_largerThanTheBuffer_linesSplitAcrossReads() throws {
        // Well over the reader's 64 KiB buffer, so lines straddle reads.
        let text = (1...3_000).map { "{\"title\":\"memo number \($0)\",\"body\":\"\(String(repeating: "b", count: $0 % 97))\"}" }
            .joined(separator: "\r\n") + "\r\n"
        let drafts = try readPipe(Array(text.utf8), as: .json)
        XCTAssertEqual(drafts.count, 3_000)
        XCTAssertEqual(drafts.last?.title, "memo number 3000")
        XCTAssertEqual(drafts[1_499].body.count, 1_500 % 97)
    }

    // MARK: - todo.txt

    func test_todotxt_file_readsLinesWithNumbers() throws {
        let text = "2026-11-27 first uuid:0f8fad5b-d9cb-469f-a165-000000000001\r\n\r\nx 2026-11-29 2026-11-27 second\n(A) third body:x%20y"
        let result = try readFile(text, as: .todotxt)
        XCTAssertEqual(result.map(\.0.title), ["first", "second", "third"])
        XCTAssertEqual(result.map(\.1), [1, 3, 4])
        XCTAssertEqual(result[2].0.body, "x y")
    }

    func test_todotxt_invalidUTF8_errorNamesTheLine() {
        let bytes = Array("ok\nalso ok\nbad ".utf8) + [0xC3, 0x28] + Array("\n".utf8)
        assertInterchangeError(try readFile(bytes, as: .todotxt)) {
            if case .invalidLine(line: 3, let reason) = $0 { return reason.contains("invalid UTF-8") }
            return false
        }
    }

    func test_todotxt_lineWithoutTitle_errorNamesTheLine() {
        assertThrows(InterchangeError.invalidLine(line: 2, reason: "a todo.txt line needs text after its dates"),
                     try readFile("fine\n2026-11-27 uuid:0f8fad5b-d9cb-469f-a165-000000000001\nalso fine\n", as: .todotxt))
    }

    func test_todotxt_pipe() throws {
        XCTAssertEqual(try readPipe(Array("a\nb\n".utf8), as: .todotxt).map(\.title), ["a", "b"])
    }

    // MARK: - Taskwarrior

    func test_taskwarrior_file_countsTasks() throws {
        let text = "[{\"description\":\"a\"},\n{\"description\":\"b\"},\n{\"description\":\"gone\",\"status\":\"deleted\"}]\n"
        let result = try readFile(text, as: .taskwarrior)
        XCTAssertEqual(result.map(\.0.title), ["a", "b"])
        XCTAssertEqual(result.map(\.1), [1, 2])
    }

    func test_taskwarrior_pipe_oneObjectALine() throws {
        let text = "{\"description\":\"a\"}\n{\"description\":\"b\",\"status\":\"completed\"}"
        let drafts = try readPipe(Array(text.utf8), as: .taskwarrior)
        XCTAssertEqual(drafts.map(\.title), ["a", "b"])
        XCTAssertEqual(drafts.map(\.isDone), [false, true])
    }

    // MARK: - Into the store

    func test_readerFeedingImport_badLineImportsNothing() throws {
        let store = try directory.openSQLite()
        defer { store.close() }
        let user = try store.logIn(userName: "alice")
        let path = directory.file("in.jsonl")
        XCTAssertTrue(FileManager.default.createFile(
            atPath: path, contents: Data("{\"title\":\"a\"}\n{\"title\":\"b\"}\n{oops}\n".utf8)))
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let reader = MemoImportReader(format: .json, descriptor: handle.fileDescriptor)
        assertInterchangeError(try store.importMemos(for: user, from: reader.next)) {
            if case .invalidLine(line: 3, _) = $0 { return true }
            return false
        }
        XCTAssertEqual(try store.counts(for: user).total, 0)
    }

    // MARK: - LineReader

    func test_lineReader_lineNumbersAndLastLineWithoutNewline() throws {
        let path = directory.file("lines")
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("a\r\n\nb\rc\nlast".utf8)))
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let reader = LineReader(descriptor: handle.fileDescriptor)
        var lines: [String] = []
        while let line = try reader.nextLine() {
            lines.append(String(decoding: line, as: UTF8.self))
            XCTAssertEqual(reader.lineNumber, lines.count)
        }
        XCTAssertEqual(lines, ["a", "", "b\rc", "last"])
        XCTAssertNil(try reader.nextLine())
    }

    func test_lineReader_lineAtTheLimit_isAccepted() throws {
        let path = directory.file("long")
        let line = [UInt8](repeating: 0x61, count: LineReader.maxLineLength)
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(line + [0x0A] + Array("next".utf8))))
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let reader = LineReader(descriptor: handle.fileDescriptor)
        XCTAssertEqual(try reader.nextLine()?.count, LineReader.maxLineLength)
        XCTAssertEqual(try reader.nextLine(), Array("next".utf8))
    }

    func test_lineReader_lineOverTheLimitEndingInNewline_isRejected() throws {
        // given: a line a few bytes longer than the limit, so its newline arrives in the read that crosses it
        let path = directory.file("toolong")
        let line = [UInt8](repeating: 0x61, count: LineReader.maxLineLength + 100)
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(line + [0x0A])))
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let reader = LineReader(descriptor: handle.fileDescriptor)
        // when / then
        assertThrows(InterchangeError.invalidLine(line: 1, reason: "longer than \(LineReader.maxLineLength) bytes"),
                     try reader.nextLine())
    }

    func test_lineReader_lastLineOverTheLimitWithoutNewline_isRejected() throws {
        let path = directory.file("toolong-last")
        let line = [UInt8](repeating: 0x61, count: LineReader.maxLineLength + 100)
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(Array("short\n".utf8) + line)))
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let reader = LineReader(descriptor: handle.fileDescriptor)
        XCTAssertEqual(try reader.nextLine(), Array("short".utf8))
        assertThrows(InterchangeError.invalidLine(line: 2, reason: "longer than \(LineReader.maxLineLength) bytes"),
                     try reader.nextLine())
    }

    func test_lineReader_closedDescriptor_throwsInvalidLine() {
        let reader = LineReader(descriptor: -1)
        assertInterchangeError(try reader.nextLine()) {
            if case .invalidLine(line: 1, _) = $0 { return true }
            return false
        }
    }
}
