import MemoStore

/// A page in urgency order read from an anchor (`MemoPageAnchor`): the arms of `pageIDs`, each
/// read from where the anchor's position falls in it (`UrgencyArmStart`), forward or backward
/// by the same indexes, at most a page (and one row more) of each, so the cost is one page's
/// wherever the anchor lies. The memos a passed scheduled date lifts are left out of the plain
/// arms (their place in an arm is not their place in the order) and read as `pageIDs` reads
/// them: all together when few, by arms of their own when many.
extension PostgresUrgencyQuery {
    /// How `candidates` reads each arm from an anchor.
    struct Anchored {
        /// Where each arm starts; nil: the whole arm (the end of the list).
        let start: (Arm) -> UrgencyArmStart?
        /// Whether the last rows before the start are read rather than the first from it.
        let backward: Bool
        /// The statuses whose lifted memos are read apart from their plain arms.
        let liftedLeftOut: Set<Bool>

        /// Whether `arm` has no row on the anchor's side.
        func isEmpty(_ arm: Arm) -> Bool {
            switch start(arm) {
            case .everything?: return backward
            case .nothing?: return !backward
            default: return false
            }
        }

        /// The condition (with its leading AND) that keeps `arm`'s rows on the anchor's side.
        func condition(of arm: Arm, _ statement: inout PostgresStatement) -> String {
            let comparison = backward ? "<" : ">="
            let columns = UrgencyArmStart.orderColumns(dated: arm.dated)
            switch start(arm) {
            case nil: return ""
            case .everything?: return backward ? " AND false" : ""
            case .nothing?: return backward ? "" : " AND false"
            case .column(let value)?: return " AND \(columns[0].name) \(comparison) \(statement.bind(value))"
            case .key(let key)?:
                let values = columns.map { column in
                    switch column {
                    case .due: statement.bind(key.due ?? key.created)
                    case .created: statement.bind(key.created)
                    default: statement.bind(key.id) + "::int8"
                    }
                }
                return " AND (\(columns.map(\.name).joined(separator: ", "))) \(comparison) (\(values.joined(separator: ", ")))"
            }
        }
    }

    /// The ids of the page at `anchor` in urgency order under `coefficients` at `now`, and
    /// whether a memo lies beyond it.
    func pageIDs(
        limit: Int, anchor: MemoPageAnchor, coefficients: UrgencyCoefficients, now: Timestamp, _ connection: PostgresConnection
    ) throws -> (ids: [Int64], hasMore: Bool) {
        let key = anchor.key, backward = anchor.readsBackward
        let rows = { try self.rows($0, coefficients, now, connection) }
        var walk = UrgencyWalk(bound: limit + 1, key: key?.ranked(at: now, coefficients), backward: backward)
        let (reach, stored) = isNarrowed ? ([:], 0) : try readReach(now: now, connection)
        if isNarrowed || (stored.map { $0 <= wholeReadLimit } ?? false) {
            walk.take(try rows(narrowedCandidates()))
            return walk.anchoredPage(limit: limit)
        }
        let lifted = coefficients.scheduled > 0 ? statuses.filter { (reach[$0]?.scheduled ?? 0) > 0 } : []
        let anchored = Anchored(
            start: { arm in
                key.map {
                    UrgencyArmStart(class: UrgencyClass(code: arm.code), dated: arm.dated, lifted: arm.scheduled, key: $0, at: now, coefficients)
                }
            },
            backward: backward, liftedLeftOut: Set(lifted))
        func least(_ arm: Arm) -> Double {
            UrgencyWalk.least(of: UrgencyClass(code: arm.code), dated: arm.dated, scheduled: arm.scheduled, coefficients)
        }
        var arms = try presentArms(coefficients, reach: reach, now: now, connection)
        if backward { arms = UrgencyWalk.ordered(arms, by: { -least($0) }) }
        arms = arms.filter { !anchored.isEmpty($0) }
        var besides = lifted.filter { (reach[$0]?.scheduled ?? 0) <= fewLifted }
        var next = 0
        while next < arms.count || !besides.isEmpty {
            if besides.isEmpty, !walk.canReach(backward ? least(arms[next]) : arms[next].most) { break }
            let batch = arms[next..<min(arms.count, next + Self.batchSize)]
            next = batch.endIndex
            walk.take(try rows(candidates(of: batch, bound: limit + 1, besides: besides, now: now, anchored: anchored)))
            besides = []
        }
        return walk.anchoredPage(limit: limit)
    }
}
