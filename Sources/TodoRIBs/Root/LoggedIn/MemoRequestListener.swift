import MemoUseCases

/// How a child of LoggedIn asks for something to be done with memos: it hands up the action
/// and what to do with the answer, and returns nothing.
@MainActor
protocol MemoRequestListener: AnyObject {
    /// Performs `action` through the repository worker and calls `answer`, once, with what
    /// was committed or why nothing was; LoggedIn then publishes the state that changed.
    func didRequest(_ action: MemoAction, answer: @escaping (Result<MemoResult, Error>) -> Void)
}
