import MemoStore

/// Reading and writing whole memo rows, laid out as `PostgresMemoColumns` says.
extension PostgresMemoRepository {
    /// The columns `readMemo` expects, in order.
    static let memoColumns = PostgresMemoColumns.select() + ", blocked::int + 2 * blocking::int"

    /// How many columns `memoColumns` reads: a query's own columns come after them. (None of
    /// its expressions holds a comma.)
    static let memoColumnCount = memoColumns.split(separator: ",").count

    /// A `timestamptz` column as whole seconds since 1970. `infinity`, which PostgreSQL holds
    /// and `::int8` refuses, reads as a time past the calendar's end (and `-infinity` before
    /// its start), as SQLite's infinite values do, instead of failing every read of the store.
    /// (Two comparisons of the stored integer cost next to nothing; clamping the numeric would
    /// slow an export by a fifth.)
    static func seconds(_ column: String) -> String {
        """
        CASE WHEN \(column) = 'infinity' THEN 1000000000000000 WHEN \(column) = '-infinity' THEN -1000000000000000 \
        ELSE extract(epoch FROM \(column))::int8 END
        """
    }

    /// The memo in `row` from `column` on, laid out as `memoColumns` (without the last when
    /// `blocked` is false: a snapshot's, which `change_memos` holds).
    static func readMemo(_ result: PostgresResult, _ row: Int, from column: Int = 0, blocked: Bool = true) -> Memo {
        PostgresMemoColumns.read(result, row, from: column, blocked: blocked)
    }

    static func readMemos(_ result: PostgresResult) -> [Memo] {
        (0..<result.rowCount).map { readMemo(result, $0) }
    }

    /// The user's memos among `ids`, in no particular order.
    func memos(ids: [Int64], for user: User) throws -> [Memo] {
        guard !ids.isEmpty else { return [] }
        return try storeErrors {
            let sql = ids.count == 1
                ? "SELECT \(Self.memoColumns) FROM memos WHERE id = $1::int8 AND user_id = $2"
                : "SELECT \(Self.memoColumns) FROM memos WHERE id = ANY($1::int8[]) AND user_id = $2"
            let key = ids.count == 1 ? String(ids[0]) : Self.idArray(ids)
            return Self.readMemos(try connection.execute(sql, [key, String(user.id)]))
        }
    }

    /// Inserts a validated memo with a new id and returns it as stored. Its fields are stamped
    /// `stamps` (a sync's merged ones), else as a memo made on the hub (`todo_new_stamps`).
    func insert(_ memo: Memo, for user: User, stamps: MemoStamps? = nil) throws -> Memo {
        var statement = PostgresStatement()
        let userID = statement.bind(user.id)
        let uuid = statement.bind(PostgresText.stored(memo.uuid))
        let (values, search) = fieldValues(of: memo, in: &statement, user: user)
        let stamped = stamps.map { statement.bind(PostgresText.stored($0.text)) } ?? "todo_new_stamps(\(uuid))"
        statement.sql = "INSERT INTO memos(user_id, uuid, \(Self.fieldColumns), search, stamps) "
            + "VALUES (\(userID), \(uuid), \(values), \(search), \(stamped)) RETURNING id"
        let id = try connection.execute(statement.sql, statement.values).int64(0, 0)
        try adjustCounts(of: user, open: memo.isDone ? 0 : 1, done: memo.isDone ? 1 : 0)
        return memo.withID(id)
    }

    /// Writes every field of a validated memo over the stored one.
    func update(_ memo: Memo, for user: User) throws {
        var statement = PostgresStatement()
        let userID = statement.bind(user.id)
        let (values, search) = fieldValues(of: memo, in: &statement, user: user)
        statement.sql = "UPDATE memos SET (\(Self.fieldColumns), search) = ROW(\(values), \(search)) "
            + "WHERE id = \(statement.bind(memo.id)) AND user_id = \(userID)"
        try connection.execute(statement.sql, statement.values)
    }

    /// Stores the marks of `memos` (done, updated, start and end: all a mark changes) in one
    /// statement, on the rows `user` may write (`writableOwners`, `writable`).
    func storeMarks(_ memos: [Memo], for user: User) throws {
        func seconds(_ moments: [Timestamp?]) -> String {
            "{" + moments.map { $0.map { String($0.secondsSince1970) } ?? "NULL" }.joined(separator: ",") + "}"
        }
        try connection.execute(
            "UPDATE memos SET done = v.done, updated = to_timestamp(v.updated), start = to_timestamp(v.start), ended = to_timestamp(v.ended)"
                + " FROM unnest($2::int8[], $3::bool[], $4::float8[], $5::float8[], $6::float8[]) AS v(id, done, updated, start, ended)"
                + " WHERE memos.user_id = ANY(\(Self.writableOwners("$1"))) AND memos.id = v.id AND \(Self.writable("$1"))",
            [String(user.id), Self.idArray(memos.map(\.id)), "{" + memos.map { $0.isDone ? "t" : "f" }.joined(separator: ",") + "}",
             seconds(memos.map(\.updated)), seconds(memos.map(\.start)), seconds(memos.map(\.end))])
    }

    /// Adds `open` and `done` (either may be negative) to the user's counts.
    func adjustCounts(of user: User, open: Int, done: Int) throws {
        guard open != 0 || done != 0 else { return }
        try connection.execute(
            "UPDATE users SET open_count = open_count + $1, done_count = done_count + $2 WHERE id = $3",
            [String(open), String(done), String(user.id)])
    }

    // MARK: - Private

    /// The columns after id and uuid (`PostgresMemoColumns.fieldNames`).
    static let fieldColumns = PostgresMemoColumns.fieldNames

    /// The placeholders of `fieldColumns`, bound in `statement`, and the memo's search words
    /// (`PostgresSearchWords`) as a bound `tsvector`.
    func fieldValues(
        of memo: Memo, in statement: inout PostgresStatement, user: User
    ) -> (values: String, search: String) {
        let values = Self.fieldValues(of: memo, in: &statement)
        let words = PostgresSearchWords.document(
            title: memo.title, body: memo.body, annotations: FullTextTerms.searchedNotes(of: memo.annotations), user: user.id)
        return (values, statement.bind(words) + "::tsvector")
    }

    /// The placeholders of `fieldColumns`, bound in `statement`, without search words.
    static func fieldValues(of memo: Memo, in statement: inout PostgresStatement) -> String {
        PostgresMemoColumns.bind(memo, in: &statement)
    }
}
