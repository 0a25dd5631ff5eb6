import MemoStore

/// A page of a listing as SQL whose cost does not grow with the store: each part of the
/// sort's order is read from an index kept in that order and stops at the page's end.
///
/// Sorting a million memos to show twenty is what one `ORDER BY` over the user's memos would
/// do for any order but the newest first. Instead the order is cut into segments (memos with
/// a due date, prioritized ones without, by priority, and the rest, which are the bulk of
/// most stores), each one user's open or done memos in a range of one index
/// (`PostgresSchemaVersion3`) read in its order, at most `offset + limit` rows of each; the
/// few rows read are then put in the sort's order. A project, a required tag or `+waiting`
/// narrows by its own index instead, and what it finds is sorted.
struct PostgresMemoQuery {
    /// `within`: only memos of that project and below it (a share's), a condition on the rows
    /// the order's indexes find rather than an index of its own.
    init(filter: MemoFilter, sort: MemoSort, user: User, within: String? = nil) {
        self.filter = filter
        self.sort = sort
        self.user = user
        self.within = within
    }

    /// The page `limit` rows long after `offset`, as `PostgresMemoRepository.memoColumns`, and
    /// then how many rows match past it, counted up to `countLimit` (0: not counted).
    func page(limit: Int, offset: Int, countLimit: Int) -> PostgresStatement {
        var statement = PostgresStatement()
        let source: String
        if isNarrowed || sort == .created || sort == .oldest {
            source = "(SELECT \(Self.rowColumns) FROM memos WHERE \(conditions(status: true, &statement))) AS matching"
        } else {
            let bound = offset + limit
            var arms: [String] = []
            let segments = self.segments
            for done in statuses {
                for segment in segments {
                    var arm = "SELECT \(Self.rowColumns) FROM memos WHERE \(conditions(status: false, &statement))"
                    if let done { arm += done ? " AND done" : " AND NOT done" }
                    arm += " AND \(segment.condition) ORDER BY \(segment.order) LIMIT \(statement.bind(Int64(bound)))"
                    arms.append("(" + arm + ")")
                }
            }
            source = "(" + arms.joined(separator: " UNION ALL ") + ") AS matching"
        }
        // What follows the page is counted without ordering: any rows past offset + limit will do.
        var following = "0"
        if countLimit > 0 {
            let counted = "SELECT 1 FROM memos WHERE \(conditions(status: true, &statement))"
                + " OFFSET \(statement.bind(Int64(offset + limit))) LIMIT \(statement.bind(Int64(countLimit)))"
            following = "(SELECT count(*) FROM (\(counted)) AS following)"
        }
        statement.sql = "SELECT \(PostgresMemoRepository.memoColumns), \(following)"
            + " FROM \(source)\(PostgresStatement.order(sort)) LIMIT \(statement.bind(Int64(limit)))"
            + " OFFSET \(statement.bind(Int64(offset)))"
        return statement
    }

    // MARK: - Private

    let filter: MemoFilter
    let sort: MemoSort
    private let user: User
    private let within: String?

    /// The columns a page reads, as stored (`memoColumns` turns the times into seconds).
    static let rowColumns = "id, uuid, \(PostgresMemoRepository.fieldColumns), blocked, blocking"

    /// Whether the filter is answered by an index of its own rather than the order's.
    var isNarrowed: Bool {
        filter.project != nil || filter.waiting == .only || !filter.requiredTags.isEmpty || filter.parent != nil
    }

    /// The statuses read, each in arms of its own: the indexes hold each status as a range.
    var statuses: [Bool?] {
        switch filter.status {
        case .open: return [false]
        case .done: return [true]
        case .all: return [false, true]
        }
    }

    /// The user and the filter's conditions (its status only when `status`), bound into `statement`.
    func conditions(status: Bool, _ statement: inout PostgresStatement) -> String {
        let userID = statement.bind(user.id)
        return "user_id = " + userID + statement.conditions(of: filter, status: status, user: user.id) + statement.scope(within)
    }

    /// The parts of the sort's order, in turn, each with the index order it is read in (the
    /// index's own terms, so no sort step is needed; a term held constant by the condition
    /// changes nothing of the sort's order).
    var segments: [(condition: String, order: String)] {
        segments(all: false)
    }

    /// The parts of the sort's order (`segments`), those a filter leaves empty too when `all`.
    func segments(all: Bool) -> [(condition: String, order: String)] {
        let dated = "due IS NOT NULL"
        let plain = "priority IS NULL AND due IS NULL"
        var parts: [(condition: String, order: String)]
        switch sort {
        case .due, .urgency:  // urgency is paged by PostgresUrgencyQuery, never here
            parts = [(dated, "due, id DESC"), ("due IS NULL", "id DESC")]
        case .end:
            parts = [("ended IS NOT NULL", "ended, id DESC"), ("ended IS NULL", "id DESC")]
        case .priority, .created, .oldest:  // created and oldest are read in id order, never here
            parts = [("priority IS NOT NULL", "priority DESC NULLS LAST, due, id DESC"),
                     ("priority IS NULL AND due IS NOT NULL", "due, id DESC"), (plain, "id DESC")]
        }
        // A due condition leaves no undated memo; a priority condition no unprioritized one.
        if all { return parts }
        if filter.dueFrom != nil || filter.dueBefore != nil || filter.isOverdue {
            parts.removeAll { $0.condition.contains("due IS NULL") }
        }
        if filter.priority != nil { parts.removeAll { $0.condition.contains("priority IS NULL") } }
        return parts
    }
}
