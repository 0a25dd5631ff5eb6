import MemoStore
import OpenCombine

/// What LoggedIn publishes to its children: read-only for them.
///
/// Everything on it is committed state: a value is published after the change it shows was
/// written to the store. `openedMemo` replays its latest value to a new subscriber; `outcomes`
/// does not (an outcome is news for whoever is waiting for it). A page of memos comes down only
/// as the outcome of the request that asked for it.
@MainActor
protocol MemoStream: AnyObject {
    /// The memo open in the detail screen, or `nil` when none is open.
    var openedMemo: AnyPublisher<OpenedMemo?, Never> { get }
    /// The answer to each request, once, as soon as it is committed or has failed.
    var outcomes: AnyPublisher<MemoOutcome, Never> { get }
}

/// The writable side of `MemoStream`, held by LoggedIn's interactor only.
@MainActor
protocol MutableMemoStream: MemoStream {
    /// Publishes the memo now open, or `nil` when the detail screen closed.
    func update(openedMemo: OpenedMemo?)
    /// Publishes the answer to a request.
    func publish(_ outcome: MemoOutcome)
}
