import MemoStore
import MemoUseCases
import TodoLanguage
import TodoRIBs

/// `todo list`, `todo ls` and `todo next`: the same command under three names.
enum ListCommand {
    /// What `list` with these words and options asks for, as `CommandReading` reads it for the
    /// shell too: a page, or a search when words other than filters are given. A bad word is
    /// a usage error naming it.
    static func action(words: [String], all: Bool, done: Bool, limit: Int, sort: String?) throws -> MemoAction {
        let source = try LanguageReading.read {
            try CommandReading.list(
                words: words, all: all, done: done, limit: limit, sort: sort, defaultSort: Environment.process["TODO_SORT"],
                now: .now(), zone: .system)
        }
        switch source {
        case .page(let request): return .list(request)
        case .search(let query, let filter, let limit): return .search(query: query, filter: filter, limit: limit)
        }
    }
}
