import MemoStore
import MemoUseCases
import TodoLanguage

/// Taskwarrior's named reports as todo's commands: each its report's filter (written in the
/// filter words any listing takes) and its order, adapted to todo's one listing, or a count or
/// ids. The user's filter words are joined to the report's by AND, in parentheses when they
/// hold an operator, as Taskwarrior joins them.
public enum NamedReport: String, CaseIterable, Sendable {
    /// `todo completed`, Taskwarrior's `task completed`.
    case completed
    /// `todo waiting`, Taskwarrior's `task waiting`.
    case waiting
    /// `todo active`, Taskwarrior's `task active`.
    case active
    /// `todo overdue`, Taskwarrior's `task overdue`.
    case overdue
    /// `todo ready`, Taskwarrior's `task ready`.
    case ready
    /// `todo blocked`, Taskwarrior's `task blocked`.
    case blocked
    /// `todo unblocked`, Taskwarrior's `task unblocked`.
    case unblocked
    /// `todo blocking`, Taskwarrior's `task blocking`.
    case blocking
    /// `todo recurring`, Taskwarrior's `task recurring`.
    case recurring
    /// `todo all`, Taskwarrior's `task all`.
    case all
    /// `todo count`, Taskwarrior's `task count`.
    case count
    /// `todo ids`, Taskwarrior's `task ids`.
    case ids
    /// `todo stats`, Taskwarrior's `task stats`.
    case stats
    /// `todo minimal`, Taskwarrior's `task minimal`.
    case minimal
    /// `todo long`, Taskwarrior's `task long`.
    case long
    /// `todo newest`, Taskwarrior's `task newest`.
    case newest
    /// `todo oldest`, Taskwarrior's `task oldest`.
    case oldest

    /// The command's one line of help.
    public var abstract: String {
        switch self {
        case .completed: "List done memos, earliest done first (Taskwarrior's completed)."
        case .waiting: "List memos still waiting (hidden until their wait date), soonest due first."
        case .active: "List started memos, most urgent first."
        case .overdue: "List open memos past their due date, most urgent first."
        case .ready: "List memos ready to work on: not blocked, not waiting, not scheduled later; most urgent first."
        case .blocked: "List memos waiting on an open memo, soonest due first."
        case .unblocked: "List open memos waiting on no open memo, soonest due first."
        case .blocking: "List memos an open memo waits on, most urgent first."
        case .recurring: "List open recurring memos, soonest due first."
        case .all: "List every memo, done, waiting and expired ones too, newest first."
        case .count: "Print how many memos the filter matches, done ones too."
        case .ids: "Print the ids of the open memos the filter matches, as ranges (1-3 5)."
        case .stats: "Show how many memos of each kind the filter matches, and how old (Taskwarrior's stats)."
        case .minimal: "List open memos, most urgent first (Taskwarrior's minimal)."
        case .long: "List open memos, most urgent first (Taskwarrior's long)."
        case .newest: "List open memos, newest first."
        case .oldest: "List open memos, oldest first."
        }
    }

    /// The report's own filter, as filter words.
    public var filterWords: [String] {
        switch self {
        case .completed: ["+COMPLETED"]
        case .waiting: ["+WAITING"]
        case .active: ["+ACTIVE"]
        case .overdue: ["+OVERDUE"]
        case .ready: ["+READY"]
        case .blocked: ["+BLOCKED"]
        case .unblocked: ["-BLOCKED"]
        case .blocking: ["+BLOCKING"]
        case .recurring: ["+RECURRING"]
        case .all, .count, .ids, .stats, .minimal, .long, .newest, .oldest: []
        }
    }

    /// The order the report lists in unless `--sort` says otherwise.
    public var sort: MemoSort {
        switch self {
        case .completed: .end
        case .all, .newest: .created
        case .oldest: .oldest
        case .waiting, .blocked, .unblocked, .recurring: .due
        case .active, .overdue, .ready, .blocking, .count, .ids, .stats, .minimal, .long: .urgency
        }
    }

    /// Whether the report prints memos (not a count, ids or statistics), so it takes `--limit` and `--sort`.
    public var isListing: Bool { self != .count && self != .ids && self != .stats }

    /// What the report asks for with the user's `words` (filter words; in a listing, words to
    /// search for too), `limit` and `sort` (nil: the report's).
    public func action(words: [String], limit: Int, sort: String?, now: Timestamp, zone: LocalTimeZone) throws -> MemoAction {
        let joined = filterWords + Self.grouped(words)
        switch self {
        case .count, .stats:
            // Other words are searched for, as a listing's are (`task milk count`).
            var (filter, query) = try CommandReading.filterAndQuery(of: joined, status: .all, now: now, zone: zone)
            filter.includesExpired = true
            return .report(self == .count ? .count(filter, searching: query) : .statistics(filter, searching: query))
        case .ids:
            // Taskwarrior's ids are its open tasks', waiting ones too.
            var (filter, query) = try CommandReading.filterAndQuery(of: joined, status: .open, now: now, zone: zone)
            if filter.waiting == .hide { filter.waiting = .include }
            return .report(.ids(filter, searching: query))
        default:
            let source = try CommandReading.list(
                words: joined, all: self == .all, done: false, limit: limit, sort: sort, defaultSort: self.sort.rawValue,
                now: now, zone: zone)
            switch source {
            case .page(let request): return .list(request)
            case .search(let query, let filter, let limit): return .search(query: query, filter: filter, limit: limit)
            }
        }
    }

    // MARK: - Private

    /// The user's words in parentheses when their filter part holds an operator, so the
    /// report's filter applies to all of it; the words after `--` stay text.
    private static func grouped(_ words: [String]) -> [String] {
        let end = words.firstIndex(of: "--") ?? words.count
        let filter = words[..<end]
        guard filter.contains(where: FilterWords.isOperator) else { return words }
        return ["("] + filter + [")"] + words[end...]
    }
}
