import OpenCombine

/// A Bool state and the stream of its changes: the active state of an interactor and the
/// started state of a worker.
///
/// It does what `CurrentValueSubject` followed by `removeDuplicates()` did, without their
/// generic operator types, whose set-up at first use was a large part of what a one-shot
/// command spent on streams. Its owner changes it with `send(_:)` and calls `finish()` in its
/// `deinit`. Used on one thread only: the main actor, where its owners live. As a publisher
/// it behaves as `publisher` says; subscribing to it directly spares the type-erasing box.
final class FlagStream: Publisher {
    typealias Output = Bool
    typealias Failure = Never

    /// Creates a stream whose current value is `value`.
    init(_ value: Bool) {
        self.value = value
    }

    /// The current value.
    private(set) var value: Bool

    /// The value as a publisher. Each subscriber is sent the current value as soon as it asks
    /// for one, then each change once, never the value it was sent last; a change made while
    /// it has no demand left is held, as its latest value only, until it asks again. Cancelling
    /// stops delivery at once. Finishes on `finish()`; a subscriber that comes later is
    /// finished at once.
    var publisher: AnyPublisher<Bool, Never> {
        AnyPublisher(self)
    }

    /// Makes `newValue` the current value and sends it to every subscriber that has demand.
    func send(_ newValue: Bool) {
        guard !isFinished, newValue != value else { return }
        value = newValue
        for subscription in subscriptions {
            // The current value, not newValue: a subscriber sent it may have changed it again.
            subscription.offer(value)
        }
    }

    /// Finishes every subscriber, now and later; values sent afterwards are ignored.
    func finish() {
        guard !isFinished else { return }
        isFinished = true
        let finishing = subscriptions
        subscriptions = []
        finishing.forEach { $0.finish() }
    }

    // MARK: - Publisher

    func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Bool, Downstream.Failure == Never {
        guard !isFinished else {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: .finished)
            return
        }
        // Closures rather than a subscription generic over the subscriber: no generic class
        // metadata to instantiate per subscriber type.
        let subscription = FlagSubscription(
            stream: self,
            receive: { subscriber.receive($0) },
            finish: { subscriber.receive(completion: .finished) })
        subscriptions.append(subscription)
        subscriber.receive(subscription: subscription)
    }

    // MARK: - Private

    private var subscriptions: [FlagSubscription] = []
    private var isFinished = false

    fileprivate func remove(_ subscription: FlagSubscription) {
        subscriptions.removeAll { $0 === subscription }
    }
}

/// One subscriber's link to a `FlagStream`: its demand and the value it was sent last.
private final class FlagSubscription: Subscription {
    init(stream: FlagStream, receive: @escaping (Bool) -> Subscribers.Demand, finish: @escaping () -> Void) {
        self.stream = stream
        self.receive = receive
        self.finishDownstream = finish
    }

    func request(_ demand: Subscribers.Demand) {
        guard let stream else { return }
        self.demand += demand
        offer(stream.value)
    }

    func cancel() {
        let stream = self.stream
        release()
        stream?.remove(self)
    }

    /// Sends `value` if the subscriber has demand and was not sent it last.
    func offer(_ value: Bool) {
        guard demand > 0, value != lastSent, let receive else { return }
        lastSent = value
        demand -= 1
        // Read and add after the call: the subscriber may request more while it receives.
        let more = receive(value)
        demand += more
    }

    func finish() {
        let finishDownstream = self.finishDownstream
        release()
        finishDownstream?()
    }

    // MARK: - Private

    private weak var stream: FlagStream?
    private var receive: ((Bool) -> Subscribers.Demand)?
    private var finishDownstream: (() -> Void)?
    private var demand = Subscribers.Demand.none
    private var lastSent: Bool?

    private func release() {
        stream = nil
        receive = nil
        finishDownstream = nil
    }
}
