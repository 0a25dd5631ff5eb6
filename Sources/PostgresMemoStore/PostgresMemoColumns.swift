import MemoStore

/// How a `Memo` is laid out in a row of `memos` (and of every table that keeps whole memos):
/// the columns of `MemoColumn`, in its order, each with its type, the value a memo stores in
/// it (bound in a statement or written by COPY alike) and how it is read back.
enum PostgresMemoColumns {
    /// A column's value, as a statement binds it and COPY writes it.
    enum Value {
        /// Text, bound as it is.
        case text(String)
        /// Text or NULL, bound as `type`.
        case optionalText(String?, type: String = "text")
        /// A boolean.
        case bool(Bool)
        /// A moment or NULL (spelled `NULL` in a statement, never bound).
        case moment(Timestamp?)
        /// A `text[]`.
        case textArray([String])
    }

    /// The columns after id and uuid, as `INSERT` names them, in the order of `bind(_:in:)`.
    static let fieldNames = MemoColumn.list(from: MemoColumn.firstField)

    /// The expressions that select the columns from `first` on of the table `table` (a prefix
    /// such as `m.`, a snapshot's, whose id is `memo_id`; or nothing) in the order `read`
    /// expects: moments as seconds since 1970.
    static func select(from first: MemoColumn = .id, of table: String = "") -> String {
        MemoColumn.list(from: first) { column in
            let name = table + (column == .id && !table.isEmpty ? "memo_id" : column.name)
            return column.isMoment ? PostgresMemoRepository.seconds(name) : name
        }
    }

    /// The column definitions of `fieldNames`, with the types `memos` gives them.
    static let fieldDefinitions = MemoColumn.list(from: MemoColumn.firstField) { $0.name + " " + type(of: $0) }

    /// The type `memos` gives `column`.
    static func type(of column: MemoColumn) -> String {
        switch column {
        case .id: return "int8"
        case .uuid, .project, .parent: return "text COLLATE \"C\""
        case .title, .body, .recur, .depends, .annotations, .extra: return "text"
        case .done: return "bool"
        case .created, .updated, .due, .wait, .start, .scheduled, .until, .ended: return "timestamptz"
        case .priority: return "todo_priority"
        case .tags: return "text[] COLLATE \"C\""
        }
    }

    /// The value `memo` stores in `column`.
    static func value(of column: MemoColumn, in memo: Memo) -> Value {
        switch column {
        case .id: return .text(String(memo.id))
        case .uuid: return .text(PostgresText.stored(memo.uuid))
        case .title: return .text(PostgresText.stored(memo.title))
        case .body: return .text(PostgresText.stored(memo.body))
        case .done: return .bool(memo.isDone)
        case .created: return .moment(memo.created)
        case .updated: return .moment(memo.updated)
        case .due: return .moment(memo.due)
        case .wait: return .moment(memo.wait)
        case .priority: return .optionalText(memo.priority?.rawValue, type: "todo_priority")
        case .project: return .optionalText(memo.project.map(PostgresText.stored))
        case .tags: return .textArray(memo.tags.map(PostgresText.stored))
        case .recur: return .optionalText(memo.recur?.description)
        case .start: return .moment(memo.start)
        case .scheduled: return .moment(memo.scheduled)
        case .until: return .moment(memo.until)
        case .depends: return .text(StoredFieldText.text(ofDepends: memo.depends))
        case .annotations: return .text(PostgresText.stored(StoredFieldText.text(of: memo.annotations)))
        case .extra: return .text(PostgresText.stored(StoredFieldText.text(ofExtra: memo.extra)))
        case .ended: return .moment(memo.end)
        case .parent: return .optionalText(memo.parent)
        }
    }

    /// The placeholders of `fieldNames` in order, `memo`'s values bound in `statement`.
    static func bind(_ memo: Memo, in statement: inout PostgresStatement) -> String {
        MemoColumn.list(from: MemoColumn.firstField) { column in
            switch value(of: column, in: memo) {
            case .text(let text): return statement.bind(text)
            case .optionalText(let text, let type): return statement.bind(text) + "::" + type
            case .bool(let bool): return statement.bind(bool ? "t" : "f") + "::bool"
            case .moment(let moment): return moment.map { statement.bind($0) } ?? "NULL"
            case .textArray(let elements): return statement.bind(PostgresArray.literal(elements)) + "::text[]"
            }
        }
    }

    /// Writes `memo`'s values of `fieldNames` in order as fields of the row `writer` is at.
    static func write(_ memo: Memo, to writer: PostgresCopyWriter) {
        MemoColumn.forEach(from: MemoColumn.firstField) { column in
            switch value(of: column, in: memo) {
            case .text(let text): writer.text(text)
            case .optionalText(let text, _): writer.optionalText(text)
            case .bool(let bool): writer.bool(bool)
            case .moment(let moment): writer.optionalTimestamp(moment)
            case .textArray(let elements): writer.textArray(elements)
            }
        }
    }

    /// The memo in `row` from `first` on, laid out as `select()` followed,
    /// when `blocked`, by whether it is blocked (1) and blocking (2); without, a snapshot's.
    static func read(_ result: PostgresResult, _ row: Int, from first: Int, blocked: Bool) -> Memo {
        func at(_ column: MemoColumn) -> Int { column.position(from: first) }
        func moment(_ column: MemoColumn) -> Timestamp? {
            result.optionalInt64(row, at(column)).map(Timestamp.init(secondsSince1970:))
        }
        func text(_ column: MemoColumn) -> String { PostgresText.read(result.string(row, at(column))) }
        let marks = first + MemoColumn.count
        return Memo(
            id: result.int64(row, at(.id)), uuid: text(.uuid), title: text(.title), body: text(.body),
            isDone: result.bool(row, at(.done)),
            created: Timestamp(secondsSince1970: result.int64(row, at(.created))),
            updated: Timestamp(secondsSince1970: result.int64(row, at(.updated))),
            due: moment(.due), wait: moment(.wait),
            priority: result.optionalString(row, at(.priority)).flatMap(Priority.init(code:)),
            project: result.optionalString(row, at(.project)).map(PostgresText.read),
            tags: PostgresArray.elements(result.string(row, at(.tags))).map(PostgresText.read),
            recur: result.optionalString(row, at(.recur)).flatMap(Recurrence.init),
            start: moment(.start), scheduled: moment(.scheduled), until: moment(.until),
            depends: StoredFieldText.depends(result.string(row, at(.depends))),
            annotations: StoredFieldText.annotations(text(.annotations)),
            extra: StoredFieldText.extra(text(.extra)),
            end: moment(.ended),
            isBlocked: blocked && result.int64(row, marks) & 1 != 0,
            parent: result.optionalString(row, at(.parent)),
            isBlocking: blocked && result.int64(row, marks) & 2 != 0)
    }
}
