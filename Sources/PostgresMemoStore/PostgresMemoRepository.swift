import MemoStore

/// The memo store on PostgreSQL, through libpq: the same contract as the SQLite store, for
/// people who share one store between machines.
///
/// Every write is one transaction that first locks the user's row, so one user's commands
/// never interleave (undo from two processes never takes back one command twice) while other
/// users' commands run in parallel. No lock or value every write needs is shared between users. Ids come from an identity column: global,
/// never reused. Used from one thread at a time; open one repository per thread or process.
public final class PostgresMemoRepository: MemoRepository {
    /// Connects with a libpq URI (`postgresql://…`) and migrates the schema forward.
    /// libpq's own password sources (`PGPASSWORD`, `~/.pgpass`) apply; the password never
    /// appears in an error. Every wait on the server ends within `timeouts`: a lock held
    /// elsewhere past `timeouts.lock` is `.busy`, a server silent past `timeouts.read` is
    /// `.disconnected`. A session the server dropped is made again once, between commands.
    /// - throws: `MemoStoreError.cannotOpen` (unreachable server, refused login),
    ///   `.notADatabase` (tables of another program), `.newerSchema` (left untouched),
    ///   `.permissionDenied` (a login without privileges on the tables).
    public init(connectionString: String, timeouts: PostgresTimeouts = .command) throws {
        do {
            connection = try PostgresConnection(connectionString: connectionString, timeouts: timeouts)
        } catch let error as PostgresError {
            throw MemoStoreError.cannotOpen(path: "the PostgreSQL server", reason: error.message)
        }
        try storeErrors { try PostgresSchema.migrate(connection) }
    }

    /// Connects for reading only: nothing is created, migrated or written (the session is
    /// read-only), so it is safe where a command must leave no trace (shell completion).
    /// `logIn` of an unknown user, and every write, fail with `MemoStoreError.readOnly`.
    /// - throws: `.cannotOpen`, or `.notADatabase` / `.newerSchema` when the database does not
    ///   hold a store of this version.
    /// `timeouts`: `.completion` for shell completion, which must answer within a second.
    public init(readingExistingStoreAt connectionString: String, timeouts: PostgresTimeouts = .command) throws {
        do {
            connection = try PostgresConnection(connectionString: connectionString, timeouts: timeouts, readOnly: true)
        } catch let error as PostgresError {
            throw MemoStoreError.cannotOpen(path: "the PostgreSQL server", reason: error.message)
        }
        try storeErrors { try PostgresSchema.checkCurrent(connection) }
    }

    /// Runs `body` with every wait on the server ending within `milliseconds` altogether (Tab
    /// in the shell): a server that does not answer in time leaves `body` with an error, and
    /// the session is made again before the next command.
    public func answering<T>(within milliseconds: Int, _ body: () throws -> T) rethrows -> T {
        let saved = connection.budgetEnd
        connection.budgetEnd = PostgresConnection.now() + Int64(milliseconds)
        defer { connection.budgetEnd = saved }
        return try body()
    }

    /// Ends the session; any use afterwards fails.
    public func close() {
        connection.close()
    }

    // MARK: - MemoRepository

    /// Returns the user with this name, creating it on first use (as the connected role's).
    /// Connected as a role that `todo admin grant` let in, a name another role's user has is
    /// refused with `.permissionDenied`: that user's memos stay out of reach.
    public func logIn(userName: String) throws -> User {
        try MemoValidation.checkUserName(userName)
        let name = PostgresText.stored(userName)
        return try storeErrors {
            for _ in 0..<2 {
                let found = try connection.execute("SELECT id FROM users WHERE name = $1", [name])
                if found.rowCount == 1 { return User(id: found.int64(0, 0), name: userName) }
                if let user = try findUserSpelledOtherwise(userName) { return user }
                let added = try connection.execute(
                    "INSERT INTO users(name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING id", [name])
                if added.rowCount == 1 { return User(id: added.int64(0, 0), name: userName) }
            }
            if try connection.execute("SELECT row_security_active('users')").bool(0, 0) {
                throw MemoStoreError.permissionDenied(
                    path: connection.label, reason: "the user \(userName) belongs to another PostgreSQL role")
            }
            throw MemoStoreError.invalidUserName("could not be created")
        }
    }

    /// Stores a new memo and returns it with its id, uuid and timestamps.
    public func create(_ draft: MemoDraft, for user: User) throws -> Memo {
        var memo = Memo(draft, id: 0, uuid: draft.uuid ?? uuids.next(), now: Timestamp.now())
        try MemoValidation.check(memo)
        return try write(for: user) {
            if !draft.dependencyIDs.isEmpty || draft.parentReference != nil {
                let resolved = try dependencies(for: user).resolved(draft)
                memo.depends = resolved.depends
                memo.parent = resolved.parent
            }
            if let owner = try sharedOwner(ofNew: memo, for: user) {
                // Added to a project shared with the user, it is the owner's at once: only the
                // owner deletes it, so the user's undo has nothing to take back.
                memo = try insert(memo, for: owner)
                memo.owner = owner.name
                return memo
            }
            memo = try insert(memo, for: user)
            try record(.add, count: 1, first: memo, for: user, added: (memo.id, memo.id))
            return memo
        }
    }

