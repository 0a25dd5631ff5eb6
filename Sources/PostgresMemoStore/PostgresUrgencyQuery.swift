import MemoStore

/// The rows a page in urgency order (`Urgency`) is chosen from, read in statements whose cost
/// does not grow with the store.
///
/// Within one urgency class a dated memo's urgency only falls as its due date is later, and an
/// undated memo's only falls as it is newer; so for each class the first `offset + limit` dated
/// memos by due date and undated ones by creation time hold every memo of the page. The classes
/// present are found first (a recursive walk, one index probe a class); then the arms of those
/// the filter admits are read from the class that could be most urgent down, a batch of them a
/// statement, until no arm left can reach the page: the caller scores and merges the rows, (id, class, due, created,
/// scheduled) in seconds, read from the indexes (`PostgresSchemaVersion9`), with the memos whose scheduled date
/// has passed, read from their own index. A project, a required tag or
/// `+waiting` narrows by its own index, as the other orders do, and every memo it finds is a row.
struct PostgresUrgencyQuery {
    /// One class's dated or undated memos of one status, and the most urgent one could be.
    struct Arm {
        let done: Bool
        let dated: Bool
        let code: Int
        let most: Double
    }

    /// Arms read by one statement.
    static let batchSize = 16

    /// `within`: only memos of that project and below it (a share's), as `PostgresMemoQuery`.
    init(filter: MemoFilter, user: User, within: String? = nil) {
        self.filter = filter
        self.user = user
        self.within = within
    }

    /// Whether the filter is answered by an index of its own (a project, a required tag,
    /// `+waiting`), so every memo it finds is a row: `narrowedCandidates()` rather than arms.
    var isNarrowed: Bool { filter.project != nil || filter.waiting == .only || !filter.requiredTags.isEmpty }

    /// Every memo a narrowed filter matches, as rows.
    func narrowedCandidates() -> PostgresStatement {
        var statement = PostgresStatement()
        let userID = statement.bind(user.id)
        statement.sql = "SELECT \(Self.columns) FROM memos WHERE user_id = \(userID)" + statement.conditions(of: filter, user: user.id)
            + statement.scope(within)
        return statement
    }

    /// The memos matching the filter whose scheduled date has passed by `now`, as rows, from
    /// the scheduled index of each status: the arms may stop before their range reaches them.
    func scheduledCandidates(now: Timestamp) -> PostgresStatement {
        var statement = PostgresStatement()
        let userID = statement.bind(user.id)
        let moment = statement.bind(now)
        statement.sql = "SELECT \(Self.columns) FROM memos WHERE user_id = \(userID) AND scheduled < \(moment)"
            + statement.conditions(of: filter, user: user.id)
        return statement
    }

    /// The classes present among the user's memos of each status read, dated and undated, as
    /// rows (done, dated, code): one statement that skips through the urgency indexes, one
    /// probe a class present.
    func presentClasses() -> PostgresStatement {
        var statement = PostgresStatement()
        var walks: [String] = []
        for done in statuses {
            for dated in [true, false] where dated || !hasDueCondition {
                let userID = statement.bind(user.id)
                let range = "user_id = \(userID) AND \(done ? "done" : "NOT done") AND due IS \(dated ? "NOT NULL" : "NULL")"
                walks.append("""
                    (WITH RECURSIVE classes(code) AS (
                        (SELECT \(Self.urgencyClass) FROM memos WHERE \(range) ORDER BY 1 LIMIT 1)
                        UNION ALL
                        SELECT (SELECT \(Self.urgencyClass) FROM memos WHERE \(range) AND \(Self.urgencyClass) > classes.code
                            ORDER BY 1 LIMIT 1) FROM classes WHERE classes.code IS NOT NULL)
                    SELECT \(done), \(dated), code FROM classes WHERE code IS NOT NULL)
                    """)
            }
        }
        statement.sql = walks.joined(separator: " UNION ALL ")
        return statement
    }

    /// The arms of the classes `present` (done, dated, code) that the filter admits, the most
    /// urgent they could be first.
    func arms(of present: [(done: Bool, dated: Bool, code: Int)], _ coefficients: UrgencyCoefficients) -> [Arm] {
        var arms: [Arm] = []
        for arm in present where UrgencyClass(code: arm.code).admits(filter) {
            let most = UrgencyClass(code: arm.code).score(coefficients) + (arm.dated ? coefficients.due : coefficients.age)
            arms.append(Arm(done: arm.done, dated: arm.dated, code: arm.code, most: most))
        }
        // Stable: equal bounds keep their order.
        let ordered = arms.enumerated().sorted { (a: (offset: Int, element: Arm), b: (offset: Int, element: Arm)) -> Bool in
            a.element.most != b.element.most ? a.element.most > b.element.most : a.offset < b.offset
        }
        return ordered.map(\.element)
    }

    /// The first `bound` rows of each of `arms`, in one statement.
    func candidates(of arms: ArraySlice<Arm>, bound: Int) -> PostgresStatement {
        var statement = PostgresStatement()
        let userID = statement.bind(user.id)
        let take = statement.bind(Int64(bound))
        let conditions = statement.conditions(of: filter, status: false, user: user.id) + statement.scope(within)
        statement.sql = arms.map { arm in
            let range = "user_id = \(userID) AND \(arm.done ? "done" : "NOT done") AND due IS \(arm.dated ? "NOT NULL" : "NULL")"
            let code = statement.bind(Int64(arm.code))
            return "(SELECT \(Self.columns) FROM memos WHERE \(range) AND \(Self.urgencyClass) = \(code)\(conditions)"
                + " ORDER BY \(arm.dated ? "due, created, id" : "created, id") LIMIT \(take))"
        }.joined(separator: " UNION ALL ")
        return statement
    }

    /// How many memos match past the first `offset`, counted up to `limit`, in no order.
    func following(offset: Int, limit: Int) -> PostgresStatement {
        var statement = PostgresStatement()
        let userID = statement.bind(user.id)
        statement.sql = "SELECT count(*) FROM (SELECT 1 FROM memos WHERE user_id = \(userID)"
            + statement.conditions(of: filter, user: user.id) + statement.scope(within)
            + " OFFSET \(statement.bind(Int64(offset))) LIMIT \(statement.bind(Int64(limit)))) AS following"
        return statement
    }

    // MARK: - Private

    private let filter: MemoFilter
    private let user: User
    private let within: String?

    /// The stored class column (`PostgresSchemaVersion9`): an expression would keep a role
    /// bound by row-level security off the indexes.
    private static let urgencyClass = PostgresSchemaVersion9.urgencyClass
    private static let columns = "id, \(urgencyClass), \(PostgresMemoRepository.seconds("due")), \(PostgresMemoRepository.seconds("created")), "
        + PostgresMemoRepository.seconds("scheduled")

    private var hasDueCondition: Bool { filter.dueFrom != nil || filter.dueBefore != nil || filter.isOverdue }

    private var statuses: [Bool] {
        switch filter.status {
        case .open: return [false]
        case .done: return [true]
        case .all: return [false, true]
        }
    }
}
