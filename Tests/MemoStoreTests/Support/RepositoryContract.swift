@testable import MemoStore
import TestSupport

/// The base of every suite of the `MemoRepository` contract: each test takes the engine as its
/// argument (`@Test(arguments: TodoEngine.allCases)`) and calls `begin(on:)` first, which gives
/// it a fresh, empty store as `store`, typed as the protocol; nothing else in a contract suite
/// names an engine. Swift Testing makes a fresh suite instance per test case, so cases running
/// in parallel share nothing: on PostgreSQL each has a store of its own.
class RepositoryContract {
    /// The store under test.
    var store: MemoRepository!
    /// Holds the test's store files.
    private(set) var directory: TemporaryDirectory!
    /// The test's store on PostgreSQL.
    private var postgres: PostgresContractStore?
    /// The engine of this test case.
    private(set) var engine: TodoEngine = .sqlite

    deinit {
        // Released, so closed, before its schema or directory goes.
        store = nil
        postgres = nil
    }

    /// Opens the test case's empty store on `engine`; a suite that prepares more overrides it,
    /// calling super first.
    func begin(on engine: TodoEngine) throws {
        self.engine = engine
        directory = try TemporaryDirectory()
        if engine == .postgresql { postgres = try PostgresContractStore() }
        store = try openAnother()
    }

    /// Another connection to the same store, as another process would open.
    func openAnother() throws -> MemoRepository {
        if let postgres { return try postgres.open() }
        return try directory.openSQLite()
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
