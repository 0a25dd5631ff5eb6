@testable import MemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// Every filter and sort is answered by an index range scan of one user's rows: SQLite's own
/// query plan says so (EXPLAIN QUERY PLAN), so a store of a million memos costs no more per
/// listing than the rows it reads.
final class SQLiteQueryPlanTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var store: SQLiteMemoRepository!
    private let user = User(id: 1, name: "alice")
    private let now = Timestamp(secondsSince1970: 1_800_000_000)

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = try TemporaryDirectory()
        store = try directory.openSQLite()
    }

    override func tearDown() {
        store = nil
        directory = nil
        super.tearDown()
    }

    func test_everyFilterAndSort_searchesAnIndexByUser_neverScansMemos() throws {
        for (name, filter) in queryPlanFilters(now: now) {
            // A key in the middle of each order's segments (due, prioritized, done), one the filter lists.
            let key = MemoPageKey(
                id: 1_500, urgencyClass: UrgencyClass(code: 0), due: now, created: now, scheduled: nil, priority: filter.priority ?? .medium,
                end: now)
            for sort in MemoSort.allCases where sort != .urgency {
                let query = SQLiteMemoQuery(filter: filter, sort: sort, user: user)
                // Read by offset, and from an anchor either way: each segment a range of its index.
                for (kind, (sql, values)) in [
                    ("page", query.pageSQL(limit: 21, offset: 0)), ("more", query.countSQL(limit: 1001, offset: 21)),
                    ("page from", query.anchoredPageSQL(limit: 22, anchor: .from(key))),
                    ("page before", query.anchoredPageSQL(limit: 22, anchor: .before(key))),
                ] {
                    let plan = try self.plan(sql, values)
                    let context = "\(name) --sort \(sort) (\(kind)):\n\(plan.joined(separator: "\n"))"
                    XCTAssertFalse(plan.contains { $0.hasPrefix("SCAN memos") || $0.hasPrefix("SCAN memo_tags") }, context)
                    XCTAssertTrue(plan.contains {
                        $0.hasPrefix("SEARCH memos USING INDEX") && $0.contains("(user_id=?")
                            || $0.hasPrefix("SEARCH memo_tags USING PRIMARY KEY (user_id=? AND tag=?")
                            || $0.hasPrefix("SEARCH memos USING COVERING INDEX") && $0.contains("(user_id=?")
                    }, context)
                    // Without a narrowing condition, rows come in index order and the LIMIT stops the scan.
                    let unsorted = ["default", "--done", "--all", "-tag", "pri:H", "+TAGGED", "-TAGGED --all", "+RECURRING",
                                    "-RECURRING pri:H"].contains(name)
                        || (["due:", "due.before", "due.after", "+overdue", "+DUE"].contains(name) && [.urgency, .due].contains(sort))
                    if kind.hasPrefix("page") && unsorted {
                        XCTAssertFalse(plan.contains { $0.contains("TEMP B-TREE") }, "needs no sort: " + context)
                    }
                }
            }
        }
    }

    func test_urgencyOrder_readsEachClassArmInIndexOrder_orNarrowsByItsOwnIndex() throws {
        for (name, filter) in queryPlanFilters(now: now) {
            let query = SQLiteUrgencyQuery(filter: filter, user: user, coefficients: .standard)
            var statements: [(String, (String, [SQLiteValue]))] = []
            if query.isNarrowed {
                statements.append(("narrowed", query.narrowedSQL()))
            } else {
                for dated in filter.hasDueCondition ? [true] : [true, false] {
                    for scheduled in [false, true] {
                        let family = SQLiteUrgencyQuery.Arm.Family(done: false, dated: dated, scheduled: scheduled)
                        statements.append((scheduled ? "scheduled arm" : "arm", query.armSQL(family, bound: 21)))
                    }
                }
            }
            for (kind, (sql, values)) in statements {
                let plan = try self.plan(sql, values)
                let context = "\(name) (\(kind)):\n\(plan.joined(separator: "\n"))"
                XCTAssertFalse(plan.contains { $0.hasPrefix("SCAN memos") || $0.hasPrefix("SCAN memo_tags") }, context)
                if kind == "narrowed" || Self.ownIndexFilters.contains(name) {
                    // A filter with an index of its own (scheduled, until, what is waited on) may
                    // be read through it and its few rows ordered: never a scan of the user's memos.
                    XCTAssertTrue(plan.contains { $0.contains("(user_id=?") }, context)
                } else {
                    XCTAssertTrue(plan.contains {
                        $0.hasPrefix("SEARCH memos USING INDEX memos_by_urgency_") && $0.contains("(user_id=? AND done=? AND <expr>")
                    }, context)
                    XCTAssertEqual(kind == "scheduled arm", plan.contains { $0.contains("memos_by_urgency_scheduled") }, context)
                    XCTAssertFalse(plan.contains { $0.contains("TEMP B-TREE") }, "needs no sort: " + context)
                }
            }
        }
    }

    func test_urgencyOrder_boundsItsArmsBySeeksOfTheirOwnIndexes() throws {
        let plan = try self.plan(SQLiteUrgencyQuery.reachSQL, [.integer(1), .integer(0), .integer(now.secondsSince1970)])
        XCTAssertEqual(plan.filter { $0.hasPrefix("SEARCH") }, [
            "SEARCH memos USING COVERING INDEX memos_by_due (user_id=? AND done=? AND due>?)",
            "SEARCH memos USING COVERING INDEX memos_by_scheduled (user_id=? AND done=? AND scheduled<?)",
            "SEARCH memos USING INDEX memos_blocking (user_id=? AND done=?)",
            "SEARCH memo_tags USING PRIMARY KEY (user_id=? AND tag=?)",
        ], plan.joined(separator: "\n"))
    }

    /// The filters the planner may answer through their own partial index rather than the order's.
    private static let ownIndexFilters: Set<String> = ["+blocked", "+blocking", "scheduled.before: until.after:"]

    func test_projectsAndTagsCounts_searchOneUsersRows() throws {
        for sql in ["SELECT project, count(*) FROM memos WHERE user_id = ? AND project IS NOT NULL GROUP BY project ORDER BY project",
                    "SELECT tag, count(*) FROM memo_tags WHERE user_id = ? GROUP BY tag ORDER BY tag"] {
            let plan = try self.plan(sql, [.integer(1)])
            XCTAssertTrue(plan.allSatisfy { $0.hasPrefix("SEARCH") }, plan.joined(separator: "\n"))
        }
    }

    func test_idRangesOfUndoAndImport_searchTheRowids() throws {
        for sql in ["SELECT count(*), coalesce(sum(done), 0) FROM memos WHERE id BETWEEN ? AND ? AND +user_id = ?",
                    "SELECT id FROM memos WHERE id BETWEEN ? AND ? AND +user_id = ? AND tags <> ''"] {
            let plan = try self.plan(sql, [.integer(1), .integer(5), .integer(1)])
            XCTAssertEqual(plan, ["SEARCH memos USING INTEGER PRIMARY KEY (rowid>? AND rowid<?)"])
        }
    }

    func test_export_mergesOpenAndDoneInIdOrder() throws {
        let plan = try self.plan(
            "SELECT id FROM memos WHERE user_id = ? AND done = 0 UNION ALL SELECT id FROM memos WHERE user_id = ? AND done = 1 ORDER BY id",
            [.integer(1), .integer(1)])
        XCTAssertEqual(plan.first, "MERGE (UNION ALL)")
        XCTAssertFalse(plan.contains { $0.contains("TEMP B-TREE") || $0.hasPrefix("SCAN") }, plan.joined(separator: "\n"))
    }

    // MARK: - Private

    private func plan(_ sql: String, _ values: [SQLiteValue]) throws -> [String] {
        try store.connection.rows("EXPLAIN QUERY PLAN " + sql, values) { row in
            row.string(3).trimmingCharacters(in: .whitespaces)
        }
    }
}

