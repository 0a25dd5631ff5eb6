import MemoStore

/// A page in urgency order (`Urgency`) from index ranges whose cost does not grow with the store.
///
/// Within one urgency class a dated memo's urgency only falls as its due date is later, and an
/// undated memo's only falls as it is newer; so for each class the first `offset + limit`
/// dated memos by due date and undated ones by creation time hold every memo of the page.
/// Arms are read from the class that could be most urgent down (every class there can be,
/// `UrgencyClass.count`, whether a memo has it or not: an empty arm is one index seek; but only
/// those the filter admits, so `+blocked` or `pri:H` reads only their classes; not the
/// blocking ones, whose few memos are read from their own index besides), and
/// stop once no class left can reach the page; the rows read (id, due, created) are scored and
/// merged in Swift, and only the page's memos are then read whole. A project, a required tag
/// or `+waiting` narrows by its own index as the other orders do, and every memo it finds is
/// scored.
struct SQLiteUrgencyQuery {
    init(filter: MemoFilter, user: User, coefficients: UrgencyCoefficients) {
        self.filter = filter
        self.user = user
        self.coefficients = coefficients
        now = filter.now ?? Timestamp.now()
    }

    /// The ids of the page's memos, in urgency order.
    func pageIDs(limit: Int, offset: Int, _ connection: SQLiteConnection) throws -> [Int64] {
        var candidates: [Urgency.Ranked] = []
        if isNarrowed {
            let (sql, values) = narrowedSQL()
            candidates = try connection.rows(sql, values, Self.ranked(self))
        } else {
            // The memos whose scheduled term applies, from the scheduled index: the arms below
            // may stop before their range reaches them.
            if coefficients.scheduled > 0 {
                let (sql, values) = scheduledSQL()
                candidates = try connection.rows(sql, values, Self.ranked(self))
            }
            // The blocking memos (an open memo waits on each) likewise, from their own index:
            // few, where their classes would double the arms, each a seek.
            if filter.isBlocking != false {
                let (sql, values) = blockingSQL()
                candidates += try connection.rows(sql, values, Self.ranked(self))
            }
            // Every class's arm, highest possible urgency first: once the page is full of memos
            // more urgent than an arm could hold, that arm and the rest are not read. An arm of
            // a class no memo has costs one index seek, as probing for the classes present did.
            var arms: [(most: Double, order: Int, done: Bool, dated: Bool, code: Int64)] = []
            for done in statuses {
                for dated in [true, false] where dated || !filter.hasDueCondition {
                    for code in 0..<UrgencyClass.count where !UrgencyClass(code: code).isBlocking && UrgencyClass(code: code).admits(filter) {
                        let most = UrgencyClass(code: code).score(coefficients) + (dated ? coefficients.due : coefficients.age)
                        arms.append((most, arms.count, done, dated, Int64(code)))
                    }
                }
            }
            arms.sort { $0.most != $1.most ? $0.most > $1.most : $0.order < $1.order }
            let bound = offset + limit
            var best: [Double] = []  // the `bound` highest scores so far, highest first
            for arm in arms {
                if best.count == bound, let least = best.last, arm.most < least { break }
                let (sql, values) = armSQL(done: arm.done, dated: arm.dated, code: arm.code, bound: bound)
                let read = try connection.rows(sql, values, Self.ranked(self))
                candidates += read
                if !read.isEmpty {
                    best = Self.highest(bound, of: best, and: read.map(\.score).sorted(by: >))
                }
            }
        }
        return Urgency.page(of: candidates, offset: offset, limit: limit)
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

    /// The memos matching the filter whose scheduled date has passed, as `narrowedSQL`'s rows,
    /// from the scheduled index of each status.
    func scheduledSQL() -> (String, [SQLiteValue]) {
        besidesSQL("memos.scheduled < ?", [.integer(now.secondsSince1970)])
    }

    /// The blocking memos matching the filter, as `narrowedSQL`'s rows, from the index of
    /// the blocking memos of each status.
    func blockingSQL() -> (String, [SQLiteValue]) {
        besidesSQL("memos.blocking = 1", [])
    }

    /// The memos matching the filter and `condition` (with its `conditionValues`), as
    /// `narrowedSQL`'s rows, for each status.
    private func besidesSQL(_ condition: String, _ conditionValues: [SQLiteValue]) -> (String, [SQLiteValue]) {
        var values: [SQLiteValue] = []
        let sql = statuses.map { done in
            var sql = "SELECT \(Self.rankColumns) FROM memos WHERE memos.user_id = ? AND memos.done = ? AND \(condition)"
            values += [.integer(user.id), .bool(done)] + conditionValues
            SQLiteMemoQuery.appendConditions(of: filter, skippingTag: nil, user: user, to: &sql, &values)
            return sql
        }.joined(separator: " UNION ALL ")
        return (sql, values)
    }

    /// The first `bound` memos of class `code` matching the filter, dated ones by due date or
    /// undated ones by creation time, as `narrowedSQL`'s rows.
    func armSQL(done: Bool, dated: Bool, code: Int64, bound: Int) -> (String, [SQLiteValue]) {
        var values: [SQLiteValue] = [.integer(user.id), .bool(done), .integer(code)]
        var sql = "SELECT \(Self.rankColumns) FROM memos"
            + " WHERE memos.user_id = ? AND memos.done = ? AND \(Self.classColumn) = ? AND memos.due IS \(dated ? "NOT NULL" : "NULL")"
        SQLiteMemoQuery.appendConditions(of: filter, skippingTag: nil, user: user, to: &sql, &values)
        sql += dated ? " ORDER BY memos.due, memos.created, memos.id LIMIT ?" : " ORDER BY memos.created, memos.id LIMIT ?"
        return (sql, values + [.integer(Int64(bound))])
    }

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

    private let filter: MemoFilter
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
