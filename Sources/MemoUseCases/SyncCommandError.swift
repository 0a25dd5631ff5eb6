import MemoStore

/// Why `sync` or `conflicts` refused or failed, in one line.
public enum SyncCommandError: TodoFailure {
    /// Input that can never sync (a URL of neither kind), in one line.
    case usage(String)
    /// A sync or a conflict that failed, in one line.
    case failure(String)
    /// Some remotes synced (what each did) and some failed (one line each).
    case incomplete(synced: [RemoteSync], failures: [String])
    /// `todo sync` alone, and the store remembers no hub.
    case noHub
    /// The account or home URL `given` has several task lists (name and URL, by name): the
    /// person picks one.
    case severalLists(given: String, lists: [(name: String, url: String)])

    /// One line naming the problem (for `incomplete`, the remotes that failed: rendering
    /// shows the ones that synced).
    public var description: String {
        switch self {
        case .usage(let line), .failure(let line): return line
        case .incomplete(_, let failures): return failures.joined(separator: "; ")
        case .noHub: return "no hub known: give one, as in `todo sync postgresql://HOST/DB`"
        case .severalLists(let given, let lists):
            return "\(given) has \(lists.count) task lists; sync one of them by its URL: "
                + lists.map { "\"\($0.name)\" \($0.url)" }.joined(separator: ", ")
        }
    }

    /// A usage error for what can never sync, a runtime failure for a sync that failed.
    public var exitStatus: ExitStatus {
        switch self {
        case .usage, .noHub, .severalLists: return ExitStatus.usage
        case .failure, .incomplete: return ExitStatus.failure
        }
    }
}
