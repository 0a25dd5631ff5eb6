import MemoStore

/// A page in urgency order (`Urgency`) from index ranges whose cost does not grow with the store.
///
/// Within one urgency class a dated memo's urgency only falls as its due date is later, and an
/// undated memo's only falls as it is newer; so for each class the first `offset + limit`
/// dated memos by due date and undated ones by creation time hold every memo of the page. The
/// memos whose scheduled date has passed are lifted by one term, so they are read as classes of
/// their own, from the index of scheduled memos. Arms are read from the class that could be
/// most urgent down, only those the filter admits (`+blocked` or `pri:H` reads only their
/// classes), and stop once no class left can reach the page. What the store holds bounds the
/// arms first, in one statement a status: the earliest due date bounds every dated arm, and a
/// store with no blocking or no scheduled memo reads none of their arms. An empty arm is one
/// index seek. The rows read (id, class, due, created, scheduled) are scored and merged in
/// Swift, and only the page's memos are then read whole. A project, a required tag or
/// `+waiting` narrows by its own index as the other orders do, and a user with few memos is
/// read whole: every memo either finds is scored.
struct SQLiteUrgencyQuery {
    /// How many memos of the statuses listed a user has at most for all of them to be scored:
    /// fewer rows than the seeks of the arms they would need.
    static let wholeReadLimit = 1_000

    /// `wholeReadLimit`: at most how many memos of the statuses listed are read whole rather
    /// than by arms (`Self.wholeReadLimit` but in tests of the arms).
    init(filter: MemoFilter, user: User, coefficients: UrgencyCoefficients, wholeReadLimit: Int = Self.wholeReadLimit) {
        self.filter = filter
        self.wholeReadLimit = wholeReadLimit
        self.user = user
        self.coefficients = coefficients
        now = filter.now ?? Timestamp.now()
    }

    /// The ids of the page's memos, in urgency order.
    func pageIDs(limit: Int, offset: Int, _ connection: SQLiteConnection) throws -> [Int64] {
        if try isNarrowed || memoCount(connection) <= wholeReadLimit {
            let (sql, values) = narrowedSQL()
            return Urgency.page(of: try connection.rows(sql, values, Self.ranked(self)), offset: offset, limit: limit)
        }
        let bound = offset + limit
        var candidates: [Urgency.Ranked] = []
        var best: [Double] = []  // the `bound` highest scores so far, highest first
        var seen = Set<Int64>()
        var statements: [Arm.Family: (String, [SQLiteValue])] = [:]
        for arm in try arms(connection) {
            if best.count == bound, let least = best.last, arm.most < least { break }
            if statements[arm.family] == nil { statements[arm.family] = armSQL(arm.family, bound: bound) }
            guard let (sql, familyValues) = statements[arm.family] else { continue }
            var values = familyValues
            values[Self.codeSlot] = .integer(Int64(arm.code))
            // A scheduled memo is read by its class's arm too: its score counts once.
            let read = try connection.rows(sql, values, Self.ranked(self)).filter { seen.insert($0.id).inserted }
            candidates += read
            if !read.isEmpty {
                best = Self.highest(bound, of: best, and: read.map(\.score).sorted(by: >))
            }
        }
        return Urgency.page(of: candidates, offset: offset, limit: limit)
    }

    /// One class's memos of one status, dated or not, scheduled (passed) or any, and the most
    /// urgent one could be.
    struct Arm {
        struct Family: Hashable {
            let done: Bool
            let dated: Bool
            let scheduled: Bool
        }

        let family: Family
        let code: Int
        let most: Double
    }

    /// The arms the filter admits that the store can fill, the most urgent they could be first
    /// (ties in the order made).
    func arms(_ connection: SQLiteConnection) throws -> [Arm] {
        var arms: [Arm] = []
        for done in statuses {
            guard let reach = try connection.firstRow(Self.reachSQL, [.integer(user.id), .bool(done), .integer(now.secondsSince1970)], {
                (earliestDue: $0.isNull(0) ? nil : Timestamp(secondsSince1970: $0.int64(0)), scheduled: $0.bool(1), blocking: $0.bool(2))
            }) else { continue }
            for dated in [true, false] where dated || !filter.hasDueCondition {
                let term: Double
                if dated {
                    guard let earliest = reach.earliestDue else { continue }
                    term = Urgency.dueTerm(earliest, at: now, coefficients)
                } else {
                    term = coefficients.age
                }
                for scheduled in [false, true] where !scheduled || (reach.scheduled && coefficients.scheduled > 0) {
                    let family = Arm.Family(done: done, dated: dated, scheduled: scheduled)
                    let lift = term + (scheduled ? coefficients.scheduled : 0)
                    for code in 0..<UrgencyClass.count {
                        let urgencyClass = UrgencyClass(code: code)
                        guard urgencyClass.admits(filter), reach.blocking || !urgencyClass.isBlocking else { continue }
                        arms.append(Arm(family: family, code: code, most: urgencyClass.score(coefficients) + lift))
                    }
                }
            }
        }
        return arms.enumerated().sorted { a, b in
            a.element.most != b.element.most ? a.element.most > b.element.most : a.offset < b.offset
        }.map(\.element)
    }

