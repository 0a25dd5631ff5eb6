import OpenCombine

/// One step of a `Workflow`: an actionable item and the value the previous step produced.
@MainActor
open class Step<WorkflowActionableItemType, ActionableItemType, ValueType> {
    /// Observes this step's settlement once; see `StepOutcome.observe`.
    typealias Observe = (@escaping (StepOutcome<(ActionableItemType, ValueType)>.Settlement) -> Void) -> AnyCancellable

    init(workflow: Workflow<WorkflowActionableItemType>, observe: @escaping Observe) {
        self.workflow = workflow
        self.observe = observe
    }

    /// Adds the next step. It runs once this step has produced its actionable item and value
    /// and that item's interactor (if it is one) is active; its publisher's first value is the
    /// next step's input.
    public final func onStep<NextActionableItemType, NextValueType>(
        _ onStep: @escaping (ActionableItemType, ValueType) -> AnyPublisher<(NextActionableItemType, NextValueType), Error>
    ) -> Step<WorkflowActionableItemType, NextActionableItemType, NextValueType> {
        let observePrevious = observe
        let next = StepOutcome<(NextActionableItemType, NextValueType)> { settle in
            let run = StepRun()
            run.keep(observePrevious { settlement in
                switch settlement {
                case .value(let (actionableItem, value)):
                    run.keep(Self.whenActive(
                        actionableItem,
                        run: {
                            let subscriber = FirstValueSubscriber(settle)
                            run.keep(AnyCancellable(subscriber))
                            onStep(actionableItem, value).subscribe(subscriber)
                        },
                        orIfItEnds: { settle(.finished) }))
                case .finished:
                    settle(.finished)
                case .failure(let error):
                    settle(.failure(error))
                }
            })
            return AnyCancellable(run.cancel)
        }
        return Step<WorkflowActionableItemType, NextActionableItemType, NextValueType>(workflow: workflow, observe: next.observe)
    }

    /// Calls `onError` with an error this step, or one before it, fails with: once for each
    /// chain built on the step, as RIBs' `do(onError:)` does.
    public final func onError(_ onError: @escaping (Error) -> Void) -> Step {
        let observePrevious = observe
        observe = { observer in
            observePrevious { settlement in
                if case .failure(let error) = settlement {
                    onError(error)
                }
                observer(settlement)
            }
        }
        return self
    }

    /// Ends the chain: the workflow runs these steps when subscribed.
    @discardableResult
    public final func commit() -> Workflow<WorkflowActionableItemType> {
        let workflow = self.workflow
        let cancellable = observe { settlement in
            switch settlement {
            case .value, .finished: workflow.didCompleteIfNotYet()
            case .failure(let error): workflow.didReceiveError(error)
            }
        }
        workflow.didCommit(cancellable)
        return workflow
    }

    /// This step's actionable item and value, for steps built by hand. Like a committed
    /// chain, a subscriber gets the value of the run it sees start, not of one before it.
    public final func asPublisher() -> AnyPublisher<(ActionableItemType, ValueType), Error> {
        StepPublisher(observe: observe).eraseToAnyPublisher()
    }

    /// Forks the workflow at this step: the returned step starts a second chain from this
    /// step's result, run side by side with the chain built on this one. Commit both.
    public final func fork() -> Step {
        workflow.didFork()
        return Step(workflow: workflow, observe: observe)
    }

    // MARK: - Private

    private let workflow: Workflow<WorkflowActionableItemType>
    private var observe: Observe

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
        return FlagSink.sink(
            activeStateOf: scope,
            finished: {
                if !didRun { ended() }
            },
            { isActive in
                guard isActive, !didRun else { return }
                didRun = true
                body()
            })
    }
}
