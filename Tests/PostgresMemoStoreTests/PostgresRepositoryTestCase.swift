import MemoStore
import XCTest
@testable import PostgresMemoStore

/// A test case with a store of its own and a repository on it, shaped as the shared contract
/// suite will be: `makeRepository()` is the one place that knows the engine.
class PostgresRepositoryTestCase: XCTestCase {
    var schema: PostgresTestSchema!
    var store: PostgresMemoRepository!
    var user: User!

    /// A new repository on the test's schema.
    func makeRepository() throws -> PostgresMemoRepository {
        try schema.open()
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        schema = try PostgresTestSchema(migrated: true)
        store = try makeRepository()
        user = try store.logIn(userName: "alice")
    }

    override func tearDownWithError() throws {
        store?.close()
        store = nil
        schema = nil
        try super.tearDownWithError()
    }

    /// A draft dated in 2020, so a later change is visible in `updated`.
    func oldDraft(_ title: String, body: String = "", isDone: Bool = false, uuid: String? = nil) -> MemoDraft {
        MemoDraft(uuid: uuid, title: title, body: body, isDone: isDone,
                  created: Timestamp(secondsSince1970: 1_577_836_800), updated: Timestamp(secondsSince1970: 1_577_923_200))
    }

    /// Every memo of `user`, oldest first, through `exportMemos`.
    func allMemos(of user: User, in repository: PostgresMemoRepository? = nil) throws -> [Memo] {
        var memos: [Memo] = []
        try (repository ?? store).exportMemos(for: user) { memos.append($0) }
        return memos
    }

    /// Asserts `expression` throws exactly `expected`.
    func assertThrows<T>(
        _ expected: MemoStoreError, _ expression: @autoclosure () throws -> T, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try expression(), file: file, line: line) {
            XCTAssertEqual($0 as? MemoStoreError, expected, file: file, line: line)
        }
    }

    /// Asserts `expression` throws a `MemoStoreError` whose description contains `text`.
    func assertStoreError<T>(
        _ expression: @autoclosure () throws -> T, contains text: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try expression(), file: file, line: line) {
            XCTAssertTrue(String(describing: $0).contains(text), "\($0)", file: file, line: line)
            XCTAssertNotNil($0 as? MemoStoreError, file: file, line: line)
        }
    }
}
