import MemoStore
import MemoUseCases
@testable import TodoRIBs

/// The list screen's view, recording each presentation.
@MainActor
final class TodoListPresentableMock: TodoListPresentable {
    weak var listener: TodoListPresentableListener?
    private(set) var presentedResults: [MemoResult] = []
    private(set) var shownErrors: [Error] = []
    private(set) var storeDidChangeCallCount = 0
    var showsStoreChanges = true

    func present(_ result: MemoResult) { presentedResults.append(result) }
    func showError(_ error: Error) { shownErrors.append(error) }
    func storeDidChange() { storeDidChangeCallCount += 1 }
}

/// The detail screen's view, recording each presentation.
@MainActor
final class DetailContentsPresentableMock: DetailContentsPresentable {
    weak var listener: DetailContentsPresentableListener?
    private(set) var presentedMemos: [Memo] = []
    private(set) var presentedResults: [MemoResult] = []
    private(set) var shownErrors: [Error] = []
    private(set) var showRemovedElsewhereCallCount = 0

    func present(memo: Memo) { presentedMemos.append(memo) }
    func present(_ result: MemoResult) { presentedResults.append(result) }
    func showRemovedElsewhere() { showRemovedElsewhereCallCount += 1 }
    func showError(_ error: Error) { shownErrors.append(error) }
}

/// The login screen's view, recording each problem shown.
@MainActor
final class LoggedOutPresentableMock: LoggedOutPresentable {
    weak var listener: LoggedOutPresentableListener?
    private(set) var problems: [String] = []

    func showProblem(_ problem: String) { problems.append(problem) }
}