/// The reports' aggregates read one user's rows through an index, as listings do; the
/// calendar's month is a range of a due-date index.
final class SQLiteReportQueryPlanTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var store: SQLiteMemoRepository!
    private let user = User(id: 1, name: "alice")
    private let now = Timestamp(secondsSince1970: 1_800_000_000)

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = try TemporaryDirectory()
        store = try directory.openSQLite()
    }

    override func tearDown() {
        store = nil
        directory = nil
        super.tearDown()
    }

    func test_everyFiltersAggregates_searchAnIndexByUser_neverScanMemos() throws {
        let slots = MemoSlots(start: now, seconds: 86_400, count: 30)
        for (name, filter) in queryPlanFilters(now: now) {
            let query = SQLiteReportQuery(filter: filter, user: user)
            for (kind, (sql, values)) in [("summary", query.projectCountsSQL()),
                                          ("slots", query.slotCountsSQL(of: MemoMoment.allCases, in: slots))] {
                let plan = try store.connection.rows("EXPLAIN QUERY PLAN " + sql, values) { $0.string(3) }
                let context = "\(name) (\(kind)):\n\(plan.joined(separator: "\n"))"
                XCTAssertFalse(plan.contains { $0.hasPrefix("SCAN memos") || $0.hasPrefix("SCAN memo_tags") }, context)
                XCTAssertTrue(plan.contains { $0.hasPrefix("SEARCH memos USING") || $0.hasPrefix("SEARCH memo_tags USING PRIMARY KEY") },
                              context)
            }
        }
    }

    func test_aMonthOfDueDates_isARangeOfADueIndex() throws {
        let filter = MemoFilter(dueFrom: now, dueBefore: Timestamp(secondsSince1970: now.secondsSince1970 + 31 * 86_400), waiting: .include)
        let (sql, values) = SQLiteReportQuery(filter: filter, user: user)
            .slotCountsSQL(of: [.due], in: MemoSlots(start: now, seconds: 86_400, count: 31))
        let plan = try store.connection.rows("EXPLAIN QUERY PLAN " + sql, values) { $0.string(3) }
        XCTAssertTrue(plan.contains { $0.hasPrefix("SEARCH memos USING") && $0.contains("due>? AND due<?") }, plan.joined(separator: "\n"))
    }
}
