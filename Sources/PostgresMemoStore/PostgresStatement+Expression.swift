import MemoStore

extension PostgresStatement {
    /// `expression` as one condition on `memos` at `now`, for memos of the user `user`, its
    /// values bound here: what `conditions(of:status:user:)` adds to the rest of the filter.
    mutating func condition(of expression: MemoFilterExpression, now: Timestamp, user: Int64) -> String {
        switch expression {
        case .filter(var filter):
            filter.now = now
            // A comparison with a missing value is NULL, which NOT and <> would keep NULL: it is false here.
            return "coalesce((true" + conditions(of: filter, user: user) + "), false)"
        case .term(let term):
            return condition(of: term)
        case .and(let parts):
            return joined(parts, by: " AND ", empty: "true", now: now, user: user)
        case .or(let parts):
            return joined(parts, by: " OR ", empty: "false", now: now, user: user)
        case .xor(let left, let right):
            // Each side is true or false, never NULL (a leaf filter is coalesced, a term says what a missing value does).
            let first = condition(of: left, now: now, user: user)
            return "((" + first + ") <> (" + condition(of: right, now: now, user: user) + "))"
        case .not(let part):
            return "(NOT " + condition(of: part, now: now, user: user) + ")"
        }
    }

    // MARK: - Private

    private mutating func joined(
        _ parts: [MemoFilterExpression], by separator: String, empty: String, now: Timestamp, user: Int64
    ) -> String {
        guard !parts.isEmpty else { return empty }
        var conditions: [String] = []
        for part in parts { conditions.append(condition(of: part, now: now, user: user)) }
        return "(" + conditions.joined(separator: separator) + ")"
    }

    private mutating func condition(of term: MemoTerm) -> String {
        switch term {
        case .text(let field, let match, let value):
            return Self.textCondition("coalesce(\(Self.column(field)), '')", match, bind(PostgresText.stored(value)) + "::text")
        case .described(let match, let value):
            let bound = bind(PostgresText.stored(value)) + "::text"
            let title = Self.textCondition("title", match, bound)
            // A note as stored: `PostgresText` escapes it as it does the title and the value.
            let note = Self.textCondition("notes.note", match, bound)
            return "(\(title) OR (annotations <> '' AND EXISTS (SELECT 1 FROM \(Self.annotationNotes) WHERE \(note))))"
        case .tagContaining(let value):
            let bound = bind(PostgresText.stored(value)) + "::text"
            return "(tags <> '{}' AND EXISTS (SELECT 1 FROM unnest(tags) AS tag WHERE strpos(tag, \(bound)) > 0))"
        case .present(let field):
            switch field {
            case .description: return "true"
            case .tags: return "(tags <> '{}')"
            case .annotations, .depends: return "(\(field.rawValue) <> '')"
            default: return "(\(Self.column(field)) IS NOT NULL)"
            }
        case .date(let field, let from, let before):
            var parts = ["\(Self.column(field)) IS NOT NULL"]
            if let from { parts.append("\(Self.column(field)) >= \(bind(from))") }
            if let before { parts.append("\(Self.column(field)) < \(bind(before))") }
            return "(" + parts.joined(separator: " AND ") + ")"
        case .regex(let pattern):
            let bound = bind(PostgresText.stored(pattern)) + "::text"
            return "(title ~ \(bound) OR EXISTS (SELECT 1 FROM \(Self.annotationNotes) WHERE notes.note ~ \(bound)))"
        case .ids(let range):
            return "(memos.id BETWEEN \(bind(range.lowerBound)) AND \(bind(range.upperBound)))"
        case .uuid(let prefix):
            // memos.uuid is COLLATE "C": compared byte by byte, as the range is.
            let range = MemoTerm.uuidRange(of: prefix)
            return "(memos.uuid >= \(bind(PostgresText.stored(range.from)))::text AND memos.uuid < \(bind(PostgresText.stored(range.before)))::text)"
        }
    }

    /// `column` (never NULL) and the bound value `bound` related as `match` says.
    private static func textCondition(_ column: String, _ match: MemoTextMatch, _ bound: String) -> String {
        switch match {
        case .equals: return "(\(column) = \(bound))"
        case .contains: return "(strpos(\(column), \(bound)) > 0)"
        case .startsWith: return "(left(\(column), length(\(bound))) = \(bound))"
        case .endsWith: return "(length(\(column)) >= length(\(bound)) AND right(\(column), length(\(bound))) = \(bound))"
        case .word: return "(strpos(' ' || \(column) || ' ', ' ' || \(bound) || ' ') > 0)"
        }
    }

    /// The column holding `field`.
    private static func column(_ field: MemoTermField) -> String {
        "memos." + MemoColumn(field).name
    }

    /// The notes of the memo's stored annotations (`StoredFieldText`: `<bytes>:<text>` items,
    /// a moment then a note), as the rows of `notes.note`, read item by item.
    private static let annotationNotes = """
        (WITH RECURSIVE item(rest, n, note) AS (\
        SELECT convert_to(memos.annotations, 'UTF8'), 0, ''::text COLLATE "C" \
        UNION ALL \
        SELECT substring(rest FROM colon + size + 1), n + 1, convert_from(substring(rest FROM colon + 1 FOR size), 'UTF8') COLLATE "C" \
        FROM item, LATERAL (SELECT position('\\x3a'::bytea IN rest) AS colon) AS c, \
        LATERAL (SELECT convert_from(substring(rest FOR colon - 1), 'UTF8')::int AS size) AS s \
        WHERE length(rest) > 0 AND colon > 1) \
        SELECT note FROM item WHERE n > 0 AND n % 2 = 0) AS notes
        """
}
