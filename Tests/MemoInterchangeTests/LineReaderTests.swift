#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
@testable import MemoInterchange
import MemoStore

final class LineReaderTests: XCTestCase {
    private typealias F = InterchangeFixtures

    private func lines(of bytes: [UInt8]) throws -> [(Int, [UInt8])] {
        let fd = F.descriptor(for: bytes)
        defer { close(fd) }
        let reader = LineReader(descriptor: fd)
        var lines: [(Int, [UInt8])] = []
        while let line = try reader.nextLine() { lines.append((reader.lineNumber, line)) }
        return lines
    }

    func test_nextLine_splitsOnLF_dropsCRBeforeIt_andNumbersFromOne() throws {
        let read = try lines(of: Array("one\r\ntwo\n\nfour\r\n".utf8))

        XCTAssertEqual(read.map(\.0), [1, 2, 3, 4])
        XCTAssertEqual(read.map { String(decoding: $0.1, as: UTF8.self) }, ["one", "two", "", "four"])
    }

    func test_nextLine_lastLineWithoutNewline_isReturned_evenIfItEndsInCR() throws {
        XCTAssertEqual(try lines(of: Array("a\nb".utf8)).map(\.1), [Array("a".utf8), Array("b".utf8)])
        XCTAssertEqual(try lines(of: Array("a\nb\r".utf8)).map(\.1), [Array("a".utf8), Array("b".utf8)])
        XCTAssertEqual(try lines(of: Array("a\n".utf8)).count, 1)
        XCTAssertEqual(try lines(of: []).count, 0)
        XCTAssertEqual(try lines(of: Array("\n".utf8)).map(\.1), [[]])
    }

    func test_nextLine_skipsAByteOrderMarkOnlyAtTheStart() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

        XCTAssertEqual(try lines(of: bom + Array("a\n".utf8) + bom + Array("b".utf8)).map(\.1), [Array("a".utf8), bom + Array("b".utf8)])
    }

    func test_nextLine_linesLongerThanTheBuffer_andManyLines_areReadWhole() throws {
        let long = [UInt8](repeating: UInt8(ascii: "z"), count: 200_000)
        var input: [UInt8] = []
        for index in 0..<50_000 { input += Array("line \(index)\n".utf8) }
        input += long + [0x0D, 0x0A] + Array("end".utf8)

        let read = try lines(of: input)

        XCTAssertEqual(read.count, 50_002)
        XCTAssertEqual(read[49_999].1, Array("line 49999".utf8))
        XCTAssertEqual(read[50_000].1, long)
        XCTAssertEqual(read[50_001].0, 50_002)
    }

    func test_nextLine_overTheLimit_failsNamingTheLine() throws {
        let input = Array("ok\n".utf8) + [UInt8](repeating: 0x41, count: LineReader.maxLineLength + 1)
        let fd = F.descriptor(for: input)
        defer { close(fd) }
        let reader = LineReader(descriptor: fd)

        XCTAssertEqual(try reader.nextLine(), Array("ok".utf8))
        XCTAssertThrowsError(try reader.nextLine()) { error in
            XCTAssertEqual(error as? InterchangeError, .invalidLine(line: 2, reason: "longer than \(LineReader.maxLineLength) bytes"))
        }
    }

    func test_nextString_invalidUTF8_failsNamingTheLine() throws {
        let fd = F.descriptor(for: Array("fine é\n".utf8) + [0x62, 0x61, 0x64, 0xFF, 0x0A])
        defer { close(fd) }
        let reader = LineReader(descriptor: fd)

        XCTAssertEqual(try reader.nextString(), "fine é")
        XCTAssertThrowsError(try reader.nextString()) { error in
            XCTAssertEqual(error as? InterchangeError, .invalidLine(line: 2, reason: "invalid UTF-8"))
        }
    }

    func test_nextLine_unreadableDescriptor_failsWithTheSystemReason() {
        let reader = LineReader(descriptor: -1)

        XCTAssertThrowsError(try reader.nextLine()) { error in
            guard let (line, reason) = F.lineAndReason(error) else { return }
            XCTAssertEqual(line, 1)
            XCTAssertTrue(reason.hasPrefix("cannot read: "), reason)
        }
    }

}
