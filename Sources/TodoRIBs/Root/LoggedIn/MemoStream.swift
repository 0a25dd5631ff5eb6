import MemoStore
import MemoUseCases
import OpenCombine

/// What LoggedIn publishes to its children: read-only for them.
///
/// Everything on it is committed state: a value is published after the change it shows was
/// written to the store, by whichever screen, Workflow or other process made it. `openedMemo`
/// replays its latest value to a new subscriber. What a request committed is not on it: the
/// one who asked gets that back directly.
@MainActor
protocol MemoStream: AnyObject {
    /// The memo open in the detail screen, or `nil` when none is open.
    var openedMemo: AnyPublisher<OpenedMemo?, Never> { get }
    /// Calls `receiveValue` with what `openedMemo` publishes, as a subscriber to it gets it,
    /// until the returned subscription is cancelled. Spares the type-erasing box behind
    /// `openedMemo`, which costs about 0.3 M instructions at its first use in a command.
    func sinkOpenedMemo(_ receiveValue: @escaping (OpenedMemo?) -> Void) -> AnyCancellable
    /// Fires after a change to the store was committed: by a request of this tree, or by
    /// another process or a sync, noticed before a request or when a screen asks
    /// (`TodoListListener.didRequestChangesCheck()`). A screen showing a page loads it again;
    /// no page travels here, so no change costs a query nobody shows.
    var changes: AnyPublisher<Void, Never> { get }
}

/// The writable side of `MemoStream`, held by LoggedIn's interactor only.
@MainActor
protocol MutableMemoStream: MemoStream {
    /// Publishes the memo now open, or `nil` when the detail screen closed.
    func update(openedMemo: OpenedMemo?)
    /// Says the store changed.
    func noteChange()
}
