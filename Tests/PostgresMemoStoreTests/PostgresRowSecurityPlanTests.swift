import Foundation
import MemoStore
import XCTest
@testable import PostgresMemoStore

/// Row-level security keeps a granted role's listing on its indexes: under a policy the
/// server uses a condition as an index condition only when it is leakproof, so the urgency
/// walk compares the stored class column (`PostgresSchemaVersion9`), never an expression.
final class PostgresRowSecurityPlanTests: XCTestCase {
    private var shared: PostgresSharedStore!

    override func setUpWithError() throws {
        try super.setUpWithError()
        shared = try PostgresSharedStore()
        let owner = try shared.open(as: shared.owner)
        _ = try owner.grantAccess(toRole: shared.alice)
        owner.close()
    }

    override func tearDown() {
        shared = nil
        super.tearDown()
    }

    func test_aGrantedRolesUrgencyListing_walksItsClassesByIndexCondition_notByFilter() throws {
        // given alice's memos of every urgency class
        let alice = try shared.open(as: shared.alice)
        defer { alice.close() }
        let user = try alice.logIn(userName: "alice")
        var drafts = (0..<3_000).map { index -> MemoDraft in
            var draft = MemoDraft(title: "memo \(index)", isDone: index % 4 == 0)
            if index % 5 == 0 { draft.due = Timestamp(secondsSince1970: 1_800_000_000 + Int64(index) * 3_600) }
            if index % 7 == 0 { draft.priority = Priority.allCases[index % 3] }
            if index % 11 == 0 { draft.project = "work" }
            if index % 13 == 0 { draft.tags = ["home"] }
            return draft
        }.makeIterator()
        _ = try alice.importMemos(for: user) { drafts.next() }
        try shared.execute("ANALYZE memos")
        // when alice's session plans the default listing: the walk over the classes present,
        // and the read of the classes that can reach the page
        let query = PostgresUrgencyQuery(filter: MemoFilter(), user: user)
        // (a store of many memos whose scheduled date has passed reads them by arms too)
        let many = PostgresUrgencyQuery.Reach(earliestDue: nil, scheduled: PostgresUrgencyQuery.fewLifted + 1)
        let arms = query.arms(of: [(false, true, 3), (false, false, 8), (false, true, 16)], .standard, reach: [false: many])
        XCTAssertEqual(arms.filter(\.scheduled).count, 3)
        let connection = try shared.connect(as: shared.alice)
        XCTAssertTrue(try connection.execute("SELECT row_security_active('memos')").bool(0, 0), "the policies bind alice")
        for setting in ["enable_seqscan", "enable_bitmapscan", "enable_sort"] {
            _ = try connection.execute("SET \(setting) = off")
        }
        for (statement, comparesEveryScan) in [(query.presentClasses(), false), (query.candidates(of: arms[...], bound: 21), true)] {
            let plan = try connection.execute("EXPLAIN (FORMAT JSON) " + statement.sql, statement.values).string(0, 0)
            let scans = Self.scans(in: try JSONSerialization.jsonObject(with: Data(plan.utf8)))
            // then every memo it reads comes through an urgency index, which compares the class
            // (the walk's first probe of each arm takes the index's first class, comparing none)
            let memoScans = scans.filter { $0["Relation Name"] as? String == "memos" }
            XCTAssertFalse(memoScans.isEmpty, plan)
            let comparing = memoScans.filter { ($0["Index Cond"] as? String ?? "").contains("urgency_class") }
            if comparesEveryScan { XCTAssertEqual(comparing.count, memoScans.count, plan) }
            for scan in memoScans {
                XCTAssertTrue((scan["Index Name"] as? String ?? "").hasPrefix("memos_by_urgency_"), "\(scan)")
                let filter = scan["Filter"] as? String ?? ""
                XCTAssertFalse(filter.contains("urgency_class") || filter.contains("priority"), "\(scan)")
            }
        }
    }

    // MARK: - Private

    /// Every scan node of an EXPLAIN (FORMAT JSON) plan, subplans included.
    private static func scans(in json: Any) -> [[String: Any]] {
        var found: [[String: Any]] = []
        func walk(_ value: Any) {
            if let node = value as? [String: Any] {
                if (node["Node Type"] as? String)?.hasSuffix("Scan") == true { found.append(node) }
                node.values.forEach(walk)
            } else if let list = value as? [Any] {
                list.forEach(walk)
            }
        }
        walk(json)
        return found
    }
}
