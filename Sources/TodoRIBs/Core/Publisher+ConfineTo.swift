import OpenCombine

extension Publisher {
    /// The values of this publisher, delivered only while `scope` is active.
    ///
    /// Values sent while the scope is active pass straight through, including those sent at
    /// once on subscription. While it is inactive, only the latest value is held back, and
    /// it is delivered when the scope becomes active again. Each value is delivered at most
    /// once: unlike RIBs' `combineLatest`-based `confineTo`, becoming active again does not
    /// repeat a value already delivered. Completion and failure are passed on at once, active
    /// or not, and a value still held back then is dropped.
    @MainActor
    public func confineTo(_ scope: InteractorScope) -> AnyPublisher<Output, Failure> {
        ConfinedPublisher(upstream: self, isActiveStream: scope.isActiveStream).eraseToAnyPublisher()
    }
}

/// The publisher behind `confineTo`: one gate per subscriber, opened once demand arrives.
private struct ConfinedPublisher<Upstream: Publisher>: Publisher {
    typealias Output = Upstream.Output
    typealias Failure = Upstream.Failure

    let upstream: Upstream
    let isActiveStream: AnyPublisher<Bool, Never>

    func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Output, Downstream.Failure == Failure {
        let gate = ConfinementGate(upstream: upstream, isActiveStream: isActiveStream, downstream: subscriber)
        subscriber.receive(subscription: gate)
    }
}

/// One subscription of `confineTo`: subscribes upstream and to the active state when the
/// subscriber first asks for values, so nothing sent at subscription is lost.
private final class ConfinementGate<Upstream: Publisher, Downstream: Subscriber>: Subscription
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    init(upstream: Upstream, isActiveStream: AnyPublisher<Bool, Never>, downstream: Downstream) {
        self.upstream = upstream
        self.isActiveStream = isActiveStream
        self.downstream = downstream
    }

    func request(_ demand: Subscribers.Demand) {
        self.demand += demand
        guard !isOpen else {
            deliverHeldBack()
            return
        }
        isOpen = true
        FlagSink.sink(isActiveStream) { [weak self] isActive in
            self?.isActive = isActive
            self?.deliverHeldBack()
        }
        .store(in: &subscriptions)
        upstream
            .sink(
                receiveCompletion: { [weak self] in self?.finish($0) },
                receiveValue: { [weak self] in self?.receive($0) })
            .store(in: &subscriptions)
    }

    func cancel() {
        downstream = nil
        subscriptions.forEach { $0.cancel() }
        subscriptions = []
    }

    // MARK: - Private

    private let upstream: Upstream
    private let isActiveStream: AnyPublisher<Bool, Never>
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var isOpen = false
    private var isActive = false
    private var heldBack: Upstream.Output?
    private var subscriptions: [AnyCancellable] = []

    private func receive(_ value: Upstream.Output) {
        heldBack = value
        deliverHeldBack()
    }

    private func deliverHeldBack() {
        guard isActive, demand > 0, let value = heldBack, let downstream else { return }
        heldBack = nil
        demand -= 1
        demand += downstream.receive(value)
    }

    private func finish(_ completion: Subscribers.Completion<Upstream.Failure>) {
        let downstream = self.downstream
        cancel()
        downstream?.receive(completion: completion)
    }
}
