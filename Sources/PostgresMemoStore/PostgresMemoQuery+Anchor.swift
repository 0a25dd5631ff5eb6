import MemoStore

/// A page in an order other than urgency read from an anchor (`MemoPageAnchor`), as
/// `SQLiteMemoQuery+Anchor` reads it: the segments of the order wholly before the anchor's left
/// unread, those after it read from their start, the anchor's own from the key on
/// (`MemoKeyset`), each status and segment a range of its index read in order (backward, in
/// reverse), so a deep page costs what the first does and holds the rows an offset read gives.
extension PostgresMemoQuery {
    /// At most `limit` rows of the page at `anchor`, as `PostgresMemoRepository.memoColumns`;
    /// read backward (`.before`, `.last`), the nearest the anchor first.
    func anchoredPage(limit: Int, anchor: MemoPageAnchor) -> PostgresStatement {
        var statement = PostgresStatement()
        let backward = anchor.readsBackward
        let order = Self.wholeOrder(sort)
        let source: String
        if isNarrowed || sort == .created || sort == .oldest {
            let keyset = anchor.key.map { keysetSQL(order, in: nil, $0, backward: backward, &statement) } ?? ""
            source = "(SELECT \(Self.rowColumns) FROM memos WHERE \(conditions(status: true, &statement))\(keyset)) AS matching"
        } else {
            let all = segments(all: true)
            let home = anchor.key.flatMap { key in all.firstIndex { Self.holds($0.condition, key) } }
            var arms: [String] = []
            for segment in backward ? segments.reversed() : segments {
                let position = all.firstIndex { $0.condition == segment.condition }
                if let home, let position, position != home, (position < home) != backward { continue }
                for done in statuses {
                    var arm = "SELECT \(Self.rowColumns) FROM memos WHERE \(conditions(status: false, &statement))"
                    if let done { arm += done ? " AND done" : " AND NOT done" }
                    arm += " AND \(segment.condition)"
                    if let key = anchor.key, position == home {
                        arm += keysetSQL(segment.order, in: segment.condition, key, backward: backward, &statement)
                    }
                    arm += " ORDER BY \(Self.ordered(segment.order, backward: backward))"
                        + " LIMIT \(statement.bind(Int64(limit)))"
                    arms.append("(" + arm + ")")
                }
            }
            // Every segment lies before a forward anchor (or after a backward one): no rows.
            source = arms.isEmpty ? "(SELECT \(Self.rowColumns) FROM memos WHERE false) AS matching"
                : "(" + arms.joined(separator: " UNION ALL ") + ") AS matching"
        }
        statement.sql = "SELECT \(PostgresMemoRepository.memoColumns) FROM \(source)"
            + " ORDER BY \(Self.ordered(order, backward: backward)) LIMIT \(statement.bind(Int64(limit)))"
        return statement
    }

    // MARK: - Private

    /// `PostgresStatement.order` without its keyword.
    private static func wholeOrder(_ sort: MemoSort) -> String {
        String(PostgresStatement.order(sort).dropFirst(" ORDER BY ".count))
    }

    /// ` AND` the rows at `key` or after it in `order` (backward: before it), within the segment
    /// of `condition` (nil: every row).
    private func keysetSQL(
        _ order: String, in condition: String?, _ key: MemoPageKey, backward: Bool, _ statement: inout PostgresStatement
    ) -> String {
        let terms = MemoKeyset.terms(of: order)
        let keyed = terms.map {
            MemoKeyset.Term(descending: $0.descending, nulls: Self.nulls(of: $0.name, in: condition), keyIsNull: !Self.hasValue($0.name, key))
        }
        let whole = MemoKeyset.condition(keyed, backward: backward)
        if whole == .constant(true) { return "" }
        return " AND " + whole.text { index, comparison, null in
            let name = terms[index].name
            guard let comparison else { return name + (null ? " IS NULL" : " IS NOT NULL") }
            return "\(name) \(comparison.rawValue) \(Self.value(of: name, key, &statement))"
        }
    }

    /// `order` with each term's nulls last in its direction, or all of it reversed, as the
    /// indexes list it (the id's nulls, which it has none of, as `id DESC` does).
    private static func ordered(_ order: String, backward: Bool) -> String {
        MemoKeyset.terms(of: order).map { term in
            let nullable = term.name != "id"
            switch (term.descending, backward) {
            case (false, false): return term.name
            case (true, false): return term.name + (nullable ? " DESC NULLS LAST" : " DESC")
            case (false, true): return term.name + " DESC"
            case (true, true): return term.name + (nullable ? " NULLS FIRST" : "")
            }
        }.joined(separator: ", ")
    }

    /// Whether the key has a value of the term (an id always has).
    private static func hasValue(_ name: String, _ key: MemoPageKey) -> Bool {
        switch name {
        case "due": return key.due != nil
        case "ended": return key.end != nil
        case "priority": return key.priority != nil
        default: return true
        }
    }

    /// The key's value of a term, bound.
    private static func value(of name: String, _ key: MemoPageKey, _ statement: inout PostgresStatement) -> String {
        switch name {
        case "due": return statement.bind(key.due!)
        case "ended": return statement.bind(key.end!)
        case "priority": return statement.bind(key.priority!.rawValue) + "::todo_priority"
        default: return statement.bind(key.id)
        }
    }

    /// Which values of a term the segment of `condition` holds (nil: every row).
    private static func nulls(of name: String, in condition: String?) -> MemoKeyset.Nulls {
        guard name != "id" else { return .never }
        guard let condition else { return .either }
        if condition.contains("\(name) IS NOT NULL") { return .never }
        return condition.contains("\(name) IS NULL") ? .only : .either
    }

    /// Whether the memo of `key` lies in the segment of `condition`.
    private static func holds(_ condition: String, _ key: MemoPageKey) -> Bool {
        let present = ["due": key.due != nil, "ended": key.end != nil, "priority": key.priority != nil]
        return present.allSatisfy { name, present in
            (!condition.contains("\(name) IS NOT NULL") || present) && (!condition.contains("\(name) IS NULL") || !present)
        }
    }
}
