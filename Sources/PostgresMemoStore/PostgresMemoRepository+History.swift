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

    /// Takes back the user's most recent recorded command, whole, in one transaction. The
    /// user's lock (held from the start, so the entry is read after any other undo committed)
    /// means two processes never take back one command twice.
    public func undoLastChange(for user: User) throws -> MemoChange {
        try write(for: user) {
            let userID = String(user.id)
            // Only the user's own commands are taken back: what arrived by sync is another machine's.
            let latest = try connection.execute(
                "SELECT \(Self.changeColumns), added_from, added_to FROM changes WHERE user_id = $1 AND origin IS NULL ORDER BY id DESC LIMIT 1",
                [userID])
            guard latest.rowCount == 1 else {
                let arrived = try connection.execute("SELECT origin FROM changes WHERE user_id = $1 ORDER BY id DESC LIMIT 1", [userID])
                throw arrived.rowCount == 1 ? MemoStoreError.onlyArrivals(origin: PostgresText.read(arrived.string(0, 0))) : .nothingToUndo
            }
            let change = Self.readChange(latest, 0)
            let changeID = String(change.id)
            let since = try connection.execute(
                "SELECT origin FROM changes WHERE user_id = $1 AND id > $2 ORDER BY id", [userID, changeID])
            let arrivals = (0..<since.rowCount).map { PostgresText.read(since.string($0, 0)) }
            if change.kind != .rm { try rebaseOverArrivals(change, for: user) }
            if let first = latest.optionalInt64(0, 7), let last = latest.optionalInt64(0, 8) {
                try connection.execute(
                    "DELETE FROM memos WHERE user_id = $1 AND id BETWEEN $2 AND $3", [userID, String(first), String(last)])
                // What arrived for them since goes with them: it deleted nothing.
                try connection.execute(
                    """
                    DELETE FROM change_memos WHERE memo_id BETWEEN $2 AND $3
                    AND change_id IN (SELECT id FROM changes WHERE user_id = $1 AND id > $4)
                    """, [userID, String(first), String(last), changeID])
            }
            try connection.execute(
                """
                DELETE FROM memos WHERE user_id = $1
                AND id IN (SELECT memo_id FROM change_memos WHERE change_id = $2 AND created_by_change)
                """, [userID, changeID])
            switch change.kind {
            case .rm:
                // Memos there while nothing arrived since were kept, not deleted (children
                // `rm --keep-children` moved up a level): they go back as they were.
                if arrivals.isEmpty { try restoreSavedMemos(of: changeID, userID: userID) }
                try reinsertSavedMemos(of: changeID, for: user)
            case .edit, .modify, .done, .undone, .start, .stop, .annotate, .denotate, .import, .take, .sync:
                try refuseChangedByOthers(since: changeID, for: user)
                try restoreSavedMemos(of: changeID, userID: userID)
                // Gone while nothing arrived since: the command deleted them (an import removing
                // what the file says was deleted), and they come back.
                if arrivals.isEmpty { try reinsertSavedMemos(of: changeID, for: user) }
            case .add:
                break
            }
            let leftAlone = try connection.execute(
                "SELECT string_agg(left_alone, ' ') FROM change_memos WHERE change_id = $1 AND left_alone <> ''", [changeID])
            try connection.execute("DELETE FROM changes WHERE id = $1", [changeID])
            return change.leaving(
                MemoRebase.fields(leftAlone: PostgresText.read(leftAlone.string(0, 0))),
                keeping: arrivals.reduce(into: []) { if !$0.contains($1) { $0.append($1) } })
        }
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
        if origin == nil { commandEntries?.append(change) }
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

    /// Puts back the memos entry `changeID` saved that are gone. A memo a sync brought back
    /// meanwhile (its uuid, or its id) is there already, as is a shared memo of its owner's:
    /// it stays as it is, and only the rows put back count.
    private func reinsertSavedMemos(of changeID: String, for user: User) throws {
        let restored = try connection.execute(
            """
            WITH restored AS (
                INSERT INTO memos(id, user_id, uuid, \(Self.savedColumns))
                SELECT memo_id, $1, uuid, \(Self.savedColumns) FROM change_memos c
                WHERE change_id = $2 AND NOT created_by_change
                AND NOT EXISTS (SELECT 1 FROM memos m WHERE m.user_id = $1 AND m.uuid = c.uuid)
                AND NOT EXISTS (SELECT 1 FROM memos m WHERE m.id = c.memo_id)
                ORDER BY memo_id
                RETURNING done)
            SELECT count(*) FILTER (WHERE NOT done), count(*) FILTER (WHERE done) FROM restored
            """, [String(user.id), changeID])
        try adjustCounts(of: user, open: Int(restored.int64(0, 0)), done: Int(restored.int64(0, 1)))
    }

    /// Puts the memos entry `changeID` saved, and the user may write, back as they were saved.
    private func restoreSavedMemos(of changeID: String, userID: String) throws {
        try connection.execute(
            """
            UPDATE memos SET (\(Self.savedColumns)) = (\(Self.savedColumns.split(separator: ",").map { "c." + $0.trimmingPrefixSpaces }.joined(separator: ", ")))
            FROM change_memos c WHERE c.change_id = $2 AND NOT c.created_by_change
            AND memos.id = c.memo_id AND memos.uuid = c.uuid AND memos.user_id = ANY(\(Self.writableOwners("$1"))) AND \(Self.writable("$1"))
            """, [userID, changeID])
    }

    /// What a change keeps of a memo to put it back: every field and its search words.
    private static let savedColumns =
        "title, body, done, created, updated, due, wait, priority, project, tags, recur, start, scheduled, until, depends, annotations, extra, ended, parent, search"
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

extension Substring {
    fileprivate var trimmingPrefixSpaces: Substring { drop { $0 == " " } }
}
