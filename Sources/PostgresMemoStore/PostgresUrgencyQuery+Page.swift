import MemoStore

extension PostgresUrgencyQuery {
    /// The ids of the page's memos in urgency order under `coefficients` at `now`: every memo
    /// the filter matches when it narrows or the user has few memos, otherwise the arms the
    /// reach and the classes present call for, a batch a statement, until none left can
    /// reach the page.
    func pageIDs(
        limit: Int, offset: Int, coefficients: UrgencyCoefficients, now: Timestamp, _ connection: PostgresConnection
    ) throws -> [Int64] {
        let rows = { try self.rows($0, coefficients, now, connection) }
        if isNarrowed { return Urgency.page(of: try rows(narrowedCandidates()), offset: offset, limit: limit) }
        let (reach, stored) = try readReach(now: now, connection)
        if let stored, stored <= wholeReadLimit { return Urgency.page(of: try rows(narrowedCandidates()), offset: offset, limit: limit) }
        let arms = try presentArms(coefficients, reach: reach, now: now, connection)
        let bound = offset + limit
        // The few memos whose scheduled date has passed are read with the first batch.
        var besides = coefficients.scheduled > 0 ? statuses.filter { (reach[$0]?.scheduled ?? 0) > 0 && (reach[$0]?.scheduled ?? 0) <= fewLifted } : []
        var pageWalk = UrgencyWalk(bound: bound)
        var next = 0
        while next < arms.count || !besides.isEmpty {
            if besides.isEmpty, !pageWalk.canReach(arms[next].most) { break }
            let batch = arms[next..<min(arms.count, next + Self.batchSize)]
            next = batch.endIndex
            pageWalk.take(try rows(candidates(of: batch, bound: bound, besides: besides, now: now)))
            besides = []
        }
        return pageWalk.page(offset: offset, limit: limit)
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
}
