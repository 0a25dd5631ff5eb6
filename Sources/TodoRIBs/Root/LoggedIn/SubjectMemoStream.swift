import MemoStore
import OpenCombine

/// The memo stream LoggedIn's component shares with its children, kept in subjects.
@MainActor
final class SubjectMemoStream: MutableMemoStream {
    /// Creates a stream with no memo open.
    init() {}

    // MARK: - MemoStream

    var openedMemo: AnyPublisher<OpenedMemo?, Never> {
        openedMemoSubject.eraseToAnyPublisher()
    }

    var outcomes: AnyPublisher<MemoOutcome, Never> {
        outcomeSubject.eraseToAnyPublisher()
    }

    // MARK: - MutableMemoStream

    func update(openedMemo: OpenedMemo?) {
        openedMemoSubject.send(openedMemo)
    }

    func publish(_ outcome: MemoOutcome) {
        outcomeSubject.send(outcome)
    }

    // MARK: - Private

    private let openedMemoSubject = CurrentValueSubject<OpenedMemo?, Never>(nil)
    private let outcomeSubject = PassthroughSubject<MemoOutcome, Never>()
}
