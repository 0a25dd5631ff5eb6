/// Everything that can go wrong in the store, each with a one-line description fit for a user.
public enum MemoStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The user name is empty, over `MemoLimits.maxUserNameLength`, or holds control characters.
    case invalidUserName(String)
    /// The title is empty, whitespace-only or over `MemoLimits.maxTitleLength`; the string says which.
    case invalidTitle(String)
    /// The body is over `MemoLimits.maxBodyLength`.
    case invalidBody(String)
    /// No memo with this id belongs to the user.
    case memoNotFound(id: Int64)
    /// Memo `id` has no annotation matching `text` (`denotate`); nothing was changed.
    case annotationNotFound(id: Int64, text: String)
    /// The user has no context named `name`.
    case contextNotFound(name: String)
    /// Record `index` (1-based) of an import breaks a limit; nothing was imported.
    case invalidRecord(index: Int, reason: String)
    /// The user's history is empty.
    case nothingToUndo
    /// The user's history holds only changes that arrived by sync (the latest from `origin`):
    /// undo takes back the user's own commands only, so nothing was changed.
    case onlyArrivals(origin: String)
    /// The file at `path` exists but is not a todo database (not SQLite, or another program's); it was left untouched.
    case notADatabase(path: String)
    /// The database at `path` was written by a newer version; it was left untouched.
    case newerSchema(path: String, found: Int, supported: Int)
    /// The database at `path` could not be opened (missing directory, permissions, a directory).
    case cannotOpen(path: String, reason: String)
    /// The database or its directory is read-only, so the write could not happen.
    case readOnly(path: String)
    /// Another process held the database locked for longer than the busy timeout.
    case busy(path: String)
    /// A field other than title and body breaks its rule: `name` is the field (`project`,
    /// `tags`, `recur`), `reason` says how (`needs a due date`).
    case invalidField(name: String, reason: String)
    /// The connection to the server of the store at `path` was lost (a restart, no answer
    /// within the read timeout) and could not be made again; `reason` says how. A write that
    /// was under way may or may not have been committed.
    case disconnected(path: String, reason: String)
    /// The login may not use the store at `path` (PostgreSQL: no privileges on its tables);
    /// `reason` is the server's message. Nothing was changed.
    case permissionDenied(path: String, reason: String)
    /// The recurring memo `id` cannot be marked done: the due date of its next occurrence
    /// would pass the year 9999, the last a timestamp holds. Nothing was changed.
    case recurrenceOutOfRange(id: Int64)
    /// The store at `path` was replaced or removed after it was opened (a backup copied
    /// over it): nothing was written, neither into the old file nor the new one.
    case replaced(path: String)
    /// The disk ran out of room (or quota) while the store at `path` was written, or while
    /// the engine wrote its temporary files (`TMPDIR`); the change was rolled back.
    case noSpace(path: String)
    /// The store file at `path` is damaged (SQLite's "database disk image is malformed": cut
    /// short, overwritten in part); `reason` is the engine's word for it. Nothing was written
    /// to it: the file is left as it is, for a backup or a repair tool to be used on.
    case damaged(path: String, reason: String)
    /// No store is at `path` and the command does not make one (a PostgreSQL database that
    /// holds no todo tables, opened by a command that only reads): nothing was created.
    case noStore(path: String)
    /// Any other failure of the storage engine, as one line built by the engine (codes,
    /// message, the start of the statement; never a password).
    case engine(String)

    /// One line naming the problem, without a trailing newline.
    public var description: String {
        switch self {
        case .invalidUserName(let reason): return "invalid user name: \(reason)"
        case .invalidTitle(let reason): return "invalid title: \(reason)"
        case .invalidBody(let reason): return "invalid body: \(reason)"
        case .memoNotFound(let id): return "no memo with id \(id)"
        case .annotationNotFound(let id, let text): return "#\(id) has no annotation matching \"\(text)\""
        case .contextNotFound(let name): return "no context named \(name)"
        case .invalidRecord(let index, let reason): return "record \(index): \(reason); nothing was imported"
        case .nothingToUndo: return "nothing to undo"
        case .onlyArrivals(let origin):
            return "nothing of yours to undo: the latest change arrived by sync from \(origin), and undo takes back only your own commands"
        case .notADatabase(let path): return "\(path) is not a todo database; it was left untouched"
        case .newerSchema(let path, let found, let supported):
            return "\(path) was written by a newer todo (schema \(found), this one knows up to \(supported)); it was left untouched"
        case .cannotOpen(let path, let reason): return "cannot open \(path): \(reason)"
        case .readOnly(let path): return "\(path) is read-only; nothing was changed"
        case .busy(let path): return "\(path) is locked by another process; try again"
        case .invalidField(let name, let reason): return "invalid \(name): \(reason)"
        case .disconnected(let path, let reason): return "lost the connection to \(path): \(reason)"
        case .permissionDenied(let path, let reason):
            return "\(path) does not let this login use it (\(reason)); nothing was changed"
        case .recurrenceOutOfRange(let id):
            return "cannot mark #\(id) done: its next due date would pass the year 9999 (clear its recur: first); nothing was changed"
        case .replaced(let path):
            return "\(path) was replaced or removed after it was opened; nothing was written (open it again)"
        case .noSpace(let path):
            return "no space left on the disk of \(path) or of its temporary files (TMPDIR); nothing was changed"
        case .damaged(let path, let reason): return "the store at \(path) is damaged (\(reason)); it was left as it is"
        case .noStore(let path): return "no store at \(path) (the first add or import creates it)"
        case .engine(let line): return line
        }
    }
}
