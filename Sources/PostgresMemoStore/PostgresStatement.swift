import MemoStore

/// SQL being assembled with its parameters, so every value is bound (`$1`, `$2`…) and
/// never spliced into the text.
struct PostgresStatement {
    var sql: String
    private(set) var values: [String?] = []

    init(_ sql: String = "") {
        self.sql = sql
    }

    /// Adds `value` as the next parameter and returns its placeholder.
    mutating func bind(_ value: String?) -> String {
        values.append(value)
        return "$\(values.count)"
    }

    mutating func bind(_ value: Int64) -> String {
        bind(String(value))
    }

    /// A timestamp as a `timestamptz` expression.
    mutating func bind(_ value: Timestamp) -> String {
        "to_timestamp(\(bind(value.secondsSince1970))::float8)"
    }

    /// `statements` as one: `combine` receives each one's text with its placeholders numbered
    /// after those of the statements before it, and returns the text of the whole.
    static func joined(_ statements: [PostgresStatement], _ combine: ([String]) -> String) -> PostgresStatement {
        var whole = PostgresStatement()
        var texts: [String] = []
        for statement in statements {
            let shift = whole.values.count
            whole.values += statement.values
            texts.append(renumbered(statement.sql, by: shift))
        }
        whole.sql = combine(texts)
        return whole
    }

    /// Appends the conditions of `filter`, for memos already restricted to the user `user`.
    mutating func add(_ filter: MemoFilter, user: Int64) {
        sql += conditions(of: filter, user: user)
    }

    /// The conditions of `filter` (its status too unless `status` is false), each after
    /// " AND ", for memos already restricted to the user `user`; their values are bound here,
    /// so a statement of several parts can use them in each. `owner`: the user's id as SQL
    /// where it is not one bound value (shares read together), for every condition but tags.
    mutating func conditions(of filter: MemoFilter, status: Bool = true, user: Int64, owner: String? = nil) -> String {
        var text = ""
        func and(_ condition: String) {
            text += " AND " + condition
        }
        let now = filter.now ?? Timestamp.now()
        switch status ? filter.status : .all {
        case .open: and("NOT done")
        case .done: and("done")
        case .all: break
        }
        if !filter.requiredTags.isEmpty {
            // As the user's tags index holds them (`PostgresSchemaVersion3`).
            let tags = PostgresArray.literal(filter.requiredTags.sorted().map { "\(user):" + PostgresText.stored($0) })
            and("tags <> '{}' AND todo_user_tags(user_id, tags) @> \(bind(tags))::text[]")
        }
        if !filter.excludedTags.isEmpty {
            let tags = PostgresArray.literal(filter.excludedTags.sorted().map(PostgresText.stored))
            and("NOT (tags && \(bind(tags))::text[])")
        }
        if let project = filter.project {
            // The project and its sub-projects: `work` and `work.…`, not `workshop`, as one
            // index range ('/' follows '.' in byte order).
            let name = bind(PostgresText.stored(project))
            and("project IS NOT NULL AND (project = \(name)::text OR (project > \(name)::text || '.' AND project < \(name)::text || '/'))")
        }
        if let priority = filter.priority {
            and("priority = \(bind(priority.rawValue))::todo_priority")
        }
        // Conditions on the rows an index range already found: no index of their own is needed.
        if let isTagged = filter.isTagged {
            and(isTagged ? "tags <> '{}'" : "tags = '{}'")
        }
        if let isRecurring = filter.isRecurring {
            and(isRecurring ? "recur IS NOT NULL" : "recur IS NULL")
        }
        if let isActive = filter.isActive {
            and(isActive ? "start IS NOT NULL" : "start IS NULL")
        }
        if let isAnnotated = filter.isAnnotated {
            and(isAnnotated ? "annotations <> ''" : "annotations = ''")
        }
        if let isBlocked = filter.isBlocked {
            // Each uuid waited on is one lookup in the (user, uuid) index.
            let blocked = "(depends <> '' AND EXISTS (SELECT 1 FROM memos AS blocker WHERE blocker.user_id = \(owner ?? bind(user))"
                + " AND NOT blocker.done AND blocker.uuid = ANY(string_to_array(memos.depends, ' '))))"
            and(isBlocked ? blocked : "NOT " + blocked)
        }
        if let isBlocking = filter.isBlocking {
            // Kept on the memo by triggers (`PostgresSchemaVersion15`), done or open: reading the
            // uuids every open memo waits on cost each arm of an urgency listing all of them again.
            and(isBlocking ? "memos.blocking" : "NOT memos.blocking")
        }
        if let isChild = filter.isChild {
            and(isChild ? "parent IS NOT NULL" : "parent IS NULL")
        }
        if let isParent = filter.isParent {
            // A memo's children are one range of the (user, parent) index (`PostgresSchemaVersion12`).
            let parent = "EXISTS (SELECT 1 FROM memos AS child WHERE child.user_id = \(owner ?? bind(user)) AND child.parent = memos.uuid)"
            and(isParent ? parent : "NOT " + parent)
        }
        switch filter.parent {
        case .id(let id)?:
            and("parent = (SELECT above.uuid FROM memos AS above WHERE above.id = \(bind(id)) AND above.user_id = \(owner ?? bind(user)))")
        case .uuid(let uuid)?:
            and("parent = \(bind(uuid))::text")
        case nil:
            break
        }
        for (column, from, before) in [("scheduled", filter.scheduledFrom, filter.scheduledBefore), ("until", filter.untilFrom, filter.untilBefore)] {
            if let from { and("\(column) >= \(bind(from))") }
            if let before { and("\(column) < \(bind(before))") }
        }
        if !filter.includesExpired {
            and("(until IS NULL OR until > \(bind(now)))")
        }
        if filter.dueFrom != nil || filter.dueBefore != nil || filter.isOverdue {
            and("due IS NOT NULL")
        }
        if let from = filter.dueFrom {
            and("due >= \(bind(from))")
        }
        if let before = filter.dueBefore {
            and("due < \(bind(before))")
        }
        if filter.isOverdue {
            and("due < \(bind(now))")
        }
        if let expression = filter.expression {
            and(condition(of: expression, now: now, user: user))
        }
        switch filter.waiting {
        case .hide: and("(wait IS NULL OR wait <= \(bind(now)))")
        case .only: and("wait > \(bind(now))")
        case .include: break
        }
        return text
    }

