#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MemoStore

/// What may be opened as a store, checked with `lstat`/`stat` before SQLite sees the path.
///
/// Only a non-empty regular file is ever opened: a device, FIFO, socket or directory is
/// refused without being opened (opening a FIFO would block), a dangling symbolic link is
/// refused instead of being created through, and an empty file, which SQLite would silently
/// turn into a database, is refused because nobody can tell whose it is. Whose file it is
/// matters too: a store of another user that others can write, or that sits in a shared
/// sticky directory, and a link another user made in such a directory, are refused (as the
/// kernel's protected_regular and protected_symlinks would), since another user could read
/// what is written. A `-wal` or `-shm` beside the file that is a link, not a regular file, or
/// owned by someone else is refused: SQLite would replay such a WAL into the store. A `-wal`
/// holding changes with no `-shm` beside it, in a directory where none can be made, is refused
/// with what helps, since SQLite cannot read it.
enum StoreFile {
    /// The identity of a checked file, compared again once SQLite has it open.
    struct Identity: Equatable {
        let device: UInt64
        let inode: UInt64
    }

    /// A checked store candidate: its identity and what lies beside it.
    struct Found {
        let identity: Identity
        /// Whether this process may write the file (else it is opened read-only from the start).
        let isWritable: Bool
        /// Whether a `-wal` exists beside it, and whether it holds frames not yet in the file.
        let hasWAL: Bool
        let walHasFrames: Bool
        /// Whether a `-shm` exists beside it.
        let hasSHM: Bool
        /// `-wal` or `-shm` when that companion cannot be written though the file can (a
        /// refused write of an older version may have left it so): writes would fail.
        let readOnlyCompanion: String?
    }