    /// Whether the filter is answered by an index of its own (a project, a required tag,
    /// `+waiting`), so every memo it finds is scored: `narrowedSQL` rather than the arms.
    var isNarrowed: Bool { filter.project != nil || filter.waiting == .only || !filter.requiredTags.isEmpty }

    /// Every memo a narrowed filter matches as (id, class, due, created, scheduled), in no order.
    func narrowedSQL() -> (String, [SQLiteValue]) {
        var values: [SQLiteValue] = []
        let sql = SQLiteMemoQuery(filter: filter, sort: .urgency, user: user).selectSQL(Self.rankColumns, &values)
        return (sql, values)
    }

    /// The first `bound` memos of one class of `family` matching the filter, dated ones by due
    /// date or undated ones by creation time, as `narrowedSQL`'s rows; the class's code is
    /// the value at `codeSlot`.
    func armSQL(_ family: Arm.Family, bound: Int) -> (String, [SQLiteValue]) {
        var values: [SQLiteValue] = [.integer(user.id), .bool(family.done), .integer(0)]
        var sql = "SELECT \(Self.rankColumns) FROM memos"
        if family.scheduled {
            sql += " INDEXED BY memos_by_urgency_scheduled"
        }
        sql += " WHERE memos.user_id = ? AND memos.done = ? AND \(Self.classColumn) = ? AND memos.due IS \(family.dated ? "NOT NULL" : "NULL")"
        if family.scheduled {
            sql += " AND memos.scheduled < ?"
            values.append(.integer(now.secondsSince1970))
        }
        SQLiteMemoQuery.appendConditions(of: filter, skippingTag: nil, user: user, to: &sql, &values)
        sql += family.dated ? " ORDER BY memos.due, memos.created, memos.id LIMIT ?" : " ORDER BY memos.created, memos.id LIMIT ?"
        return (sql, values + [.integer(Int64(bound))])
    }

    /// Where `armSQL`'s values hold the class's code.
    static let codeSlot = 2

    /// What bounds the arms of one status (user, done, now): the earliest due date, whether a
    /// scheduled date has passed, whether a memo is blocking; each one seek of its own index.
    static let reachSQL = """
        SELECT (SELECT min(due) FROM memos WHERE user_id = ?1 AND done = ?2 AND due IS NOT NULL),
            EXISTS (SELECT 1 FROM memos WHERE user_id = ?1 AND done = ?2 AND scheduled < ?3),
            EXISTS (SELECT 1 FROM memos WHERE user_id = ?1 AND done = ?2 AND blocking = 1)
        """

    // MARK: - Private

    /// The `count` highest of two lists of scores each sorted highest first, highest first:
    /// one merge, where inserting each score of a large page in turn was quadratic (`list
    /// --all --limit 10000` of 8,075 memos spent 163 M instructions there).
    private static func highest(_ count: Int, of first: [Double], and second: [Double]) -> [Double] {
        var merged: [Double] = []
        merged.reserveCapacity(min(count, first.count + second.count))
        var (i, j) = (0, 0)
        while merged.count < count, i < first.count || j < second.count {
            if j == second.count || (i < first.count && first[i] >= second[j]) {
                merged.append(first[i])
                i += 1
            } else {
                merged.append(second[j])
                j += 1
            }
        }
        return merged
    }

    /// How many memos of the statuses listed the user has, from the counts kept on the user.
    private func memoCount(_ connection: SQLiteConnection) throws -> Int {
        try connection.firstRow("SELECT open_count, done_count FROM users WHERE id = ?", [.integer(user.id)]) { row in
            statuses.reduce(0) { $0 + Int(row.int64($1 ? 1 : 0)) }
        } ?? 0
    }

    private let filter: MemoFilter
    private let wholeReadLimit: Int
    private let user: User
    private let coefficients: UrgencyCoefficients
    private let now: Timestamp

    /// The class expression as the indexes list it (its bare column names are only memos').
    private static let classColumn = SQLiteSchema.urgencyClass
    /// What a memo is ranked by: id, class, due, created, scheduled.
    private static let rankColumns = "memos.id, \(classColumn), memos.due, memos.created, memos.scheduled"

    private var statuses: [Bool] {
        switch filter.status {
        case .open: return [false]
        case .done: return [true]
        case .all: return [false, true]
        }
    }

    /// Reads a row of `rankColumns` as `query` ranks it.
    private static func ranked(_ query: SQLiteUrgencyQuery) -> (SQLiteStatement) -> Urgency.Ranked {
        { row in
            func moment(_ column: Int32) -> Timestamp? { row.isNull(column) ? nil : Timestamp(secondsSince1970: row.int64(column)) }
            return Urgency.Ranked(
                id: row.int64(0), class: UrgencyClass(code: Int(row.int64(1))), due: moment(2),
                created: Timestamp(secondsSince1970: row.int64(3)), scheduled: moment(4), at: query.now, query.coefficients)
        }
    }
}
