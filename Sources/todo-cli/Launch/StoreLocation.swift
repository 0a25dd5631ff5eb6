#if canImport(Glibc)
import Glibc
#endif
import MemoStore
import PostgresMemoStore

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

    /// Reads `--db`'s or `TODO_DB`'s value.
    init(_ text: String) {
        self = text.hasPrefix("postgresql://") || text.hasPrefix("postgres://") ? .postgres(text) : .file(text)
    }

    /// Whether anything at all (a file, a link, a directory…) is at `path`, or could be: opening
    /// refuses what is not a store and names a path through a file, so only a path where
    /// nothing exists (ENOENT) means "no store yet".
    static func fileExists(at path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 || errno != ENOENT
    }

    /// Opens the store, creating or migrating it as needed.
    func open() throws -> OpenStore {
        switch self {
        case .file(let path): return try SQLiteMemoRepository(path: path)
        case .postgres(let uri): return try PostgresMemoRepository(connectionString: uri)
        }
    }

    /// Opens an existing store for reading only: nothing is created, migrated or written.
    func openForReading() throws -> OpenStore {
        switch self {
        case .file(let path): return try SQLiteMemoRepository(readingExistingStoreAt: path)
        case .postgres(let uri): return try PostgresMemoRepository(readingExistingStoreAt: uri)
        }
    }
}

/// What the command line needs of an opened store beyond `MemoRepository`: closing it, and
/// the ids shell completion offers.
protocol OpenStore: MemoRepository {
    /// Closes the store; any use afterwards fails.
    func close()
    /// The user's memos whose id starts with `prefix`, newest first.
    func memoIDs(withPrefix prefix: String, isDone: Bool?, limit: Int, for user: User) throws -> [(id: Int64, title: String)]
}

extension SQLiteMemoRepository: OpenStore {}
extension PostgresMemoRepository: OpenStore {}
