import OpenCombine

/// One step of a `Workflow`: an actionable item and the value the previous step produced.
@MainActor
open class Step<WorkflowActionableItemType, ActionableItemType, ValueType> {
    init(workflow: Workflow<WorkflowActionableItemType>, outcome: StepOutcome<(ActionableItemType, ValueType)>) {
        self.workflow = workflow
        self.outcome = outcome
    }

    /// Adds the next step. It runs once this step has produced its actionable item and value
    /// and that item's interactor (if it is one) is active; its publisher's first value is the
    /// next step's input.
    public final func onStep<NextActionableItemType, NextValueType>(
        _ onStep: @escaping (ActionableItemType, ValueType) -> AnyPublisher<(NextActionableItemType, NextValueType), Error>
    ) -> Step<WorkflowActionableItemType, NextActionableItemType, NextValueType> {
        let previous = outcome
        let next = StepOutcome<(NextActionableItemType, NextValueType)> { next in
            let run = StepRun()
            run.keep(previous.observe { settlement in
                switch settlement {
                case .value(let (actionableItem, value)):
                    run.keep(Self.whenActive(
                        actionableItem,
                        run: { run.keep(Self.firstOutcome(of: onStep(actionableItem, value), settling: next)) },
                        orIfItEnds: { next.settle(.finished) }))
                case .finished:
                    next.settle(.finished)
                case .failure(let error):
                    next.settle(.failure(error))
                }
            })
            return AnyCancellable(run.cancel)
        }
        return Step<WorkflowActionableItemType, NextActionableItemType, NextValueType>(workflow: workflow, outcome: next)
    }

    /// Calls `onError` with an error this step, or one before it, fails with.
    public final func onError(_ onError: @escaping (Error) -> Void) -> Step {
        let previous = outcome
        outcome = StepOutcome { next in
            previous.observe { settlement in
                if case .failure(let error) = settlement {
                    onError(error)
                }
                next.settle(settlement)
            }
        }
        return self
    }

    /// Ends the chain: the workflow runs these steps when subscribed.
    @discardableResult
    public final func commit() -> Workflow<WorkflowActionableItemType> {
        let workflow = self.workflow
        let cancellable = outcome.observe { settlement in
            switch settlement {
            case .value, .finished: workflow.didCompleteIfNotYet()
            case .failure(let error): workflow.didReceiveError(error)
            }
        }
        workflow.didCommit(cancellable)
        return workflow
    }

    /// This step's actionable item and value, for steps built by hand.
    public final func asPublisher() -> AnyPublisher<(ActionableItemType, ValueType), Error> {
        let outcome = self.outcome
        return Deferred {
            Future<(ActionableItemType, ValueType)?, Error> { promise in
                // The observer holds its own observation, so it lasts until the outcome settles.
                var observation: AnyCancellable?
                observation = outcome.observe { settlement in
                    defer { observation?.cancel() }
                    switch settlement {
                    case .value(let output): promise(.success(output))
                    case .finished: promise(.success(nil))
                    case .failure(let error): promise(.failure(error))
                    }
                }
            }
        }
        .compactMap { $0 }
        .eraseToAnyPublisher()
    }

    /// Forks the workflow at this step: the returned step starts a second chain from this
    /// step's result, run side by side with the chain built on this one. Commit both.
    public final func fork() -> Step {
        workflow.didFork()
        return Step(workflow: workflow, outcome: outcome)
    }

    // MARK: - Private

    private let workflow: Workflow<WorkflowActionableItemType>
    private var outcome: StepOutcome<(ActionableItemType, ValueType)>

    /// Calls `body` once the item's interactor is active: at once when it is, or when it is no
    /// interactor. Calls `ended` instead when the interactor goes away without becoming active,
    /// which ends the chain as RIBs' `filter { $0 }.take(1)` does.
    private static func whenActive(
        _ actionableItem: ActionableItemType, run body: @escaping () -> Void, orIfItEnds ended: @escaping () -> Void
    ) -> AnyCancellable? {
        // The class cast first, as in `Router`: it spares a scan of every conformance record.
        let scope: InteractorScope? = actionableItem as? Interactor ?? actionableItem as? InteractorScope
        guard let scope, !scope.isActive else {
            body()
            return nil
        }
        var didRun = false
        return scope.isActiveStream.sink(
            receiveCompletion: { _ in
                if !didRun { ended() }
            },
            receiveValue: { isActive in
                guard isActive, !didRun else { return }
                didRun = true
                body()
            })
    }

    /// Settles `outcome` with the first value `publisher` sends, or with how it ends.
    private static func firstOutcome<Output>(
        of publisher: AnyPublisher<Output, Error>, settling outcome: StepOutcome<Output>
    ) -> AnyCancellable {
        publisher.sink(
            receiveCompletion: { completion in
                switch completion {
                case .finished: outcome.settle(.finished)
                case .failure(let error): outcome.settle(.failure(error))
                }
            },
            receiveValue: { outcome.settle(.value($0)) })
    }
}
