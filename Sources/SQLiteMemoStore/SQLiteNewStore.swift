#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MemoStore

/// A store made where nobody can see it and put in place whole, for a command that fills a
/// new store in one go (an import into a path where no store exists yet).
///
/// The file is created privately beside its path, as `SQLiteSchema.createStore` does, and
/// written without a rollback journal or WAL, without syncing page by page and without checking
/// foreign keys row by row: until `publish()` links it into place nobody opens it, so a failure
/// leaves no store (the file is removed) and a crash leaves none either (only the file under its
/// temporary name). Through the WAL every page was written twice, to the log and then into the
/// file, and each multi-row insert kept a statement journal for its foreign key.
public final class SQLiteNewStore {
    /// The store being made; errors name it by the path it will have.
    public let repository: SQLiteMemoRepository

    /// Creates the file beside `path` (missing directories 0700, the file 0600) with the whole
    /// schema. `path` should name nothing yet; whether it still does is checked by `publish()`.
    /// - throws: `MemoStoreError.cannotOpen` when the file cannot be made.
    public init(at path: String) throws {
        self.path = path
        try StoreFile.makeDirectories(for: path)
        temporary = SQLiteSchema.temporaryPath(beside: path)
        try StoreFile.createPrivate(temporary, named: path)
        do {
            let connection = try SQLiteConnection(newStoreAt: temporary, named: path)
            try connection.execute("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA foreign_keys = OFF")
            try SQLiteSchema.createSchema(in: connection)
            repository = SQLiteMemoRepository(building: connection)
        } catch {
            Self.remove(temporary)
            throw error
        }
    }

    /// Checks every foreign key once, makes the file a WAL store like every other, syncs it to
    /// disk and links it into place at the path; the repository is closed. When this throws,
    /// nothing was put in place and the store made is gone.
    /// - throws: `SQLiteStoreMadeMeanwhile` when another process created a store at the path
    ///   meanwhile (that one is left as it is), `MemoStoreError.engine` when a foreign key does
    ///   not hold.
    public func publish() throws {
        let connection = repository.connection
        guard try connection.firstRow("PRAGMA foreign_key_check", [], { _ in true }) == nil else {
            throw MemoStoreError.engine("the new store at \(path) has rows without their parent row; it was not made")
        }
        try connection.execute("PRAGMA journal_mode = WAL")
        repository.close()
        try Self.sync(temporary, path: path)
        guard try SQLiteSchema.place(temporary, at: path) else {
            throw SQLiteStoreMadeMeanwhile(path: path)
        }
        isPlaced = true
        unlink(temporary)
        // The new name itself survives a crash only once its directory is on disk.
        try Self.sync(StoreFile.directory(of: path), path: path)
    }

    deinit {
        repository.close()
        if !isPlaced { Self.remove(temporary) }
    }

    // MARK: - Private

    private let path: String
    private let temporary: String
    private var isPlaced = false

    private static func remove(_ temporary: String) {
        for suffix in ["", "-wal", "-shm", "-journal"] { unlink(temporary + suffix) }
    }

    /// Writes `file` (a file or a directory) through to the disk.
    private static func sync(_ file: String, path: String) throws {
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0, fsync(descriptor) == 0 else {
            let reason = String(cString: strerror(errno))
            if descriptor >= 0 { close(descriptor) }
            throw MemoStoreError.cannotOpen(path: path, reason: "could not write it to disk: \(reason)")
        }
        close(descriptor)
    }
}
