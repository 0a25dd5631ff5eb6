import OpenCombine

extension Publisher {
    /// The values of this publisher let through only while `scope` is active. The latest
    /// value held back while inactive is delivered when the scope becomes active again, as a
    /// `combineLatest` with the active state would. Finishes when this publisher finishes.
    @MainActor
    public func confineTo(_ scope: InteractorScope) -> AnyPublisher<Output, Failure> {
        let upstream = self
        let isActiveStream = scope.isActiveStream
        return Deferred { () -> AnyPublisher<Output, Failure> in
            let gate = ConfinementGate<Output, Failure>()
            return gate.output
                .handleEvents(
                    receiveCancel: { gate.cancel() },
                    receiveRequest: { _ in gate.open(upstream: upstream, isActiveStream: isActiveStream) })
                .eraseToAnyPublisher()
        }
        .eraseToAnyPublisher()
    }
}

/// The state behind one subscription of `confineTo`: the latest value and whether to pass it.
@MainActor
private final class ConfinementGate<Output, Failure: Error> {
    let output = PassthroughSubject<Output, Failure>()

    func open<Upstream: Publisher>(upstream: Upstream, isActiveStream: AnyPublisher<Bool, Never>)
    where Upstream.Output == Output, Upstream.Failure == Failure {
        guard !isOpen else { return }
        isOpen = true
        isActiveStream
            .sink { [unowned self] isActive in
                self.isActive = isActive
                if isActive, let latest = self.latest {
                    self.latest = nil
                    output.send(latest)
                }
            }
            .store(in: &subscriptions)
        upstream
            .sink(
                receiveCompletion: { [unowned self] in output.send(completion: $0) },
                receiveValue: { [unowned self] value in
                    if isActive {
                        output.send(value)
                    } else {
                        latest = value
                    }
                })
            .store(in: &subscriptions)
    }

    func cancel() {
        subscriptions.forEach { $0.cancel() }
        subscriptions = []
    }

    // MARK: - Private

    private var isOpen = false
    private var isActive = false
    private var latest: Output?
    private var subscriptions: [AnyCancellable] = []
}
