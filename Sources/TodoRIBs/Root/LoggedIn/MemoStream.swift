import MemoStore
import OpenCombine

/// The memos the logged-in screens show, as published by LoggedIn: read-only for its children.
///
/// Both publishers replay their latest value to a new subscriber and carry committed state
/// only: a value is published after the change it shows was written to the store.
@MainActor
protocol MemoStream: AnyObject {
    /// The current page of the list screen; emits once a page has been loaded.
    var listing: AnyPublisher<MemoListing, Never> { get }
    /// The memo open in the detail screen, or `nil` when none is open.
    var openedMemo: AnyPublisher<Memo?, Never> { get }
}

/// The writable side of `MemoStream`, held by LoggedIn's interactor only.
@MainActor
protocol MutableMemoStream: MemoStream {
    /// Publishes a newly loaded page.
    func update(listing: MemoListing)
    /// Publishes the memo now open, or `nil` when the detail screen closed.
    func update(openedMemo: Memo?)
}

/// The memo stream LoggedIn's component shares with its children.
@MainActor
final class MemoStreamImpl: MutableMemoStream {
    /// Creates a stream with no page loaded and no memo open.
    init() {}

    // MARK: - MemoStream

    var listing: AnyPublisher<MemoListing, Never> {
        listingSubject.compactMap { $0 }.eraseToAnyPublisher()
    }

    var openedMemo: AnyPublisher<Memo?, Never> {
        openedMemoSubject.eraseToAnyPublisher()
    }

    // MARK: - MutableMemoStream

    func update(listing: MemoListing) {
        listingSubject.send(listing)
    }

    func update(openedMemo: Memo?) {
        openedMemoSubject.send(openedMemo)
    }

    // MARK: - Private

    private let listingSubject = CurrentValueSubject<MemoListing?, Never>(nil)
    private let openedMemoSubject = CurrentValueSubject<Memo?, Never>(nil)
}
