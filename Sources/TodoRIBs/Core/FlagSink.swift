import OpenCombine

/// A subscriber that calls a closure with each Bool it receives, for the bindings to an
/// interactor's active state that every router, worker, step and `confineTo` makes.
///
/// It does what `sink(receiveValue:)` does, without instantiating OpenCombine's generic
/// `Subscribers.Sink` at first use: it asks for every value, calls `finished` on completion,
/// and calls neither closure once cancelled.
final class FlagSink: Subscriber, Cancellable {
    typealias Input = Bool
    typealias Failure = Never

    /// Subscribes to `publisher`, calling `receiveValue` with each value until cancelled, and
    /// `finished` once if the publisher finishes first.
    /// - returns: the subscription, to keep while the values are wanted.
    static func sink<Upstream: Publisher>(
        _ publisher: Upstream, finished: @escaping () -> Void = {},
        _ receiveValue: @escaping (Bool) -> Void
    ) -> AnyCancellable where Upstream.Output == Bool, Upstream.Failure == Never {
        let sink = FlagSink(receiveValue, finished: finished)
        publisher.subscribe(sink)
        return AnyCancellable(sink)
    }

    /// Subscribes to the active state of `scope` as `sink(_:finished:_:)` does: to an
    /// `Interactor`'s own stream directly, since OpenCombine's type-erasing box of a publisher
    /// type costs about 0.4 M instructions at its first use; to `isActiveStream` otherwise.
    @MainActor
    static func sink(
        activeStateOf scope: InteractorScope, finished: @escaping () -> Void = {},
        _ receiveValue: @escaping (Bool) -> Void
    ) -> AnyCancellable {
        if let interactor = scope as? Interactor {
            return sink(interactor.isActiveState, finished: finished, receiveValue)
        }
        return sink(scope.isActiveStream, finished: finished, receiveValue)
    }

    func receive(subscription: Subscription) {
        guard receiveValue != nil, self.subscription == nil else {
            subscription.cancel()
            return
        }
        self.subscription = subscription
        subscription.request(.unlimited)
    }

    func receive(_ input: Bool) -> Subscribers.Demand {
        receiveValue?(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {
        let finished = self.finished
        release()
        finished?()
    }

    func cancel() {
        let subscription = self.subscription
        release()
        subscription?.cancel()
    }

    // MARK: - Private

    private var receiveValue: ((Bool) -> Void)?
    private var finished: (() -> Void)?
    private var subscription: Subscription?

    private init(_ receiveValue: @escaping (Bool) -> Void, finished: @escaping () -> Void) {
        self.receiveValue = receiveValue
        self.finished = finished
    }

    private func release() {
        receiveValue = nil
        finished = nil
        subscription = nil
    }
}
