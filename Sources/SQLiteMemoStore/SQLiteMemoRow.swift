import MemoStore

/// How a `Memo` is laid out in a row of `memos` (and of the `change_memos` snapshots, which
/// keep the same columns in the same order after their first): the columns of `MemoColumn`,
/// in its order, each stored as `value(of:in:)` says and read back by `read`.
enum SQLiteMemoRow {
    /// The memo columns, in the order `read` expects: whose it is when another user's
    /// (`owner`, which only `memos` keeps), a snapshot's (`MemoColumn`, in order), then whether
    /// it is blocked (1) and blocking (2).
    ///
    /// `owner` is asked for first because it is the last column of a `memos` row: SQLite reads
    /// a record's header only as far as the columns asked for so far, so asking for the last
    /// first reads it whole once, and every column after comes from the offsets it found
    /// (a row's header read piece by piece cost 6.1 M of 82.7 M instructions for `list --all`
    /// at 8,075 memos). A column added to `memos` later belongs here instead.
    static let columns = "memos.owner, " + MemoColumn.list(prefix: "memos.") + ", memos.blocked + 2 * memos.blocking"

    /// The columns after id and uuid (from `MemoColumn.firstField` on), as `INSERT` names them,
    /// in the order of `fieldValues`.
    static let fieldColumns = MemoColumn.list(from: MemoColumn.firstField)

    /// `fieldColumns` with their types as version 7 knew them, when the sync tables declared
    /// them at once (`change_memos` gained them version by version); version 11 adds `ended`
    /// and version 12 `parent` to every table that keeps whole memos.
    static let fieldColumnDefinitionsVersion7 = """
        title TEXT NOT NULL, body TEXT NOT NULL, done INTEGER NOT NULL, created INTEGER NOT NULL, \
        updated INTEGER NOT NULL, due INTEGER, wait INTEGER, priority INTEGER NOT NULL DEFAULT 0, project TEXT, \
        tags TEXT NOT NULL DEFAULT '', recur TEXT, start INTEGER, scheduled INTEGER, until INTEGER, \
        depends TEXT NOT NULL DEFAULT '', annotations TEXT NOT NULL DEFAULT '', extra TEXT NOT NULL DEFAULT ''
        """

    /// How many columns a snapshot takes (id, uuid and `fieldColumns`): the index of the first
    /// column a query selects after one.
    static let snapshotWidth = Int32(MemoColumn.count)

    /// One `?` for each of `fieldColumns`.
    static let fieldPlaceholders = String(repeating: "?, ", count: MemoColumn.count - MemoColumn.firstField.rawValue - 1) + "?"

    /// The fields after id and uuid, as `UPDATE … SET` assigns them.
    static let assignments = MemoColumn.list(from: MemoColumn.firstField, suffix: " = ?")

    /// The memo in the current row of a statement that selected `columns`.
    static func read(_ row: SQLiteStatement) -> Memo {
        read(row, from: 1, inMemos: true)
    }

    /// The memo a snapshot (`change_memos`) holds in the current row: `MemoColumn`'s columns,
    /// in order (a snapshot keeps no owner, and no blocked or blocking).
    static func readSnapshot(_ row: SQLiteStatement) -> Memo {
        readSnapshot(row, from: 0)
    }

    /// The memo a snapshot holds in the columns of the current row from `c` on.
    static func readSnapshot(_ row: SQLiteStatement, from c: Int32) -> Memo {
        read(row, from: c, inMemos: false)
    }

    /// The values of `assignments`, in order.
    static func fieldValues(_ memo: Memo) -> [SQLiteValue] {
        var values: [SQLiteValue] = []
        values.reserveCapacity(MemoColumn.count)
        MemoColumn.forEach(from: MemoColumn.firstField) { values.append(value(of: $0, in: memo)) }
        return values
    }

