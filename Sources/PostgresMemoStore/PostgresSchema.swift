import MemoStore

/// The store's schema as ordered migrations, with its version kept in the database
/// (`todo_meta`), in the connection's current schema (the first of its `search_path`).
///
/// Opening reads the version in one statement. Only a store that needs migrating takes the
/// advisory lock, in one transaction that re-reads the version under it, so several clients
/// starting at once on an empty database all succeed and the schema is created once. A
/// newer version, or a schema holding tables of another program, is refused untouched.
enum PostgresSchema {
    /// The version this binary writes and reads.
    static var currentVersion: Int { migrations.count }

    /// Checks the database, then brings it to `target` (tests build older stores this way).
    /// Without `creating`, a database that holds no store is left as it is: `.noStore`.
    static func migrate(_ connection: PostgresConnection, to target: Int = currentVersion, creating: Bool = true) throws {
        if let version = try storedVersion(connection), try check(version, reaching: target, connection) { return }
        try connection.transaction {
            // A login that may use none of the search path's schemas (one nobody granted the
            // store's) has nowhere to find or make a store.
            guard try !connection.execute("SELECT current_schema() IS NULL").bool(0, 0) else {
                throw MemoStoreError.permissionDenied(
                    path: connection.label, reason: "this login may use no schema of its search_path")
            }
            try connection.execute("SELECT pg_advisory_xact_lock($1::int4, hashtext(current_schema()))", [lockClass])
            let hasMeta = try connection.execute(
                "SELECT EXISTS (SELECT 1 FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'todo_meta')")
            var version = 0
            if hasMeta.bool(0, 0) {
                version = try storedVersion(connection) ?? 0
                if try check(version, reaching: target, connection) { return }
            } else {
                let tables = try connection.execute(
                    "SELECT count(*) FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relkind IN ('r', 'v', 'm', 'p', 'f')")
                guard tables.int64(0, 0) == 0 else { throw MemoStoreError.notADatabase(path: connection.label) }
                guard creating else { throw MemoStoreError.noStore(path: connection.label) }
            }
            for next in version..<target {
                try migrations[next](connection)
                let protection = PostgresRowSecurity.protecting(afterVersion: next + 1)
                if !protection.isEmpty { try connection.executeScript(protection) }
            }
            try connection.execute(
                "INSERT INTO todo_meta(name, value) VALUES ('schema', $1) ON CONFLICT (name) DO UPDATE SET value = excluded.value",
                [String(target)])
        }
    }

    /// Checks, without writing, that the database holds a store of exactly this version.
    static func checkCurrent(_ connection: PostgresConnection) throws {
        guard let version = try storedVersion(connection), try check(version, connection) else {
            throw MemoStoreError.notADatabase(path: connection.label)
        }
    }

    // MARK: - Private

    /// The first key of the advisory lock taken while migrating ("todo" in ASCII).
    private static let lockClass = "1953459311"

    /// The schema version, or nil when there is no `todo_meta` table.
    private static func storedVersion(_ connection: PostgresConnection) throws -> Int? {
        do {
            let result = try connection.execute("SELECT value FROM todo_meta WHERE name = 'schema'")
            return result.rowCount == 0 ? 0 : Int(result.int64(0, 0))
        } catch let error as PostgresError where error.sqlState == "42P01" {
            return nil
        } catch let error as PostgresError where error.sqlState == "42501" {
            // The tables are there, but this login may not read them: not another program's.
            throw error.storeError(label: connection.label)
        } catch let error as PostgresError where error.sqlState.hasPrefix("42") {
            // A todo_meta of another program, with other columns.
            throw MemoStoreError.notADatabase(path: connection.label)
        }
    }

    /// Whether `version` has reached `target`; throws when it is newer than this binary knows.
    private static func check(_ version: Int, reaching target: Int = currentVersion, _ connection: PostgresConnection) throws -> Bool {
        if version > currentVersion {
            throw MemoStoreError.newerSchema(path: connection.label, found: version, supported: currentVersion)
        }
        return version >= target
    }

    /// How version 1 folded search text: accents of Latin letters removed (`École` → `Ecole`);
    /// the text-search dictionary then lower-cased it. ASCII text (most of it) skips the
    /// `translate`, whose cost grows with the table's length: a million-memo import stays cheap.
    /// A NUL (stored as U+E000 `0`, see `PostgresText`) separates words, as in SQLite.
    private static var folding: String {
        "CASE WHEN octet_length($1) = length($1) THEN $1 ELSE translate(replace($1, U&'\\E000' || '0', ' '), '\(accented)', '\(plain)') END"
    }

    private static let accented = "ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆĈĊČçćĉċčĎďÈÉÊËĒĔĖĘĚèéêëēĕėęěĜĞĠĢĝğġģĤĥÌÍÎÏĨĪĬĮİìíîïĩīĭįĴĵĶķĹĻĽĿŁĺļľŀłÑŃŅŇñńņňÒÓÔÕÖØŌŎŐòóôõöøōŏőŔŖŘŕŗřŚŜŞŠśŝşšŢŤţťÙÚÛÜŨŪŬŮŰŲùúûüũūŭůűųŴŵÝŸŶýÿŷŹŻŽźżž"
    private static let plain = "AAAAAAAAAaaaaaaaaaCCCCCcccccDdEEEEEEEEEeeeeeeeeeGGGGggggHhIIIIIIIIIiiiiiiiiJjKkLLLLLlllllNNNNnnnnOOOOOOOOOoooooooooRRRrrrSSSSssssTTttUUUUUUUUUUuuuuuuuuuuWwYYYyyyZZZzzz"

    /// Each migration, in order, run inside the migrating transaction.
    private static let migrations: [@Sendable (PostgresConnection) throws -> Void] = [
        { try $0.executeScript(PostgresSchemaVersion1.script(folding: folding)) },
        PostgresSchemaVersion2.migrate,
        { try $0.executeScript(PostgresSchemaVersion3.script) },
        { try $0.executeScript(PostgresSchemaVersion4.script) },
        { try $0.executeScript(PostgresSchemaVersion5.script) },
        { try $0.executeScript(PostgresSchemaVersion6.script) },
        { try $0.executeScript(PostgresSchemaVersion7.script) },
        { try $0.executeScript(PostgresSchemaVersion8.script) },
        { try $0.executeScript(PostgresSchemaVersion9.script) },
        PostgresSchemaVersion10.migrate,
        { try $0.executeScript(PostgresSchemaVersion11.script) },
        PostgresSchemaVersion12.migrate,
        { try $0.executeScript(PostgresSchemaVersion13.script) },
        { try $0.executeScript(PostgresSchemaVersion14.script) },
        PostgresSchemaVersion15.migrate,
        { try $0.executeScript(PostgresSchemaVersion16.script) },
        { try $0.executeScript(PostgresSchemaVersion17.script) },
        { try $0.executeScript(PostgresSchemaVersion18.script) },
        { try $0.executeScript(PostgresSchemaVersion19.script) },
        { try $0.executeScript(PostgresSchemaVersion20.script) },
        PostgresSchemaVersion21.migrate,
        { try $0.executeScript(PostgresSchemaVersion22.script) },
        { try $0.executeScript(PostgresSchemaVersion23.script) },
        { try $0.executeScript(PostgresSchemaVersion24.script) },
        { try $0.executeScript(PostgresSchemaVersion25.script) },
        { try $0.executeScript(PostgresSchemaVersion26.script) },
        PostgresSchemaVersion27.migrate,
        PostgresSchemaVersion28.migrate,
        { try $0.executeScript(PostgresSchemaVersion29.script) },
    ]
}
