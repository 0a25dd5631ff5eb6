import Foundation
import MemoStore
import MemoSync
@testable import PostgresMemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// A hub on the test server (`TODO_TEST_POSTGRES_URI`) from `PostgresPooledSchema`, migrated and
/// empty (or, for a test that migrates it itself, an empty schema dropped with everything in it
/// when released), and SQLite replicas in a temporary directory. Threads share
/// it only to open stores of their own (`hub()`, `replica(_:)`); its administrator connection
/// is used by the test's own thread alone.
final class SyncTestStores: @unchecked Sendable {
    let hubURI: String
    let directory: TemporaryDirectory

    /// `migrated: false` leaves the hub's schema empty, for a test that migrates it to a version.
    init(migrated: Bool = true) throws {
        let server = ProcessInfo.processInfo.environment["TODO_TEST_POSTGRES_URI"] ?? ""
        try Prerequisite.require(!server.isEmpty, "no PostgreSQL server: set TODO_TEST_POSTGRES_URI (as .ci/run does) to run these tests")
        let admin = try PostgresConnection(connectionString: server)
        pooled = try PostgresPooledSchema(run: { let rows = try admin.execute($0); return rows.rowCount == 0 ? nil : rows.optionalString(0, 0) }, migrate: migrated ? {
            try PostgresMemoRepository(connectionString: PostgresPooledSchema.uri(server, schema: $0)).close()
        } : nil)
        self.admin = admin
        schema = pooled.name
        hubURI = PostgresPooledSchema.uri(server, schema: schema)
        directory = try TemporaryDirectory()
    }

    /// A new connection to the hub.
    func hub() throws -> PostgresMemoRepository {
        try PostgresMemoRepository(connectionString: hubURI, timeouts: .sync)
    }

    /// The replica file `name`, opened (made on first use).
    func replica(_ name: String) throws -> SQLiteMemoRepository {
        try SQLiteMemoRepository(path: directory.path + "/" + name + ".sqlite")
    }

    /// Runs SQL as the administrator in the hub's schema.
    @discardableResult
    func hubSQL(_ sql: String) throws -> PostgresResult {
        try admin.execute("SET search_path TO \(schema)")
        return try admin.execute(sql)
    }

    /// Runs a script of several statements as the administrator in the hub's schema.
    func hubScript(_ sql: String) throws {
        try admin.execute("SET search_path TO \(schema)")
        try admin.executeScript(sql)
    }

    private let admin: PostgresConnection
    private let schema: String
    private let pooled: PostgresPooledSchema
}

/// One machine of a test: a replica file, its user, and syncs with the hub.
final class TestMachine {
    let store: SQLiteMemoRepository
    let user: User
    let stores: SyncTestStores
    /// What the machine calls itself at the hub (`SyncSession`'s `machine`): its file's name
    /// unless a test renames it.
    var name: String

    init(_ name: String, user: String = "alice", in stores: SyncTestStores) throws {
        self.stores = stores
        self.name = name
        store = try stores.replica(name)
        self.user = try store.logIn(userName: user)
    }

    @discardableResult
    func sync(at time: Timestamp = .now()) throws -> SyncReport {
        let hub = try stores.hub()
        defer { hub.close() }
        let remote = try store.remember(url: "hub", for: user)
        return try SyncSession(replica: store, hub: hub, remote: remote, user: user, machine: name).run(at: time)
    }

    @discardableResult
    func add(_ title: String, _ edit: (inout MemoDraft) -> Void = { _ in }) throws -> Memo {
        var draft = MemoDraft(title: title)
        edit(&draft)
        return try store.create(draft, for: user)
    }

    /// Says `field` of the memo `id` last changed here at `time`, and the memo then too when
    /// `memoToo` (a test cannot wait seconds between edits).
    func stamp(_ id: Int64, _ field: MemoField, at time: Timestamp, memoToo: Bool = true) throws {
        try store.connection.run(
            "UPDATE memo_stamps SET time = ? WHERE memo_id = ? AND field = ?", [.integer(time.secondsSince1970), .integer(id), .text(field.name)])
        guard store.connection.changes == 1 else { throw MemoStoreError.invalidField(name: field.name, reason: "has no stamp") }
        if memoToo { try store.connection.run("UPDATE memos SET updated = ? WHERE id = ?", [.integer(time.secondsSince1970), .integer(id)]) }
    }

