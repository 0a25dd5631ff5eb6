import MemoStore

extension PostgresUrgencyQuery {
    /// The ids of the page's memos in urgency order under `coefficients` at `now`: every memo
    /// the filter matches when it narrows or the user has few memos, otherwise the arms the
    /// reach and the classes present call for, a batch a statement, until none left can
    /// reach the page.
    func pageIDs(
        limit: Int, offset: Int, coefficients: UrgencyCoefficients, now: Timestamp, _ connection: PostgresConnection
    ) throws -> [Int64] {
        try Self.pageIDs(of: [self], limit: limit, offset: offset, coefficients: coefficients, now: now, connection)[0]
    }

    /// The page ids of each of `parts` (a user's own memos, and the projects shared with them),
    /// each as `pageIDs` finds them alone, read together: each step (the reach, the classes
    /// present, a round of batches) is one statement for every part that needs it.
    static func pageIDs(
        of parts: [PostgresUrgencyQuery], limit: Int, offset: Int, coefficients: UrgencyCoefficients, now: Timestamp,
        _ connection: PostgresConnection
    ) throws -> [[Int64]] {
        var whole = parts.map(\.isNarrowed)
        var reach = [[Bool: Reach]](repeating: [:], count: parts.count)
        let measured = parts.indices.filter { !whole[$0] }
        if !measured.isEmpty {
            let result = try execute(joined(measured.map { ($0, parts[$0].reach(now: now)) }), connection)
            var stored = [Int64?](repeating: 0, count: parts.count)
            for row in 0..<result.rowCount {
                let (part, done) = (Int(result.int64(row, 0)), result.bool(row, 1))
                // A part of several shares has a row of each: the earliest due date and the sum bound them all.
                let earlier = reach[part][done]
                let due = result.optionalInt64(row, 2).map(Timestamp.init(secondsSince1970:))
                reach[part][done] = Reach(
                    earliestDue: [earlier?.earliestDue, due].compactMap { $0 }.min(),
                    scheduled: (earlier?.scheduled ?? 0) + Int(result.int64(row, 3)))
                // No counts readable (another owner's, under row-level security): read by arms.
                stored[part] = result.optionalInt64(row, 4).flatMap { count in stored[part].map { $0 + count } }
            }
            for part in measured where stored[part].map({ $0 <= parts[part].wholeReadLimit }) ?? false { whole[part] = true }
        }
        var arms = [[Arm]](repeating: [], count: parts.count)
        let walked = parts.indices.filter { !whole[$0] }
        if !walked.isEmpty {
            let classes = try execute(joined(walked.map { ($0, parts[$0].presentClasses()) }), connection)
            var present = [[(done: Bool, dated: Bool, code: Int)]](repeating: [], count: parts.count)
            var seen = Set<[Int]>()
            for row in 0..<classes.rowCount {
                let (part, done, dated, code) = (Int(classes.int64(row, 0)), classes.bool(row, 1), classes.bool(row, 2), Int(classes.int64(row, 3)))
                // Several shares' walks find a class once each: its arm reads them all.
                guard seen.insert([part, done ? 1 : 0, dated ? 1 : 0, code]).inserted else { continue }
                present[part].append((done, dated, code))
            }
            for part in walked { arms[part] = parts[part].arms(of: present[part], coefficients, reach: reach[part], now: now) }
        }
        let bound = offset + limit
        // The few memos whose scheduled date has passed are read with a part's first batch.
        var besides = parts.indices.map { part in
            whole[part] || coefficients.scheduled <= 0 ? [] : parts[part].statuses.filter {
                (reach[part][$0]?.scheduled ?? 0) > 0 && (reach[part][$0]?.scheduled ?? 0) <= parts[part].fewLifted
            }
        }
        var walks = parts.map { _ in UrgencyWalk(bound: bound) }
        var wholeRows = [[Urgency.Ranked]](repeating: [], count: parts.count)
        var next = [Int](repeating: 0, count: parts.count)
        var round = parts.indices.filter { whole[$0] }.map { ($0, parts[$0].narrowedCandidates()) }
        while true {
            for part in walked where next[part] < arms[part].count || !besides[part].isEmpty {
                if besides[part].isEmpty, !walks[part].canReach(arms[part][next[part]].most) { continue }
                let batch = arms[part][next[part]..<min(arms[part].count, next[part] + batchSize)]
                next[part] = batch.endIndex
                round.append((part, parts[part].candidates(of: batch, bound: bound, besides: besides[part], now: now)))
                besides[part] = []
            }
            guard !round.isEmpty else { break }
            let result = try execute(joined(round), connection)
            var read = [[Urgency.Ranked]](repeating: [], count: parts.count)
            for row in 0..<result.rowCount {
                read[Int(result.int64(row, 0))].append(Urgency.Ranked(
                    id: result.int64(row, 1), class: UrgencyClass(code: Int(result.int64(row, 2))),
                    due: result.optionalInt64(row, 3).map(Timestamp.init(secondsSince1970:)),
                    created: Timestamp(secondsSince1970: result.int64(row, 4)),
                    scheduled: result.optionalInt64(row, 5).map(Timestamp.init(secondsSince1970:)), at: now, coefficients))
            }
            for part in parts.indices {
                if whole[part] { wholeRows[part] += read[part] } else { walks[part].take(read[part]) }
            }
            round = []
        }
        return parts.indices.map {
            whole[$0] ? Urgency.page(of: wholeRows[$0], offset: offset, limit: limit) : walks[$0].page(offset: offset, limit: limit)
        }
    }

