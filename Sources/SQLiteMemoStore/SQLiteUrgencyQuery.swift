import MemoStore

/// A page in urgency order (`Urgency`) from index ranges whose cost does not grow with the store.
///
/// Within one urgency class a dated memo's urgency only falls as its due date is later, and an
/// undated memo's only falls as it is newer; so for each class the first `offset + limit`
/// dated memos by due date and undated ones by creation time hold every memo of the page. Arms
/// are read from the class that could be most urgent down, only those the filter admits
/// (`+blocked` or `pri:H` reads only their classes), and stop once no class left can reach the
/// page. One statement a status first tells what bounds them: the earliest due date bounds
/// every dated arm, and the memos a term lifts above their class's range (a passed scheduled
/// date, blocking) are read all together when few, or as classes of their own when many (the
/// scheduled ones from an index of their own), so neither costs a store that has none. An
/// empty arm is one index seek. The rows read (id, class, due, created, scheduled) are scored
/// and merged in Swift, and only the page's memos are then read whole. A project, a required
/// tag or `+waiting` narrows by its own index as the other orders do, and a user with few memos
/// is read whole: every memo either finds is scored.
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

    /// The ids of the page's memos, in urgency order; `count` is `memoCount` when already read.
    func pageIDs(limit: Int, offset: Int, count: Int? = nil, _ connection: SQLiteConnection) throws -> [Int64] {
        if try isNarrowed || count ?? memoCount(connection) <= wholeReadLimit {
            let (sql, values) = narrowedSQL()
            return Urgency.page(of: try connection.rows(sql, values, Self.ranked(self)), offset: offset, limit: limit)
        }
        let bound = offset + limit
        var walk = UrgencyWalk(bound: bound)
        let (arms, _) = try arms(taking: &walk, connection)
        var statements: [Arm.Family: (String, [SQLiteValue])] = [:]
        for arm in UrgencyWalk.ordered(arms, by: \.most) {
            guard walk.canReach(arm.most) else { break }
            if statements[arm.family] == nil { statements[arm.family] = armSQL(arm.family, bound: bound) }
            guard let (sql, familyValues) = statements[arm.family] else { continue }
            var values = familyValues
            values[Self.codeSlot] = .integer(Int64(arm.code))
            walk.take(try connection.rows(sql, values, Self.ranked(self)))
        }
        return walk.page(offset: offset, limit: limit)
    }

    /// The arms of every status listed, after the few memos a term lifts, read besides them,
    /// are taken into `walk`; and the statuses with memos a passed scheduled date lifts.
    func arms(taking walk: inout UrgencyWalk, _ connection: SQLiteConnection) throws -> (arms: [Arm], lifted: Set<Bool>) {
        var arms: [Arm] = []
        var lifted = Set<Bool>()
        for done in statuses {
            let reach = try self.reach(done: done, connection)
            if reach.scheduled == .few {
                let (sql, values) = besidesSQL(done: done, "memos.scheduled < ?", [.integer(now.secondsSince1970)])
                walk.take(try connection.rows(sql, values, Self.ranked(self)))
            }
            if reach.blocking == .few {
                let (sql, values) = besidesSQL(done: done, "memos.blocking = 1", [])
                walk.take(try connection.rows(sql, values, Self.ranked(self)))
            }
            if reach.next == .few {
                let (sql, values) = besidesSQL(done: done, Self.isTaggedNext, [.integer(user.id)])
                walk.take(try connection.rows(sql, values, Self.ranked(self)))
            }
            if reach.scheduled != .none { lifted.insert(done) }
            arms += self.arms(done: done, reach)
        }
        return (arms, lifted)
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

    /// How many memos of one status a term lifts (a passed scheduled date, blocking): none,
    /// few enough to read all of them besides the arms, or more, read by arms of their own.
    enum Lifted {
        case none, few, many

        init(count: Int64) {
            self = count == 0 ? .none : count <= SQLiteUrgencyQuery.fewLifted ? .few : .many
        }
    }

    /// What one status of the store holds that bounds its arms.
    struct Reach {
        /// The earliest due date: it bounds the due term of every dated memo; nil for none.
        let earliestDue: Timestamp?
        let scheduled: Lifted
        let blocking: Lifted
        /// The memos tagged `+next`, of either status (`memo_tags` keeps no status).
        let next: Lifted
    }

    /// At most how many lifted memos of one kind are read besides the arms rather than by arms
    /// of their own: a class's arm, empty or not, costs about what a dozen rows do.
    static let fewLifted = 256

    /// The status's reach: one statement, each part a seek or a short range of its own index.
    func reach(done: Bool, _ connection: SQLiteConnection) throws -> Reach {
        let values: [SQLiteValue] = [.integer(user.id), .bool(done), .integer(now.secondsSince1970), .integer(Int64(Self.fewLifted + 1))]
        return try connection.firstRow(Self.reachSQL, values) {
            Reach(earliestDue: $0.optionalTimestamp(0),
                  scheduled: coefficients.scheduled == 0 ? .none : Lifted(count: $0.int64(1)),
                  blocking: done ? .none : Lifted(count: $0.int64(2)), next: Lifted(count: $0.int64(3)))
        } ?? Reach(earliestDue: nil, scheduled: .none, blocking: .none, next: .none)
    }

    /// The arms of status `done` the filter admits that the store can fill, in no order: every
    /// class but the blocking ones and the `+next` ones unless they are many (few are read
    /// besides; an empty arm of a class above the rest costs a probe on every listing), and the
    /// scheduled classes when many.
    func arms(done: Bool, _ reach: Reach) -> [Arm] {
        var arms: [Arm] = []
        // No dated memo of the status: no dated arm.
        for dated in [true, false] where (dated || !filter.hasDueCondition) && (!dated || reach.earliestDue != nil) {
            for scheduled in [false, true] where !scheduled || reach.scheduled == .many {
                let family = Arm.Family(done: done, dated: dated, scheduled: scheduled)
                for code in 0..<UrgencyClass.count {
                    let urgencyClass = UrgencyClass(code: code)
                    guard urgencyClass.admits(filter), reach.blocking == .many || !urgencyClass.isBlocking,
                          reach.next == .many || !urgencyClass.isTaggedNext
                    else { continue }
                    let most = UrgencyWalk.most(
                        of: urgencyClass, dated: dated, earliestDue: reach.earliestDue, scheduled: scheduled, at: now, coefficients)
                    arms.append(Arm(family: family, code: code, most: most))
                }
            }
        }
        return arms
    }

    /// Whether the filter is answered by an index of its own (`MemoFilter.isNarrowedByAnIndex`),
    /// so every memo it finds is scored: `narrowedSQL` rather than the arms, each of which
    /// would read that index's range again.
    var isNarrowed: Bool { filter.isNarrowedByAnIndex }

    /// Every memo a narrowed filter matches as (id, class, due, created, scheduled), in no order.
    func narrowedSQL() -> (String, [SQLiteValue]) {
        var values: [SQLiteValue] = []
        let sql = SQLiteMemoQuery(filter: filter, sort: .urgency, user: user).selectSQL(Self.rankColumns, &values)
        return (sql, values)
    }

    /// The memos of status `done` matching the filter and `condition` (with its
    /// `conditionValues`), as `narrowedSQL`'s rows.
    func besidesSQL(done: Bool, _ condition: String, _ conditionValues: [SQLiteValue]) -> (String, [SQLiteValue]) {
        var values: [SQLiteValue] = [.integer(user.id), .bool(done)] + conditionValues
        var sql = "SELECT \(Self.rankColumns) FROM memos WHERE memos.user_id = ? AND memos.done = ? AND \(condition)"
        SQLiteMemoQuery.appendConditions(of: filter, skippingTag: nil, user: user, to: &sql, &values)
        return (sql, values)
    }

    /// The first `bound` memos of one class of `family` matching the filter, dated ones by due
    /// date or undated ones by creation time, as `narrowedSQL`'s rows; the class's code is
    /// the value at `codeSlot`.
    func armSQL(_ family: Arm.Family, bound: Int) -> (String, [SQLiteValue]) {
        let (sql, values) = armRangeSQL(family)
        let order = UrgencyArmStart.orderColumns(dated: family.dated).map { "memos." + $0.name }.joined(separator: ", ")
        return (sql + " ORDER BY \(order) LIMIT ?", values + [.integer(Int64(bound))])
    }

    /// `armSQL` without its order and limit.
    func armRangeSQL(_ family: Arm.Family) -> (String, [SQLiteValue]) {
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
        return (sql, values)
    }

    /// Where `armSQL`'s values hold the class's code.
    static let codeSlot = 2

    /// What bounds the arms of one status (user, done, now, a count's cap): the earliest due
    /// date, and how many memos' scheduled date has passed, how many are blocking and how many
    /// (of either status) are tagged `+next`, each counted up to the cap.
    static let reachSQL = """
        SELECT (SELECT min(due) FROM memos WHERE user_id = ?1 AND done = ?2 AND due IS NOT NULL),
            (SELECT count(*) FROM (SELECT 1 FROM memos WHERE user_id = ?1 AND done = ?2 AND scheduled < ?3 LIMIT ?4)),
            (SELECT count(*) FROM (SELECT 1 FROM memos WHERE user_id = ?1 AND done = ?2 AND blocking = 1 LIMIT ?4)),
            (SELECT count(*) FROM (SELECT 1 FROM memo_tags WHERE user_id = ?1 AND tag = '
        """ + UrgencyTerm.nextTag.description + "' LIMIT ?4))"

    /// The memo of the row is tagged `+next` (the user's id its one value): a range of `memo_tags`.
    static let isTaggedNext = "memos.id IN (SELECT memo_id FROM memo_tags WHERE user_id = ? AND tag = '"
        + UrgencyTerm.nextTag.description + "')"

    // MARK: - Private

    /// How many memos of the statuses listed the user has, from the counts kept on the user.
    func memoCount(_ connection: SQLiteConnection) throws -> Int {
        try SQLiteMemoQuery.memoCount(of: filter.status, user: user, connection)
    }

    let filter: MemoFilter
    let wholeReadLimit: Int
    let user: User
    let coefficients: UrgencyCoefficients
    let now: Timestamp

    /// The class expression as the indexes list it (its bare column names are only memos').
    private static let classColumn = SQLiteSchema.urgencyClass
    /// What a memo is ranked by: id, class, due, created, scheduled.
    private static let rankColumns = "memos.id, \(classColumn), memos.due, memos.created, memos.scheduled"

    var statuses: [Bool] {
        switch filter.status {
        case .open: return [false]
        case .done: return [true]
        case .all: return [false, true]
        }
    }

    /// Reads a row of `rankColumns` as `query` ranks it.
    static func ranked(_ query: SQLiteUrgencyQuery) -> (SQLiteStatement) -> Urgency.Ranked {
        { row in
            Urgency.Ranked(
                id: row.int64(0), class: UrgencyClass(code: Int(row.int64(1))), due: row.optionalTimestamp(2),
                created: Timestamp(secondsSince1970: row.int64(3)), scheduled: row.optionalTimestamp(4), at: query.now, query.coefficients)
        }
    }
}
