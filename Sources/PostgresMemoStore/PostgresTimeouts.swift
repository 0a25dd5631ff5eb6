/// How long a PostgreSQL store waits on its server, and for what. Every wait ends: a table
/// locked elsewhere, a user's lock held by a paused import, or a server that stops answering
/// after the handshake turn into an error, never a command (or a shell's Tab) that hangs.
///
/// All values are milliseconds; 0 turns a limit off.
public struct PostgresTimeouts: Sendable, Equatable {
    /// Connecting, handshake and login included; the URI's `connect_timeout` wins when set.
    public var connect: Int
    /// Waiting for a lock another session holds (the server's `lock_timeout`): the store is
    /// then busy, as SQLite's busy timeout makes it.
    public var lock: Int
    /// One statement on the server (`statement_timeout`): the store is then busy too.
    public var statement: Int
    /// Silence on the socket while waiting for an answer, after which the server is taken
    /// for gone. Longer than `statement`, so a server that still answers reports its own
    /// timeout first.
    public var read: Int
    /// Every wait of the connection together, when not 0: a budget that ends them all.
    public var total: Int

    /// Creates timeouts; see each property.
    public init(connect: Int, lock: Int, statement: Int, read: Int, total: Int = 0) {
        self.connect = connect
        self.lock = lock
        self.statement = statement
        self.read = read
        self.total = total
    }

    /// A command's: 10 s to connect, 5 s for a lock (SQLite's busy timeout), 30 s for a
    /// statement, 40 s of silence.
    public static let command = PostgresTimeouts(connect: 10_000, lock: 5_000, statement: 30_000, read: 40_000)

    /// A sync's: as a command's, but a minute for the user's lock, which replicas syncing at
    /// the same moment take in turns.
    public static let sync = PostgresTimeouts(connect: 10_000, lock: 60_000, statement: 60_000, read: 70_000)

    /// Shell completion's: everything within 0.9 s, so Tab never freezes the user's shell.
    public static let completion = PostgresTimeouts(connect: 900, lock: 300, statement: 500, read: 900, total: 900)

    /// The server settings these timeouts ask for, as libpq's `options` value.
    var serverOptions: String {
        "-c lock_timeout=\(lock) -c statement_timeout=\(statement)"
    }
}
