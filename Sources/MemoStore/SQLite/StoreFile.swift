#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What may be opened as a store, checked with `lstat`/`stat` before SQLite sees the path.
///
/// Only a non-empty regular file is ever opened: a device, FIFO, socket or directory is
/// refused without being opened (opening a FIFO would block), a dangling symbolic link is
/// refused instead of being created through, and an empty file, which SQLite would silently
/// turn into a database, is refused because nobody can tell whose it is. A `-wal` or `-shm`
/// beside the file that is a link, not a regular file, or owned by someone else is refused:
/// SQLite would replay such a WAL into the store.
enum StoreFile {
    /// The identity of a checked file, compared again once SQLite has it open.
    struct Identity: Equatable {
        let device: UInt64
        let inode: UInt64
    }

    /// Nil when nothing is at `path` (not even a dangling link); the file's identity when
    /// it is a store candidate. Throws `cannotOpen` with the reason otherwise.
    static func existing(_ path: String) throws -> Identity? {
        // lstat first: a stat that fails and an lstat that then succeeds may only mean
        // another process created the store in between, not that a link dangles.
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw MemoStoreError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        if info.st_mode & S_IFMT == S_IFLNK {
            guard stat(path, &info) == 0 else {
                if errno == ENOENT {
                    throw MemoStoreError.cannotOpen(path: path, reason: "it is a symbolic link to a missing file")
                }
                throw MemoStoreError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
            }
        }
        try checkRegular(info, path: path, what: "it")
        guard info.st_size > 0 else {
            throw MemoStoreError.cannotOpen(path: path, reason: "it is an empty file, not a todo database; it was left untouched")
        }
        for suffix in ["-wal", "-shm"] {
            try checkCompanion(path + suffix, of: info, path: path)
        }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// Throws unless `path` is still the file `identity` names: nothing swapped it meanwhile.
    static func checkUnchanged(_ path: String, _ identity: Identity) throws {
        var info = stat()
        guard stat(path, &info) == 0, Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)) == identity else {
            throw MemoStoreError.cannotOpen(path: path, reason: "it was replaced while being opened")
        }
    }

    /// Creates `path`, which must not exist, as an empty file of mode 0600: never through a
    /// symbolic link, never an existing file, whatever the umask.
    static func createPrivate(_ path: String) throws {
        let descriptor = open(path, O_CREAT | O_EXCL | O_NOFOLLOW | O_WRONLY | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw MemoStoreError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        fchmod(descriptor, 0o600)
        close(descriptor)
    }

    /// Makes the missing directories above `path`, each 0700.
    static func makeDirectories(for path: String) throws {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        guard !components.isEmpty else { return }
        var directory = path.hasPrefix("/") ? "" : "."
        if components.first == "" { components.removeFirst() }
        for component in components where !component.isEmpty {
            directory += "/" + component
            if mkdir(directory, 0o700) != 0 && errno != EEXIST {
                throw MemoStoreError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
            }
        }
    }

    // MARK: - Private

    private static func checkRegular(_ info: stat, path: String, what: String) throws {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw MemoStoreError.cannotOpen(path: path, reason: "\(what) is a directory")
        case S_IFCHR, S_IFBLK: throw MemoStoreError.cannotOpen(path: path, reason: "\(what) is a device, not a regular file")
        case S_IFIFO: throw MemoStoreError.cannotOpen(path: path, reason: "\(what) is a FIFO, not a regular file")
        case S_IFSOCK: throw MemoStoreError.cannotOpen(path: path, reason: "\(what) is a socket, not a regular file")
        default: throw MemoStoreError.cannotOpen(path: path, reason: "\(what) is not a regular file")
        }
    }

    /// A `-wal` or `-shm` may be missing; when present it must be a regular file, not a
    /// link, and have the store's owner (SQLite gives them the store's owner, also as root).
    private static func checkCompanion(_ companion: String, of store: stat, path: String) throws {
        var info = stat()
        guard lstat(companion, &info) == 0 else { return }
        let name = "its " + companion.split(separator: "/").last.map { String($0.suffix(4)) }!
        if info.st_mode & S_IFMT == S_IFLNK {
            throw MemoStoreError.cannotOpen(path: path, reason: "\(name) is a symbolic link; it was left untouched")
        }
        try checkRegular(info, path: path, what: name)
        guard info.st_uid == store.st_uid else {
            throw MemoStoreError.cannotOpen(path: path, reason: "\(name) belongs to another user, not to the store's owner; it was left untouched")
        }
    }
}
