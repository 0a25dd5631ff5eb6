import Foundation
import MemoStore
@testable import SQLiteMemoStore
import XCTest

/// A sync's replica transaction keeps each statement's journal in memory (`temp_store`), where
/// a temporary file made a first receive of 100,000 memos a million write calls; the store's
/// own setting is back once the sync is over.
final class SyncStatementJournalTests: XCTestCase {
    func test_aSyncTransaction_keepsStatementJournalsInMemory_thenTheStoresSetting() throws {
        // given a replica that remembers a hub
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sync-journal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let replica = try SQLiteMemoRepository(path: directory.appendingPathComponent("replica.sqlite").path)
        defer { replica.close() }
        let user = try replica.logIn(userName: "alice")
        _ = try replica.create(MemoDraft(title: "first"), for: user)
        let remote = try replica.remember(url: "postgresql:///hub", for: user)
        // when a sync runs, then its statements journal in memory (2), and by default after (0)
        XCTAssertEqual(try replica.syncTransaction(with: remote) { try tempStore(of: replica) }, 2)
        XCTAssertEqual(try tempStore(of: replica), 0)
    }

    // MARK: - Private

    private func tempStore(of replica: SQLiteMemoRepository) throws -> Int64 {
        try replica.connection.rows("PRAGMA temp_store") { $0.int64(0) }.first ?? -1
    }
}
