import Synchronization

/// The store files this process has connections open to, counted by file, so that a file is
/// checked through a read-only `-shm` (`SQLiteConnection`'s probe) only while it has none.
///
/// SQLite maps a file's `-shm` once per process, and every connection of the process to that
/// file shares the mapping, read-only when the connection that made it asked for that. A
/// probe running while another thread opened a writer made the writer's mapping read-only,
/// and its writes failed as if the store were. A connection is counted before it maps the
/// `-shm`, under the same lock that a probe holds while it is open: the two never overlap.
enum OpenStoreFiles {
    /// Counts a connection about to open the file `identity`. First, when no other connection
    /// of this process has the file open, runs `check` (one that is open was checked as it
    /// opened, and a probe would only share its mapping); other threads' openings of any store
    /// wait for it. Nothing is counted when `check` throws.
    static func enter(_ identity: StoreFile.Identity, checkingFirst check: (() throws -> Void)? = nil) throws {
        try counts.withLock { counts in
            if let check, counts[identity] == nil { try check() }
            counts[identity, default: 0] += 1
        }
    }

    /// Uncounts a connection `enter` counted, once it is closed or failed to open.
    static func leave(_ identity: StoreFile.Identity) {
        counts.withLock { counts in
            guard let count = counts[identity] else { return }
            counts[identity] = count > 1 ? count - 1 : nil
        }
    }

    // MARK: - Private

    private static let counts = Mutex<[StoreFile.Identity: Int]>([:])
}
