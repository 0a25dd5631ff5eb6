#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MemoStore

/// The store's schema as ordered, named migrations, applied forward through `PRAGMA user_version`.
///
/// Opening checks the file before anything is written: a file that is not SQLite, or a todo
/// database from a newer version, or a SQLite database of some other program, is refused
/// and left byte-identical. The pending migrations run once, together in one `BEGIN IMMEDIATE`
/// transaction that also sets the version, so a crash or a failing step leaves the file at
/// the version before.
package enum SQLiteSchema {
    /// A step from one schema version to the next; its SQL is built only when it runs, so
    /// opening a store that is up to date builds none of it.
    struct Migration {
        let name: String
        let sql: @Sendable () -> String
        /// What the step does after its SQL where that depends on the store's rows.
        var then: (@Sendable (SQLiteConnection) throws -> Void)?
    }

    static let migrations: [Migration] = [
        Migration(name: "memos, users, full-text search, history", sql: { version1 }),
        Migration(name: "due, wait, priority, project, tags, recur; history without text", sql: { version2 }),
        Migration(name: "full-text index by user, Han and kana in pairs", sql: { version3 }),
        Migration(name: "start, scheduled, until, depends, annotations, extra", sql: { version4 }),
        Migration(name: "urgency classes in the listing's indexes", sql: { version5 }),
        Migration(name: "the memos that wait on others, indexed", sql: { version6 }),
        Migration(name: "sync with hubs: remotes, pending uuids, base copies, conflicts", sql: { version7 }),
        Migration(name: "blocked memos kept as such, below the others in urgency", sql: { version8 }),
        Migration(name: "CalDAV collections: each memo's resource and ETag, the collection's sync-token", sql: { version9 }),
        Migration(name: "the blocked-memo triggers only for memos others wait on", sql: { version10 }),
        Migration(name: "when each done memo was done", sql: { version11 }),
        Migration(name: "subtasks: each memo's parent, indexed", sql: { version12 }),
        Migration(name: "when and where each field of a memo last changed", sql: { version13 }),
        Migration(name: "blocking memos kept as such, above the others in urgency", sql: { version14 }),
        Migration(name: "changes that arrived by sync, history entries of their own", sql: { version15 }),
        Migration(name: "scheduled memos indexed by urgency class", sql: { version16 }),
        Migration(name: "memos shared by other users of a hub, and the shares", sql: { version17 }),
        Migration(name: "done memos indexed by when they were done", sql: { version18 }),
        Migration(name: "who made a change that arrived by sync", sql: { version19 }),
        Migration(name: "shared memos waiting to be merged again, indexed", sql: { version20 }),
        Migration(name: "fields stamped by the hub's clock, never below what they replace", sql: { version21 }),
        Migration(name: "a memo's fields stamped when it is made", sql: { version22 }),
        Migration(name: "field-stamp triggers only in a store that syncs", sql: { version23 }, then: makeStampTriggersIfSyncing),
        Migration(name: "dependency triggers only in stores with dependencies", sql: { version24 },
                  then: keepDependencyTriggersIfUsed),
        Migration(name: "a sync's own updates leave the field stamps to the sync", sql: { "" }, then: gateUpdateStampTrigger),
        Migration(name: "memos tagged +next above the others in urgency", sql: { version26 }),
        Migration(name: "annotations in the full-text index", sql: { version27 }),
    ]

    /// A memo's `UrgencyClass.code` in SQL over `memos`: each `UrgencyTerm` in SQLite's
    /// spelling, exactly as the urgency indexes list it so SQLite matches the queries to them
    /// (built-in functions only, so the sqlite3 shell can read and write the store too). Built
    /// once a process, on first use.
    static let urgencyClass = UrgencyTerm.classExpression { term, sql in
        switch term.source {
        case .priorityRank: sql += MemoColumn.priority.name  // stored as its rank
        case .isSet(let column): sql += "("; sql += column.name; sql += " IS NOT NULL)"
        case .count(let column):
            let name = column.name
            sql += "(CASE WHEN "; sql += name; sql += " = '' THEN 0 ELSE min("; sql += String(term.levels - 1)
            sql += ", length("; sql += name; sql += ") - length(replace("; sql += name; sql += ", ' ', '')) + 1) END)"
        case .isNotEmpty(let column): sql += "("; sql += column.name; sql += " <> '')"
        case .flag(let name): sql += name.description
        case .flagWhileOpen(let name): sql += "("; sql += name.description; sql += " AND "; sql += MemoColumn.done.name; sql += " = 0)"
        case .holds(let column, let word):
            // The list is its words joined by single spaces: the word whole, between two.
            sql += "(instr(' ' || "; sql += column.name; sql += " || ' ', ' "; sql += word.description; sql += " ') > 0)"
        }
    }

    /// `urgencyClass` as version 26 indexed it, and as it is spelled today (`UrgencyTermTests`
    /// holds the two to one text): a term added makes the indexes again.
    static let urgencyClassVersion26 = "(priority + 4 * (start IS NOT NULL) + 8 * (project IS NOT NULL)"
        + " + 16 * (CASE WHEN tags = '' THEN 0 ELSE min(3, length(tags) - length(replace(tags, ' ', '')) + 1) END)"
        + " + 64 * (annotations <> '') + 128 * blocked + 256 * (blocking AND done = 0)"
        + " + 512 * (instr(' ' || tags || ' ', ' next ') > 0))"

    /// `urgencyClass` as versions 14 and 16 indexed it, before the `next` term.
    static let urgencyClassVersion14 = "(priority + 4 * (start IS NOT NULL) + 8 * (project IS NOT NULL)"
        + " + 16 * (CASE WHEN tags = '' THEN 0 ELSE min(3, length(tags) - length(replace(tags, ' ', '')) + 1) END)"
        + " + 64 * (annotations <> '') + 128 * blocked + 256 * (blocking AND done = 0))"

    /// `urgencyClass` as version 8 indexed it, before memos had `blocking`.
    package static let urgencyClassVersion8 = "(priority + 4 * (start IS NOT NULL) + 8 * (project IS NOT NULL)"
        + " + 16 * (CASE WHEN tags = '' THEN 0 ELSE min(3, length(tags) - length(replace(tags, ' ', '')) + 1) END)"
        + " + 64 * (annotations <> '') + 128 * blocked)"

    /// `urgencyClass` as version 5 indexed it, before memos had `blocked`.
    static let urgencyClassVersion5 = "(priority + 4 * (start IS NOT NULL) + 8 * (project IS NOT NULL)"
        + " + 16 * (CASE WHEN tags = '' THEN 0 ELSE min(3, length(tags) - length(replace(tags, ' ', '')) + 1) END)"
        + " + 64 * (annotations <> ''))"

    /// The uuids a `depends` text (`StoredFieldText`) holds, as a table of `value`s; `text`
    /// must not be empty (the empty text would give one empty uuid).
    static func waitedOn(_ text: String) -> String {
        "json_each('[\"' || replace(\(text), ' ', '\",\"') || '\"]')"
    }

    /// Whether the memo of the row `memos` waits on an open memo of its user, in SQL. Each uuid
    /// waited on is one lookup in the (user, uuid) index: CROSS JOIN keeps the uuids the outer
    /// loop, which SQLite's planner otherwise turns round (every open memo of the user read for
    /// each candidate: minutes at a million memos).
    static let isBlocked = "(memos.depends <> '' AND EXISTS (SELECT 1 FROM \(waitedOn("memos.depends")) AS waited"
        + " CROSS JOIN memos AS blocker ON blocker.user_id = memos.user_id AND blocker.uuid = waited.value WHERE blocker.done = 0))"

    /// The sort key of a memo's due date in the priority index: memos without one sort after
    /// every date. The queries spell it exactly as the index does, so SQLite matches them.
    static let dueKey = "coalesce(due, \(noDue))"
    /// The value `dueKey` takes for a memo without a due date.
    static let noDue = Int64.max

    /// The version this binary writes and reads.
    static var currentVersion: Int { migrations.count }

    /// Marks todo's own databases in the SQLite header: ASCII `TODO`. A store made before
    /// the mark existed (0, with todo's tables) gets it at its next read-write open.
    static let applicationID: Int32 = 0x544F_444F

    /// Makes a new store at `path`, which must not exist: the file is created privately
    /// beside it, given the whole schema, closed, and then hard-linked into place, which
    /// fails if another process got there first (its store is then used). So nobody ever
    /// sees an empty or half-made store, and creation never follows a link.
    static func createStore(at path: String) throws {
        try StoreFile.makeDirectories(for: path)
        let temporary = temporaryPath(beside: path)
        // Errors name `path`, the store asked for, never the temporary name nobody typed.
        try StoreFile.createPrivate(temporary, named: path)
        defer {
            for suffix in ["", "-wal", "-shm", "-journal"] { unlink(temporary + suffix) }
        }
        do {
            let connection = try SQLiteConnection(newStoreAt: temporary, named: path)
            defer { connection.close() }
            try connection.execute("PRAGMA journal_mode = WAL")
            try migrate(connection, isNew: true)
        } catch let error as MemoStoreError {
            // A full disk already says what happened and where, and that nothing was made.
            if case .noSpace = error { throw error }
            throw MemoStoreError.cannotOpen(path: path, reason: "could not create it: \(error)")
        }
        // False: another process created it meanwhile, and that one is the store.
        _ = try place(temporary, at: path)
    }

    /// A name beside `path` for a store being made, which no other process picks.
    static func temporaryPath(beside path: String) -> String {
        path + ".new-\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 36))"
    }

    /// Makes the whole schema in `connection`, a file this process has just created privately.
    static func createSchema(in connection: SQLiteConnection) throws {
        try migrate(connection, isNew: true)
    }

    /// Puts the finished file `temporary` in place at `path` by a hard link, which never
    /// replaces: false, leaving both as they are, when something is at `path` already.
    static func place(_ temporary: String, at path: String) throws -> Bool {
        guard link(temporary, path) != 0 else { return true }
        switch errno {
        case EEXIST:
            return false
        case EPERM, EOPNOTSUPP, EMLINK, ENOSYS:
            // A file system without hard links: rename, which is atomic but replaces, so
            // only while the path is still free (a narrow race such file systems keep).
            var info = stat()
            return lstat(path, &info) != 0 && rename(temporary, path) == 0
        default:
            throw MemoStoreError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
    }

    /// Checks the file, then brings it to `currentVersion`.
    static func migrate(_ connection: SQLiteConnection) throws {
        try migrate(connection, isNew: false)
    }

    /// Checks, without writing, that the file is a store of exactly this version.
    static func checkCurrent(_ connection: SQLiteConnection) throws {
        try checkOpenable(connection)
        guard try userVersion(connection) == currentVersion else { throw MemoStoreError.notADatabase(path: connection.path) }
    }

    /// Checks, without writing, that the file is todo's and of this version or an older one.
    static func checkOpenable(_ connection: SQLiteConnection) throws {
        let version = try userVersion(connection)
        _ = try checkIdentity(connection, version: version, isNew: false)
        if version > currentVersion {
            throw MemoStoreError.newerSchema(path: connection.path, found: version, supported: currentVersion)
        }
    }

    // MARK: - Private

    private static func migrate(_ connection: SQLiteConnection, isNew: Bool) throws {
        let version = try userVersion(connection)
        let isMarked = try checkIdentity(connection, version: version, isNew: isNew)
        if version > currentVersion {
            throw MemoStoreError.newerSchema(path: connection.path, found: version, supported: currentVersion)
        }
        // Known to be todo's from here on: closing may fold its WAL in again.
        if !connection.checkpointsOnClose { connection.setCheckpointsOnClose(true) }
        if version < currentVersion {
            // Every pending step and the version in one transaction: a file is at its old
            // version or at this one, never in between.
            try connection.transaction {
                // Another process may have migrated while this one waited for the lock.
                let start = try userVersion(connection)
                guard start < currentVersion else { return }
                for migration in migrations.dropFirst(start) {
                    try connection.execute(migration.sql())
                    try migration.then?(connection)
                }
                try connection.execute("PRAGMA user_version = \(currentVersion)")
            }
        }
        if !isMarked && !connection.isReadOnly {
            try connection.transaction {
                try connection.execute("PRAGMA application_id = \(applicationID)")
            }
        }
    }

    /// Whether the file already carries todo's mark. Throws `notADatabase` for a SQLite file
    /// of another program: another mark, or no mark and not todo's tables with their columns
    /// (only a file this process has just created may be empty). Reads only.
    private static func checkIdentity(_ connection: SQLiteConnection, version: Int, isNew: Bool) throws -> Bool {
        let mark = try connection.firstRow("PRAGMA application_id") { Int32(truncatingIfNeeded: $0.int64(0)) } ?? 0
        if mark == applicationID { return true }
        guard mark == 0 else { throw MemoStoreError.notADatabase(path: connection.path) }
        if isNew && version == 0 {
            let tables = try connection.firstRow("SELECT count(*) FROM sqlite_master") { $0.int64(0) } ?? 0
            if tables == 0 { return false }
        }
        guard version >= 1, try connection.firstRow(unmarkedStoreColumnsSQL, [], { $0.int64(0) }) == Int64(unmarkedStoreColumns)
        else { throw MemoStoreError.notADatabase(path: connection.path) }
        return false
    }

    /// Columns every version of todo's four tables has: an unmarked file (made before the
    /// mark existed) is taken for a store only with all of them, not for its table names alone.
    private static let storeColumns: [(table: String, columns: [String])] = [
        ("users", ["id", "name", "open_count", "done_count"]),
        ("memos", ["id", "user_id", "uuid", "title", "body", "done", "created", "updated"]),
        ("changes", ["id", "user_id", "kind", "memo_count", "time"]),
        ("change_memos", ["change_id", "memo_id", "uuid", "title", "body", "done", "created", "updated"]),
    ]
    private static let unmarkedStoreColumns = storeColumns.reduce(0) { $0 + $1.columns.count }
    private static let unmarkedStoreColumnsSQL = "SELECT count(*) FROM (" + storeColumns.map { table, columns in
        "SELECT name FROM pragma_table_info('\(table)') WHERE name IN (\(columns.map { "'\($0)'" }.joined(separator: ", ")))"
    }.joined(separator: " UNION ALL ") + ")"

    /// The file's schema version. Throws `notADatabase` for a negative one (the header holds
    /// a signed number): no version todo ever wrote, so a damaged header or another program's.
    private static func userVersion(_ connection: SQLiteConnection) throws -> Int {
        let version = Int(try connection.firstRow("PRAGMA user_version") { $0.int64(0) } ?? 0)
        guard version >= 0 else { throw MemoStoreError.notADatabase(path: connection.path) }
        return version
    }
}
