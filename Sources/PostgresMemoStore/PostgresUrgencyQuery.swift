import MemoStore

/// The rows a page in urgency order (`Urgency`) is chosen from, as one statement whose cost
/// does not grow with the store.
///
/// Within one urgency class a dated memo's urgency only falls as its due date is later, and an
/// undated memo's only falls as it is newer; so for each class present (a recursive walk that
/// probes the index once per class) the first `offset + limit` dated memos by due date and
/// undated ones by creation time hold every memo of the page. Each row is (id, class, due,
/// created) in seconds, read from the indexes (`PostgresSchemaVersion7`); the caller scores
/// and merges them. A project, a required tag or `+waiting` narrows by its own index, as the
/// other orders do, and every memo it finds is a row.
struct PostgresUrgencyQuery {
    init(filter: MemoFilter, user: User) {
        self.filter = filter
        self.user = user
    }

    /// The candidate rows of the page `limit` rows long after `offset`.
    func candidates(limit: Int, offset: Int) -> PostgresStatement {
        var statement = PostgresStatement()
        let columns = "id, \(Self.urgencyClass), \(seconds("due")), \(seconds("created"))"
        if filter.project != nil || filter.waiting == .only || !filter.requiredTags.isEmpty {
            let userID = statement.bind(user.id)
            statement.sql = "SELECT \(columns) FROM memos WHERE user_id = \(userID)"
                + statement.conditions(of: filter, user: user.id)
            return statement
        }
        let bound = statement.bind(Int64(offset + limit))
        // Only the classes the filter admits (`+blocked`, `pri:H` …) have their arm read.
        let admitted = (0..<UrgencyClass.count).filter { UrgencyClass(code: $0).admits(filter) }
        let codes = statement.bind("{" + admitted.map(String.init).joined(separator: ",") + "}") + "::int4[]"
        var arms: [String] = []
        for done in statuses {
            for dated in [true, false] where dated || !hasDueCondition {
                let userID = statement.bind(user.id)
                let range = "user_id = \(userID) AND \(done ? "done" : "NOT done") AND due IS \(dated ? "NOT NULL" : "NULL")"
                let order = dated ? "due, created, id" : "created, id"
                let conditions = statement.conditions(of: filter, status: false, user: user.id)
                arms.append("""
                    (WITH RECURSIVE classes(code) AS (
                        (SELECT \(Self.urgencyClass) FROM memos WHERE \(range) ORDER BY 1 LIMIT 1)
                        UNION ALL
                        SELECT (SELECT \(Self.urgencyClass) FROM memos WHERE \(range) AND \(Self.urgencyClass) > classes.code
                            ORDER BY 1 LIMIT 1) FROM classes WHERE classes.code IS NOT NULL)
                    SELECT arm.* FROM classes CROSS JOIN LATERAL (
                        SELECT \(columns) FROM memos WHERE \(range) AND \(Self.urgencyClass) = classes.code\(conditions)
                        ORDER BY \(order) LIMIT \(bound)) AS arm
                    WHERE classes.code IS NOT NULL AND classes.code = ANY(\(codes)))
                    """)
            }
        }
        statement.sql = arms.joined(separator: " UNION ALL ")
        return statement
    }

    /// How many memos match past the first `offset`, counted up to `limit`, in no order.
    func following(offset: Int, limit: Int) -> PostgresStatement {
        var statement = PostgresStatement()
        let userID = statement.bind(user.id)
        statement.sql = "SELECT count(*) FROM (SELECT 1 FROM memos WHERE user_id = \(userID)"
            + statement.conditions(of: filter, user: user.id)
            + " OFFSET \(statement.bind(Int64(offset))) LIMIT \(statement.bind(Int64(limit)))) AS following"
        return statement
    }

    // MARK: - Private

    private let filter: MemoFilter
    private let user: User

    private static let urgencyClass = PostgresSchemaVersion7.urgencyClass

    private var hasDueCondition: Bool { filter.dueFrom != nil || filter.dueBefore != nil || filter.isOverdue }

    private var statuses: [Bool] {
        switch filter.status {
        case .open: return [false]
        case .done: return [true]
        case .all: return [false, true]
        }
    }

    private func seconds(_ column: String) -> String {
        PostgresMemoRepository.seconds(column)
    }
}
