import Foundation
import MemoStore
import XCTest
@testable import PostgresMemoStore
import TestSupport

/// Every filter and sort is read from indexes scoped to the user, and a listing without a
/// narrowing condition reads each index in its order and stops at the page's end: the
/// server's own plan says so (EXPLAIN), so a store of a million memos costs no more per
/// listing than the rows it reads.
final class PostgresQueryPlanTests: PostgresRepositoryTestCase {
    private let now = Timestamp(secondsSince1970: 1_800_000_000)

    override func setUpWithError() throws {
        try super.setUpWithError()
        // Memos of every shape, for a second user too, so the plan is the one of a real store.
        let day: Int64 = 86_400
        for owner in [user!, try store.logIn(userName: "bob")] {
            var drafts = (0..<3_000).map { index -> MemoDraft in
                var draft = MemoDraft(title: "memo \(index)", isDone: index % 4 == 0)
                if index % 5 == 0 { draft.due = Timestamp(secondsSince1970: now.secondsSince1970 + Int64(index % 30 - 10) * day) }
                if index % 7 == 0 { draft.priority = Priority.allCases[index % 3] }
                if index % 11 == 0 { draft.project = "work" }
                if index % 13 == 0 { draft.tags = ["home"] }
                if index % 17 == 0 { draft.wait = Timestamp(secondsSince1970: now.secondsSince1970 + day) }
                if index % 19 == 0 { draft.scheduled = Timestamp(secondsSince1970: now.secondsSince1970 + Int64(index % 3 - 1) * day) }
                return draft
            }.makeIterator()
            _ = try store.importMemos(for: owner) { drafts.next() }
        }
        try schema.execute("ANALYZE memos")
    }

    func test_everyFilterAndSort_readsIndexesOfTheUser_neverTheWholeTable() throws {
        // A key in the middle of each order's segments: due, prioritized, and done.
        let key = MemoPageKey(
            id: 1_500, urgencyClass: UrgencyClass(code: 0), due: now, created: now, scheduled: nil, priority: .medium, end: now)
        for (name, filter) in queryPlanFilters(now: now) {
            for sort in MemoSort.allCases where sort != .urgency {
                let query = PostgresMemoQuery(filter: filter, sort: sort, user: user)
                // Read by offset, and from an anchor either way: each segment a range of its index.
                for (way, statement) in [
                    ("offset", query.page(limit: 21, offset: 0, countLimit: 1001)),
                    ("from", query.anchoredPage(limit: 22, anchor: .from(key))), ("before", query.anchoredPage(limit: 22, anchor: .before(key))),
                ] {
                let scans = try self.scans(statement)
                let context = "\(name) --sort \(sort) (\(way)): \(scans)"
                XCTAssertFalse(scans.isEmpty, context)
                XCTAssertFalse(scans.contains { $0.node == "Seq Scan" }, context)
                XCTAssertTrue(scans.allSatisfy { $0.condition.contains("user_id = ") }, context)
                // Without a narrowing condition, rows come in index order and each LIMIT stops its scan.
                let narrowed = name.contains("project:") || name.contains("+tag") || name == "+waiting" || name == "everything"
                if !narrowed {
                    XCTAssertTrue(scans.allSatisfy { $0.isInOrderUnderALimit }, "needs no sort: " + context)
                }
                }
            }
        }
    }

