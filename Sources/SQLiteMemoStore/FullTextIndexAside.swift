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
/// Guarantees: when `finish(into:)` returns true, the store's index holds exactly what
/// indexing the memos added, in the order added, in the store itself would have given it:
/// the same declaration (read from the store), the same words (`FullTextWords`), the same
/// FTS5 records, copied as they are (they name segments and pages of the index, nothing of
/// the file around them). When it returns false (the thread failed, or the store's index is
/// not as made) the store is as it was and the caller indexes in it instead. The store's
/// index must not have been read through the store's connection before (FTS5 keeps what it
/// read of an index per connection): a store being made (`SQLiteNewStore`). Memory stays
/// flat: at most `chunksAhead` chunks, or `bytesAhead` bytes of titles, bodies and notes, wait.
/// Released without `finish(into:)` (the import failed), it stops the thread, which keeps
/// nothing.
final class FullTextIndexAside {
    /// Memos a chunk holds: the lock is taken once a chunk, not once a memo.
    static let chunkSize = 256
    /// Chunks waiting at most; `add` waits beyond.
    static let chunksAhead = 64
    /// Bytes of titles, bodies and notes waiting at most; `add` waits beyond.
    static let bytesAhead = 2 << 20

    /// Starts the thread, with the store's FTS5 table `table` declared alike in a private
    /// temporary database, for memos of `user`. `nil` when that cannot be (no such table, no
    /// temporary database, no thread): the caller indexes in the store itself.
    init?(copying table: String, of store: SQLiteConnection, user: User,
          chunkSize: Int = FullTextIndexAside.chunkSize, chunksAhead: Int = FullTextIndexAside.chunksAhead) {
        guard let database = try? Worker.makeTable(like: table, of: store) else { return nil }
        self.chunkSize = chunkSize
        worker = Worker(database: database, table: table, user: user.id,
                        chunks: ChunkHandoff(chunksAhead: chunksAhead, bytesAhead: Self.bytesAhead))
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

    /// Queues `memo`, added to the store under its id, for the index. Dropped once the thread
    /// has failed (`finish(into:)` then says so).
    func add(_ memo: Memo) {
        precondition(isRunning, "add after finish")
        let notes = FullTextTerms.searchedNotes(of: memo.annotations)
        filling.append((memo.id, memo.title, memo.body, notes))
        fillingBytes += memo.title.utf8.count + memo.body.utf8.count + notes.reduce(0) { $0 + $1.utf8.count }
        if filling.count == chunkSize {
            handOver(isLast: false)
        }
    }

    /// Waits for every memo queued to be indexed and, when all were and the store's index
    /// holds nothing, replaces it with the one built, inside the store's transaction: true.
    /// False, with the store as it was, otherwise.
    /// - throws: the store's `MemoStoreError`, or the temporary database's.
    func finish(into store: SQLiteConnection) throws -> Bool {
        precondition(isRunning, "finish twice")
        handOver(isLast: true)
        pthread_join(thread, nil)
        isRunning = false
        guard worker.hasCommitted, try worker.isEmpty(in: store) else { return false }
        try worker.copy(into: store)
        return true
    }

    deinit {
        if isRunning {
            worker.chunks.stop()
            pthread_join(thread, nil)
        }
    }

    // MARK: - Private

    private let chunkSize: Int
    private let worker: Worker
    private var thread = pthread_t()
    private var isRunning = false
    private var filling: [Worker.Entry] = []
    private var fillingBytes = 0

    private func handOver(isLast: Bool) {
        worker.chunks.put((filling, isLast), bytes: fillingBytes)
        filling.removeAll(keepingCapacity: true)
        fillingBytes = 0
    }

    /// The index's thread: its chunks, and the temporary database, the thread's until it ends.
    private final class Worker: @unchecked Sendable {
        typealias Entry = (id: Int64, title: String, body: String, notes: [String])

        let chunks: ChunkHandoff<(entries: [Entry], isLast: Bool)>
        /// Whether the thread indexed the last chunk and ended its transaction; read once it ended.
        private(set) var hasCommitted = false

        init(database: SQLiteConnection, table: String, user: Int64, chunks: ChunkHandoff<(entries: [Entry], isLast: Bool)>) {
            self.database = database
            self.table = table
            userID = user
            self.chunks = chunks
        }

        deinit {
            database.close()
        }

        /// A private temporary database (SQLite's empty file name: deleted on closing, its
        /// pages beyond the cache in a temporary file, not in memory) with `table` declared as
        /// `store` declares it, and a transaction begun: FTS5 keeps terms in memory until it ends.
        static func makeTable(like table: String, of store: SQLiteConnection) throws -> SQLiteConnection {
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

        /// The thread: each chunk indexed in turn, and the transaction ended at the last. A
        /// failure stops the handoff (nothing more is queued); so does a taker that gives up.
        func run() {
            #if os(Linux)
            // A lower priority (Linux's nice is per thread): the threads the import waits for
            // first, the decoding and the inserting one, are not kept waiting by this one.
            setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
            #endif
            while let chunk = chunks.take() {
                do {
                    try insert(chunk.entries)
                    if chunk.isLast {
                        try database.execute("COMMIT")
                        hasCommitted = true
                        return
                    }
                } catch {
                    chunks.stop()
                    return
                }
            }
        }

        /// Whether the store's `table` holds nothing but what FTS5 writes when it makes one
        /// (the averages and structure records, the version): what the copy replaces.
        func isEmpty(in store: SQLiteConnection) throws -> Bool {
            try store.firstRow(
                """
                SELECT NOT EXISTS (SELECT 1 FROM "\(table)_data" WHERE id NOT IN (1, 10))
                    AND NOT EXISTS (SELECT 1 FROM "\(table)_idx")
                    AND NOT EXISTS (SELECT 1 FROM "\(table)_config" WHERE k <> 'version')
                """, [], { $0.bool(0) }) ?? false
        }

        /// Replaces the store's index records with the ones built, record by record.
        func copy(into store: SQLiteConnection) throws {
            try store.execute("DELETE FROM \"\(table)_data\"; DELETE FROM \"\(table)_idx\"")
            for (shadow, columns) in [("data", ["id", "block"]), ("idx", ["segid", "term", "pgno"])] {
                let name = "\"\(table)_\(shadow)\""
                let rows = try database.cached("SELECT \(columns.joined(separator: ", ")) FROM \(name)")
                let insert = try store.cached(
                    "INSERT INTO \(name)(\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))")
                defer { rows.reset() }
                while try database.storeErrors({ try rows.step() }) {
                    try store.storeErrors {
                        insert.rewind()
                        try insert.bind(columnsOf: rows)
                        try insert.run()
                    }
                }
            }
        }

        // MARK: - Private

        private let database: SQLiteConnection
        private let table: String
        private let userID: Int64

        /// Indexes each entry's words, made here as `todo_fts_words` makes them in the store.
        private func insert(_ entries: [Entry]) throws {
            guard !entries.isEmpty else { return }
            let insert = try database.cached("INSERT INTO \"\(table)\"(rowid, words) VALUES (?, ?)")
            try database.storeErrors {
                for var entry in entries {
                    try entry.title.withUTF8 { title in
                        try entry.body.withUTF8 { body in
                            try FullTextWords.withDocument(user: userID, title: title, body: body, annotations: entry.notes) { words in
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