    /// The rows of `statement` (id, class, due, created, scheduled) ranked at `now`.
    func rows(
        _ statement: PostgresStatement, _ coefficients: UrgencyCoefficients, _ now: Timestamp, _ connection: PostgresConnection
    ) throws -> [Urgency.Ranked] {
        let result = try connection.execute(statement.sql, statement.values)
        return (0..<result.rowCount).map { row in
            Urgency.Ranked(
                id: result.int64(row, 0), class: UrgencyClass(code: Int(result.int64(row, 1))),
                due: result.optionalInt64(row, 2).map(Timestamp.init(secondsSince1970:)),
                created: Timestamp(secondsSince1970: result.int64(row, 3)),
                scheduled: result.optionalInt64(row, 4).map(Timestamp.init(secondsSince1970:)), at: now, coefficients)
        }
    }

    /// The reach of each status read, and how many memos of them the user has (nil: no counts
    /// readable, another owner's under row-level security, so read by arms).
    func readReach(now: Timestamp, _ connection: PostgresConnection) throws -> (reach: [Bool: Reach], stored: Int64?) {
        let statement = reach(now: now)
        let result = try connection.execute(statement.sql, statement.values)
        var reach: [Bool: Reach] = [:]
        var stored: Int64? = 0
        for row in 0..<result.rowCount {
            reach[result.bool(row, 0)] = Reach(
                earliestDue: result.optionalInt64(row, 1).map(Timestamp.init(secondsSince1970:)), scheduled: Int(result.int64(row, 2)))
            stored = result.optionalInt64(row, 3).flatMap { count in stored.map { $0 + count } }
        }
        return (reach, stored)
    }

    /// The arms of the classes present, the most urgent they could be first.
    func presentArms(
        _ coefficients: UrgencyCoefficients, reach: [Bool: Reach], now: Timestamp, _ connection: PostgresConnection
    ) throws -> [Arm] {
        let walk = presentClasses()
        let classes = try connection.execute(walk.sql, walk.values)
        let present = (0..<classes.rowCount).map {
            (done: classes.bool($0, 0), dated: classes.bool($0, 1), code: Int(classes.int64($0, 2)))
        }
        return arms(of: present, coefficients, reach: reach, now: now)
    }

    // MARK: - Private

    private static func execute(_ statement: PostgresStatement, _ connection: PostgresConnection) throws -> PostgresResult {
        try connection.execute(statement.sql, statement.values)
    }

    /// The statements of `parts` as one, each row led by its part's number.
    private static func joined(_ parts: [(part: Int, statement: PostgresStatement)]) -> PostgresStatement {
        PostgresStatement.joined(parts.map(\.statement)) { texts in
            zip(parts, texts).map { "SELECT \($0.part)::int8, q.* FROM (\($1)) AS q" }.joined(separator: " UNION ALL ")
        }
    }
}
