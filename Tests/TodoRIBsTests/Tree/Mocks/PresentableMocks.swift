import MemoStore
@testable import TodoRIBs

/// The list screen's view, recording each presentation as a line.
@MainActor
final class TodoListPresentableMock: TodoListPresentable {
    weak var listener: TodoListPresentableListener?
    var presented: [String] = []
    var listings: [MemoListing] = []

    func present(listing: MemoListing) {
        listings.append(listing)
        presented.append("listing \(listing.memos.map(\.id))")
    }
    func showListing(format: OutputFormat) { presented.append("showListing \(format)") }
    func showAdded(_ memo: Memo) { presented.append("added \(memo.id)") }
    func showChanged(_ memo: Memo, by kind: MemoChangeKind) { presented.append("\(kind) \(memo.id)") }
    func showExported(_ text: String) { if !text.isEmpty { presented.append("exported \(text)") } }
    func showImported(_ summary: ImportSummary) { presented.append("imported \(summary.added)") }
    func showUndone(_ change: MemoChange) { presented.append("undone \(change.id)") }
    func showHistory(_ changes: [MemoChange], format: OutputFormat) { presented.append("history \(changes.count)") }
    func showError(_ error: Error) { presented.append("error \(error)") }
}

/// The detail screen's view, recording each presentation as a line.
@MainActor
final class DetailContentsPresentableMock: DetailContentsPresentable {
    weak var listener: DetailContentsPresentableListener?
    var presented: [String] = []

    func present(memo: Memo) { presented.append("memo \(memo.id) \(memo.title)") }
    func showMemo(format: OutputFormat) { presented.append("showMemo \(format)") }
    func showChanged(_ memo: Memo, by kind: MemoChangeKind) { presented.append("\(kind) \(memo.id)") }
    func showRemovedElsewhere() { presented.append("removedElsewhere") }
    func showError(_ error: Error) { presented.append("error \(error)") }
}

/// The login screen's view, recording each problem shown.
@MainActor
final class LoggedOutPresentableMock: LoggedOutPresentable {
    weak var listener: LoggedOutPresentableListener?
    var problems: [String] = []

    func showProblem(_ problem: String) { problems.append(problem) }
}