    func test_urgencyOrder_readsEachClassArmInIndexOrder_orNarrowsByItsOwnIndex() throws {
        for (name, filter) in queryPlanFilters(now: now) {
            let query = PostgresUrgencyQuery(filter: filter, user: user)
            let codes = (0..<UrgencyClass.count).map { (done: false, dated: $0 % 2 == 0, code: $0) }
            let arms = query.arms(of: codes, .standard, reach: [false: .init(earliestDue: nil, scheduled: PostgresUrgencyQuery.fewLifted + 1)], now: now)
            var statements = [("more", query.following(offset: 21, limit: 1001))]
            if query.isNarrowed {
                statements.append(("narrowed", query.narrowedCandidates()))
            } else {
                statements.append(("arms", query.candidates(of: arms.filter { !$0.scheduled }.prefix(PostgresUrgencyQuery.batchSize), bound: 21, now: now)))
                statements.append(("scheduled arms", query.candidates(of: arms.filter(\.scheduled).prefix(4), bound: 21, now: now)))
                statements.append(("besides", query.candidates(of: [], bound: 21, besides: [false], now: now)))
            }
            for (kind, statement) in statements {
                let scans = try self.scans(statement)
                let context = "\(name) (\(kind)): \(scans)"
                XCTAssertFalse(scans.isEmpty, context)
                XCTAssertFalse(scans.contains { $0.node == "Seq Scan" }, context)
                XCTAssertTrue(scans.allSatisfy { $0.condition.contains("user_id = ") }, context)
                // `+blocked` looks memos up by uuid in a subquery: index scans of their own.
                if kind.hasSuffix("arms") && name != "+blocked" {
                    let scheduled = kind == "scheduled arms"
                    XCTAssertTrue(scans.allSatisfy {
                        $0.index.hasPrefix(scheduled ? "memos_by_urgency_scheduled_" : "memos_by_urgency_") && $0.isInOrderUnderALimit
                    }, "needs no sort: " + context)
                    // Whether a scheduled date has passed is read in the index, before any row.
                    if scheduled { XCTAssertTrue(scans.allSatisfy { $0.indexCondition.contains("scheduled < ") }, context) }
                    // Every column an arm reads is in its index: no row is fetched from the table.
                    if name == "default" && !scheduled { XCTAssertTrue(scans.allSatisfy { $0.node == "Index Only Scan" }, context) }
                }
                // The blocking memos are counted from their own index, not among every open memo.
                if kind == "more" && name == "+blocking" {
                    XCTAssertTrue(scans.allSatisfy { $0.index == "memos_by_blocking" }, context)
                }
                // (with a condition of its own, the planner may take that condition's index instead)
                if kind == "besides" && name == "default" {
                    XCTAssertTrue(scans.contains { $0.index == "memos_by_scheduled" && $0.indexCondition.contains("scheduled < ") }, context)
                }
            }
            // A range of scheduled or until dates is one range of its own index.
            if name.hasPrefix("scheduled.") {
                let scans = try self.scans(query.narrowedCandidates(), avoiding: ["enable_seqscan"])
                XCTAssertTrue(scans.contains { ["memos_by_scheduled", "memos_by_until"].contains($0.index) }, "\(name): \(scans)")
            }
        }
    }

    func test_theArmsOfProjectsSharedWithTheUser_readTheirProjectInTheIndex_fetchingNoRow() throws {
        let owner = try store.logIn(userName: "owner")
        let query = PostgresUrgencyQuery(filter: MemoFilter(now: now), shares: [(owner, "work"), (owner, "home")])
        let codes = (0..<UrgencyClass.count).map { (done: false, dated: $0 % 2 == 0, code: $0) }
        let arms = query.arms(of: codes, .standard, now: now).filter { !$0.scheduled }.prefix(PostgresUrgencyQuery.batchSize)
        let scans = try self.scans(query.candidates(of: arms, bound: 21, now: now))
        XCTAssertFalse(scans.isEmpty)
        XCTAssertTrue(scans.allSatisfy { $0.index.hasPrefix("memos_by_urgency_") && $0.node == "Index Only Scan" }, "\(scans)")
    }

    func test_urgencyArmsFromAnAnchor_seekTheirKeyInTheIndex_inOneSubqueryForEachKindOfArm() throws {
        let query = PostgresUrgencyQuery(filter: MemoFilter(now: now), user: user)
        let all = query.arms(of: (0..<UrgencyClass.count).map { (done: false, dated: $0 % 2 == 0, code: $0) }, .standard, now: now)
        let arms = ArraySlice(all.filter(\.dated).prefix(8) + all.filter { !$0.dated }.prefix(8))
        let key = MemoPageKey(id: 500, urgencyClass: UrgencyClass(code: 0), due: now, created: now, scheduled: nil)
        for backward in [false, true] {
            let anchored = PostgresUrgencyQuery.Anchored(start: { _ in .key(key) }, backward: backward, liftedLeftOut: [])
            let statement = query.candidates(of: arms, bound: 21, now: now, anchored: anchored)
            let scans = try self.scans(statement)
            let context = "\(backward ? "backward" : "forward"): \(scans)"
            // Sixteen arms, dated and undated: two subqueries to plan, each run for its arms.
            XCTAssertEqual(Set(scans.map(\.index)), ["memos_by_urgency_dated", "memos_by_urgency_undated"], context)
            XCTAssertEqual(scans.count, 2, context)
            XCTAssertTrue(scans.allSatisfy {
                $0.isInOrderUnderALimit && $0.indexCondition.contains("ROW(") && $0.indexCondition.contains(backward ? ") < ROW(" : ") >= ROW(")
            }, context)
        }
    }

    func test_urgencyOrder_boundsItsArmsBySeeksOfTheirOwnIndexes() throws {
        let statement = PostgresUrgencyQuery(filter: MemoFilter(status: .all, now: now), user: user).reach(now: now)
        let scans = try self.scans(statement, includingSubplans: true).filter { $0.index.hasPrefix("memos_") }
        XCTAssertEqual(scans.map(\.index), ["memos_by_due", "memos_by_scheduled", "memos_by_due", "memos_by_scheduled"], "\(scans)")
        XCTAssertTrue(scans.allSatisfy { $0.indexCondition.contains("user_id = ") }, "\(scans)")
    }

