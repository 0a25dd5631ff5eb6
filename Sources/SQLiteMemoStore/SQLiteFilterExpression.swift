import MemoStore

/// A `MemoFilterExpression` as one SQL condition on `memos`, every value bound: what
/// `SQLiteMemoQuery.appendConditions` adds to the index range the rest of the filter reads.
enum SQLiteFilterExpression {
    /// The condition `expression` stands for at `now`, for memos of `user`.
    static func condition(
        _ expression: MemoFilterExpression, now: Timestamp, user: User, _ values: inout [SQLiteValue]
    ) -> String {
        switch expression {
        case .filter(var filter):
            filter.now = now
            var sql = "(1"
            switch filter.status {
            case .open: sql += " AND memos.done = 0"
            case .done: sql += " AND memos.done = 1"
            case .all: break
            }
            SQLiteMemoQuery.appendConditions(of: filter, skippingTag: nil, user: user, to: &sql, &values)
            // A comparison with a missing value is NULL, which NOT and <> would keep NULL: it is 0 here.
            return "coalesce(" + sql + "), 0)"
        case .term(let term):
            return condition(term, &values)
        case .and(let parts):
            return joined(parts, by: " AND ", empty: "1", now: now, user: user, &values)
        case .or(let parts):
            return joined(parts, by: " OR ", empty: "0", now: now, user: user, &values)
        case .xor(let left, let right):
            // Each side is 0 or 1, never NULL (a leaf filter is coalesced, a term says what a missing value does).
            let first = condition(left, now: now, user: user, &values)
            return "((" + first + ") <> (" + condition(right, now: now, user: user, &values) + "))"
        case .not(let part):
            return "(NOT " + condition(part, now: now, user: user, &values) + ")"
        }
    }

    // MARK: - Private

    private static func joined(
        _ parts: [MemoFilterExpression], by separator: String, empty: String, now: Timestamp, user: User,
        _ values: inout [SQLiteValue]
    ) -> String {
        guard !parts.isEmpty else { return empty }
        return "(" + parts.map { condition($0, now: now, user: user, &values) }.joined(separator: separator) + ")"
    }

    /// `column` (never NULL) and the value related as `match` says.
    private static func textCondition(_ column: String, _ match: MemoTextMatch, _ value: String, _ values: inout [SQLiteValue]) -> String {
        values.append(.text(value))
        switch match {
        case .equals: return "(\(column) = ?)"
        case .contains: return "(instr(\(column), ?) > 0)"
        case .startsWith:
            values.append(.text(value))
            return "(substr(\(column), 1, length(?)) = ?)"
        case .endsWith:
            values += [.text(value), .text(value)]
            return "(length(\(column)) >= length(?) AND substr(\(column), -length(?)) = ?)"
        case .word: return "(instr(' ' || \(column) || ' ', ' ' || ? || ' ') > 0)"
        }
    }

    private static func condition(_ term: MemoTerm, _ values: inout [SQLiteValue]) -> String {
        switch term {
        case .text(let field, let match, let value):
            return textCondition("coalesce(\(self.column(field)), '')", match, value, &values)
        case .described(let match, let value):
            let title = textCondition("memos.title", match, value, &values)
            values += [.text(match.rawValue), .text(value)]
            return "(" + title + " OR (memos.annotations <> '' AND todo_note_matches(?, ?, memos.annotations) = 1))"
        case .tagContaining(let value):
            // The tags as stored, joined by spaces: a value without whitespace occurs in the
            // text exactly when it occurs in one tag.
            return textCondition("memos.tags", .contains, value, &values)
        case .present(let field):
            switch field {
            case .description: return "1"
            case .priority: return "(memos.priority <> 0)"
            case .tags, .annotations, .depends: return "(memos.\(field.rawValue) <> '')"
            default: return "(\(column(field)) IS NOT NULL)"
            }
        case .date(let field, let from, let before):
            var parts = ["\(column(field)) IS NOT NULL"]
            if let from {
                parts.append("\(column(field)) >= ?")
                values.append(.integer(from.secondsSince1970))
            }
            if let before {
                parts.append("\(column(field)) < ?")
                values.append(.integer(before.secondsSince1970))
            }
            return "(" + parts.joined(separator: " AND ") + ")"
        case .regex(let pattern):
            values.append(.text(pattern))
            return "(todo_regexp(?, memos.title, memos.annotations) = 1)"
        case .ids(let range):
            values += [.integer(range.lowerBound), .integer(range.upperBound)]
            return "(memos.id BETWEEN ? AND ?)"
        case .uuid(let prefix):
            let range = MemoTerm.uuidRange(of: prefix)
            values += [.text(range.from), .text(range.before)]
            return "(memos.uuid >= ? AND memos.uuid < ?)"
        }
    }

    /// The column holding `field`.
    private static func column(_ field: MemoTermField) -> String {
        "memos." + MemoColumn(field).name
    }
}
