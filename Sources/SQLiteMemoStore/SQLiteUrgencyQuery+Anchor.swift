import MemoStore

/// A page in urgency order read from an anchor (`MemoPageAnchor`): the arms of `pageIDs`, each
/// read from where the anchor's position falls in it (`UrgencyArmStart`), forward or backward
/// by the same indexes, and at most a page (and one row more) of each, so the cost is one
/// page's wherever the anchor lies. The memos a passed scheduled date lifts are left out of
/// the plain arms (their place in an arm is not their place in the order) and read as
/// `pageIDs` reads them: all together when few, by arms of their own when many.
extension SQLiteUrgencyQuery {
    /// The ids of the page at `anchor`, in urgency order, and whether a memo lies beyond it.
    func pageIDs(limit: Int, anchor: MemoPageAnchor, _ connection: SQLiteConnection) throws -> (ids: [Int64], hasMore: Bool) {
        let key = anchor.key, backward = anchor.readsBackward
        var walk = UrgencyWalk(bound: limit + 1, key: key?.ranked(at: now, coefficients), backward: backward)
        if try isNarrowed || memoCount(connection) <= wholeReadLimit {
            let (sql, values) = narrowedSQL()
            walk.take(try connection.rows(sql, values, Self.ranked(self)))
            return walk.anchoredPage(limit: limit)
        }
        let (arms, liftedApart) = try arms(taking: &walk, connection)
        func least(_ arm: Arm) -> Double {
            UrgencyWalk.least(of: UrgencyClass(code: arm.code), dated: arm.family.dated, scheduled: arm.family.scheduled, coefficients)
        }
        // Arms of one family share their range's text: built once, not for each of dozens of arms.
        var ranges: [Arm.Family: (String, [SQLiteValue])] = [:]
        for arm in backward ? UrgencyWalk.ordered(arms, by: { -least($0) }) : UrgencyWalk.ordered(arms, by: \.most) {
            guard walk.canReach(backward ? least(arm) : arm.most) else { break }
            let start = key.map {
                UrgencyArmStart(class: UrgencyClass(code: arm.code), dated: arm.family.dated, lifted: arm.family.scheduled,
                                key: $0, at: now, coefficients)
            }
            let liftedLeftOut = !arm.family.scheduled && liftedApart.contains(arm.family.done)
            let range = ranges[arm.family] ?? armRangeSQL(arm.family)
            ranges[arm.family] = range
            guard let (sql, values) = armSQL(arm, range: range, from: start, backward: backward, liftedLeftOut: liftedLeftOut, limit: limit + 1)
            else { continue }
            walk.take(try connection.rows(sql, values, Self.ranked(self)))
        }
        return walk.anchoredPage(limit: limit)
    }

    /// At most `limit` rows of `arm` (as `narrowedSQL`'s) from `start` on, or backward the last
    /// before it (nil: the whole arm), those a passed scheduled date lifts left out when
    /// `liftedLeftOut`; nil when the arm has none. `range`: `armRangeSQL` of the arm's family.
    func armSQL(
        _ arm: Arm, range: (String, [SQLiteValue]), from start: UrgencyArmStart?, backward: Bool, liftedLeftOut: Bool, limit: Int
    ) -> (String, [SQLiteValue])? {
        var (sql, values) = range
        values[Self.codeSlot] = .integer(Int64(arm.code))
        if liftedLeftOut {
            sql += " AND (memos.scheduled IS NULL OR memos.scheduled >= ?)"
            values.append(.integer(now.secondsSince1970))
        }
        let columns = UrgencyArmStart.orderColumns(dated: arm.family.dated).map { "memos." + $0.name }
        let comparison = backward ? "<" : ">="
        switch start {
        case nil: break
        case .everything?: if backward { return nil }
        case .nothing?: if !backward { return nil }
        case .column(let value)?:
            sql += " AND \(columns[0]) \(comparison) ?"
            values.append(.integer(value.secondsSince1970))
        case .key(let key)?:
            sql += " AND (\(columns.joined(separator: ", "))) \(comparison) (\(columns.map { _ in "?" }.joined(separator: ", ")))"
            values += (arm.family.dated ? [key.due?.secondsSince1970 ?? 0] : []).map(SQLiteValue.integer)
                + [.integer(key.created.secondsSince1970), .integer(key.id)]
        }
        sql += " ORDER BY " + columns.map { $0 + (backward ? " DESC" : "") }.joined(separator: ", ") + " LIMIT ?"
        return (sql, values + [.integer(Int64(limit))])
    }
}
