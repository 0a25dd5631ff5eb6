import MemoStore

/// A `MemoFilter` and a `MemoSort` as SQL over `memos`, every value bound, shaped so SQLite
/// answers it with one of the schema's indexes (see `SQLiteSchema.version2`).
///
/// A required tag drives the query from `memo_tags` (its rows for that tag, then each memo by
/// id); a project or `+waiting` reads its own index and sorts what it found. Otherwise a
/// listing is a run of segments read one after the other (`segments()`), each a range of one
/// user's open or done memos in an index kept in that segment's order, so nothing is sorted
/// and the LIMIT ends the reading; a listing of both statuses merges the two ranges of each
/// segment (SQLite's UNION ALL merge).
struct SQLiteMemoQuery {
    init(filter: MemoFilter, sort: MemoSort, user: User) {
        self.filter = filter
        self.sort = sort
        self.user = user
        drivingTag = filter.requiredTags.min()
        switch filter.status {
        case .open: statuses = [false]
        case .done: statuses = [true]
        case .all: statuses = drivingTag == nil ? [false, true] : [nil]
        }
    }

    /// The page's rows: `SELECT` memo columns, ordered, `limit` of them after `offset`.
    func pageSQL(limit: Int, offset: Int) -> (String, [SQLiteValue]) {
        var values: [SQLiteValue] = []
        let sql: String
        let columns = Self.pageColumns
        if usesSegments {
            // Each segment stops at offset + limit rows; SQLite reads the segments in turn.
            let bound = offset + limit
            var parts: [String] = []
            for part in segments() {
                parts.append("SELECT * FROM (" + selects(columns, extra: part.condition, &values) + " ORDER BY \(part.order) LIMIT ?)")
                values.append(.integer(Int64(bound)))
            }
            sql = parts.joined(separator: " UNION ALL ")
        } else {
            sql = selects(columns, extra: nil, &values) + " ORDER BY " + Self.orderBy(sort)
        }
        return (sql + " LIMIT ? OFFSET ?", values + [.integer(Int64(limit)), .integer(Int64(offset))])
    }

    /// How many rows match after skipping `offset`, counting at most `limit`; order does not
    /// change a count, so no arm sorts.
    func countSQL(limit: Int, offset: Int) -> (String, [SQLiteValue]) {
        var values: [SQLiteValue] = []
        let sql = "SELECT count(*) FROM (" + selects("1", extra: nil, &values) + " LIMIT ? OFFSET ?)"
        return (sql, values + [.integer(Int64(limit)), .integer(Int64(offset))])
    }

    /// `SELECT columns FROM …` every memo the filter matches, in no order (each status, or
    /// a required tag's rows, as `pageSQL` reads them).
    func selectSQL(_ columns: String, _ values: inout [SQLiteValue]) -> String {
        selects(columns, extra: nil, &values)
    }

    /// `selectSQL` as one pass over `memos` in rowid order, the user's rows kept by condition,
    /// for a read of every memo `scanIsCheaper` finds cheaper so.
    func scanSQL(_ columns: String, _ values: inout [SQLiteValue]) -> String {
        var sql = "SELECT \(columns) FROM memos NOT INDEXED WHERE memos.user_id = ?"
        values.append(.integer(user.id))
        if filter.status != .all { sql += filter.status == .done ? " AND memos.done = 1" : " AND memos.done = 0" }
        Self.appendConditions(of: filter, skippingTag: nil, user: user, to: &sql, &values)
        return sql
    }

    /// `pageSQL` for a page in id order (`created`, `oldest`) as one pass over `memos` in
    /// rowid order (`scanSQL`'s rows): for a page that holds every memo of the statuses listed
    /// when `scanIsCheaper`, where merging the two statuses' index ranges looked every row up
    /// by its rowid (`all --limit 10000` of 8,075 memos: 26 M of SQLite's instructions, not 42 M).
    /// Nil in any other order; for a page of fewer than 1,000 rows, whose lookups cost too
    /// little for the count that decides to be worth reading; and for a filter a range of an
    /// index of its own answers (a tag, a project, a parent, due dates…), which a pass over
    /// every row would not.
    func idOrderScanSQL(limit: Int, offset: Int) -> (String, [SQLiteValue])? {
        guard sort == .created || sort == .oldest, offset + limit >= 1_000,
              !filter.isNarrowedByAnIndex, filter.parent == nil, !filter.hasDueCondition
        else { return nil }
        var values: [SQLiteValue] = []
        let sql = scanSQL(SQLiteMemoRow.columns, &values) + (sort == .created ? " ORDER BY memos.id DESC" : " ORDER BY memos.id")
        return (sql + " LIMIT ? OFFSET ?", values + [.integer(Int64(limit)), .integer(Int64(offset))])
    }