    /// Nil when nothing is at `path` (not even a dangling link); the file and its companions
    /// when it is a store candidate. Throws `cannotOpen` with the reason otherwise.
    static func existing(_ path: String) throws -> Found? {
        // lstat first: a stat that fails and an lstat that then succeeds may only mean
        // another process created the store in between, not that a link dangles.
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw MemoStoreError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        let user = geteuid()
        var isLink = false
        if info.st_mode & S_IFMT == S_IFLNK {
            isLink = true
            if info.st_uid != user, isSharedSticky(directory(of: path), notOwnedBy: info.st_uid) {
                throw MemoStoreError.cannotOpen(
                    path: path, reason: "it is a symbolic link another user made in a shared directory; it was not followed")
            }
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
        if info.st_uid != user {
            try checkForeignOwner(info, path: path, isLink: isLink)
        }
        let wal = try checkCompanion(path + "-wal", of: info, path: path)
        let shm = try checkCompanion(path + "-shm", of: info, path: path)
        // SQLite reads a WAL's changes through the -shm beside it and creates one when it is
        // missing; where it cannot, it only says "unable to open", so say why and what helps.
        if let wal, wal.st_size > 0, shm == nil, faccessat(AT_FDCWD, directory(of: path), W_OK, AT_EACCESS) != 0 {
            throw MemoStoreError.cannotOpen(
                path: path, reason: "its -wal holds changes that cannot be read without a -shm beside it, and none can be made "
                    + "in its directory (\(String(cString: strerror(errno)))); open it once where that directory can be written, "
                    + "which folds the -wal in, or copy the file and its -wal to one that can")
        }
        let isWritable = canWrite(path, info, user)
        let readOnlyCompanion = !isWritable ? nil
            : wal.map { canWrite(path + "-wal", $0, user) } == false ? "-wal"
            : shm.map { canWrite(path + "-shm", $0, user) } == false ? "-shm" : nil
        return Found(
            identity: Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)), isWritable: isWritable,
            hasWAL: wal != nil, walHasFrames: (wal?.st_size ?? 0) > 0, hasSHM: shm != nil, readOnlyCompanion: readOnlyCompanion)
    }

    /// The name to hand SQLite for `path`: the same file, never read as a URI (`file:…`) or
    /// as SQLite's in-memory database (`:memory:`). A relative path gets `./` in front.
    static func sqliteName(_ path: String) -> String {
        path.hasPrefix("/") ? path : "./" + path
    }

    /// Throws unless `path` is still the file `identity` names: nothing swapped it meanwhile.
    static func checkUnchanged(_ path: String, _ identity: Identity) throws {
        guard Self.identity(at: path) == identity else {
            throw MemoStoreError.cannotOpen(path: path, reason: "it was replaced while being opened")
        }
    }

    /// The identity of the file `path` names now (links followed), or nil when there is none.
    static func identity(at path: String) -> Identity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// Creates `path`, which must not exist, as an empty file of mode 0600: never through a
    /// symbolic link, never an existing file, whatever the umask. Errors name the file `name`:
    /// the store's path when `path` is the temporary file it is made in, which nobody typed.
    static func createPrivate(_ path: String, named name: String) throws {
        let descriptor = open(path, O_CREAT | O_EXCL | O_NOFOLLOW | O_WRONLY | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw MemoStoreError.cannotOpen(path: name, reason: String(cString: strerror(errno)))
        }
        fchmod(descriptor, 0o600)
        close(descriptor)
    }

    /// Makes the missing directories above `path`, each 0700; refuses a path ending in `/`.
    static func makeDirectories(for path: String) throws {
        // `new/` names a directory: refused before one is made for it.
        if path.hasSuffix("/") { throw MemoStoreError.cannotOpen(path: path, reason: "it ends in /, so it names a directory") }
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
    @discardableResult
    private static func checkCompanion(_ companion: String, of store: stat, path: String) throws -> stat? {
        var info = stat()
        guard lstat(companion, &info) == 0 else { return nil }
        let name = "its " + companion.split(separator: "/").last.map { String($0.suffix(4)) }!
        if info.st_mode & S_IFMT == S_IFLNK {
            throw MemoStoreError.cannotOpen(path: path, reason: "\(name) is a symbolic link; it was left untouched")
        }
        try checkRegular(info, path: path, what: name)
        guard info.st_uid == store.st_uid else {
            throw MemoStoreError.cannotOpen(path: path, reason: "\(name) belongs to another user, not to the store's owner; it was left untouched")
        }
        return info
    }

    /// A store owned by someone else is used only when nobody else could have put it there
    /// or could read what is written: not writable by group or others, and not in a shared
    /// sticky directory unless that directory's owner owns it.
    private static func checkForeignOwner(_ info: stat, path: String, isLink: Bool) throws {
        if info.st_mode & (S_IWGRP | S_IWOTH) != 0 {
            throw MemoStoreError.cannotOpen(
                path: path, reason: "it belongs to another user and others can write it; it was left untouched")
        }
        var target = path
        if isLink {
            guard let resolved = realpath(path, nil) else { return }
            target = String(cString: resolved)
            free(resolved)
        }
        if isSharedSticky(directory(of: target), notOwnedBy: info.st_uid) {
            throw MemoStoreError.cannotOpen(
                path: path, reason: "it belongs to another user, in a shared directory; it was left untouched")
        }
    }

    /// Whether this process may write `path`, whose `stat` is `info`: its owner's write bit
    /// when it is the owner (no system call), else what the kernel says.
    private static func canWrite(_ path: String, _ info: stat, _ user: uid_t) -> Bool {
        if info.st_uid == user && info.st_mode & S_IWUSR != 0 { return true }
        return faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) == 0
    }

    /// Whether `directory` is sticky and world-writable (like /tmp) and owned by someone other than `owner`.
    private static func isSharedSticky(_ directory: String, notOwnedBy owner: uid_t) -> Bool {
        var info = stat()
        guard stat(directory, &info) == 0 else { return false }
        return info.st_mode & S_ISVTX != 0 && info.st_mode & S_IWOTH != 0 && info.st_uid != owner
    }

    /// The directory `path` lies in.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
