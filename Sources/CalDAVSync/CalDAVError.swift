import MemoStore

/// Why a sync with a CalDAV collection failed, in one line (the command line puts
/// "sync with URL failed: " before it). Never holds a password: messages are made from
/// statuses and libcurl's explanations, which name hosts, not credentials.
public enum CalDAVError: TodoFailure, Equatable {
    /// libcurl or libxml2 could not be loaded.
    case libraryMissing(String)
    /// No HTTP answer: the server is down, the name does not resolve, TLS failed.
    case unreachable(String)
    /// 401: no credentials, or wrong ones.
    case unauthorized
    /// 403.
    case forbidden
    /// 404 for the collection itself.
    case noCollection
    /// 412: a resource changed on the server between this sync's read and its write.
    case raced
    /// 507.
    case full
    /// Another status where a WebDAV answer was expected.
    case status(Int)
    /// A 2xx answer that is not a WebDAV multistatus.
    case notWebDAV(String)
    /// A URL that is not an http(s) CalDAV collection address.
    case badAddress(String)
    /// An answer whose body passed the limit of bytes (`WebDAVLimits.answerBytes`).
    case tooLarge(limit: Int)
    /// An answer todo refuses to act on (a control character where one would change a request).
    case badAnswer(String)
    /// The URL is a calendar (its name given) that holds no tasks: events only, for one.
    case notTaskList(String)
    /// The URL is an account or calendar home without a task list.
    case noTaskList

    public var description: String {
        switch self {
        case .libraryMissing(let reason): return "libcurl or libxml2 could not be loaded (\(reason)); install libcurl4 and libxml2"
        case .unreachable(let reason): return reason
        case .unauthorized: return "the server refused the credentials (401): give them in ~/.netrc or in the URL"
        case .forbidden: return "the server forbids it (403)"
        case .noCollection: return "no such collection on the server (404)"
        case .raced: return "a task changed on the server during the sync (412): run `todo sync` again"
        case .full: return "the server has no room left (507)"
        case .status(let code): return "the server answered \(code)"
        case .notWebDAV(let what): return "the server did not answer as a CalDAV collection (\(what))"
        case .badAddress(let reason): return reason
        case .tooLarge(let limit): return "the server's answer is larger than \(limit >> 20) MiB, todo's limit for one answer: the transfer was stopped"
        case .badAnswer(let reason): return "the server's answer was refused: \(reason)"
        case .notTaskList(let name): return "the calendar \"\(name)\" holds no tasks (VTODO), only other entries: give a task list's URL"
        case .noTaskList: return "no task list (a calendar of VTODOs) was found there: make one, or give a task list's URL"
        }
    }

    /// A malformed address, or one that is no task list, is a usage error; everything else
    /// happened at run time.
    public var exitStatus: ExitStatus {
        switch self {
        case .badAddress, .notTaskList: return ExitStatus.usage
        default: return ExitStatus.failure
        }
    }
}
