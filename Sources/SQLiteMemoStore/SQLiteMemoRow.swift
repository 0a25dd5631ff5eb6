import MemoStore

/// How a `Memo` is laid out in a row of `memos` (and of the `change_memos` snapshots, which
/// keep the same columns in the same order after their first).
enum SQLiteMemoRow {
    /// The memo columns, in the order `read` expects: a snapshot's (`fieldColumns` after id and
    /// uuid), then whether it is blocked (1) and blocking (2), and whose it is when another
    /// user's (`owner`), which only `memos` keeps.
    static let columns = "memos.id, memos.uuid, memos.title, memos.body, memos.done, memos.created, memos.updated, "
        + "memos.due, memos.wait, memos.priority, memos.project, memos.tags, memos.recur, "
        + "memos.start, memos.scheduled, memos.until, memos.depends, memos.annotations, memos.extra, memos.ended, memos.parent, memos.blocked + 2 * memos.blocking, memos.owner"

    /// The columns after id and uuid, as `INSERT` names them, in the order of `fieldValues`.
    static let fieldColumns = "title, body, done, created, updated, due, wait, priority, project, tags, recur, "
        + "start, scheduled, until, depends, annotations, extra, ended, parent"

    /// `fieldColumns` with their types as version 7 knew them, when the sync tables declared
    /// them at once (`change_memos` gained them version by version); version 11 adds `ended`
    /// and version 12 `parent` to every table that keeps whole memos.
    static let fieldColumnDefinitionsVersion7 = """
        title TEXT NOT NULL, body TEXT NOT NULL, done INTEGER NOT NULL, created INTEGER NOT NULL, \
        updated INTEGER NOT NULL, due INTEGER, wait INTEGER, priority INTEGER NOT NULL DEFAULT 0, project TEXT, \
        tags TEXT NOT NULL DEFAULT '', recur TEXT, start INTEGER, scheduled INTEGER, until INTEGER, \
        depends TEXT NOT NULL DEFAULT '', annotations TEXT NOT NULL DEFAULT '', extra TEXT NOT NULL DEFAULT ''
        """

    /// How many columns `fieldColumns` names.
    static let fieldCount = fieldColumns.split(separator: ",").count

    /// How many columns a snapshot takes (id, uuid and `fieldColumns`): the index of the first
    /// column a query selects after one.
    static let snapshotWidth = Int32(2 + fieldCount)

    /// One `?` for each of `fieldColumns`.
    static let fieldPlaceholders = Array(repeating: "?", count: fieldCount).joined(separator: ", ")

    /// The fields after id and uuid, as `UPDATE … SET` assigns them.
    static let assignments =
        "title = ?, body = ?, done = ?, created = ?, updated = ?, due = ?, wait = ?, priority = ?, project = ?, tags = ?, recur = ?, "
        + "start = ?, scheduled = ?, until = ?, depends = ?, annotations = ?, extra = ?, ended = ?, parent = ?"

    /// The memo in the current row of a statement that selected `columns`.
    static func read(_ row: SQLiteStatement) -> Memo {
        read(row, from: 0)
    }

    /// The memo a snapshot (`change_memos`) holds in the current row: `columns` without `blocked`.
    static func readSnapshot(_ row: SQLiteStatement) -> Memo {
        read(row, from: 0, blocked: false)
    }

    /// The memo in the columns of the current row from `c` on, laid out as `columns` (without
    /// the last when `blocked` is false: a snapshot's).
    static func read(_ row: SQLiteStatement, from c: Int32, blocked: Bool = true) -> Memo {
        Memo(
            id: row.int64(c + 0), uuid: row.string(c + 1), title: row.string(c + 2), body: row.string(c + 3), isDone: row.bool(c + 4),
            created: Timestamp(secondsSince1970: row.int64(c + 5)), updated: Timestamp(secondsSince1970: row.int64(c + 6)),
            due: row.isNull(c + 7) ? nil : Timestamp(secondsSince1970: row.int64(c + 7)),
            wait: row.isNull(c + 8) ? nil : Timestamp(secondsSince1970: row.int64(c + 8)),
            priority: priority(rank: row.int64(c + 9)),
            project: row.isNull(c + 10) ? nil : row.string(c + 10),
            tags: row.isEmptyText(c + 11) ? [] : tags(row.string(c + 11)),
            recur: row.isNull(c + 12) ? nil : Recurrence(row.string(c + 12)),
            start: row.isNull(c + 13) ? nil : Timestamp(secondsSince1970: row.int64(c + 13)),
            scheduled: row.isNull(c + 14) ? nil : Timestamp(secondsSince1970: row.int64(c + 14)),
            until: row.isNull(c + 15) ? nil : Timestamp(secondsSince1970: row.int64(c + 15)),
            depends: row.isEmptyText(c + 16) ? [] : StoredFieldText.depends(row.string(c + 16)),
            annotations: row.isEmptyText(c + 17) ? [] : StoredFieldText.annotations(row.string(c + 17)),
            extra: row.isEmptyText(c + 18) ? [:] : StoredFieldText.extra(row.string(c + 18)),
            end: row.isNull(c + 19) ? nil : Timestamp(secondsSince1970: row.int64(c + 19)),
            isBlocked: blocked && row.int64(c + 21) & 1 != 0,
            parent: row.isNull(c + 20) ? nil : row.string(c + 20),
            isBlocking: blocked && row.int64(c + 21) & 2 != 0,
            owner: blocked && !row.isNull(c + 22) ? row.string(c + 22) : nil)
    }

