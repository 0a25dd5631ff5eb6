import MemoStore

/// The rows a page in urgency order (`Urgency`) is chosen from, read in statements whose cost
/// does not grow with the store (`pageIDs` walks them).
///
/// Within one urgency class a dated memo's urgency only falls as its due date is later, and an
/// undated memo's only falls as it is newer; so for each class the first `offset + limit` dated
/// memos by due date and undated ones by creation time hold every memo of the page. One
/// statement tells what bounds the arms of each status (`reach`): the earliest due date bounds
/// every dated arm, and the memos whose scheduled date has passed, lifted above their class's
/// range, are read all together when few, or as classes of their own when many, from the
/// scheduled memos' own indexes (`PostgresSchemaVersion20`). The classes present are found
/// next (a recursive walk, one index probe a class); then the arms of those the filter admits
/// are read from the class that could be most urgent down, a batch of them a statement, until
/// no arm left can reach the page. Rows are (id, class, due, created, scheduled) in seconds,
/// read from the indexes alone (`PostgresSchemaVersion9`, covering since version 23), the
/// plain arms of a batch by one `LATERAL` subquery for each kind of arm (`+ArmGroups`). A
/// project, a required tag, `+waiting` or a range of scheduled or until dates narrows by its
/// own index, as the other orders do, and a user with few memos is read whole: every memo
/// either finds is a row.
struct PostgresUrgencyQuery {
    /// One class's dated or undated memos of one status (only those whose scheduled date has
    /// passed, or any), and the most urgent one could be.
    struct Arm {
        let done: Bool
        let dated: Bool
        let scheduled: Bool
        let code: Int
        let most: Double
    }

    /// What one status of the store holds that bounds its arms.
    struct Reach {
        /// The earliest due date: it bounds the due term of every dated memo; nil for none.
        let earliestDue: Timestamp?
        /// How many memos' scheduled date has passed, counted up to `fewLifted + 1`.
        let scheduled: Int
    }

    /// Arms read by one statement.
    static let batchSize = 16

    /// How many memos of the statuses listed a user has at most for all of them to be rows:
    /// fewer rows than the probes of the arms they would need.
    static let wholeReadLimit = 1_000

    /// At most how many memos of one status whose scheduled date has passed are read besides
    /// the arms rather than by arms of their own: an arm, planned in its batch, costs about
    /// what a hundred or two rows do, and arms of their own take more batches to fill the page
    /// (at 100,000 memos, 1,934 such rows read in 1.3 to 3.4 ms; their arms took 3 batches more).
    static let fewLifted = 4_096

    /// `within`: only memos of that project and below it (a share's), as `PostgresMemoQuery`.
    /// `wholeReadLimit` and `fewLifted`: `Self.wholeReadLimit` and `Self.fewLifted` but in
    /// tests of the arms.
    init(filter: MemoFilter, user: User, within: String? = nil, wholeReadLimit: Int = Self.wholeReadLimit, fewLifted: Int = Self.fewLifted) {
        self.filter = filter
        self.user = user
        self.within = within
        self.wholeReadLimit = wholeReadLimit
        self.fewLifted = fewLifted
        shares = []
    }

    /// The memos of every project of `shares` (each an owner and a project, below which its
    /// sub-projects lie) as one part: each statement is planned once and run for each share
    /// (`LATERAL` over the shares), so ten shares cost the planning of one. Not for a filter
    /// requiring tags, which the tags index holds by user; no share may lie within another
    /// (its memos would be read twice).
    init(
        filter: MemoFilter, shares: [(owner: User, project: String)], wholeReadLimit: Int = Self.wholeReadLimit,
        fewLifted: Int = Self.fewLifted
    ) {
        precondition(filter.requiredTags.isEmpty && !shares.isEmpty, "shares read together need no tags index")
        self.filter = filter
        user = shares[0].owner
        within = nil
        self.wholeReadLimit = wholeReadLimit
        self.fewLifted = fewLifted
        self.shares = shares
    }

    /// Whether the filter is answered by an index of its own (a project, a required tag,
    /// `+waiting`, a range of scheduled or until dates, done memos that are blocking, ids or
    /// uuids), so every memo it finds is a row: `narrowedCandidates()` rather than arms, each of
    /// which would read that range again (a done memo's class does not tell whether it is
    /// blocking, so each arm of `--done +blocking` read its whole class).
    var isNarrowed: Bool {
        filter.project != nil || filter.waiting == .only || !filter.requiredTags.isEmpty
            || filter.scheduledFrom != nil || filter.scheduledBefore != nil || filter.untilFrom != nil || filter.untilBefore != nil
            || (filter.isBlocking == true && filter.status == .done) || filter.expression?.namesMemos == true
    }