    func test_aRequiredTag_readsTheTagIndexOfTheUser_notEveryonesMemosWithTheTag() throws {
        let filter = MemoFilter(requiredTags: ["home"], now: now)
        let statement = PostgresUrgencyQuery(filter: filter, user: user).narrowedCandidates()
        let scans = try self.scans(statement, avoiding: ["enable_seqscan"])
        let tagScans = scans.filter { $0.index == "memos_by_tags" }
        XCTAssertFalse(tagScans.isEmpty, "\(scans)")
        XCTAssertTrue(tagScans.allSatisfy { $0.condition.contains("{\(user.id):home}") }, "\(tagScans)")
    }

    func test_reportAggregates_readOnlyTheUsersRows_andAMonthOfDueDatesIsADueIndexRange() throws {
        let slots = MemoSlots(start: now, seconds: 86_400, count: 30)
        for (name, filter) in queryPlanFilters(now: now) {
            let query = PostgresReportQuery(filter: filter, user: user)
            for (kind, statement) in [("summary", query.projectCounts()), ("slots", query.slotCounts(of: MemoMoment.allCases, in: slots))] {
                let scans = try self.scans(statement, avoiding: ["enable_seqscan"])
                let context = "\(name) (\(kind)): \(scans)"
                XCTAssertFalse(scans.isEmpty, context)
                XCTAssertFalse(scans.contains { $0.node == "Seq Scan" }, context)
                // A required tag is found in the user's own entries of the tag index.
                XCTAssertTrue(scans.allSatisfy {
                    $0.condition.contains("user_id = ") || $0.condition.contains("todo_user_tags(user_id, tags) @> '{\(user.id):")
                }, context)
            }
        }
        let month = MemoFilter(dueFrom: now, dueBefore: slots.end, waiting: .include)
        let scans = try self.scans(PostgresReportQuery(filter: month, user: user).slotCounts(of: [.due], in: slots), avoiding: ["enable_seqscan"])
        XCTAssertTrue(scans.contains { $0.index == "memos_by_due" && $0.condition.contains("due >= ") && $0.condition.contains("due < ") }, "\(scans)")
    }

    // MARK: - Private

    private struct Scan: CustomStringConvertible {
        var node: String
        var index: String
        var condition: String
        var indexCondition: String
        /// Reached from a LIMIT without a sort between them.
        var isInOrderUnderALimit: Bool
        var description: String { "\(node) \(index) [\(condition)]\(isInOrderUnderALimit ? "" : " (sorted)")" }
    }

    /// The scans of the statement's plan (the count of what follows left out). A few thousand
    /// memos are cheaper to sort than to read in order, so the other ways are made as costly
    /// as the server allows: the plan shows what the indexes can do for a large store.
    /// `includingSubplans`: the scans of scalar subqueries too.
    private func scans(
        _ statement: PostgresStatement,
        avoiding settings: [String] = ["enable_seqscan", "enable_bitmapscan", "enable_sort", "enable_incremental_sort"],
        includingSubplans: Bool = false
    ) throws -> [Scan] {
        for setting in settings { try schema.execute("SET \(setting) = off") }
        defer { for setting in settings { _ = try? schema.execute("RESET \(setting)") } }
        let result = try schema.execute("EXPLAIN (FORMAT JSON) " + statement.sql, statement.values)
        let json = try JSONSerialization.jsonObject(with: Data(result.string(0, 0).utf8)) as? [[String: Any]]
        var scans: [Scan] = []
        func walk(_ node: [String: Any], inOrderUnderALimit: Bool) {
            let type = node["Node Type"] as? String ?? ""
            if node["Subplan Name"] != nil && !includingSubplans { return }
            var inOrder = inOrderUnderALimit
            switch type {
            case "Limit": inOrder = true
            case "Sort", "Incremental Sort", "Bitmap Heap Scan", "Hash Join", "Merge Join": inOrder = false
            default: break
            }
            // The urgency walk's own work tables hold its classes, not memos; a function scan, its arms' arrays.
            if type.hasSuffix("Scan") && !["Subquery Scan", "WorkTable Scan", "CTE Scan", "Function Scan"].contains(type) {
                let conditions = ["Index Cond", "Recheck Cond", "Filter"].compactMap { node[$0] as? String }
                scans.append(Scan(node: type, index: node["Index Name"] as? String ?? node["Relation Name"] as? String ?? "",
                                  condition: conditions.joined(separator: " "), indexCondition: node["Index Cond"] as? String ?? "",
                                  isInOrderUnderALimit: inOrder))
            }
            for child in node["Plans"] as? [[String: Any]] ?? [] {
                walk(child, inOrderUnderALimit: inOrder)
            }
        }
        for plan in json ?? [] {
            if let root = plan["Plan"] as? [String: Any] { walk(root, inOrderUnderALimit: false) }
        }
        return scans
    }
}