    /// The values of `assignments`, in order.
    static func fieldValues(_ memo: Memo) -> [SQLiteValue] {
        [.text(memo.title), .text(memo.body), .bool(memo.isDone), .integer(memo.created.secondsSince1970),
         .integer(memo.updated.secondsSince1970), timestamp(memo.due), timestamp(memo.wait),
         .integer(memo.priority.map(rank) ?? 0), .optionalText(memo.project), .text(text(of: memo.tags)),
         .optionalText(memo.recur?.description), timestamp(memo.start), timestamp(memo.scheduled),
         timestamp(memo.until), .text(StoredFieldText.text(ofDepends: memo.depends)),
         .text(StoredFieldText.text(of: memo.annotations)), .text(StoredFieldText.text(ofExtra: memo.extra)), timestamp(memo.end),
         .optionalText(memo.parent)]
    }

    /// Binds the values of `assignments` to parameters `first`, `first + 1`, … without building
    /// an array: an import does this once per memo.
    static func bindFields(of memo: Memo, to statement: SQLiteStatement, from first: Int32) throws {
        try statement.bind(memo.title, at: first)
        try statement.bind(memo.body, at: first + 1)
        try statement.bind(memo.isDone ? 1 : 0, at: first + 2)
        try statement.bind(memo.created.secondsSince1970, at: first + 3)
        try statement.bind(memo.updated.secondsSince1970, at: first + 4)
        try statement.bind(timestamp(memo.due), at: first + 5)
        try statement.bind(timestamp(memo.wait), at: first + 6)
        try statement.bind(memo.priority.map(rank) ?? 0, at: first + 7)
        try statement.bind(.optionalText(memo.project), at: first + 8)
        try statement.bind(memo.tags.isEmpty ? "" : text(of: memo.tags), at: first + 9)
        try statement.bind(.optionalText(memo.recur?.description), at: first + 10)
        try statement.bind(timestamp(memo.start), at: first + 11)
        try statement.bind(timestamp(memo.scheduled), at: first + 12)
        try statement.bind(timestamp(memo.until), at: first + 13)
        try statement.bind(memo.depends.isEmpty ? "" : StoredFieldText.text(ofDepends: memo.depends), at: first + 14)
        try statement.bind(memo.annotations.isEmpty ? "" : StoredFieldText.text(of: memo.annotations), at: first + 15)
        try statement.bind(memo.extra.isEmpty ? "" : StoredFieldText.text(ofExtra: memo.extra), at: first + 16)
        try statement.bind(timestamp(memo.end), at: first + 17)
        try statement.bind(.optionalText(memo.parent), at: first + 18)
    }

    /// The column of `memos` that holds `field` (named as the field, but for `end`).
    static func column(of field: MemoField) -> String {
        field == .end ? "ended" : field.name
    }

    /// 3 for high, 2 medium, 1 low: "highest first" is a descending index; 0 is none.
    static func rank(of priority: Priority) -> Int64 {
        Int64(priority.rank)
    }

    /// The tags as stored: normalized and joined by spaces (a tag holds no whitespace).
    static func text(of tags: [String]) -> String {
        tags.joined(separator: " ")
    }

    // MARK: - Private

    private static func priority(rank: Int64) -> Priority? {
        Priority.allCases.first { Int64($0.rank) == rank }
    }

    private static func tags(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        // Over the UTF-8 bytes: `split` on characters cost more than reading the rest of the row.
        var text = text
        return text.withUTF8 { bytes in
            var tags: [String] = []
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: " ") {
                if index > start { tags.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)) }
                start = index + 1
            }
            return tags
        }
    }

    private static func timestamp(_ value: Timestamp?) -> SQLiteValue {
        value.map { .integer($0.secondsSince1970) } ?? .null
    }
}
