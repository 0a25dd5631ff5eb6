import MemoStore

/// Import and export. An import streams every record to the server with binary COPY, its
/// search words computed here (`PostgresSearchDocument`), all in one transaction: a million
/// memos cost one round trip per megabyte, not one per memo, and the server parses no text.
///
/// Records without a uuid get a fresh one, which no memo can have yet: they go straight into
/// `memos` (unless row-level security binds the role, which COPY refuses). From the first record that carries a uuid on, the rest go through a temporary
/// table and one INSERT … SELECT that skips the uuids the user already has.
extension PostgresMemoRepository {
    /// Adds every draft `next` yields, in one transaction: all of them or, on any error, none.
    /// Drafts whose uuid the user already has (or that repeat one earlier in the same
    /// import) are skipped, unless changed since the user's memo (`replaceOlderMemos`). Every field of the draft is kept; ids follow the records' order.
    public func importMemos(for user: User, from next: () throws -> MemoDraft?) throws -> ImportSummary {
        try prepareForImport()
        // An import's statements may run long: no statement timeout, no read timeout (the
        // user's lock is still waited for no longer than the lock timeout).
        let timeouts = connection.timeouts
        connection.timeouts.read = 0
        defer { connection.timeouts = timeouts }
        return try write(for: user) {
            try connection.execute("SET LOCAL statement_timeout = 0")
            // New ids come after every id the user has (the identity never goes back).
            let before = try connection.execute(
                "SELECT coalesce(max(id), 0) FROM memos WHERE user_id = $1", [String(user.id)]).int64(0, 0)
            var rows = PostgresImportRows(user: user, now: Timestamp.now())
            var added = (count: 0, done: 0)
            var replaced: (change: Int64, count: Int)?
            try rows.advance(next)
            // COPY cannot write a table whose policies bind the role: a granted role's
            // records all go through the temporary table.
            if let first = rows.pending, first.uuid == nil, try !isBoundByRowSecurity() {
                // The field stamps of a new memo whose uuid is random are the same for every
                // row of the transaction (its start, by the hub's clock): asked for once and
                // sent with each row, instead of the column's default working them out per
                // row, a fifth of the server's time for such a COPY.
                let stamps = try connection.execute("SELECT todo_new_stamps(NULL)").string(0, 0)
                try connection.copyIn("COPY memos(\(Self.importColumns), stamps) FROM STDIN (FORMAT binary)") { writer in
                    while let draft = rows.pending, draft.uuid == nil {
                        let memo = try rows.write(draft, uuid: uuids.next(), to: writer, stamps: stamps)
                        added.count += 1
                        added.done += memo.isDone ? 1 : 0
                        try rows.advance(next)
                    }
                }
            }
            if rows.pending != nil {
                let carried = try importCarryingUUIDs(&rows, next, for: user)
                added.count += carried.count
                added.done += carried.done
                replaced = carried.replaced
            }
            try adjustCounts(of: user, open: added.count - added.done, done: added.done)
            // Before the first read of them: a plan made for an empty table would scan them all.
            try analyzeIfGrown(user, by: added.count, ofCopied: Int64(added.count))
            var range: (Int64, Int64)?
            if added.count > 0 {
                let ids = try connection.execute(
                    "SELECT min(id), max(id) FROM memos WHERE user_id = $1 AND id > $2", [String(user.id), String(before)])
                range = (ids.int64(0, 0), ids.int64(0, 1))
            }
            if let replaced {
                try completeReplacingEntry(replaced.change, replaced: replaced.count, added: range.map { (added.count, $0) })
            } else if let range {
                try record(.import, count: added.count, first: try memos(ids: [range.0], for: user).first, for: user, added: range)
            }
            var summary = ImportSummary(added: added.count, skipped: rows.count - added.count - (replaced?.count ?? 0))
            summary.updated = replaced?.count ?? 0
            return summary
        }
    }

    /// Calls `body` with each of the user's memos, oldest first (by id), from one snapshot,
    /// holding one batch of rows in memory at a time.
    public func exportMemos(for user: User, _ body: (Memo) throws -> Void) throws {
        try reading {
            var after: Int64 = 0
            while true {
                let result = try connection.execute(
                    "SELECT \(Self.memoColumns) FROM memos WHERE user_id = $1 AND id > $2 ORDER BY id LIMIT \(Self.exportBatch)",
                    [String(user.id), String(after)])
                for row in 0..<result.rowCount {
                    let memo = Self.readMemo(result, row)
                    after = memo.id
                    try body(memo)
                }
                if result.rowCount < Self.exportBatch { return }
            }
        }
    }

    /// Whether row-level security binds the connected role, asked once per repository: COPY
    /// cannot write a table whose policies bind it.
    func isBoundByRowSecurity() throws -> Bool {
        if let bound = boundByRowSecurity { return bound }
        let bound = try connection.execute("SELECT row_security_active('memos')").bool(0, 0)
        boundByRowSecurity = bound
        return bound
    }

    // MARK: - Private

    private static let exportBatch = 1_000

    /// The columns an import writes, in `PostgresImportRows.write`'s order.
    static let importColumns = "user_id, uuid, \(fieldColumns), search"

    /// A larger buffer for the session's temporary table; allowed only before its first use.
    private func prepareForImport() throws {
        guard !isPreparedForImport else { return }
        isPreparedForImport = true
        _ = try? connection.execute("SET temp_buffers = '256MB'")
    }

    /// Adds `rows.pending` and every record after it through a temporary table, replacing the
    /// user's memos older than their record and skipping the other uuids the user has and
    /// repeats; returns how many were added, how many of them are done, and what was replaced.
    private func importCarryingUUIDs(
        _ rows: inout PostgresImportRows, _ next: () throws -> MemoDraft?, for user: User
    ) throws -> (count: Int, done: Int, replaced: (change: Int64, count: Int)?) {
        try connection.execute(
            """
            CREATE TEMPORARY TABLE todo_import (
                user_id int8, uuid text COLLATE "C", \(PostgresMemoColumns.fieldDefinitions), search tsvector,
                dated bool, created_given bool
            ) ON COMMIT DROP
            """)
        try connection.copyIn("COPY todo_import FROM STDIN (FORMAT binary)") { writer in
            while let draft = rows.pending {
                _ = try rows.write(draft, uuid: draft.uuid ?? uuids.next(), to: writer, marked: true)
                try rows.advance(next)
            }
        }
        let replaced = try replaceOlderMemos(for: user)
        let added = try connection.execute(
            """
            WITH added AS (
                INSERT INTO memos(\(Self.importColumns), stamps) SELECT \(Self.importColumns), todo_new_stamps(uuid) FROM todo_import
                ON CONFLICT (user_id, uuid) DO NOTHING RETURNING done)
            SELECT count(*), count(*) FILTER (WHERE done) FROM added
            """)
        return (Int(added.int64(0, 0)), Int(added.int64(0, 1)), replaced)
    }
}
