import MemoStore

/// The undo history: each data-changing command is one `changes` row plus what undoing it
/// needs (every field of the memos as they were before, and the range of ids it added),
/// written in the same transaction as the change itself. It keeps facts, not sentences: the
/// view phrases them.
extension SQLiteMemoRepository {
    public func history(limit: Int, for user: User) throws -> [MemoChange] {
        try connection.rows(
            "SELECT \(Self.changeColumns) FROM changes WHERE user_id = ? ORDER BY id DESC LIMIT ?",
            [.integer(user.id), .integer(Int64(max(0, limit)))], Self.readChange)
    }

    public func undoLastChange(for user: User) throws -> MemoChange {
        try connection.transaction {
            // Inside BEGIN IMMEDIATE: a second process waits, then finds the next entry. Only the
            // user's own commands are taken back: what arrived by sync is another machine's.
            guard let (change, added) = try connection.firstRow(
                "SELECT \(Self.changeColumns), added_from, added_to FROM changes WHERE user_id = ? AND origin IS NULL ORDER BY id DESC LIMIT 1",
                [.integer(user.id)],
                { row in (Self.readChange(row), row.isNull(7) ? nil : (row.int64(7), row.int64(8))) })
            else {
                let origin = try connection.firstRow(
                    "SELECT origin FROM changes WHERE user_id = ? ORDER BY id DESC LIMIT 1", [.integer(user.id)]) { $0.string(0) }
                throw origin.map { MemoStoreError.onlyArrivals(origin: $0) } ?? MemoStoreError.nothingToUndo
            }
            let arrivals = try connection.rows(
                "SELECT origin FROM changes WHERE user_id = ? AND id > ? ORDER BY id", [.integer(user.id), .integer(change.id)]) { $0.string(0) }
            var overridden: [MemoField] = []
            switch change.kind {
            case .add, .import, .edit, .modify, .done, .undone, .start, .stop, .annotate, .denotate, .take, .sync:
                for memo in try memosBefore(change) {
                    guard let current = try? self.memo(id: memo.id, for: user) else {
                        // Gone while nothing arrived since: the command deleted it (an import
                        // removing what the file says was deleted), and it comes back. A memo a
                        // sync deleted since stays deleted.
                        if arrivals.isEmpty, try memoIDs(uuids: [memo.uuid], for: user).isEmpty {
                            try insertRow(memo, for: user)
                            try didAdd(memo, for: user)
                        }
                        continue
                    }
                    overridden += try undo(to: memo, from: current, after: change, for: user)
                }
            case .rm:
                for memo in try memosBefore(change) {
                    // A memo there while nothing arrived since was kept, not deleted (a child
                    // `rm --keep-children` moved up a level): it goes back as it was.
                    if arrivals.isEmpty, let current = try? self.memo(id: memo.id, for: user), current.uuid == memo.uuid {
                        overridden += try undo(to: memo, from: current, after: change, for: user)
                        continue
                    }
                    // A memo a sync brought back meanwhile is there already.
                    guard try memoIDs(uuids: [memo.uuid], for: user).isEmpty,
                          try connection.firstRow("SELECT 1 FROM memos WHERE id = ?", [.integer(memo.id)], { _ in true }) == nil
                    else { continue }
                    try insertRow(memo, for: user)
                    try didAdd(memo, for: user)
                }
            }
            // What the command created: added or imported memos, next occurrences of recurring ones.
            if let (first, last) = added {
                try removeMemos(ofUser: user, idsFrom: first, to: last)
                // What arrived for them since goes with them: it deleted nothing.
                try connection.run(
                    "DELETE FROM change_memos WHERE memo_id BETWEEN ? AND ? AND change_id IN (SELECT id FROM changes WHERE user_id = ? AND id > ?)",
                    [.integer(first), .integer(last), .integer(user.id), .integer(change.id)])
            }
            // Fields a sync of an older store folded into the snapshots, named there.
            let leftAlone = try connection.rows(
                "SELECT left_alone FROM change_memos WHERE change_id = ? AND left_alone <> ''", [.integer(change.id)]) { $0.string(0) }
            try connection.run("DELETE FROM changes WHERE id = ?", [.integer(change.id)])
            return change.leaving(
                MemoRebase.fields(leftAlone: MemoRebase.leftAlone(leftAlone.joined(separator: " "), adding: overridden)),
                keeping: arrivals.reduce(into: []) { if !$0.contains($1) { $0.append($1) } })
        }
    }

    // MARK: - Internal