    /// Every memo the filter matches, as rows: a narrowed filter's, or a user's with few memos.
    func narrowedCandidates() -> PostgresStatement {
        var statement = PostgresStatement()
        let userID = owner(&statement)
        statement.sql = "SELECT \(Self.columns) FROM memos WHERE user_id = \(userID)" + statement.conditions(of: filter, user: user.id, owner: sharedOwner)
            + scope(&statement)
        return overShares(statement)
    }

    /// For each status read, as rows (done, earliest due in seconds or null, memos whose
    /// scheduled date has passed by `now` counted up to `fewLifted + 1`, the user's memos of
    /// that status): a seek of `memos_by_due`, a short range of `memos_by_scheduled` and the
    /// counts kept on the user.
    func reach(now: Timestamp) -> PostgresStatement {
        var statement = PostgresStatement()
        let userID = owner(&statement)
        let moment = statement.bind(now)
        let cap = statement.bind(Int64(min(fewLifted, Int(Int32.max))) + 1)
        // Materialized: the seconds' expression names `earliest` three times, and the subquery
        // pulled up would seek its minimum three times.
        statement.sql = "WITH reach AS MATERIALIZED (" + statuses.map { done in
            let status = "user_id = \(userID) AND \(done ? "done" : "NOT done")"
            return """
                SELECT \(done) AS done, (SELECT min(due) FROM memos WHERE \(status) AND due IS NOT NULL) AS earliest,
                    (SELECT count(*) FROM (SELECT 1 FROM memos WHERE \(status) AND scheduled < \(moment) LIMIT \(cap)) AS passed) AS lifted,
                    (SELECT \(done ? "done_count" : "open_count") FROM users WHERE id = \(userID)) AS stored
                """
        }.joined(separator: " UNION ALL ") + ") SELECT done, \(PostgresMemoRepository.seconds("earliest")), lifted, stored FROM reach"
        return overShares(statement)
    }

