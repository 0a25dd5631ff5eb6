import MemoStore

/// A page in an order other than urgency read from an anchor (`MemoPageAnchor`): each segment
/// of the order (`segments()`) wholly before the anchor's is left unread, each wholly after it
/// read from its start, and the anchor's own from the key on (`MemoKeyset`), led by a bound on
/// its index's first column; backward, the same mirrored and each range read in reverse. So a
/// page deep in the list costs what the first does, and holds the rows an offset read gives.
extension SQLiteMemoQuery {
    /// At most `limit` rows of the page at `anchor`, as `pageSQL`'s; read backward (`.before`,
    /// `.last`), the nearest the anchor first.
    func anchoredPageSQL(limit: Int, anchor: MemoPageAnchor) -> (String, [SQLiteValue]) {
        var values: [SQLiteValue] = []
        let backward = anchor.readsBackward
        var sql: String
        if usesSegments {
            let all = segments(all: true)
            let home = anchor.key.flatMap { key in all.firstIndex { Self.holds($0.condition, key) } }
            var parts: [String] = []
            for part in backward ? segments().reversed() : segments() {
                var keyset: (sql: String, values: [SQLiteValue])? = ("", [])
                if let key = anchor.key, let home, let position = all.firstIndex(where: { $0.condition == part.condition }) {
                    if position == home {
                        keyset = self.keyset(part.order, in: part.condition, key, backward: backward)
                    } else if (position < home) != backward {
                        keyset = nil
                    }
                }
                guard let keyset else { continue }
                let condition = part.condition + keyset.sql
                parts.append("SELECT * FROM (" + selects(Self.pageColumns, extra: condition, extraValues: keyset.values, &values)
                    + " ORDER BY \(Self.ordered(part.order, backward: backward)) LIMIT ?)")
                values.append(.integer(Int64(limit)))
            }
            // Every segment lies before a forward anchor (or after a backward one): no rows.
            sql = parts.isEmpty ? selects(Self.pageColumns, extra: "0", &values) : parts.joined(separator: " UNION ALL ")
        } else {
            let order = Self.orderBy(sort)
            let keyset = anchor.key.flatMap { self.keyset(order, in: nil, $0, backward: backward) } ?? ("", [])
            sql = selects(Self.pageColumns, extra: anchor.key == nil ? nil : "1" + keyset.sql, extraValues: keyset.values, &values)
                + " ORDER BY " + Self.ordered(order, backward: backward)
        }
        return (sql + " LIMIT ?", values + [.integer(Int64(limit))])
    }

    // MARK: - Private

    /// ` AND` the rows at `key` or after it in `order` (backward: before it), within the segment
    /// of `condition` (nil: every row); nil when none is. A priority the filter fixes is no term:
    /// the key's own places it before every row or after them, or (the same) among them, and a
    /// bound on it would lead the planner off the filter's equality and into a sort.
    private func keyset(
        _ order: String, in condition: String?, _ key: MemoPageKey, backward: Bool
    ) -> (sql: String, values: [SQLiteValue])? {
        var terms = MemoKeyset.terms(of: order)
        if let fixed = filter.priority.map(SQLiteMemoRow.rank(of:)), terms.contains(where: { $0.name == "priority" }) {
            let keyRank = Self.value(of: "priority", key)!
            // In priority order (descending) a higher key lies before every row, a lower after them.
            if keyRank != fixed { return (keyRank > fixed) != backward ? ("", []) : nil }
            terms.removeAll { $0.name == "priority" }
        }
        return Self.keyset(terms, in: condition, key, backward: backward)
    }

    private static func keyset(
        _ terms: [(name: String, descending: Bool)], in condition: String?, _ key: MemoPageKey, backward: Bool
    ) -> (sql: String, values: [SQLiteValue])? {
        let keyed = terms.map { term in
            MemoKeyset.Term(descending: term.descending, nulls: nulls(of: term.name, in: condition), keyIsNull: value(of: term.name, key) == nil)
        }
        let whole = MemoKeyset.condition(keyed, backward: backward)
        if whole == .constant(false) { return nil }
        if whole == .constant(true) { return ("", []) }
        var values: [SQLiteValue] = []
        let text = whole.text { index, comparison, null in
            let expression = self.expression(of: terms[index].name)
            guard let comparison else { return expression + (null ? " IS NULL" : " IS NOT NULL") }
            values.append(.integer(value(of: terms[index].name, key)!))
            return "\(expression) \(comparison.rawValue) ?"
        }
        return (" AND " + text, values)
    }

    /// `order` in its own direction, or reversed.
    private static func ordered(_ order: String, backward: Bool) -> String {
        guard backward else { return order }
        return MemoKeyset.terms(of: order).map { $0.name + ($0.descending ? "" : " DESC") }.joined(separator: ", ")
    }

    /// The column or expression a result column of an order stands for.
    private static func expression(of name: String) -> String {
        switch name {
        case "due_key": return dueKey
        case "end_key": return endKey
        default: return "memos." + name
        }
    }

    /// The key's value of a term, as stored; nil for null.
    private static func value(of name: String, _ key: MemoPageKey) -> Int64? {
        switch name {
        case "due": return key.due?.secondsSince1970
        case "due_key": return key.due?.secondsSince1970 ?? SQLiteSchema.noDue
        case "ended": return key.end?.secondsSince1970
        case "end_key": return key.end?.secondsSince1970 ?? SQLiteSchema.noDue
        case "priority": return key.priority.map(SQLiteMemoRow.rank(of:)) ?? 0
        default: return key.id
        }
    }

    /// Which values of a term the segment of `condition` holds (nil: every row).
    private static func nulls(of name: String, in condition: String?) -> MemoKeyset.Nulls {
        guard name == "due" || name == "ended", let condition else { return name == "due" || name == "ended" ? .either : .never }
        if condition.contains("memos.\(name) IS NOT NULL") { return .never }
        return condition.contains("memos.\(name) IS NULL") ? .only : .either
    }

    /// Whether the memo of `key` lies in the segment of `condition`.
    private static func holds(_ condition: String, _ key: MemoPageKey) -> Bool {
        let tests: [(String, Bool)] = [
            ("memos.due IS NOT NULL", key.due != nil), ("memos.due IS NULL", key.due == nil),
            ("memos.ended IS NOT NULL", key.end != nil), ("memos.ended IS NULL", key.end == nil),
            ("memos.priority <> 0", key.priority != nil), ("memos.priority = 0", key.priority == nil),
        ]
        return tests.allSatisfy { !condition.contains($0.0) || $0.1 }
    }
}
