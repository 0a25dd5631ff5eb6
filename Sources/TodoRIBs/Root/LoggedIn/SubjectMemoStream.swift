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

    func sinkOpenedMemo(_ receiveValue: @escaping (OpenedMemo?) -> Void) -> AnyCancellable {
        openedMemoSubject.sink(receiveValue: receiveValue)
    }

    var changes: AnyPublisher<Void, Never> {
        let subject = changesSubject ?? PassthroughSubject<Void, Never>()
        changesSubject = subject
        return subject.eraseToAnyPublisher()
    }

    // MARK: - MutableMemoStream

    func update(openedMemo: OpenedMemo?) {
        openedMemoSubject.send(openedMemo)
    }

    func noteChange() {
        changesSubject?.send(())
    }

    // MARK: - Private

    private let openedMemoSubject = CurrentValueSubject<OpenedMemo?, Never>(nil)
    /// Made for the first subscriber: a one-shot command, which has none, never pays for it.
    private var changesSubject: PassthroughSubject<Void, Never>?
}