    /// How many memos of `status` the user has, from the counts kept on the user: an upper
    /// bound of what any filter of that status matches.
    static func memoCount(of status: MemoStatus, user: User, _ connection: SQLiteConnection) throws -> Int {
        let counts = try keptCounts(of: user, connection)
        switch status {
        case .open: return counts.open
        case .done: return counts.done
        case .all: return counts.total
        }
    }

    /// The user's open and done memos as the store keeps them counted on the user (`users`'
    /// `open_count` and `done_count`); none for a user it does not know.
    static func keptCounts(of user: User, _ connection: SQLiteConnection) throws -> MemoCounts {
        try connection.firstRow("SELECT open_count, done_count FROM users WHERE id = ?", [.integer(user.id)]) {
            MemoCounts(open: Int($0.int64(0)), done: Int($0.int64(1)))
        } ?? MemoCounts(open: 0, done: 0)
    }

    /// Whether `count` rows of one user's are read for less by a pass over `memos` than by an
    /// index of the user's: when they are at least half its rows. A row of another user's is
    /// skipped for a fraction of what looking a row up by the index's rowid costs (a whole
    /// read of 8,000 memos: 8 M instructions of 41 M). The largest id bounds how many rows
    /// there are, as ids are never reused.
    static func scanIsCheaper(reading count: Int, _ connection: SQLiteConnection) throws -> Bool {
        guard count > 0 else { return false }
        let lastID = try connection.firstRow("SELECT max(id) FROM memos", []) { $0.int64(0) } ?? 0
        return lastID <= 2 * Int64(count)
    }

