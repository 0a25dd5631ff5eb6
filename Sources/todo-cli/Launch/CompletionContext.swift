import MemoStore
import TodoLanguage

/// The user's selected context as completion applies it: the ids offered are those of the
/// memos a listing in that context could show, as listings apply it (`MemoFilter.narrowed`);
/// waiting and expired memos stay offered, as they are without a context.
enum CompletionContext {
    /// The selected context's filter, or `nil` when none is selected (or it no longer reads).
    static func filter(in repository: MemoRepository, for user: User) throws -> MemoFilter? {
        guard let context = try repository.selectedContext(for: user),
              var filter = try? FilterWords.filter(from: context.filterWords, now: .now(), zone: .system)
        else { return nil }
        filter.status = .all
        filter.waiting = .include
        filter.includesExpired = true
        return filter
    }
}
