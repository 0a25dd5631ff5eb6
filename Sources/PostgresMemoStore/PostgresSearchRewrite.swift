import MemoStore

/// Search words made again for rows already stored, by a migration that changes what they
/// hold (`PostgresSchemaVersion2`, `PostgresSchemaVersion27`): read in batches, made here
/// (`PostgresSearchDocument`), sent back through COPY into the temporary table
/// `todo_new_words (first int8, second int8, search tsvector)` the migration made, and taken
/// from there by one UPDATE.
enum PostgresSearchRewrite {
    /// Computes the words of every row `reading` selects (two key columns, the user's id, the
    /// title, the body and the annotations as stored), in batches ordered by `key`, into
    /// `todo_new_words`; then runs `writing`, which takes them from there.
    static func rewrite(_ connection: PostgresConnection, reading: String, key: (String, String), writing: String) throws {
        try connection.execute("TRUNCATE todo_new_words")
        let order = "(\(key.0), \(key.1))"
        let filter = reading.contains("WHERE") ? " AND " : " WHERE "
        var after: (String, String) = ("-1", "-1")
        var words = PostgresSearchDocument()
        while true {
            let batch = try connection.execute(
                reading + filter + "\(order) > ($1::int8, $2::int8) ORDER BY \(key.0), \(key.1) LIMIT \(batchSize)",
                [after.0, after.1])
            guard batch.rowCount > 0 else { break }
            try connection.copyIn("COPY todo_new_words FROM STDIN (FORMAT binary)") { writer in
                for row in 0..<batch.rowCount {
                    let notes = FullTextTerms.searchedNotes(of: StoredFieldText.annotations(PostgresText.read(batch.string(row, 5))))
                    words.fill(
                        title: PostgresText.read(batch.string(row, 3)), body: PostgresText.read(batch.string(row, 4)),
                        annotations: notes, user: batch.int64(row, 2))
                    writer.int64(batch.int64(row, 0))
                    writer.int64(batch.int64(row, 1))
                    writer.searchWords(words)
                    try writer.endRow()
                }
            }
            after = (batch.string(batch.rowCount - 1, 0), batch.string(batch.rowCount - 1, 1))
            if batch.rowCount < batchSize { break }
        }
        try connection.execute(writing)
    }

    // MARK: - Private

    // A row read holds at most 100,000 characters of body and, as the readings bound them,
    // a million characters of annotations: a hundred rows stay a few hundred megabytes at worst.
    private static let batchSize = 100
}