    /// The user's memo with this id, or another user's in a project shared with the user
    /// (carrying its `owner`).
    public func memo(id: Int64, for user: User) throws -> Memo {
        if let memo = try memos(ids: [id], for: user).first { return memo }
        guard let shared = try storeErrors({ try sharedMemo(id: id, for: user) }) else { throw MemoStoreError.memoNotFound(id: id) }
        return shared.memo
    }

    /// Applies `patch` to every memo of `ids`, all or nothing, as one history entry of `kind`.
    public func modify(ids: [Int64], with patch: MemoPatch, as kind: MemoChangeKind, for user: User) throws -> [Memo] {
        try write(for: user) {
            let before = try existingMemos(ids: ids, for: user, deleting: false)
            let changes = try patch.changes(to: before, at: .now(), dependencies: dependencies(for: user))
            guard let first = changes.first else { return [] }
            // The history names the first memo as the command left it.
            try record(patch.changeKind(askedAs: kind), count: changes.count, first: first.new, for: user, saving: changes.map(\.old))
            for (_, memo) in changes {
                try update(memo, for: sharedOwners[memo.id] ?? user)
            }
            return changes.map(\.new)
        }
    }

    /// Marks every memo of `ids` done (or open), all or nothing, as one history entry; marking
    /// a recurring memo done also adds its next occurrence.
    public func setDone(_ isDone: Bool, ids: [Int64], timeZone: LocalTimeZone, for user: User) throws -> MemoCompletion {
        try write(for: user) {
            let before = try existingMemos(ids: ids, for: user, deleting: false)
            let changing = before.filter { $0.isDone != isDone }
            guard !changing.isEmpty else { return MemoCompletion(memos: before, created: []) }
            let now = Timestamp.now()
            let lastDue = isDone ? Memo.lastDueOfEachSeries(changing) : []
            try Memo.checkNextOccurrences(of: lastDue, at: now, in: timeZone)
            let change = try record(isDone ? .done : .undone, count: changing.count, first: changing.first,
                                    for: user, saving: changing)
            try connection.execute(
                // Done work is no longer in progress.
                "UPDATE memos SET done = $1, updated = to_timestamp($2::float8), start = CASE WHEN $1 THEN NULL ELSE start END,"
                    + " ended = CASE WHEN $1 THEN to_timestamp($2::float8) END"
                    + " WHERE user_id = ANY(\(Self.writableOwners("$3"))) AND id = ANY($4::int8[]) AND \(Self.writable("$3"))",
                [isDone ? "t" : "f", String(now.secondsSince1970), String(user.id), Self.idArray(changing.map(\.id))])
            var created: [Memo] = []
            if isDone {
                for memo in lastDue {
                    let owner = sharedOwners[memo.id] ?? user
                    guard var next = try nextOccurrence(of: memo, at: now, in: timeZone, for: owner) else { continue }
                    next.owner = memo.owner
                    let stored = try insert(next, for: owner)
                    try connection.execute(
                        "INSERT INTO change_memos(change_id, memo_id, created_by_change) VALUES ($1, $2, true)",
                        [String(change), String(stored.id)])
                    created.append(stored)
                }
            }
            let changed = Dictionary(uniqueKeysWithValues: try changing.map { memo in
                var read = try memos(ids: [memo.id], for: sharedOwners[memo.id] ?? user).first ?? memo
                read.owner = memo.owner
                return (memo.id, read)
            })
            return MemoCompletion(memos: before.map { changed[$0.id] ?? $0 }, created: created)
        }
    }

    /// Deletes every memo of `ids`, all or nothing, as one history entry; returns them as they were.
    public func delete(ids: [Int64], for user: User) throws -> [Memo] {
        try write(for: user) {
            let before = try existingMemos(ids: ids, for: user, deleting: true)
            try record(.rm, count: before.count, first: before.first, for: user, saving: before)
            try connection.execute(
                "DELETE FROM memos WHERE user_id = $1 AND id = ANY($2::int8[])",
                [String(user.id), Self.idArray(before.map(\.id))])
            return before
        }
    }

    /// A value that changes whenever a command commits to the store, from any process: the sum
    /// of the change tokens of every user the connected role sees (a granted role's own, the
    /// owner's all), each raised by every commit that changes its user's rows.
    public func changeToken() throws -> Int64 {
        try storeErrors {
            try connection.execute("SELECT coalesce(sum(generation), 0)::int8 FROM users").int64(0, 0)
        }
    }

    // MARK: - Internal

    let connection: PostgresConnection
    var uuids = MemoUUIDSource()
    var isPreparedForImport = false
    /// Whether the connected role is bound by row-level security (granted, not the owner);
    /// read once, on first need.
    var boundByRowSecurity: Bool?
    /// The owners' users of the shared memos the write in progress changes, by memo id.
    var sharedOwners: [Int64: User] = [:]
    /// The history entries recorded since `asOneCommand` began, to be joined into one; `nil`
    /// outside it.
    var commandEntries: [Int64]?