    /// The classes present among the user's memos of each status read, dated and undated, as
    /// rows (done, dated, code): one statement that skips through the urgency indexes, one
    /// probe a class present.
    func presentClasses() -> PostgresStatement {
        var statement = PostgresStatement()
        var walks: [String] = []
        for done in statuses {
            for dated in [true, false] where dated || !hasDueCondition {
                let userID = owner(&statement)
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
        return overShares(statement)
    }

    /// The arms of the classes `present` (done, dated, code) that the filter admits, the most
    /// urgent they could be first, bounded by the `reach` of their status (none: no bound
    /// known); a status with more than `fewLifted` memos whose scheduled date has passed has
    /// an arm of them for each class present besides.
    func arms(
        of present: [(done: Bool, dated: Bool, code: Int)], _ coefficients: UrgencyCoefficients, reach: [Bool: Reach] = [:],
        now: Timestamp = .now()
    ) -> [Arm] {
        var arms: [Arm] = []
        for arm in present where admits(UrgencyClass(code: arm.code), done: arm.done) {
            let reach = reach[arm.done]
            func most(scheduled: Bool) -> Double {
                UrgencyWalk.most(of: UrgencyClass(code: arm.code), dated: arm.dated, earliestDue: reach?.earliestDue,
                                 scheduled: scheduled, at: now, coefficients)
            }
            arms.append(Arm(done: arm.done, dated: arm.dated, scheduled: false, code: arm.code, most: most(scheduled: false)))
            if let reach, coefficients.scheduled > 0, reach.scheduled > fewLifted {
                arms.append(Arm(done: arm.done, dated: arm.dated, scheduled: true, code: arm.code, most: most(scheduled: true)))
            }
        }
        return UrgencyWalk.ordered(arms, by: \.most)
    }

    /// The first `bound` rows of each of `arms`, in one statement, after the memos of the
    /// statuses `besides` whose scheduled date has passed by `now` (few, read all together).
    /// `anchored`: each arm's rows from its start on, or backward the last before it
    /// (`PostgresUrgencyQuery+Anchor`), those a passed scheduled date lifts left out of the
    /// plain arms of the statuses `liftedLeftOut`.
    func candidates(
        of arms: ArraySlice<Arm>, bound: Int, besides: [Bool] = [], now: Timestamp = .now(), anchored: Anchored? = nil
    ) -> PostgresStatement {
        var statement = PostgresStatement()
        let userID = owner(&statement)
        // A parameter the text never names would have no type: each is bound only when used.
        let take = arms.isEmpty ? "" : statement.bind(Int64(bound))
        let leavesLiftedOut = arms.contains { !$0.scheduled && anchored?.liftedLeftOut.contains($0.done) == true }
        let moment = besides.isEmpty && !arms.contains(where: \.scheduled) && !leavesLiftedOut ? "" : statement.bind(now)
        let conditions = statement.conditions(of: filter, status: false, user: user.id, owner: sharedOwner) + scope(&statement)
        let lifted = besides.map { done in
            "(SELECT \(Self.columns) FROM memos WHERE user_id = \(userID) AND \(done ? "done" : "NOT done") AND scheduled < \(moment)\(conditions))"
        }
        let plain = plainArmSelects(
            arms.filter { !$0.scheduled }, anchored: anchored, userID: userID, take: take, moment: moment, conditions: conditions, &statement)
        // The arms of lifted memos are few (a status with thousands of them): one subquery each.
        statement.sql = (lifted + plain + arms.filter(\.scheduled).map { arm in
            var range = "user_id = \(userID) AND \(arm.done ? "done" : "NOT done") AND due IS \(arm.dated ? "NOT NULL" : "NULL")"
            let code = statement.bind(Int64(arm.code))
            range += " AND \(Self.urgencyClass) = \(code) AND scheduled < \(moment)"
            let backward = anchored?.backward == true
            let order = UrgencyArmStart.orderColumns(dated: arm.dated).map { $0.name + (backward ? " DESC" : "") }.joined(separator: ", ")
            if let anchored {
                range += anchored.condition(of: arm, &statement)
            }
            return "(SELECT \(Self.columns) FROM memos WHERE \(range)\(conditions) ORDER BY \(order) LIMIT \(take))"
        }).joined(separator: " UNION ALL ")
        return overShares(statement)
    }

    /// How many memos match past the first `offset`, counted up to `limit`, in no order (of
    /// shares read together, a row for each share).
    func following(offset: Int, limit: Int) -> PostgresStatement {
        var statement = PostgresStatement()
        let userID = owner(&statement)
        statement.sql = "SELECT count(*) FROM (SELECT 1 FROM memos WHERE user_id = \(userID)"
            + statement.conditions(of: filter, user: user.id, owner: sharedOwner) + scope(&statement)
            // A share's memos lie together in the table: in id order, each is read by its index,
            // where the planner would scan the table from its start for the first few.
            + (shares.isEmpty ? "" : " ORDER BY id")
            + " OFFSET \(statement.bind(Int64(offset))) LIMIT \(statement.bind(Int64(limit)))) AS following"
        return overShares(statement)
    }

    let wholeReadLimit: Int
    let fewLifted: Int

    /// The statuses the filter lists, open first.
    var statuses: [Bool] {
        switch filter.status {
        case .open: return [false]
        case .done: return [true]
        case .all: return [false, true]
        }
    }

    // MARK: - Private

    private let filter: MemoFilter
    private let user: User
    private let within: String?
    /// The shares read together (`init(filter:shares:)`); empty for one user's memos.
    private let shares: [(owner: User, project: String)]

    /// Each share's owner's id in SQL (`overShares`); nil for one user's memos.
    private var sharedOwner: String? { shares.isEmpty ? nil : "s.owner" }

    /// The owner's id in SQL: bound, or each share's (`overShares`).
    private func owner(_ statement: inout PostgresStatement) -> String {
        shares.isEmpty ? statement.bind(user.id) : "s.owner"
    }

    /// ` AND` the memo lies within the project read (`within`, or each share's).
    private func scope(_ statement: inout PostgresStatement) -> String {
        shares.isEmpty ? statement.scope(within) : " AND (project = s.project OR starts_with(project, s.project || '.'))"
    }

    /// `statement` run for each share (`s.owner`, `s.project`), its rows as one user's are.
    private func overShares(_ statement: PostgresStatement) -> PostgresStatement {
        guard !shares.isEmpty else { return statement }
        var wrapped = statement
        let owners = wrapped.bind(PostgresMemoRepository.idArray(shares.map(\.owner.id)))
        let projects = wrapped.bind(PostgresArray.literal(shares.map { PostgresText.stored($0.project) }))
        wrapped.sql = "SELECT q.* FROM unnest(\(owners)::int8[], \(projects)::text[]) AS s(owner, project)"
            + " CROSS JOIN LATERAL (\(statement.sql)) AS q"
        return wrapped
    }

    /// The stored class column (`PostgresSchemaVersion9`): an expression would keep a role
    /// bound by row-level security off the indexes.
    static let urgencyClass = PostgresSchemaVersion9.urgencyClass
    static let columns = "id, \(urgencyClass), \(PostgresMemoRepository.seconds("due")), \(PostgresMemoRepository.seconds("created")), "
        + PostgresMemoRepository.seconds("scheduled")

    private var hasDueCondition: Bool { filter.dueFrom != nil || filter.dueBefore != nil || filter.isOverdue }

    /// Whether a memo of `urgencyClass` and status `done` can match the filter: as the class
    /// tells, and an open memo is blocking only in a blocking class.
    private func admits(_ urgencyClass: UrgencyClass, done: Bool) -> Bool {
        urgencyClass.admits(filter) && (done || filter.isBlocking != true || urgencyClass.isBlocking)
    }
}
