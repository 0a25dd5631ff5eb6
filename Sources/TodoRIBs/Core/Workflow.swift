import OpenCombine

/// A sequence of steps through the tree, run when it is subscribed to the root's actionable
/// item: what a deep link (or here, a one-shot shell command) does.
///
/// Build it with `onStep` and end the chain with `commit()`; then `subscribe(_:)` starts it.
/// Each step waits until its actionable item's interactor is active before it runs. The first
/// error ends the workflow and is reported to `didReceiveError(_:)`; when the last step
/// finishes, `didComplete()` is called, once.
@MainActor
open class Workflow<ActionableItemType> {
    /// Creates an empty workflow.
    public init() {}

    /// Called once when the last step has finished; the default does nothing.
    open func didComplete() {}

    /// Called when a step forks the workflow; the default does nothing.
    open func didFork() {}

    /// Called with the error that ended the workflow; the default does nothing.
    open func didReceiveError(_ error: Error) {}

    /// Adds the first step: `onStep` receives the actionable item given to `subscribe(_:)`.
    /// - returns: the step, on which to chain the next ones.
    public final func onStep<NextActionableItemType, NextValueType>(
        _ onStep: @escaping (ActionableItemType) -> AnyPublisher<(NextActionableItemType, NextValueType), Error>
    ) -> Step<ActionableItemType, NextActionableItemType, NextValueType> {
        Step(workflow: self, observe: subscribed.observe).onStep { actionableItem, _ in onStep(actionableItem) }
    }

    /// Starts the committed workflow with `actionableItem`. Subscribing before `commit()` is
    /// a programming error: a failed assertion in a debug build; in release nothing starts.
    /// - returns: the subscription; cancelling it stops the workflow.
    public final func subscribe(_ actionableItem: ActionableItemType) -> AnyCancellable {
        guard !committed.isEmpty else {
            // RIBs asserts this in debug builds only; in release the workflow does not start.
            DebugAssertion.fail("\(self) was subscribed before it was committed")
            return AnyCancellable {}
        }
        subscribed.settleRunInProgress(with: .value((actionableItem, ())))
        // Like RIBs' composite disposable, it also stops chains committed later.
        return AnyCancellable { self.committed.forEach { $0.cancel() } }
    }

    // MARK: - Internal

    func didCommit(_ cancellable: AnyCancellable) {
        committed.append(cancellable)
    }

    func didCompleteIfNotYet() {
        // A forked workflow completes several chains; it reports completion once.
        guard !didInvokeComplete else { return }
        didInvokeComplete = true
        didComplete()
    }

    // MARK: - Private

    /// The root's actionable item, handed by `subscribe(_:)` to the chains waiting then and
    /// kept by nobody, as RIBs' PublishSubject does.
    private let subscribed = StepOutcome<(ActionableItemType, ())> { _ in nil }
    private var committed: [AnyCancellable] = []
    private var didInvokeComplete = false
}
