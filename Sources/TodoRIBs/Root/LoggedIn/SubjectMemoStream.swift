import MemoStore
import OpenCombine

/// The memo stream LoggedIn's component shares with its children, kept in subjects.
@MainActor
final class SubjectMemoStream: MutableMemoStream {
    /// Creates a stream with no page loaded and no memo open.
    init() {}

    // MARK: - MemoStream

    var listing: AnyPublisher<MemoListing, Never> {
        listingSubject.compactMap { $0 }.eraseToAnyPublisher()
    }

    var openedMemo: AnyPublisher<Memo?, Never> {
        openedMemoSubject.eraseToAnyPublisher()
    }

    var outcomes: AnyPublisher<MemoOutcome, Never> {
        outcomeSubject.eraseToAnyPublisher()
    }

    // MARK: - MutableMemoStream

    func update(listing: MemoListing) {
        listingSubject.send(listing)
    }

    func update(openedMemo: Memo?) {
        openedMemoSubject.send(openedMemo)
    }

    func publish(_ outcome: MemoOutcome) {
        outcomeSubject.send(outcome)
    }

    // MARK: - Private

    private let listingSubject = CurrentValueSubject<MemoListing?, Never>(nil)
    private let openedMemoSubject = CurrentValueSubject<Memo?, Never>(nil)
    private let outcomeSubject = PassthroughSubject<MemoOutcome, Never>()
}
