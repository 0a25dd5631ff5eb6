import MemoStore
import MemoUseCases
import OpenCombine

/// The memo stream LoggedIn's component shares with its children, kept in a subject.
@MainActor
final class SubjectMemoStream: MutableMemoStream {
    /// Creates a stream with no memo open.
    init() {}

    // MARK: - MemoStream

    var openedMemo: AnyPublisher<OpenedMemo?, Never> {
        openedMemoSubject.eraseToAnyPublisher()
    }

    var changes: AnyPublisher<Void, Never> {
        changesSubject.eraseToAnyPublisher()
    }

    // MARK: - MutableMemoStream

    func update(openedMemo: OpenedMemo?) {
        openedMemoSubject.send(openedMemo)
    }

    func noteChange() {
        changesSubject.send(())
    }

    // MARK: - Private

    private let openedMemoSubject = CurrentValueSubject<OpenedMemo?, Never>(nil)
    private let changesSubject = PassthroughSubject<Void, Never>()
}
