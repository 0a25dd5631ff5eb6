#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
@testable import MemoInterchange
import MemoStore

/// Drafts read on a thread of their own come out as the reader gives them: in order, each with
/// its line, an error where the input has it, and the reader free again once it is finished.
final class DraftReadAheadTests: XCTestCase {
    private typealias F = InterchangeFixtures

    func test_next_handsOutEveryDraftInOrder_withItsLine_acrossManyChunks() throws {
        // given more drafts than fit in the chunks read ahead, and blank lines between some
        let count = DraftReadAhead.chunkSize * (DraftReadAhead.chunksAhead + 3) + 17
        let input = (0..<count).map { "{\"title\":\"memo \($0)\"}\n" + ($0 % 100 == 0 ? "\n" : "") }.joined()
        let fd = F.descriptor(for: Array(input.utf8))
        defer { close(fd) }
        let expected = try Self.readDirectly(input)
        let reader = MemoImportReader(format: .json, descriptor: fd)
        // when
        let ahead = DraftReadAhead(reader: reader, lineBefore: reader.lineOfLastDraft)
        var read: [(String, Int)] = []
        while let draft = try ahead.next() { read.append((draft.title, ahead.lineOfLastDraft)) }
        ahead.finish()
        // then
        XCTAssertEqual(read.map(\.0), expected.map(\.0))
        XCTAssertEqual(read.map(\.1), expected.map(\.1))
        XCTAssertEqual(read.count, count)
        XCTAssertNil(try ahead.next())
    }

    func test_next_throwsTheReadersError_onlyAfterEveryDraftBeforeIt() throws {
        let good = DraftReadAhead.chunkSize + 3
        let input = (0..<good).map { "{\"title\":\"memo \($0)\"}\n" }.joined() + "{\"title\" \"x\"}\n{\"title\":\"never\"}\n"
        let fd = F.descriptor(for: Array(input.utf8))
        defer { close(fd) }
        let reader = MemoImportReader(format: .json, descriptor: fd)
        let ahead = DraftReadAhead(reader: reader, lineBefore: 0)
        defer { ahead.finish() }
        var titles: [String] = []
        XCTAssertThrowsError(try { while let draft = try ahead.next() { titles.append(draft.title) } }()) { error in
            XCTAssertEqual(error as? InterchangeError, .invalidLine(line: good + 1, reason: "invalid JSON at column 10: expected ':' after a key"))
        }
        XCTAssertEqual(titles.count, good)
        XCTAssertEqual(titles.last, "memo \(good - 1)")
        XCTAssertEqual(ahead.lineOfLastDraft, good)
    }

    func test_finish_beforeTheEnd_stopsTheThread_andTheReaderGoesOnWhereItStopped() throws {
        // given a reader whose read-ahead was stopped after one draft
        let count = DraftReadAhead.chunkSize * (DraftReadAhead.chunksAhead + 4)
        let input = (0..<count).map { "{\"title\":\"memo \($0)\"}\n" }.joined()
        let fd = F.descriptor(for: Array(input.utf8))
        defer { close(fd) }
        let reader = MemoImportReader(format: .json, descriptor: fd)
        let ahead = DraftReadAhead(reader: reader, lineBefore: 0)
        XCTAssertEqual(try ahead.next()?.title, "memo 0")
        // when
        ahead.finish()
        // then the thread no longer reads: the reader is where it stopped, short of the end
        let stoppedAt = reader.lineOfLastDraft
        XCTAssertEqual(try reader.next()?.title, "memo \(stoppedAt)")
        XCTAssertLessThan(stoppedAt, count)
        XCTAssertGreaterThanOrEqual(stoppedAt, 1)
    }

    // MARK: - Private

    /// Every draft's title and line, read without a thread.
    private static func readDirectly(_ input: String) throws -> [(String, Int)] {
        let fd = F.descriptor(for: Array(input.utf8))
        defer { close(fd) }
        let reader = MemoImportReader(format: .json, descriptor: fd)
        var read: [(String, Int)] = []
        while let draft = try reader.next() { read.append((draft.title, reader.lineOfLastDraft)) }
        return read
    }
}
