/// A `MemoFilter` and a `MemoSort` as SQL over `memos`, every value bound, shaped so SQLite
/// answers it with one of the schema's indexes (see `SQLiteSchema.version2`).
///
/// Three shapes, chosen by the filter: a required tag drives the query from `memo_tags`
/// (its rows for that tag, then each memo by id); a listing of open and done memos merges two
/// ordered scans, one per status (SQLite's UNION ALL merge), so neither needs a sort; anything else is one range scan of one user's open or done memos
/// in the sort's own index.
struct SQLiteMemoQuery {
    /// `FROM … WHERE …` of one arm, without ORDER BY.
    private(set) var arms: [(sql: String, values: [SQLiteValue])] = []
    /// The ORDER BY terms, qualified (one arm) or by result column (merged arms).
    let order: String

    init(filter: MemoFilter, sort: MemoSort, user: User) {
        let drivingTag = filter.requiredTags.min()
        let merges = drivingTag == nil && filter.status == .all
        order = Self.orderBy(sort, merged: merges)
        var statuses: [Bool?]
        switch filter.status {
        case .open: statuses = [false]
        case .done: statuses = [true]
        case .all: statuses = merges ? [false, true] : [nil]
        }
        for done in statuses {
            var sql: String
            var values: [SQLiteValue]
            if let drivingTag {
                sql = " FROM memo_tags CROSS JOIN memos ON memos.id = memo_tags.memo_id"
                    + " WHERE memo_tags.user_id = ? AND memo_tags.tag = ? AND memos.user_id = ?"
                values = [.integer(user.id), .text(drivingTag), .integer(user.id)]
            } else {
                sql = " FROM memos WHERE memos.user_id = ?"
                values = [.integer(user.id)]
            }
            if let done {
                sql += " AND memos.done = ?"
                values.append(.bool(done))
            }
            Self.appendConditions(of: filter, skippingTag: drivingTag, user: user, to: &sql, &values)
            arms.append((sql, values))
        }
    }

    /// The page's rows: `SELECT` memo columns, ordered, `limit` of them after `offset`.
    func pageSQL(limit: Int, offset: Int) -> (String, [SQLiteValue]) {
        let columns = arms.count > 1 ? SQLiteMemoRow.columns + ", \(Self.dueKey) AS due_key" : SQLiteMemoRow.columns
        let selects = arms.map { "SELECT " + columns + $0.sql }
        return (selects.joined(separator: " UNION ALL ") + " ORDER BY \(order) LIMIT ? OFFSET ?",
                arms.flatMap(\.values) + [.integer(Int64(limit)), .integer(Int64(offset))])
    }

    /// How many rows match after skipping `offset`, counting at most `limit`; order does not
    /// change a count, so no arm sorts.
    func countSQL(limit: Int, offset: Int) -> (String, [SQLiteValue]) {
        let selects = arms.map { "SELECT 1" + $0.sql }
        return ("SELECT count(*) FROM (" + selects.joined(separator: " UNION ALL ") + " LIMIT ? OFFSET ?)",
                arms.flatMap(\.values) + [.integer(Int64(limit)), .integer(Int64(offset))])
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
        if let priority = filter.priority {
            sql += " AND memos.priority = ?"
            values.append(.integer(SQLiteMemoRow.rank(of: priority)))
        }
        if filter.dueFrom != nil || filter.dueBefore != nil || filter.isOverdue {
            // One range of the due key; its top end excludes memos without a due date.
            var upper = SQLiteSchema.noDue
            if let before = filter.dueBefore { upper = min(upper, before.secondsSince1970) }
            if filter.isOverdue { upper = min(upper, now) }
            sql += " AND \(dueKey) >= ? AND \(dueKey) < ?"
            values += [.integer(filter.dueFrom?.secondsSince1970 ?? Int64.min), .integer(upper)]
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

    // MARK: - Private

    private static let dueKey = "coalesce(memos.due, \(SQLiteSchema.noDue))"
    private static let tagLookup =
        "SELECT 1 FROM memo_tags AS t WHERE t.user_id = ? AND t.tag = ? AND t.memo_id = memos.id"

    /// The terms exactly as the indexes list them, so no sort step is needed.
    private static func orderBy(_ sort: MemoSort, merged: Bool) -> String {
        let due = merged ? "due_key" : dueKey
        let priority = merged ? "priority" : "memos.priority"
        let id = merged ? "id" : "memos.id"
        switch sort {
        case .urgency: return "\(due), \(priority) DESC, \(id) DESC"
        case .due: return "\(due), \(id) DESC"
        case .priority: return "\(priority) DESC, \(due), \(id) DESC"
        case .created: return "\(id) DESC"
        }
    }
}