    /// Binds the values of `assignments` to parameters `first`, `first + 1`, … without building
    /// an array: an import does this once per memo.
    static func bindFields(of memo: Memo, to statement: SQLiteStatement, from first: Int32) throws {
        let base = first - Int32(MemoColumn.firstField.rawValue)  // where `id` would be
        try MemoColumn.forEach(from: MemoColumn.firstField) { column in
            try statement.bind(value(of: column, in: memo), at: column.position(from: base))
        }
    }

    /// The value `memo` stores in `column`.
    static func value(of column: MemoColumn, in memo: Memo) -> SQLiteValue {
        switch column {
        case .id: return .integer(memo.id)
        case .uuid: return .text(memo.uuid)
        case .title: return .text(memo.title)
        case .body: return .text(memo.body)
        case .done: return .bool(memo.isDone)
        case .created: return .integer(memo.created.secondsSince1970)
        case .updated: return .integer(memo.updated.secondsSince1970)
        case .due: return timestamp(memo.due)
        case .wait: return timestamp(memo.wait)
        case .priority: return .integer(memo.priority.map(rank) ?? 0)
        case .project: return .optionalText(memo.project)
        case .tags: return .text(memo.tags.isEmpty ? "" : text(of: memo.tags))
        case .recur: return .optionalText(memo.recur?.description)
        case .start: return timestamp(memo.start)
        case .scheduled: return timestamp(memo.scheduled)
        case .until: return timestamp(memo.until)
        case .depends: return .text(memo.depends.isEmpty ? "" : StoredFieldText.text(ofDepends: memo.depends))
        case .annotations: return .text(memo.annotations.isEmpty ? "" : StoredFieldText.text(of: memo.annotations))
        case .extra: return .text(memo.extra.isEmpty ? "" : StoredFieldText.text(ofExtra: memo.extra))
        case .ended: return timestamp(memo.end)
        case .parent: return .optionalText(memo.parent)
        }
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

    /// The memo whose `MemoColumn`s are in the current row from `c` on; `inMemos` when they were
    /// selected from `memos` as `columns`, with the owner before them and the marks after.
    @inline(__always)  // `c` and `inMemos` folded into each caller's copy: 60 instructions a row
    private static func read(_ row: SQLiteStatement, from c: Int32, inMemos: Bool) -> Memo {
        func at(_ column: MemoColumn) -> Int32 { column.position(from: c) }
        func moment(_ column: MemoColumn) -> Timestamp? { row.optionalTimestamp(at(column)) }
        let flags = inMemos ? row.int64(c + Int32(MemoColumn.count)) : 0
        return Memo(
            id: row.int64(at(.id)), uuid: row.string(at(.uuid)), title: row.string(at(.title)), body: row.string(at(.body)),
            isDone: row.bool(at(.done)),
            created: Timestamp(secondsSince1970: row.int64(at(.created))), updated: Timestamp(secondsSince1970: row.int64(at(.updated))),
            due: moment(.due), wait: moment(.wait),
            priority: priority(rank: row.int64(at(.priority))),
            project: row.optionalString(at(.project)),
            tags: row.isEmptyText(at(.tags)) ? [] : tags(row.string(at(.tags))),
            recur: row.optionalString(at(.recur)).flatMap(Recurrence.init),
            start: moment(.start), scheduled: moment(.scheduled), until: moment(.until),
            depends: row.isEmptyText(at(.depends)) ? [] : StoredFieldText.depends(row.string(at(.depends))),
            annotations: row.isEmptyText(at(.annotations)) ? [] : StoredFieldText.annotations(row.string(at(.annotations))),
            extra: row.isEmptyText(at(.extra)) ? [:] : StoredFieldText.extra(row.string(at(.extra))),
            end: moment(.ended),
            isBlocked: flags & 1 != 0,
            parent: row.optionalString(at(.parent)),
            isBlocking: flags & 2 != 0,
            owner: inMemos ? row.optionalString(c - 1) : nil)
    }

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