    /// Runs `body` as one write of `user`: a transaction that first raises the user's change
    /// token, which holds the user's row lock until it commits. Row-level security hides other
    /// roles' users, so no role can take the lock of a user not its own. A write that changed
    /// or deleted a memo of the user notifies the user's channel (`changeChannel`) as it
    /// commits, for `todo sync --watch`.
    func write<T>(for user: User, _ body: () throws -> T) throws -> T {
        try storeErrors {
            try connection.transaction {
                let id = String(user.id)
                // The memos it writes name the user (`PostgresSchemaVersion17`), in the same statement.
                let before = try connection.execute(
                    "UPDATE users SET generation = generation + 1 WHERE id = $1"
                        + " RETURNING (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM todo_sync_seq),"
                        + " set_config('todo.user', $1::text, true)", [id])
                let result = try body()
                if before.rowCount == 1 {
                    // Numbers past the one read above are this write's: the user's lock is held.
                    try connection.execute(
                        "SELECT pg_notify($3, '') WHERE EXISTS (SELECT 1 FROM memos WHERE user_id = $1 AND sync_seq > $2)"
                            + " OR EXISTS (SELECT 1 FROM memo_tombstones WHERE user_id = $1 AND sync_seq > $2)",
                        [id, String(before.int64(0, 0)), Self.changeChannel(of: user)])
                }
                return result
            }
        }
    }

    /// The channel a write of `user`'s memos notifies: `todo_user_` and the user's id.
    static func changeChannel(of user: User) -> String {
        "todo_user_\(user.id)"
    }

    /// Runs `body`, turning engine failures into `MemoStoreError`.
    func storeErrors<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as PostgresError {
            throw error.storeError(label: connection.label)
        }
    }

    static func idArray(_ ids: [Int64]) -> String {
        "{" + ids.map(String.init).joined(separator: ",") + "}"
    }

    /// The user's memos as the dependency rules see them.
    func dependencies(for user: User) -> DependencyResolver {
        DependencyResolver(
            memoWithID: { [unowned self] in try memo(id: $0, for: user) },
            nodes: { [unowned self] uuids in
                guard !uuids.isEmpty else { return [:] }
                let result = try connection.execute(
                    "SELECT uuid, id, depends, parent FROM memos WHERE user_id = $1 AND uuid = ANY($2::text[])",
                    [String(user.id), PostgresArray.literal(uuids)])
                var nodes: [String: DependencyResolver.Node] = [:]
                for row in 0..<result.rowCount {
                    nodes[PostgresText.read(result.string(row, 0))] = DependencyResolver.Node(
                        id: result.int64(row, 1), depends: StoredFieldText.depends(result.string(row, 2)),
                        parent: result.optionalString(row, 3))
                }
                return nodes
            })
    }

    // MARK: - Private

    /// The memos of `ids` in the order of `ids` (duplicates once); `.memoNotFound` for the first
    /// missing. A memo of a project shared with the user is found too when the user may change
    /// it (a writer, not `deleting`), its owner's user noted in `sharedOwners`; else the user is
    /// told whose it is and as what it is shared (`ShareError.refused`).
    private func existingMemos(ids: [Int64], for user: User, deleting: Bool) throws -> [Memo] {
        var seen = Set<Int64>()
        let unique = ids.filter { seen.insert($0).inserted }
        let found = Dictionary(uniqueKeysWithValues: try memos(ids: unique, for: user).map { ($0.id, $0) })
        sharedOwners = [:]
        return try unique.map { id in
            if let memo = found[id] { return memo }
            guard let (memo, received) = try sharedMemo(id: id, for: user) else { throw MemoStoreError.memoNotFound(id: id) }
            guard received.share.role == .writer, !deleting else {
                throw ShareError.refused(memo: id, owner: received.share.owner, role: received.share.role, deleting: deleting)
            }
            sharedOwners[id] = received.owner
            return memo
        }
    }

    /// The memo that follows `memo` once it is done, not yet stored: `nil` when it does not
    /// recur, when its next due date would pass the year 9999, or when its series already has
    /// an open memo or that occurrence (a `done` after an `undone` finds the next memo the
    /// first one made).
    private func nextOccurrence(of memo: Memo, at now: Timestamp, in zone: LocalTimeZone, for user: User) throws -> Memo? {
        guard let next = memo.nextOccurrence(at: now, in: zone) else { return nil }
        let series = RecurrenceSeries(memoUUID: memo.uuid).uuidRange
        let found = try connection.execute(
            "SELECT 1 FROM memos WHERE user_id = $1 AND uuid BETWEEN $2 AND $3 AND (NOT done OR uuid = $4) LIMIT 1",
            [String(user.id), series.lowest, series.highest, next.uuid])
        return found.rowCount == 0 ? next : nil
    }
}
