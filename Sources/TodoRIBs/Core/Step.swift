import OpenCombine

/// One step of a `Workflow`: an actionable item and the value the previous step produced.
@MainActor
open class Step<WorkflowActionableItemType, ActionableItemType, ValueType> {
    init(workflow: Workflow<WorkflowActionableItemType>, publisher: AnyPublisher<(ActionableItemType, ValueType), Error>) {
        self.workflow = workflow
        self.publisher = publisher
    }

    /// Adds the next step. It runs once this step has produced its actionable item and value
    /// and that item's interactor (if it is one) is active; its publisher's first value is the
    /// next step's input.
    public final func onStep<NextActionableItemType, NextValueType>(
        _ onStep: @escaping (ActionableItemType, ValueType) -> AnyPublisher<(NextActionableItemType, NextValueType), Error>
    ) -> Step<WorkflowActionableItemType, NextActionableItemType, NextValueType> {
        let next = publisher
            .flatMap { actionableItem, value in
                Self.whenActive(actionableItem, value).flatMap { onStep($0, $1) }
            }
            .first()
            .share()
            .eraseToAnyPublisher()
        return Step<WorkflowActionableItemType, NextActionableItemType, NextValueType>(workflow: workflow, publisher: next)
    }

    /// Calls `onError` with an error this step, or one before it, fails with.
    public final func onError(_ onError: @escaping (Error) -> Void) -> Step {
        publisher = publisher
            .handleEvents(receiveCompletion: { if case .failure(let error) = $0 { onError(error) } })
            .eraseToAnyPublisher()
        return self
    }

    /// Ends the chain: the workflow runs these steps when subscribed.
    @discardableResult
    public final func commit() -> Workflow<WorkflowActionableItemType> {
        let workflow = self.workflow
        let cancellable = publisher.sink(
            receiveCompletion: { completion in
                switch completion {
                case .finished: workflow.didCompleteIfNotYet()
                case .failure(let error): workflow.didReceiveError(error)
                }
            },
            receiveValue: { _ in })
        workflow.didCommit(cancellable)
        return workflow
    }

    /// This step's actionable item and value, for steps built by hand.
    public final func asPublisher() -> AnyPublisher<(ActionableItemType, ValueType), Error> {
        publisher
    }

    /// Forks the workflow at this step: the returned step starts a second chain from this
    /// step's result, run side by side with the chain built on this one. Commit both.
    public final func fork() -> Step {
        workflow.didFork()
        return Step(workflow: workflow, publisher: publisher)
    }

    // MARK: - Private

    private let workflow: Workflow<WorkflowActionableItemType>
    private var publisher: AnyPublisher<(ActionableItemType, ValueType), Error>

    /// The item and value once the item's interactor is active; at once when it is no interactor.
    private static func whenActive(_ actionableItem: ActionableItemType, _ value: ValueType)
        -> AnyPublisher<(ActionableItemType, ValueType), Error>
    {
        guard let scope = actionableItem as? InteractorScope else {
            return Just((actionableItem, value)).setFailureType(to: Error.self).eraseToAnyPublisher()
        }
        return scope.isActiveStream
            .filter { $0 }
            .first()
            .map { _ in (actionableItem, value) }
            .setFailureType(to: Error.self)
            .eraseToAnyPublisher()
    }
}
