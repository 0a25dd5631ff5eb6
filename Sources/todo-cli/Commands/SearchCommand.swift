import MemoStore
import MemoUseCases
import TodoLanguage
import TodoRIBs

/// `todo search WORDS... [FILTER...]`: full text over titles, bodies and annotations.
enum SearchCommand {
    /// What `search WORDS... --limit N` asks for.
    /// - throws: a usage error for a limit out of range, an empty query or a bad word.
    static func action(words: [String], limit: Int) throws -> MemoAction {
        try LanguageReading.read {
            let limit = try CommandReading.checkedLimit(limit, max: CommandReading.maxListLimit)
            let (query, filter) = try CommandReading.search(words: words, now: .now(), zone: .system)
            return .search(query: query, filter: filter, limit: limit)
        }
    }
}
