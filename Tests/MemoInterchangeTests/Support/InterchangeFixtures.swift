#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import XCTest
@testable import MemoInterchange
import MemoStore

/// Shared helpers of the interchange tests: memos, temporary files as descriptors, errors.
enum InterchangeFixtures {
    /// 2026-11-22T09:47:26Z.
    static let time = Timestamp(secondsSince1970: 1_795_340_846)

    static func memo(
        id: Int64 = 1, uuid: String = "u-1", title: String = "Buy milk", body: String = "",
        isDone: Bool = false, created: Timestamp = time, updated: Timestamp = time
    ) -> Memo {
        Memo(id: id, uuid: uuid, title: title, body: body, isDone: isDone, created: created, updated: updated)
    }

    /// A lower-case UUID whose last group is `n`.
    static func uuid(_ n: Int) -> String {
        let digits = String(n, radix: 16)
        return "0f8fad5b-d9cb-469f-a165-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
    }

    /// A read-only descriptor on a temporary, already unlinked file holding `bytes`; the caller closes it.
    static func descriptor(for bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        var template = Array("/tmp/interchange-test-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        XCTAssertGreaterThanOrEqual(fd, 0, "mkstemp", file: file, line: line)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            XCTAssertGreaterThan(count, 0, "write", file: file, line: line)
            if count <= 0 { break }
            written += count
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        lseek(fd, 0, SEEK_SET)
        return fd
    }

    /// Every draft `format` (nil: told from the content) reads from `text`, closing the descriptor afterwards.
    static func importAll(_ format: InterchangeFormat?, _ bytes: [UInt8], timeZone: LocalTimeZone = .utc) throws -> [MemoDraft] {
        let fd = descriptor(for: bytes)
        defer { close(fd) }
        return try drafts(of: MemoImportReader(format: format, descriptor: fd, timeZone: timeZone))
    }

    /// Every draft `reader` hands out, to its end.
    static func drafts(of reader: MemoImportReader) throws -> [MemoDraft] {
        var drafts: [MemoDraft] = []
        while let draft = try reader.next() { drafts.append(draft) }
        return drafts
    }

    /// The line and reason of an `InterchangeError.invalidLine`, or a failure.
    static func lineAndReason(_ error: Error, file: StaticString = #filePath, line: UInt = #line) -> (Int, String)? {
        guard case .invalidLine(let number, let reason)? = error as? InterchangeError else {
            XCTFail("expected InterchangeError.invalidLine, got \(error)", file: file, line: line)
            return nil
        }
        return (number, reason)
    }
}

/// Asserts that `expression` throws an `InterchangeError` for which `matches` is true.
func assertInterchangeError<T>(
    _ expression: @autoclosure () throws -> T, file: StaticString = #filePath, line: UInt = #line,
    _ matches: (InterchangeError) -> Bool
) {
    do {
        let value = try expression()
        XCTFail("expected an InterchangeError, got \(String(describing: value))", file: file, line: line)
    } catch let error as InterchangeError {
        XCTAssertTrue(matches(error), "unexpected \(error)", file: file, line: line)
    } catch {
        XCTFail("expected an InterchangeError, got \(error)", file: file, line: line)
    }
}
