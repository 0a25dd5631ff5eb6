import Foundation
import MemoStore
import XCTest
@testable import PostgresMemoStore

/// What a sync looks up on the hub by uuid, a page at a time, probes the (user_id, uuid) index
/// also right after a first sync copied a store into a table the planner had no statistics
/// of: read as every memo of the user for each page, a first receive of 100,000 memos grew
/// with the square of the store.
final class PostgresUUIDLookupPlanTests: PostgresRepositoryTestCase {
    func test_aSyncCopyingAStoreIn_leavesStatistics_soALookupByUUIDProbesTheIndex() throws {
        // given a table the planner knows nothing of
        try keepAutovacuumAway()
        XCTAssertLessThan(try reltuples(), 0, "the table was analyzed before the test")
        // when a first sync copies 2,000 memos in
        let now = Timestamp(secondsSince1970: 1_800_000_000)
        let memos = (0..<2_000).map { Memo(MemoDraft(title: "memo \($0)"), id: 0, uuid: "uuid-\($0)", now: now) }
        try store.syncTransaction(for: user) { try store.store(memos, deleting: [], from: "laptop", for: user) }
        // then the planner knows them, and a page's lookup reads the memos by that index alone
        XCTAssertGreaterThanOrEqual(try reltuples(), 1_024)
        let uuids = memos.prefix(20).map(\.uuid)
        let scans = try memoScans(PostgresMemoRepository.stampedMemosSQL, [String(user.id), PostgresArray.literal(uuids)])
        XCTAssertFalse(scans.isEmpty)
        XCTAssertTrue(scans.allSatisfy { $0 == "Index Scan memos_by_user_uuid" }, "\(scans)")
        let found = try store.stampedMemos(uuids: uuids + ["no-such-uuid"], for: user)
        XCTAssertEqual(Set(found.keys), Set(uuids))
        XCTAssertEqual(found["uuid-1"]?.memo.title, "memo 1")
    }

    func test_anImportOfAStore_leavesStatistics_soALookupByUUIDProbesTheIndex() throws {
        // given a table the planner knows nothing of
        try keepAutovacuumAway()
        XCTAssertLessThan(try reltuples(), 0, "the table was analyzed before the test")
        // when an import brings 2,000 memos in
        var drafts = (0..<2_000).map { MemoDraft(title: "memo \($0)") }.makeIterator()
        XCTAssertEqual(try store.importMemos(for: user) { drafts.next() }.added, 2_000)
        // then the planner knows them: a first sync's lookups right after probe the index
        XCTAssertGreaterThanOrEqual(try reltuples(), 1_024)
        var uuids: [String] = []
        try store.exportMemos(for: user) { if uuids.count < 20 { uuids.append($0.uuid) } }
        let scans = try memoScans(PostgresMemoRepository.stampedMemosSQL, [String(user.id), PostgresArray.literal(uuids)])
        XCTAssertFalse(scans.isEmpty)
        XCTAssertTrue(scans.allSatisfy { $0 == "Index Scan memos_by_user_uuid" }, "\(scans)")
    }

    func test_aSyncAddingAFewMemosPastTheMark_leavesTheStatistics_holdingTheLockNoLonger() throws {
        // given a user of 1,000 memos (imported, so the planner knows nothing of them)
        try keepAutovacuumAway()
        var drafts = (0..<1_000).map { MemoDraft(title: "memo \($0)") }.makeIterator()
        _ = try store.importMemos(for: user) { drafts.next() }
        XCTAssertLessThan(try reltuples(), 0, "the table was analyzed before the sync")
        // when a sync adds 100, taking the user past 1,024
        let now = Timestamp(secondsSince1970: 1_800_000_000)
        let memos = (0..<100).map { Memo(MemoDraft(title: "new \($0)"), id: 0, uuid: "uuid-\($0)", now: now) }
        try store.syncTransaction(for: user) { try store.store(memos, deleting: [], from: "laptop", for: user) }
        // then it analyzed nothing: the store it copied was not most of the user's memos
        XCTAssertLessThan(try reltuples(), 0)
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 1_100, done: 0))
    }

    // MARK: - Private

    /// Keeps the server's autovacuum from analyzing `memos` while the test runs: only the sync
    /// may give the planner its statistics, or the test would prove nothing.
    private func keepAutovacuumAway() throws {
        _ = try schema.execute("ALTER TABLE memos SET (autovacuum_enabled = false)")
    }

    /// How many rows the planner believes `memos` holds; -1 before any ANALYZE.
    private func reltuples() throws -> Double {
        Double(try schema.execute("SELECT reltuples::text FROM pg_class WHERE oid = 'memos'::regclass").string(0, 0)) ?? 0
    }

    /// The scans of the `memos` table in the plan of `sql`, as "NODE INDEX". A few thousand
    /// memos are cheaper to read whole than to probe, so that way is made as costly as the
    /// server allows: the plan shows what the planner makes of a large store.
    private func memoScans(_ sql: String, _ values: [String?]) throws -> [String] {
        try schema.execute("SET enable_seqscan = off")
        defer { _ = try? schema.execute("RESET enable_seqscan") }
        let result = try schema.execute("EXPLAIN (FORMAT JSON) " + sql, values)
        let json = try JSONSerialization.jsonObject(with: Data(result.string(0, 0).utf8)) as? [[String: Any]]
        var scans: [String] = []
        func walk(_ node: [String: Any]) {
            if node["Relation Name"] as? String == "memos" {
                scans.append("\(node["Node Type"] as? String ?? "") \(node["Index Name"] as? String ?? "")")
            }
            for child in node["Plans"] as? [[String: Any]] ?? [] { walk(child) }
        }
        for plan in json ?? [] {
            if let root = plan["Plan"] as? [String: Any] { walk(root) }
        }
        return scans
    }
}
