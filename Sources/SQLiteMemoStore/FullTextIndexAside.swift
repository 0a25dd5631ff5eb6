#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CSQLite
import MemoStore

/// The full-text index of an import into a new store, built on a thread of its own in a
/// private temporary database while the store takes the rows, and then copied into the
/// store: FTS5's work, a fifth of a million-memo import, runs beside the rows instead of
/// after them.
///
/// Guarantees: after `finish(into:)` the store's index holds exactly what indexing the memos
/// added, in the order added, in the store itself would have given it: the same declaration
/// (read from the store), the same words (`FullTextWords`), the same FTS5 records, copied as
/// they are (they name segments and pages of the index, nothing of the file around them).
/// The store's index must hold nothing yet and must not have been read or written through
/// the store's connection (FTS5 keeps what it read of an index per connection, and would
/// not see the copy): a store being made (`SQLiteNewStore`), whose connection closes after
/// the import. At most `chunksAhead` chunks wait, so memory stays flat. Released without
/// `finish(into:)` (the import failed), it stops the thread and discards the index.
final class FullTextIndexAside {
    /// Memos a chunk holds: the lock is taken once a chunk, not once a memo.
    static let chunkSize = 256
    /// Chunks waiting at most (about 1.5 MiB of titles and bodies); `add` waits beyond.
    static let chunksAhead = 64

