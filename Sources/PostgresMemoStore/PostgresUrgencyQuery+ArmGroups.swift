import MemoStore

/// The plain arms of a batch (`PostgresUrgencyQuery.candidates`) read as a few groups, not one
/// subquery each: the arms alike in their text (dated or not, bounded by an anchor or not, the
/// lifted memos left out or not) are one `LATERAL` subquery run for each row of arrays that
/// hold what differs (status, class, and the key each arm starts from). A statement of sixteen
/// arms was planned in 7 ms at 100,000 memos, each subquery choosing among the table's indexes;
/// a group is planned once, whatever number of arms it reads (2 ms for the same sixteen).
extension PostgresUrgencyQuery {
    /// The SELECTs reading `arms` (none lifted by a scheduled date): at most `take` rows of each,
    /// in its index order from its anchor's start on, or backward the last before it.
    /// `userID`, `take`, `moment` and `conditions` are the text `candidates` bound.
    func plainArmSelects(
        _ arms: [Arm], anchored: Anchored?, userID: String, take: String, moment: String, conditions: String,
        _ statement: inout PostgresStatement
    ) -> [String] {
        var groups: [Group: [Arm]] = [:]
        for arm in arms where !(anchored?.isEmpty(arm) ?? false) {
            let group = Group(
                dated: arm.dated, bounded: anchored?.key(of: arm) != nil,
                leftOut: anchored?.liftedLeftOut.contains(arm.done) ?? false)
            groups[group, default: []].append(arm)
        }
        let backward = anchored?.backward ?? false
        // In a fixed order, so one batch's text is the next one's.
        return Group.all.compactMap { group in
            guard let members = groups[group] else { return nil }
            var arrays = ["\(statement.bind(PostgresMemoRepository.idArray(members.map { Int64($0.code) })))::int8[]",
                          "\(statement.bind("{" + members.map { $0.done ? "t" : "f" }.joined(separator: ",") + "}"))::bool[]"]
            var names = ["code", "done"]
            var range = "user_id = \(userID) AND done = arm.done AND due IS \(group.dated ? "NOT NULL" : "NULL")"
                + " AND \(Self.urgencyClass) = arm.code"
            if group.leftOut { range += " AND (scheduled IS NULL OR scheduled >= \(moment))" }
            if group.bounded {
                let keys = members.map { anchored!.key(of: $0)! }
                if group.dated {
                    arrays.append("\(statement.bind("{" + keys.map(\.due).joined(separator: ",") + "}"))::float8[]")
                    names.append("due")
                }
                arrays.append("\(statement.bind("{" + keys.map(\.created).joined(separator: ",") + "}"))::float8[]")
                arrays.append("\(statement.bind(PostgresMemoRepository.idArray(keys.map(\.id))))::int8[]")
                names += ["created", "id"]
                let columns = UrgencyArmStart.orderColumns(dated: group.dated).map(\.name).joined(separator: ", ")
                let values = (group.dated ? "to_timestamp(arm.due), " : "") + "to_timestamp(arm.created), arm.id"
                range += " AND (\(columns)) \(backward ? "<" : ">=") (\(values))"
            }
            let order = UrgencyArmStart.orderColumns(dated: group.dated).map { backward ? $0.name + " DESC" : $0.name }
            return "(SELECT armrows.* FROM unnest(\(arrays.joined(separator: ", "))) AS arm(\(names.joined(separator: ", ")))"
                + " CROSS JOIN LATERAL (SELECT \(Self.columns) FROM memos WHERE \(range)\(conditions)"
                + " ORDER BY \(order.joined(separator: ", ")) LIMIT \(take)) AS armrows)"
        }
    }

    // MARK: - Private

    /// What the text of an arm's subquery depends on.
    private struct Group: Hashable {
        let dated: Bool
        let bounded: Bool
        let leftOut: Bool

        static let all = [true, false].flatMap { dated in
            [false, true].flatMap { bounded in [false, true].map { Group(dated: dated, bounded: bounded, leftOut: $0) } }
        }
    }
}

extension PostgresUrgencyQuery.Anchored {
    /// The key `arm`'s rows are compared with, as float8 seconds (due, created) and an id: a
    /// start on its column alone is a key before every row of that value (`-Infinity`, the
    /// least id); nil: no bound, the whole arm (`.everything` forward, `.nothing` backward).
    func key(of arm: PostgresUrgencyQuery.Arm) -> (due: String, created: String, id: Int64)? {
        switch start(arm) {
        case nil, .everything?, .nothing?: return nil
        case .column(let value)?:
            let seconds = String(value.secondsSince1970)
            return arm.dated ? (seconds, "-Infinity", Int64.min) : ("-Infinity", seconds, Int64.min)
        case .key(let key)?:
            return (String((key.due ?? key.created).secondsSince1970), String(key.created.secondsSince1970), key.id)
        }
    }
}
