#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        try counts.enter(identity, checkingFirst: check)
    }

    /// Uncounts a connection `enter` counted, once it is closed or failed to open.
    static func leave(_ identity: StoreFile.Identity) {
        counts.leave(identity)
    }

    // MARK: - Private

    private static let counts = OpenFileCounts()
}

/// One count per open file, in a list behind a mutex. A list and a plain mutex, not a generic
/// `Mutex` of a dictionary: making those types' metadata cost every command 0.2 M instructions
/// on first use, and a process has a file or two open.
private final class OpenFileCounts: @unchecked Sendable {
    init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    func enter(_ identity: StoreFile.Identity, checkingFirst check: (() throws -> Void)?) throws {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let open = node(of: identity).node {
            open.count += 1
            return
        }
        try check?()
        first = Node(identity: identity, next: first)
    }

    func leave(_ identity: StoreFile.Identity) {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        let (open, before) = node(of: identity)
        guard let open else { return }
        open.count -= 1
        guard open.count == 0 else { return }
        if let before { before.next = open.next } else { first = open.next }
    }

    // MARK: - Private

    private final class Node {
        let identity: StoreFile.Identity
        var count = 1
        var next: Node?

        init(identity: StoreFile.Identity, next: Node?) {
            self.identity = identity
            self.next = next
        }
    }

    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var first: Node?

    /// The node counting `identity`, if any, and the one before it in the list.
    private func node(of identity: StoreFile.Identity) -> (node: Node?, before: Node?) {
        var before: Node?
        var node = first
        while let current = node, current.identity != identity {
            before = current
            node = current.next
        }
        return (node, before)
    }
}
