import MemoStore

/// Import and export. An import streams every record to the server with COPY into a
/// temporary table, then adds them with one INSERT … SELECT that skips known uuids, all in
/// one transaction: a million memos cost one round trip per megabyte, not one per memo.
extension PostgresMemoRepository {
    /// Adds every draft `next` yields, in one transaction: all of them or, on any error, none.
    /// Drafts whose uuid the user already has (or that repeat one earlier in the same
    /// import) are skipped. Every field of the draft is kept.
    public func importMemos(for user: User, from next: () throws -> MemoDraft?) throws -> ImportSummary {
        try prepareForImport()
        return try write(for: user) {
            try connection.execute(
                """
                CREATE TEMPORARY TABLE todo_import (
                    uuid text, title text, body text, done bool, created int8, updated int8, due int8, wait int8,
                    priority todo_priority, project text COLLATE "C", tags text[] COLLATE "C", recur text,
                    -- Computed by the server as each row arrives, while this process reads the next.
                    words tsvector GENERATED ALWAYS AS (todo_words(title, body)) STORED
                ) ON COMMIT DROP
                """)
            var total = 0
            var carriedUUIDs = 0
            try connection.copyIn("COPY todo_import FROM STDIN") { writer in
                let now = Timestamp.now()
                while let draft = try next() {
                    total += 1
                    carriedUUIDs += draft.uuid == nil ? 0 : 1
                    try write(draft, index: total, now: now, to: writer)
                }
            }
            // Fresh uuids cannot be known already (and the user's lock keeps other imports
            // out), so only records that carry one pay for the conflict check.
            let added = try connection.execute(
                """
                WITH added AS (
                    INSERT INTO memos(user_id, uuid, title, body, done, created, updated, due, wait, priority, project, tags, recur,
                                      search)
                    SELECT $1::int8, uuid, title, body, done, to_timestamp(created), to_timestamp(updated), to_timestamp(due),
                           to_timestamp(wait), priority, project, tags, recur, words || array_to_tsvector(ARRAY['#' || $1::int8])
                    FROM todo_import
                    \(carriedUUIDs > 0 ? "ON CONFLICT (user_id, uuid) DO NOTHING" : "") RETURNING id, done)
                SELECT count(*), min(id), max(id), count(*) FILTER (WHERE done) FROM added
                """, [String(user.id)])
            let count = Int(added.int64(0, 0))
            let done = Int(added.int64(0, 3))
            try adjustCounts(of: user, open: count - done, done: done)
            if count > 0, let first = added.optionalInt64(0, 1), let last = added.optionalInt64(0, 2) {
                let firstMemo = try memos(ids: [first], for: user).first
                try record(.import, count: count, first: firstMemo, for: user, added: (first, last))
            }
            return ImportSummary(added: count, skipped: total - count)
        }
    }

    /// Calls `body` with each of the user's memos, oldest first (by id), from one snapshot,
    /// holding one batch of rows in memory at a time.
    public func exportMemos(for user: User, _ body: (Memo) throws -> Void) throws {
        try storeErrors {
            try connection.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            defer { _ = try? connection.execute("COMMIT") }
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

    // MARK: - Private

    private static let exportBatch = 1_000

    /// A larger buffer for the session's temporary table; allowed only before its first use.
    private func prepareForImport() throws {
        guard !isPreparedForImport else { return }
        isPreparedForImport = true
        _ = try? connection.execute("SET temp_buffers = '256MB'")
    }

    /// Validates one record and writes it as a row of `todo_import`.
    private func write(_ draft: MemoDraft, index: Int, now: Timestamp, to writer: PostgresCopyWriter) throws {
        let created = draft.created ?? now
        let memo = Memo(
            id: 0, uuid: draft.uuid ?? uuids.next(), title: draft.title, body: draft.body, isDone: draft.isDone,
            created: created, updated: draft.updated ?? created, due: draft.due, wait: draft.wait,
            priority: draft.priority, project: draft.project, tags: draft.tags, recur: draft.recur)
        do {
            try PostgresValidation.check(memo)
        } catch let error as MemoStoreError {
            throw MemoStoreError.invalidRecord(index: index, reason: PostgresStoreErrors.reason(error))
        }
        writer.text(PostgresText.stored(memo.uuid))
        writer.text(PostgresText.stored(memo.title))
        writer.text(PostgresText.stored(memo.body))
        writer.text(memo.isDone ? "t" : "f")
        writer.text(String(memo.created.secondsSince1970))
        writer.text(String(memo.updated.secondsSince1970))
        writer.optionalText(memo.due.map { String($0.secondsSince1970) })
        writer.optionalText(memo.wait.map { String($0.secondsSince1970) })
        writer.optionalText(memo.priority?.rawValue)
        writer.optionalText(memo.project.map(PostgresText.stored))
        writer.text(PostgresArray.literal(memo.tags.map(PostgresText.stored)))
        writer.optionalText(memo.recur?.description)
        try writer.endRow()
    }
}