    /// Starts the thread, with the store's FTS5 table `table` declared alike in a private
    /// temporary database, for memos of `user`. `nil` when no thread can start: the caller
    /// indexes in the store itself.
    /// - throws: `MemoStoreError` when the store has no table `table` or the temporary
    ///   database cannot be made.
    init?(copying table: String, of store: SQLiteConnection, user: User,
          chunkSize: Int = FullTextIndexAside.chunkSize, chunksAhead: Int = FullTextIndexAside.chunksAhead) throws {
        self.chunkSize = chunkSize
        worker = try Worker(copying: table, of: store, user: user, chunksAhead: chunksAhead)
        filling.reserveCapacity(chunkSize)
        // The thread holds the worker, not this: whoever releases this last stops the
        // thread and waits for it (`deinit`).
        let context = Unmanaged.passRetained(worker).toOpaque()
        guard pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<Worker>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, context) == 0 else {
            Unmanaged<Worker>.fromOpaque(context).release()
            return nil
        }
        isRunning = true
    }

    /// Queues `memo`, added to the store under its id, for the index.
    /// - throws: what the index's thread met, once it met it.
    func add(_ memo: Memo) throws {
        filling.append((memo.id, memo.title, memo.body))
        if filling.count == chunkSize {
            try handOver(isLast: false)
        }
    }

    /// Waits for every memo queued to be indexed and replaces the store's index (which
    /// holds nothing) with the one built, inside the store's transaction.
    /// - throws: what the index's thread met, or the store's `MemoStoreError`.
    func finish(into store: SQLiteConnection) throws {
        try handOver(isLast: true)
        pthread_join(thread, nil)
        isRunning = false
        try worker.copy(into: store)
    }

    deinit {
        if isRunning {
            // Not finished: the thread ends after what it was handed, and is waited for.
            try? handOver(isLast: true)
            pthread_join(thread, nil)
        }
    }

    // MARK: - Private

    private let chunkSize: Int
    private let worker: Worker
    private var thread = pthread_t()
    private var isRunning = false
    private var filling: [Worker.Entry] = []

    private func handOver(isLast: Bool) throws {
        let chunk = filling
        filling.removeAll(keepingCapacity: true)
        try worker.take(chunk, isLast: isLast)
    }

    /// The index's thread and what it shares with the one adding: the chunks waiting, under a
    /// lock, and the temporary database, the thread's until it ends.
    private final class Worker: @unchecked Sendable {
        typealias Entry = (id: Int64, title: String, body: String)

        init(copying table: String, of store: SQLiteConnection, user: User, chunksAhead: Int) throws {
            database = try Self.makeTable(like: table, of: store)
            self.table = table
            userID = user.id
            self.chunksAhead = chunksAhead
            pthread_mutex_init(lock, nil)
            pthread_cond_init(chunkReady, nil)
            pthread_cond_init(roomFreed, nil)
        }

        deinit {
            database.close()
            for condition in [roomFreed, chunkReady] {
                pthread_cond_destroy(condition)
                condition.deallocate()
            }
            pthread_mutex_destroy(lock)
            lock.deallocate()
        }

        /// Queues `entries` for the thread, waiting for room while `chunksAhead` chunks wait.
        /// After the thread failed, throws its error instead; the last chunk is queued even
        /// then, for the thread to end.
        func take(_ entries: [Entry], isLast: Bool) throws {
            pthread_mutex_lock(lock)
            while waiting.count >= chunksAhead && failure == nil { pthread_cond_wait(roomFreed, lock) }
            let failed = failure
            if failed == nil || isLast {
                waiting.append((entries, isLast))
                pthread_cond_signal(chunkReady)
            }
            pthread_mutex_unlock(lock)
            if let failed { throw failed }
        }

        /// The thread: each chunk indexed in turn, then the transaction ended at the last. After
        /// a failure, chunks are taken and dropped until the last.
        func run() {
            #if os(Linux)
            // The lowest priority (Linux's nice is per thread): the threads the import waits for
            // are never kept waiting by this one, which runs on what they leave of the cores.
            setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
            #endif
            var failed = false
            while true {
                pthread_mutex_lock(lock)
                while waiting.isEmpty { pthread_cond_wait(chunkReady, lock) }
                let chunk = waiting.removeFirst()
                pthread_cond_signal(roomFreed)
                pthread_mutex_unlock(lock)
                if !failed {
                    do {
                        try insert(chunk.entries)
                        if chunk.isLast { try database.execute("COMMIT") }
                    } catch {
                        failed = true
                        pthread_mutex_lock(lock)
                        failure = error
                        pthread_cond_signal(roomFreed)
                        pthread_mutex_unlock(lock)
                    }
                }
                if chunk.isLast { return }
            }
        }

        /// Once the thread has ended: its error, or else the store's index (which holds
        /// nothing) replaced with the one built, record by record.
        func copy(into store: SQLiteConnection) throws {
            if let failure { throw failure }
            try store.execute("DELETE FROM \"\(table)_data\"; DELETE FROM \"\(table)_idx\"")
            for (shadow, columns) in [("data", ["id", "block"]), ("idx", ["segid", "term", "pgno"])] {
                let name = "\"\(table)_\(shadow)\""
                let rows = try database.cached("SELECT \(columns.joined(separator: ", ")) FROM \(name)")
                let insert = try store.cached(
                    "INSERT INTO \(name)(\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))")
                try store.storeErrors {
                    defer { rows.reset() }
                    while try rows.step() {
                        insert.rewind()
                        try insert.bind(columnsOf: rows)
                        try insert.run()
                    }
                }
            }
        }

        // MARK: - Private

        private let table: String
        private let userID: Int64
        private let chunksAhead: Int
        private let database: SQLiteConnection
        // Under `lock` (allocated: a stored property has no fixed address).
        private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private let chunkReady = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        private let roomFreed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        private var waiting: [(entries: [Entry], isLast: Bool)] = []
        private var failure: Error?

        /// A private temporary database (SQLite's empty file name: deleted on closing, its pages
        /// beyond the cache in a temporary file, not in memory) with `table` declared as `store`
        /// declares it, and a transaction begun: FTS5 keeps terms in memory until it ends.
        private static func makeTable(like table: String, of store: SQLiteConnection) throws -> SQLiteConnection {
            guard let declaration = try store.firstRow(
                "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", [.text(table)], { $0.string(0) })
            else {
                throw MemoStoreError.engine("the store at \(store.path) has no full-text table \(table)")
            }
            let database = try SQLiteConnection(privateTemporaryNamed: "the full-text index of \(store.path)")
            // FTS5 writes its pages in order: a small cache does.
            try database.execute("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -512")
            try database.execute(declaration)
            try database.execute("BEGIN")
            return database
        }

        /// Indexes each entry's words, made here as `todo_fts_words` makes them in the store.
        private func insert(_ entries: [Entry]) throws {
            guard !entries.isEmpty else { return }
            let insert = try database.cached("INSERT INTO \"\(table)\"(rowid, words) VALUES (?, ?)")
            try database.storeErrors {
                for var entry in entries {
                    try entry.title.withUTF8 { title in
                        try entry.body.withUTF8 { body in
                            try FullTextWords.withDocument(user: userID, title: title, body: body) { words in
                                Result {
                                    insert.rewind()
                                    try insert.bind(entry.id, at: 1)
                                    try insert.bind(utf8: words, at: 2)
                                    try insert.run()
                                }
                            }.get()
                        }
                    }
                }
            }
        }
    }
}