    /// This machine's identity at the hub.
    func replicaIdentity() throws -> String {
        try store.remember(url: "hub", for: user).replica
    }

    func memo(_ id: Int64) throws -> Memo {
        try store.memo(id: id, for: user)
    }

    func memo(uuid: String) throws -> Memo? {
        guard let id = try store.memoIDs(uuids: [uuid], for: user)[uuid] else { return nil }
        return try store.memo(id: id, for: user)
    }

    /// Every memo, by uuid, ids aside: what two machines must agree on.
    func contents() throws -> [String: Memo] {
        var memos: [String: Memo] = [:]
        try store.exportMemos(for: user) { memos[$0.uuid] = $0.withID(0) }
        return memos
    }
}

/// The hub's memos of `user`, by uuid, ids aside.
func hubContents(_ stores: SyncTestStores, user: String = "alice") throws -> [String: Memo] {
    let hub = try stores.hub()
    defer { hub.close() }
    let owner = try hub.logIn(userName: user)
    var memos: [String: Memo] = [:]
    try hub.exportMemos(for: owner) { memos[$0.uuid] = $0.withID(0) }
    return memos
}

/// A hub, a desktop and a laptop, and a memo made on the desktop (`memo`) that both have
/// synced (the laptop's copy is `there`).
func twoMachinesSharingAMemo() throws -> (SyncTestStores, TestMachine, TestMachine, Memo, Memo) {
    let stores = try SyncTestStores()
    let desktop = try TestMachine("desktop", in: stores)
    let laptop = try TestMachine("laptop", in: stores)
    let memo = try desktop.add("Pay rent")
    try desktop.sync()
    try laptop.sync()
    return (stores, desktop, laptop, memo, try XCTUnwrap(laptop.memo(uuid: memo.uuid)))
}

/// The review's machines (`twoMachinesSharingAMemo`): the desktop set the memo's priority to L
/// at `start`, a minute ago, and the laptop to H two seconds later; neither has synced since.
func priorityLowThenHighTwoSecondsLater() throws -> (SyncTestStores, TestMachine, TestMachine, Memo, start: Timestamp) {
    let (stores, desktop, laptop, memo, there) = try twoMachinesSharingAMemo()
    let start = Timestamp(secondsSince1970: Timestamp.now().secondsSince1970 - 60)
    _ = try desktop.store.modify(ids: [memo.id], with: MemoPatch(priority: .set(.low)), for: desktop.user)
    try desktop.stamp(memo.id, .priority, at: start)
    _ = try laptop.store.modify(ids: [there.id], with: MemoPatch(priority: .set(.high)), for: laptop.user)
    try laptop.stamp(there.id, .priority, at: Timestamp(secondsSince1970: start.secondsSince1970 + 2))
    return (stores, desktop, laptop, memo, start)
}

/// A memo the laptop made and synced, whose priority a command on the hub itself then set to H:
/// the hub (the caller closes it), its user, and the memo as the hub has it.
func hubCommandOnALaptopsMemo() throws -> (laptop: TestMachine, memo: Memo, hub: PostgresMemoRepository, owner: User, onHub: Memo) {
    let stores = try SyncTestStores()
    let laptop = try TestMachine("laptop", in: stores)
    let memo = try laptop.add("Pay rent")
    try laptop.sync()
    let hub = try stores.hub()
    let owner = try hub.logIn(userName: "alice")
    let onHub = try XCTUnwrap(hub.memos(uuids: [memo.uuid], for: owner)[memo.uuid])
    _ = try hub.modify(ids: [onHub.id], with: MemoPatch(priority: .set(.high)), for: owner)
    return (laptop, memo, hub, owner, onHub)
}
