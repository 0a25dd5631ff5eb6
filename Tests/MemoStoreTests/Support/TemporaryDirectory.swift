import Foundation
import XCTest
@testable import MemoStore

/// A fresh directory under the system's temporary directory, removed with everything in it
/// when the value is released.
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

/// A test case with a temporary directory and one store file in it, opened as `store`.
class StoreTestCase: XCTestCase {
    var directory: TemporaryDirectory!
    var store: SQLiteMemoRepository!
    var storePath: String { directory.file("memos.sqlite") }

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = try TemporaryDirectory()
        store = try SQLiteMemoRepository(path: storePath)
    }

    override func tearDownWithError() throws {
        store?.close()
        store = nil
        directory = nil
        try super.tearDownWithError()
    }

    /// Another connection to the same file; the caller closes it.
    func openAnother() throws -> SQLiteMemoRepository {
        try SQLiteMemoRepository(path: storePath)
    }

    /// Closes `store` and opens the file again.
    func reopen() throws {
        store.close()
        store = try SQLiteMemoRepository(path: storePath)
    }

    /// A draft dated in 2020, so a later change is visible in `updated` without waiting.
    func oldDraft(_ title: String, body: String = "", isDone: Bool = false, uuid: String? = nil) -> MemoDraft {
        MemoDraft(
            uuid: uuid, title: title, body: body, isDone: isDone,
            created: Timestamp(secondsSince1970: 1_577_836_800), updated: Timestamp(secondsSince1970: 1_577_923_200))
    }

    /// Every memo of `user`, oldest first, through `exportMemos`.
    func allMemos(of user: User, in repository: SQLiteMemoRepository? = nil) throws -> [Memo] {
        var memos: [Memo] = []
        try (repository ?? store).exportMemos(for: user) { memos.append($0) }
        return memos
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