    /// The filter as conditions on `memos`, without user, status or a tag already joined.
    static func appendConditions(
        of filter: MemoFilter, skippingTag skipped: String?, user: User, to sql: inout String, _ values: inout [SQLiteValue]
    ) {
        let now = (filter.now ?? Timestamp.now()).secondsSince1970
        for tag in filter.requiredTags.sorted() where tag != skipped {
            sql += " AND EXISTS (\(tagLookup))"
            values += [.integer(user.id), .text(tag)]
        }
        for tag in filter.excludedTags.sorted() {
            sql += " AND NOT EXISTS (\(tagLookup))"
            values += [.integer(user.id), .text(tag)]
        }
        if let project = filter.project {
            // One index range holds the project and its sub-projects ('.' sorts just before '/').
            sql += " AND memos.project >= ? AND memos.project < ? AND (memos.project = ? OR memos.project > ?)"
            values += [.text(project), .text(project + "/"), .text(project), .text(project + ".")]
        }
        if let owner = filter.owner {
            // The user's own memos have no owner; another's are those that user shares.
            if owner == user.name {
                sql += " AND memos.owner IS NULL"
            } else {
                sql += " AND memos.owner = ?"
                values.append(.text(owner))
            }
        }
        if let priority = filter.priority {
            sql += " AND memos.priority = ?"
            values.append(.integer(SQLiteMemoRow.rank(of: priority)))
        }
        // Conditions on the rows an index range already found: no index of their own is needed.
        if let isTagged = filter.isTagged {
            sql += isTagged ? " AND memos.tags <> ''" : " AND memos.tags = ''"
        }
        if let isRecurring = filter.isRecurring {
            sql += isRecurring ? " AND memos.recur IS NOT NULL" : " AND memos.recur IS NULL"
        }
        if let isActive = filter.isActive {
            sql += isActive ? " AND memos.start IS NOT NULL" : " AND memos.start IS NULL"
        }
        if let isAnnotated = filter.isAnnotated {
            sql += isAnnotated ? " AND memos.annotations <> ''" : " AND memos.annotations = ''"
        }
        if let isBlocked = filter.isBlocked {
            sql += (isBlocked ? " AND " : " AND NOT ") + SQLiteSchema.isBlocked
        }
        if let isBlocking = filter.isBlocking {
            // Kept on the memo by `memo_waits`' triggers (version 14), done or open: reading the
            // uuids every open memo waits on cost each arm of an urgency listing a sort of them.
            sql += isBlocking ? " AND memos.blocking = 1" : " AND memos.blocking = 0"
        }
        appendFamilyConditions(of: filter, user: user, to: &sql, &values)
        for (column, from, before) in [("scheduled", filter.scheduledFrom, filter.scheduledBefore), ("until", filter.untilFrom, filter.untilBefore)] {
            if let from {
                sql += " AND memos.\(column) >= ?"
                values.append(.integer(from.secondsSince1970))
            }
            if let before {
                sql += " AND memos.\(column) < ?"
                values.append(.integer(before.secondsSince1970))
            }
        }
        if !filter.includesExpired {
            sql += " AND (memos.until IS NULL OR memos.until > ?)"
            values.append(.integer(now))
        }
        if filter.hasDueCondition {
            // One range of the dated memos' partial indexes; NULL passes no comparison.
            var upper = SQLiteSchema.noDue
            if let before = filter.dueBefore { upper = min(upper, before.secondsSince1970) }
            if filter.isOverdue { upper = min(upper, now) }
            if let from = filter.dueFrom {
                sql += " AND memos.due >= ?"
                values.append(.integer(from.secondsSince1970))
            }
            sql += " AND memos.due < ?"
            values.append(.integer(upper))
        }
        if let expression = filter.expression {
            let moment = filter.now ?? Timestamp(secondsSince1970: now)
            sql += " AND " + SQLiteFilterExpression.condition(expression, now: moment, user: user, &values)
        }
        switch filter.waiting {
        case .hide:
            sql += " AND (memos.wait IS NULL OR memos.wait <= ?)"
            values.append(.integer(now))
        case .only:
            sql += " AND memos.wait > ?"
            values.append(.integer(now))
        case .include:
            break
        }
    }

    /// Whether a page is read as `segments()`, each a range of an index in the sort's order:
    /// not when a project or `+waiting` narrows by its own index and what it found is sorted
    /// once, nor by a required tag's rows, nor in id order (one range already).
    var usesSegments: Bool {
        let narrowed = filter.project != nil || filter.waiting == .only || filter.parent != nil
        return drivingTag == nil && sort != .created && sort != .oldest && (filter.hasDueCondition || !narrowed)
    }

    /// The columns of a page: a memo's, and its sort keys.
    static let pageColumns = SQLiteMemoRow.columns + ", \(dueKey) AS due_key, \(endKey) AS end_key"

    // MARK: - Private

    let filter: MemoFilter
    let sort: MemoSort
    private let user: User
    /// The required tag whose `memo_tags` rows drive the query, if any.
    private let drivingTag: String?
    /// One arm per status to read: open, done, or (`nil`) both in one arm.
    private let statuses: [Bool?]

    /// The due date's sort key, spelled exactly as the priority index lists it.
    static let dueKey = "coalesce(memos.due, \(SQLiteSchema.noDue))"
    /// When a memo was done as a sort key, memos without an end last.
    static let endKey = "coalesce(memos.ended, \(SQLiteSchema.noDue))"
    private static let tagLookup =
        "SELECT 1 FROM memo_tags AS t WHERE t.user_id = ? AND t.tag = ? AND t.memo_id = memos.id"