    /// ` AND` the memo is in `project` or below it (a share's scope); nothing for nil. Written
    /// so that no index serves it: the order's index is read and its rows checked, where the
    /// project index would find every memo of a large shared project to sort them.
    mutating func scope(_ project: String?) -> String {
        guard let project else { return "" }
        let name = bind(PostgresText.stored(project))
        return " AND (project = \(name)::text OR starts_with(project, \(name)::text || '.'))"
    }

    /// `sql` with each placeholder `$n` made `$(n + shift)`: every value is bound, so a `$`
    /// followed by digits is nothing else.
    private static func renumbered(_ sql: String, by shift: Int) -> String {
        guard shift > 0 else { return sql }
        var text = ""
        var digits: String?
        func flush() {
            if let digits { text += "$" + (digits.isEmpty ? "" : Int(digits).map { String($0 + shift) } ?? digits) }
            digits = nil
        }
        for character in sql {
            if digits != nil, character.isASCII, character.isNumber {
                digits?.append(character)
                continue
            }
            flush()
            if character == "$" { digits = "" } else { text.append(character) }
        }
        flush()
        return text
    }

    /// The ORDER BY clause of `sort`; ties are always newest first.
    static func order(_ sort: MemoSort) -> String {
        switch sort {
        case .due, .urgency: return " ORDER BY due ASC NULLS LAST, id DESC"
        case .priority: return " ORDER BY priority DESC NULLS LAST, due ASC NULLS LAST, id DESC"
        case .created: return " ORDER BY id DESC"
        case .oldest: return " ORDER BY id"
        case .end: return " ORDER BY ended ASC NULLS LAST, id DESC"
        }
    }
}
