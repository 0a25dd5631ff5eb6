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
    /// Without `creatingStore`, a database without a store is left as it is (a command that
    /// only reads makes nothing).
    /// - throws: `MemoStoreError.cannotOpen` (unreachable server, refused login),
    ///   `.notADatabase` (tables of another program), `.newerSchema` (left untouched),
    ///   `.permissionDenied` (a login without privileges on the tables), `.noStore` (no store,
    ///   and not `creatingStore`).
    public init(connectionString: String, timeouts: PostgresTimeouts = .command, creatingStore: Bool = true) throws {
        do {
            connection = try PostgresConnection(connectionString: connectionString, timeouts: timeouts)
        } catch let error as PostgresError {
            throw MemoStoreError.cannotOpen(path: "the PostgreSQL server", reason: error.message)
        }
        try storeErrors { try PostgresSchema.migrate(connection, creating: creatingStore) }
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
        try MemoWrites(PostgresMemoWriteStorage(self)).create(draft, for: user)
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
        try MemoWrites(PostgresMemoWriteStorage(self)).modify(ids: ids, with: patch, as: kind, for: user)
    }

    /// Marks every memo of `ids` done (or open), all or nothing, as one history entry; marking
    /// a recurring memo done also adds its next occurrence.
    public func setDone(_ isDone: Bool, ids: [Int64], timeZone: LocalTimeZone, for user: User) throws -> MemoCompletion {
        try MemoWrites(PostgresMemoWriteStorage(self)).setDone(isDone, ids: ids, timeZone: timeZone, for: user)
    }

    /// Deletes every memo of `ids`, all or nothing, as one history entry; returns them as they were.
    public func delete(ids: [Int64], for user: User) throws -> [Memo] {
        try MemoWrites(PostgresMemoWriteStorage(self)).delete(ids: ids, for: user)
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
    /// The history entries recorded since `asOneCommand` began, to be joined into one.
    let commandEntries = MemoCommandEntries()
    /// How many memos this connection's syncs copied into the hub (`analyzeIfGrown`).
    var copiedBySync: Int64 = 0

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

    /// The memos of `ids` in the order of `ids` (duplicates once); `.memoNotFound` for the first
    /// missing. A memo of a project shared with the user is found too when the user may change
    /// it (a writer, not `deleting`), its owner's user noted in `sharedOwners`; else the user is
    /// told whose it is and as what it is shared (`ShareError.refused`).
    func existingMemos(ids: [Int64], for user: User, deleting: Bool) throws -> [Memo] {
        var seen = Set<Int64>()
        let unique = ids.filter { seen.insert($0).inserted }
        let found = Dictionary(uniqueKeysWithValues: try memos(ids: unique, for: user).map { ($0.id, $0) })
        sharedOwners = [:]
        return try unique.map { id in
            if let memo = found[id] { return memo }
            guard let (memo, received) = try sharedMemo(id: id, for: user) else { throw MemoStoreError.memoNotFound(id: id) }
            if let refusal = ProjectShare.refusal(ofWriting: id, owner: received.share.owner, as: received.share.role, deleting: deleting) {
                throw refusal
            }
            sharedOwners[id] = received.owner
            return memo
        }
    }
}
