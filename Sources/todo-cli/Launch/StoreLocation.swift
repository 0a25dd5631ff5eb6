#if canImport(Glibc)
import Glibc
#endif
import MemoStore
import PostgresMemoStore
import SQLiteMemoStore

/// Where a store lives, as `--db` or `TODO_DB` names it: a SQLite file, or a PostgreSQL
/// database given by a libpq URI (`postgresql://…` or `postgres://…`).
///
/// The only place that knows there are two engines; everything after opening talks to
/// `MemoRepository`. A URI is never printed: it may hold a password.
enum StoreLocation: Equatable {
    /// A SQLite file at this path.
    case file(String)
    /// A PostgreSQL database at this libpq URI.
    case postgres(String)

    /// Reads `--db`'s or `TODO_DB`'s value: a `postgresql://` or `postgres://` URI (the scheme
    /// in any case, handed to libpq in lower case, as it only reads that) or a libpq
    /// `key=value` string (`host=… dbname=…`) names PostgreSQL, anything else a file.
    /// - throws: `EnvironmentError` (a usage error) for a URI of any other scheme, naming only
    ///   the scheme: it must not become a file whose name holds the password.
    init(_ text: String) throws {
        if let connection = PostgresConnectionText.connectionString(text) {
            self = .postgres(connection)
        } else if let scheme = PostgresConnectionText.scheme(of: text) {
            throw EnvironmentError(description: "unsupported store URI scheme \"\(scheme)\" (use a file path or postgresql://…)")
        } else {
            self = .file(text)
        }
    }

    /// Whether anything at all (a file, a link, a directory…) is at `path`, or could be: opening
    /// refuses what is not a store and names a path through a file, so only a path where
    /// nothing exists (ENOENT) means "no store yet".
    static func fileExists(at path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 || errno != ENOENT
    }

    /// Opens the store, creating or migrating it as needed. Without `creatingStore`, a
    /// PostgreSQL database without a store is left as it is (`MemoStoreError.noStore`); a
    /// missing file is the caller's to find first (`fileExists`).
    func open(creatingStore: Bool = true) throws -> OpenStore {
        switch self {
        case .file(let path): return try SQLiteMemoRepository(path: path)
        case .postgres(let uri): return try PostgresMemoRepository(connectionString: uri, creatingStore: creatingStore)
        }
    }

    /// For a file path where nothing exists yet, a store made where nobody sees it
    /// (`SQLiteNewStore`: no log, no syncing until the end) and what puts it in place whole;
    /// nil for any other location. For a command that fills a new store in one go.
    func makeNew() throws -> (store: OpenStore, publish: () throws -> Void)? {
        guard case .file(let path) = self, !Self.fileExists(at: path) else { return nil }
        let made = try SQLiteNewStore(at: path)
        return (made.repository, made.publish)
    }

    /// An empty store that exists nowhere (in memory, gone when closed), named `path` in
    /// errors: what a listing of a path with no store yet reads, creating nothing there.
    static func emptyStore(named path: String) throws -> OpenStore {
        try SQLiteMemoRepository(emptyNamed: path)
    }

    /// Opens an existing store for reading only: nothing is created, migrated or written.
    /// `forCompletion`: on PostgreSQL every wait ends within a second (a shell waits on it).
    func openForReading(forCompletion: Bool = false) throws -> OpenStore {
        switch self {
        case .file(let path): return try SQLiteMemoRepository(readingExistingStoreAt: path)
        case .postgres(let uri):
            return try PostgresMemoRepository(readingExistingStoreAt: uri, timeouts: forCompletion ? .completion : .command)
        }
    }
}

/// What the command line needs of an opened store beyond `MemoRepository`: closing it, and
/// the ids shell completion offers.
protocol OpenStore: MemoRepository {
    /// Closes the store; any use afterwards fails.
    func close()
    /// The user's memos whose id starts with `prefix`, newest first, within `context` when given.
    func memoIDs(withPrefix prefix: String, isDone: Bool?, within context: MemoFilter?, limit: Int, for user: User) throws
        -> [(id: Int64, title: String)]
    /// Runs `body`, ending every wait on the store within a second: Tab must not freeze.
    func answeringQuickly<T>(_ body: () throws -> T) throws -> T
}

extension SQLiteMemoRepository: OpenStore {
    /// SQLite's reads do not wait on writers (WAL).
    func answeringQuickly<T>(_ body: () throws -> T) throws -> T {
        try body()
    }
}

extension PostgresMemoRepository: OpenStore {
    func answeringQuickly<T>(_ body: () throws -> T) throws -> T {
        try answering(within: PostgresTimeouts.completion.total, body)
    }
}
