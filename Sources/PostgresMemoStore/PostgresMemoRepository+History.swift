import MemoStore

/// The undo history: each data-changing command is one `changes` row plus what undoing it
/// needs (the memos as they were, the range of ids it added, the recurrences it created),
/// written in the same transaction as the change itself.
extension PostgresMemoRepository {
    /// The user's recorded data-changing commands, newest first.
    public func history(limit: Int, for user: User) throws -> [MemoChange] {
        try storeErrors {
            let result = try connection.execute(
                "SELECT \(Self.changeColumns) FROM changes WHERE user_id = $1 ORDER BY id DESC LIMIT $2",
                [String(user.id), String(max(0, limit))])
            return (0..<result.rowCount).map { Self.readChange(result, $0) }
        }
    }

    /// Takes back the user's most recent recorded command, whole, in one transaction
    /// (`MemoUndo`'s rules). The user's lock (held from the start, so the entry is read after
    /// any other undo committed) means two processes never take back one command twice.
    public func undoLastChange(for user: User) throws -> MemoChange {
        try MemoUndo(PostgresMemoWriteStorage(self)).undoLastChange(for: user)
    }

    // MARK: - Internal

    /// Throws `ShareError.changedSince` when another user last wrote a memo the change
    /// `changeID` saved (a writer of the user's project, or the owner of one shared with the
    /// user): undo takes back only the user's own changes. The other user is named as the user
    /// may know them: their own user, or a share's owner or grantee.
    func refuseChangedByOthers(since changeID: String, for user: User) throws {
        let other = try connection.execute(
            """
            SELECT m.id, coalesce((SELECT name FROM users WHERE id = m.changed_by),
                (SELECT owner_name FROM shares WHERE owner_id = m.changed_by LIMIT 1),
                (SELECT grantee_name FROM shares WHERE grantee_id = m.changed_by LIMIT 1), '')
            FROM change_memos c JOIN memos m ON m.id = c.memo_id
            WHERE c.change_id = $2 AND NOT c.created_by_change AND m.changed_by <> $1 ORDER BY m.id LIMIT 1
            """, [String(user.id), changeID])
        guard other.rowCount == 1 else { return }
        throw ShareError.changedSince(memo: other.int64(0, 0), by: PostgresText.read(other.string(0, 1)))
    }


    /// Records a command inside the caller's transaction, saving `memos` as they are now,
    /// and drops what falls off the end of the user's history. Returns the entry's id. With
    /// `origin`, the entry is a change that arrived by sync from there, not the user's command.
    @discardableResult
    func record(
        _ kind: MemoChangeKind, count: Int, first: Memo?, for user: User,
        saving memos: [Memo] = [], added: (Int64, Int64)? = nil, origin: String? = nil
    ) throws -> Int64 {
        let userID = String(user.id)
        let change = try connection.execute(
            """
            INSERT INTO changes(user_id, kind, memo_count, first_memo_id, first_memo_title, time, added_from, added_to, origin)
            VALUES ($1, $2, $3, $4, $5, to_timestamp($8::float8), $6, $7, $9) RETURNING id
            """,
            [userID, kind.rawValue, String(count), first.map { String($0.id) }, first.map { PostgresText.stored($0.title) },
             added.map { String($0.0) }, added.map { String($0.1) }, String(Timestamp.now().secondsSince1970),
             origin.map(PostgresText.stored)]
        ).int64(0, 0)
        if origin == nil { commandEntries.note(change) }
        if !memos.isEmpty {
            try connection.execute(
                """
                INSERT INTO change_memos(change_id, memo_id, uuid, \(Self.savedColumns))
                SELECT $1, id, uuid, \(Self.savedColumns) FROM memos
                WHERE user_id = ANY(\(Self.writableOwners("$2"))) AND id = ANY($3::int8[]) AND \(Self.writable("$2"))
                """, [String(change), userID, Self.idArray(memos.map(\.id))])
        }
        // Only the entry that just fell past the limit can be there: one indexed delete.
        try connection.execute(
            "DELETE FROM changes WHERE id = (SELECT id FROM changes WHERE user_id = $1 ORDER BY id DESC OFFSET $2 LIMIT 1)",
            [userID, String(MemoLimits.historyDepth)])
        return change
    }

    // MARK: - Private

    /// What a change keeps of a memo to put it back: every field and its search words.
    private static let savedColumns = fieldColumns + ", search"
    /// What `readChange` reads of a `changes` row, in order.
    static let changeColumns =
        "id, kind, memo_count, first_memo_id, first_memo_title, \(seconds("time")), origin"

    /// The entry in the `changeColumns` of `row`.
    static func readChange(_ result: PostgresResult, _ row: Int) -> MemoChange {
        let first = result.optionalInt64(row, 3).map {
            MemoReference(id: $0, title: PostgresText.read(result.string(row, 4)))
        }
        return MemoChange(
            id: result.int64(row, 0), kind: MemoChangeKind(rawValue: result.string(row, 1)) ?? .edit,
            memoCount: Int(result.int64(row, 2)), firstMemo: first,
            time: Timestamp(secondsSince1970: result.int64(row, 5)), origin: result.optionalString(row, 6).map(PostgresText.read))
    }
}