    /// Records a command inside the caller's transaction and drops what falls off the end
    /// of the user's history.
    /// - parameters:
    ///   - first: the first memo the command touched, as the command left it (as it was, for `rm`).
    ///   - added: the ids of the memos it created, first and last (one transaction, so a range).
    ///   - memos: the memos it changed or deleted, as they were before.
    func record(
        _ kind: MemoChangeKind, count: Int, first: Memo, for user: User,
        added: (Int64, Int64)? = nil, before memos: [Memo]
    ) throws {
        try connection.run(
            "INSERT INTO changes(user_id, kind, memo_count, time, added_from, added_to, memo_id, memo_title)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [.integer(user.id), .text(kind.rawValue), .integer(Int64(count)),
             .integer(Timestamp.now().secondsSince1970), added.map { .integer($0.0) } ?? .null,
             added.map { .integer($0.1) } ?? .null, .integer(first.id), .text(first.title)])
        let changeID = connection.lastInsertedRowID
        commandEntries?.append(changeID)
        for memo in memos {
            try connection.run(
                "INSERT INTO change_memos(change_id, memo_id, uuid, \(SQLiteMemoRow.fieldColumns))"
                    + " VALUES (?, ?, ?, \(SQLiteMemoRow.fieldPlaceholders))",
                [.integer(changeID), .integer(memo.id), .text(memo.uuid)] + SQLiteMemoRow.fieldValues(memo))
        }
        try trimHistory(for: user)
    }

    /// Drops the entry that a new one of the user's pushed past `MemoLimits.historyDepth`.
    func trimHistory(for user: User) throws {
        // Only the entry that just fell past the limit can be there: one indexed delete.
        try connection.run(
            """
            DELETE FROM changes WHERE id = (
                SELECT id FROM changes WHERE user_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?)
            """,
            [.integer(user.id), .integer(Int64(MemoLimits.historyDepth))])
    }

    // MARK: - Internal (reading entries)

    /// An entry's columns, as `readChange` reads them (seven).
    static let changeColumns = "id, kind, memo_count, time, memo_id, memo_title, origin"

    static func readChange(_ row: SQLiteStatement) -> MemoChange {
        MemoChange(
            id: row.int64(0), kind: MemoChangeKind(rawValue: row.string(1)) ?? .edit, memoCount: Int(row.int64(2)),
            firstMemo: row.isNull(4) ? nil : MemoReference(id: row.int64(4), title: row.string(5)),
            time: Timestamp(secondsSince1970: row.int64(3)), origin: row.isNull(6) ? nil : row.string(6))
    }

    // MARK: - Private

    private func memosBefore(_ change: MemoChange) throws -> [Memo] {
        try connection.rows(
            "SELECT memo_id, uuid, \(SQLiteMemoRow.fieldColumns) FROM change_memos WHERE change_id = ?",
            [.integer(change.id)], SQLiteMemoRow.readSnapshot)
    }

    /// Takes the memo `current` back to `snapshot` (as it was before `change`) but for what
    /// arrived by sync after the command (`MemoRebase`), and takes the command out of the
    /// snapshots of those arrivals, so each still shows only what arrived. Returns the fields
    /// the command changed that an arrival changed again, left as they arrived.
    private func undo(to snapshot: Memo, from current: Memo, after change: MemoChange, for user: User) throws -> [MemoField] {
        // Every entry after the user's latest command arrived by sync: the first that holds the
        // memo found it as the command left it.
        let later = try connection.rows(
            """
            SELECT m.memo_id, m.uuid, \(Self.snapshotColumns), m.change_id FROM changes c
            JOIN change_memos m ON m.change_id = c.id AND m.memo_id = ? WHERE c.user_id = ? AND c.id > ? ORDER BY c.id
            """,
            [.integer(current.id), .integer(user.id), .integer(change.id)]
        ) { (memo: SQLiteMemoRow.readSnapshot($0), change: $0.int64(SQLiteMemoRow.snapshotWidth)) }
        let left = later.first?.memo ?? current
        let target = MemoRebase.rebase(snapshot, from: left, to: current)
        if target != current { try write(target, replacing: current, for: user) }
        for arrival in later {
            let rebased = MemoRebase.rebase(snapshot, from: left, to: arrival.memo)
            guard rebased != arrival.memo else { continue }
            try connection.run(
                "UPDATE change_memos SET \(SQLiteMemoRow.assignments) WHERE change_id = ? AND memo_id = ?",
                SQLiteMemoRow.fieldValues(rebased) + [.integer(arrival.change), .integer(current.id)])
        }
        return MemoRebase.overridden(snapshot, from: left, to: current)
    }
}
