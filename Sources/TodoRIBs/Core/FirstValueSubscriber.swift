import OpenCombine

/// Subscribes to a step's publisher for its first value only: it asks for one value, so even
/// a synchronous publisher of many (or endless) values stops after the first, as RIBs'
/// `take(1)` does. Reports the value, or how the publisher ended, once.
@MainActor
final class FirstValueSubscriber<Input> {
    init(_ report: @escaping (StepOutcome<Input>.Settlement) -> Void) {
        self.report = report
    }

    // MARK: - Private

    private var report: ((StepOutcome<Input>.Settlement) -> Void)?
    private var subscription: Subscription?

    private func finish(with settlement: StepOutcome<Input>.Settlement) {
        let report = self.report
        self.report = nil
        subscription = nil
        report?(settlement)
    }
}

extension FirstValueSubscriber: @preconcurrency Subscriber {
    typealias Failure = Error

    func receive(subscription: Subscription) {
        guard report != nil else {
            subscription.cancel()
            return
        }
        self.subscription = subscription
        subscription.request(.max(1))
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        subscription?.cancel()
        finish(with: .value(input))
        return .none
    }

    func receive(completion: Subscribers.Completion<Error>) {
        switch completion {
        case .finished: finish(with: .finished)
        case .failure(let error): finish(with: .failure(error))
        }
    }
}

extension FirstValueSubscriber: @preconcurrency Cancellable {
    func cancel() {
        report = nil
        subscription?.cancel()
        subscription = nil
    }
}
