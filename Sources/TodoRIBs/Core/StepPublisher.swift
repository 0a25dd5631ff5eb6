import OpenCombine

/// `Step.asPublisher()`: observes the step once a subscriber asks for a value, and stops
/// observing (cancelling the step's run if nobody else waits on it) when the subscriber cancels.
@MainActor
struct StepPublisher<Output> {
    let observe: (@escaping (StepOutcome<Output>.Settlement) -> Void) -> AnyCancellable
}

extension StepPublisher: @preconcurrency Publisher {
    typealias Failure = Error

    func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Output, Downstream.Failure == Error {
        subscriber.receive(subscription: StepSubscription(observe: observe, downstream: subscriber))
    }
}

/// One subscriber's observation of a step.
@MainActor
private final class StepSubscription<Downstream: Subscriber> where Downstream.Failure == Error {
    typealias Output = Downstream.Input

    init(
        observe: @escaping (@escaping (StepOutcome<Output>.Settlement) -> Void) -> AnyCancellable,
        downstream: Downstream
    ) {
        self.observe = observe
        self.downstream = downstream
    }

    // MARK: - Private

    private let observe: (@escaping (StepOutcome<Output>.Settlement) -> Void) -> AnyCancellable
    private var downstream: Downstream?
    private var observation: AnyCancellable?

    private func deliver(_ settlement: StepOutcome<Output>.Settlement) {
        guard let downstream else { return }
        self.downstream = nil
        observation = nil
        switch settlement {
        case .value(let output):
            _ = downstream.receive(output)
            downstream.receive(completion: .finished)
        case .finished:
            downstream.receive(completion: .finished)
        case .failure(let error):
            downstream.receive(completion: .failure(error))
        }
    }
}

extension StepSubscription: @preconcurrency Subscription {
    func request(_ demand: Subscribers.Demand) {
        guard demand > 0, observation == nil, downstream != nil else { return }
        observation = observe { [weak self] settlement in self?.deliver(settlement) }
    }

    func cancel() {
        downstream = nil
        observation?.cancel()
        observation = nil
    }
}
