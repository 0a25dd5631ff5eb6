import MemoStore

/// What a re-import changes: a record whose memo the user has, changed since (a later
/// `updated`, Taskwarrior's `modified`), replaces that memo, as `task import` updates by uuid.
/// `MemoImportRules.replacement` states the rule; this is its set-based form over the import's
/// temporary table, one statement however many records (the both-engine reimport suites
/// hold the two together).
extension PostgresMemoRepository {
    /// Replaces each of the user's memos that a record in the import's temporary table
    /// (`todo_import`) carries with a later `updated`, or the same one and a field of its own
    /// that differs (`task` changed it within that second) (the first record of its uuid, as
    /// the insert keeps the first of repeats), after
    /// saving them as they were in a new `import` history entry; returns that entry and how
    /// many memos it replaced, `nil` (and no entry) when none is older than its record. A
    /// record without a time of its own (`dated` false) cannot say when it changed and replaces
    /// nothing; one without a `created` keeps the memo's.
    func replaceOlderMemos(for user: User) throws -> (change: Int64, count: Int)? {
        let userID = String(user.id)
        let stale = try connection.execute(
            "SELECT m.id FROM memos m JOIN (\(Self.firstRecords)) n ON m.uuid = n.uuid"
                + " WHERE m.user_id = $1 AND n.dated AND (n.updated > m.updated OR n.updated = m.updated AND "
                + "(\(Self.comparedColumns.map { "n." + $0 }.joined(separator: ", "))) IS DISTINCT FROM "
                + "(\(Self.comparedColumns.map { "m." + $0 }.joined(separator: ", ")))) ORDER BY m.id",
            [userID])
        guard stale.rowCount > 0 else { return nil }
        let ids = (0..<stale.rowCount).map { stale.int64($0, 0) }
        let before = try memos(ids: ids, for: user).sorted { $0.id < $1.id }
        let change = try record(.import, count: ids.count, first: before.first, for: user, saving: before)
        try connection.execute(
            "UPDATE memos m SET (\(Self.replacedColumns.joined(separator: ", "))) = "
                + "(\(Self.replacedColumns.map(Self.replacement).joined(separator: ", ")))"
                + " FROM (\(Self.firstRecords)) n WHERE m.user_id = $1 AND m.id = ANY($2::int8[]) AND m.uuid = n.uuid",
            [userID, Self.idArray(ids)])
        return (change, ids.count)
    }

    /// Completes the history entry `replaceOlderMemos` began once the import has added its
    /// new memos (`added`, the first and last id, if any): one undo step takes back both, and
    /// the entry names the first memo added, else the first replaced as it now is.
    func completeReplacingEntry(_ change: Int64, replaced: Int, added: (count: Int, range: (Int64, Int64))?) throws {
        try connection.execute(
            """
            UPDATE changes SET memo_count = $2, added_from = $3::int8, added_to = $4::int8,
                first_memo_id = coalesce($3::int8, first_memo_id),
                first_memo_title = (SELECT title FROM memos WHERE id = coalesce($3::int8, changes.first_memo_id))
            WHERE id = $1
            """,
            [String(change), String(replaced + (added?.count ?? 0)), added.map { String($0.range.0) }, added.map { String($0.range.1) }])
    }

    // MARK: - Private

    /// The import's records, the first of each uuid (a table just written by COPY holds its
    /// rows in the order they came).
    private static let firstRecords = "SELECT DISTINCT ON (uuid) * FROM todo_import ORDER BY uuid, ctid"

    /// What a record replaces of a memo: every column it carries but the owner and the uuid.
    private static let replacedColumns: [String] = importColumns.split(separator: ",")
        .map { (column: Substring) in String(column.drop { (character: Character) in character == " " }) }
        .filter { $0 != "user_id" && $0 != "uuid" }

    /// The columns that hold a memo's fields (`MemoField`), compared when a record is as
    /// recent as the memo: not `created`, `updated` or the derived `search`.
    private static let comparedColumns = replacedColumns.filter { !["created", "updated", "search"].contains($0) }

    /// The new value of the memo's `column` (`m`) from its record (`n`): the record's, but a
    /// `created` the record did not carry (filled in with the time of the import) stays the memo's.
    private static func replacement(of column: String) -> String {
        column == "created" ? "CASE WHEN n.created_given THEN n.created ELSE m.created END" : "n." + column
    }
}
