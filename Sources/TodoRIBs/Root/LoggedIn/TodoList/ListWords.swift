import MemoStore
import TodoLanguage

/// The words of the shell's `list`: `all` or `done` (or `--all`, `--done`), `--sort ORDER`,
/// `--limit N`, and filter words, read as the command line reads them.
enum ListWords {
    /// The page request the words ask for; `nil` when an option lacks its value or `--limit`
    /// is not 1 to 10,000.
    static func request(from words: [String], clock: LocalClock) throws -> MemoPageRequest? {
        var status = MemoStatus.open
        var sort = MemoSort.urgency
        var limit = 20
        var filterWords: [String] = []
        var remaining = words[...]
        while let word = remaining.popFirst() {
            switch word {
            case "all", "--all": status = .all
            case "done", "--done": status = .done
            case "--sort":
                guard let value = remaining.popFirst() else { return nil }
                sort = try SortWord.sort(value, word: "--sort \(value)")
            case "--limit":
                guard let value = remaining.popFirst(), let number = Int(value), (1...Vocabulary.maxLimit).contains(number) else {
                    return nil
                }
                limit = number
            default:
                filterWords.append(word)
            }
        }
        let filter = try FilterWords.filter(from: filterWords, status: status, now: clock.now(), zone: clock.timeZone)
        return MemoPageRequest(filter: filter, sort: sort, limit: limit)
    }
}
