import Foundation
import MemoStore
import XCTest
@testable import PostgresMemoStore

/// What a sync looks up on the hub by uuid, a page at a time (the memos and their stamps, the
/// shared ones, who last wrote them), probes the (user_id, uuid) index once a uuid, also in a
/// table that has no statistics yet, as the hub's is right after a first sync copied a store
/// in: read as every memo of the user for each page, a first receive grew with the square of
/// the store.
final class PostgresUUIDLookupPlanTests: PostgresRepositoryTestCase {
    func test_uuidLookupsOfASync_probeTheUserUUIDIndex_evenWithoutStatistics() throws {
        // given 2,000 memos of the user, just imported: the table was never analyzed
        var drafts = (0..<2_000).map { MemoDraft(title: "memo \($0)") }.makeIterator()
        _ = try store.importMemos(for: user) { drafts.next() }
        let analyzed = try schema.execute("SELECT count(*) FROM pg_stat_user_tables WHERE relid = 'memos'::regclass AND"
            + " (last_analyze IS NOT NULL OR last_autoanalyze IS NOT NULL)")
        try XCTSkipIf(analyzed.int64(0, 0) != 0, "the server analyzed the table already")
        let uuids = Array(try allMemos(of: user).map(\.uuid).prefix(20))
        let wanted = PostgresArray.literal(uuids)
        // when the server plans each lookup, then each reads the memos by that index alone
        for (name, sql, values) in [
            ("stamped memos", PostgresMemoRepository.stampedMemosSQL, [String(user.id), wanted]),
            ("shared memos", PostgresMemoRepository.sharedMemosSQL, [PostgresMemoRepository.idArray([user.id]), wanted]),
            ("last writers", PostgresMemoRepository.lastWritersSQL, [String(user.id), PostgresMemoRepository.idArray([user.id]), wanted]),
        ] {
            let scans = try memoScans(sql, values)
            XCTAssertFalse(scans.isEmpty, name)
            XCTAssertTrue(scans.allSatisfy { $0 == "Index Scan memos_by_user_uuid" }, "\(name): \(scans)")
        }
        // and the lookup finds each memo once, a uuid asked twice or unknown as well
        let found = try store.stampedMemos(uuids: uuids + [uuids[0], "no-such-uuid"], for: user)
        XCTAssertEqual(Set(found.keys), Set(uuids))
        XCTAssertEqual(found[uuids[1]]?.memo.title, "memo 1")
    }

    // MARK: - Private

    /// The scans of the `memos` table in the plan of `sql`, as "NODE INDEX".
    private func memoScans(_ sql: String, _ values: [String?]) throws -> [String] {
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