    /// The parts of a listing in `sort` order, each a range of one index read in its order:
    /// memos with a due date from the partial indexes of dated memos, prioritized ones without
    /// from the partial priority index, and the rest (no priority, no due date) last, in id
    /// order from (user_id, done, id), which they are the bulk of.
    func segments(all: Bool = false) -> [(condition: String, order: String)] {
        let dated = "memos.due IS NOT NULL"
        let plain = "memos.priority = 0 AND memos.due IS NULL"
        var parts: [(condition: String, order: String)]
        switch sort {
        case .due, .urgency:  // urgency is paged by SQLiteUrgencyQuery, never here
            parts = [(dated, "due, id DESC"), ("memos.due IS NULL", "id DESC")]
        case .end:
            parts = [("memos.ended IS NOT NULL", "ended, id DESC"), ("memos.ended IS NULL", "id DESC")]
        case .priority, .created, .oldest:  // created and oldest are read in id order, never here
            parts = [("memos.priority <> 0", "priority DESC, due_key, id DESC"),
                     ("memos.priority = 0 AND memos.due IS NOT NULL", "due, id DESC"), (plain, "id DESC")]
        }
        // A due condition leaves no undated memo; a priority condition no unprioritized one.
        if all { return parts }
        if filter.hasDueCondition { parts.removeAll { $0.condition.contains("due IS NULL") || $0.condition.hasSuffix("\(SQLiteSchema.noDue)") } }
        if filter.priority != nil { parts.removeAll { $0.condition.contains("priority = 0") } }
        return parts
    }

    /// `SELECT columns FROM … WHERE …` for each status, joined by UNION ALL.
    func selects(_ columns: String, extra: String?, extraValues: [SQLiteValue] = [], _ values: inout [SQLiteValue]) -> String {
        statuses.map { done in
            var sql: String
            if let drivingTag {
                sql = "SELECT \(columns) FROM memo_tags CROSS JOIN memos ON memos.id = memo_tags.memo_id"
                    + " WHERE memo_tags.user_id = ? AND memo_tags.tag = ? AND memos.user_id = ?"
                values += [.integer(user.id), .text(drivingTag), .integer(user.id)]
            } else {
                sql = "SELECT \(columns) FROM memos WHERE memos.user_id = ?"
                values.append(.integer(user.id))
            }
            if let done {
                sql += " AND memos.done = ?"
                values.append(.bool(done))
            }
            if let extra {
                sql += " AND " + extra
                values += extraValues
            }
            Self.appendConditions(of: filter, skippingTag: drivingTag, user: user, to: &sql, &values)
            return sql
        }.joined(separator: " UNION ALL ")
    }

    /// The terms by result column, as the indexes list them, so no sort step is needed.
    static func orderBy(_ sort: MemoSort) -> String {
        switch sort {
        case .due, .urgency: return "due_key, id DESC"
        case .priority: return "priority DESC, due_key, id DESC"
        case .created: return "id DESC"
        case .oldest: return "id"
        case .end: return "end_key, id DESC"
        }
    }
}

extension MemoFilter {
    /// Whether the filter limits the due date (`due:`, `due.before:`, `due.after:`, `+overdue`).
    var hasDueCondition: Bool { dueFrom != nil || dueBefore != nil || isOverdue }

    /// Whether an index of the filter's own answers it: a project, a required tag, `+waiting`,
    /// a range of scheduled or until dates, ids or uuids.
    var isNarrowedByAnIndex: Bool {
        project != nil || waiting == .only || !requiredTags.isEmpty
            || scheduledFrom != nil || scheduledBefore != nil || untilFrom != nil || untilBefore != nil
            || expression?.namesMemos == true
    }
}

extension SQLiteMemoQuery {
    /// `+PARENT`, `+CHILD` and `parent:ID` as conditions on `memos`: a memo's children are one
    /// range of the (user, parent) index (`SQLiteSchema.version12`).
    static func appendFamilyConditions(of filter: MemoFilter, user: User, to sql: inout String, _ values: inout [SQLiteValue]) {
        if let isChild = filter.isChild {
            sql += isChild ? " AND memos.parent IS NOT NULL" : " AND memos.parent IS NULL"
        }
        if let isParent = filter.isParent {
            sql += (isParent ? " AND " : " AND NOT ") + "EXISTS (SELECT 1 FROM memos AS child WHERE child.user_id = ? AND child.parent = memos.uuid)"
            values.append(.integer(user.id))
        }
        switch filter.parent {
        case .id(let id)?:
            sql += " AND memos.parent = (SELECT above.uuid FROM memos AS above WHERE above.id = ? AND above.user_id = ?)"
            values += [.integer(id), .integer(user.id)]
        case .uuid(let uuid)?:
            sql += " AND memos.parent = ?"
            values.append(.text(uuid))
        case nil:
            break
        }
    }
}
