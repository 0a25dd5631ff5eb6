import XCTest
@testable import MemoStore
import TestSupport

/// The base of every test of the `MemoRepository` contract: each test gets a fresh, empty
/// store as `store`, typed as the protocol, so the same tests run against every engine.
///
/// The store comes from `openRepository(in:)`, SQLite by default; nothing else in a contract
/// suite names an engine. Another engine runs a suite by subclassing it and overriding that
/// one factory. (On Linux, test discovery lists only the methods a class declares itself, and
/// XCTest cannot run one test case twice, so there such a subclass has to declare its tests.)
class RepositoryContractTestCase: XCTestCase {
    /// The store under test.
    var store: MemoRepository!
    /// Holds the test's store files (an engine without files may use its name to tell stores apart).
    private(set) var directory: TemporaryDirectory!

    /// Opens a connection to the test's store in `directory`, creating it empty on first use;
    /// called again with the same directory, it opens the same store.
    class func openRepository(in directory: TemporaryDirectory) throws -> MemoRepository {
        try directory.openSQLite()
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = try TemporaryDirectory()
        store = try Self.openRepository(in: directory)
    }

    override func tearDownWithError() throws {
        // Released, so closed, before its directory goes.
        store = nil
        directory = nil
        try super.tearDownWithError()
    }

    /// Another connection to the same store, as another process would open.
    func openAnother() throws -> MemoRepository {
        try Self.openRepository(in: directory)
    }

    /// Releases `store` (which closes it) and opens the store again.
    func reopen() throws {
        store = nil
        store = try openAnother()
    }

    /// A draft dated in 2020, so a later change is visible in `updated` without waiting.
    func oldDraft(_ title: String, body: String = "", isDone: Bool = false, uuid: String? = nil) -> MemoDraft {
        MemoDraft(
            uuid: uuid, title: title, body: body, isDone: isDone,
            created: Timestamp(secondsSince1970: 1_577_836_800), updated: Timestamp(secondsSince1970: 1_577_923_200))
    }

    /// Every memo of `user`, oldest first, through `exportMemos`.
    func allMemos(of user: User, in repository: MemoRepository? = nil) throws -> [Memo] {
        var memos: [Memo] = []
        try (repository ?? store).exportMemos(for: user) { memos.append($0) }
        return memos
    }
}
