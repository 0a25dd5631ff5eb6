import Foundation
import XCTest
@testable import MemoStore

/// The one temporary-store helper: a fresh directory under the system's temporary directory
/// for a test's store files, removed with everything in it when the value is released. Hold
/// it for as long as a store in it is open, so no test runs on an unlinked file.
final class TemporaryDirectory {
    let url: URL

    var path: String { url.path }

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("memostore-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The path of `name` inside the directory (not created).
    func file(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// The bytes of the file at `path`.
    func bytes(of path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// The permission bits of the file or directory at `path`.
    func permissions(of path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }
}

/// Asserts that `expression` throws exactly `expected`.
func assertThrows<T, E: Error & Equatable>(
    _ expected: E, _ expression: @autoclosure () throws -> T,
    file: StaticString = #filePath, line: UInt = #line
) {
    do {
        let value = try expression()
        XCTFail("expected \(expected) to be thrown, got \(value)", file: file, line: line)
    } catch let error as E {
        XCTAssertEqual(error, expected, file: file, line: line)
    } catch {
        XCTFail("expected \(expected), got \(error)", file: file, line: line)
    }
}

/// Asserts that `expression` throws a `MemoStoreError` for which `matches` is true.
func assertStoreError<T>(
    _ expression: @autoclosure () throws -> T, file: StaticString = #filePath, line: UInt = #line,
    _ matches: (MemoStoreError) -> Bool
) {
    do {
        let value = try expression()
        XCTFail("expected a MemoStoreError, got \(value)", file: file, line: line)
    } catch let error as MemoStoreError {
        XCTAssertTrue(matches(error), "unexpected \(error)", file: file, line: line)
    } catch {
        XCTFail("expected a MemoStoreError, got \(error)", file: file, line: line)
    }
}

/// Feeds `drafts` to `importMemos` one at a time.
func draftFeed(_ drafts: [MemoDraft]) -> () throws -> MemoDraft? {
    var iterator = drafts.makeIterator()
    return { iterator.next() }
}
