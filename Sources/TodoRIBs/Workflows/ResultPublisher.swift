import OpenCombine

/// A publisher of one result: when a subscriber asks for a value, `start` runs and hands back
/// the result once (a value, then finished; or the error); cancelling stops what `start`
/// began. How actionable items answer a Workflow's step.
///
/// One small type instead of a stack of operators (`first`, `compactMap`, `flatMap`, `Just`,
/// `setFailureType` …): every distinct generic type costs the runtime a scan of the binary's
/// conformance records the first time it is used, and a one-shot command uses each once.
@MainActor
public struct ResultPublisher<Output> {
    /// Begins the work and calls `deliver` with its result, now or later; the cancellable,
    /// if any, is kept until then and cancelled if the subscriber cancels first.
    public typealias Start = (_ deliver: @escaping (Result<Output, Error>) -> Void) -> AnyCancellable?

    /// Creates a publisher that runs `start` for each subscriber that asks for a value.
    public init(_ start: @escaping Start) {
        self.start = start
    }

    /// A publisher of `value`, at once.
    public static func value(_ value: Output) -> AnyPublisher<Output, Error> {
        ResultPublisher { deliver in
            deliver(.success(value))
            return nil
        }.eraseToAnyPublisher()
    }

    /// A publisher that fails with `error`, at once.
    public static func failure(_ error: Error) -> AnyPublisher<Output, Error> {
        ResultPublisher { deliver in
            deliver(.failure(error))
            return nil
        }.eraseToAnyPublisher()
    }

    // MARK: - Private

    private let start: Start
}

extension ResultPublisher: @preconcurrency Publisher {
    public typealias Failure = Error

    public func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Output, Downstream.Failure == Error {
        // Not wrapped in AnySubscriber: OpenCombine's describes the subscriber eagerly, with
        // String(describing:) and a Mirror, which costs more than everything a command does.
        subscriber.receive(subscription: ResultSubscription(start: start, downstream: subscriber))
    }
}

/// One subscriber's wait for the result.
@MainActor
private final class ResultSubscription<Downstream: Subscriber> where Downstream.Failure == Error {
    typealias Output = Downstream.Input

    init(start: @escaping ResultPublisher<Output>.Start, downstream: Downstream) {
        self.start = start
        self.downstream = downstream
    }

    // MARK: - Private

    private let start: ResultPublisher<Output>.Start
    private var downstream: Downstream?
    private var work: AnyCancellable?
    private var isStarted = false

    private func deliver(_ result: Result<Output, Error>) {
        guard let downstream else { return }
        self.downstream = nil
        work = nil
        switch result {
        case .success(let output):
            _ = downstream.receive(output)
            downstream.receive(completion: .finished)
        case .failure(let error):
            downstream.receive(completion: .failure(error))
        }
    }
}

extension ResultSubscription: @preconcurrency Subscription {
    func request(_ demand: Subscribers.Demand) {
        guard demand > 0, !isStarted, downstream != nil else { return }
        isStarted = true
        let work = start { [weak self] result in self?.deliver(result) }
        // The result may have arrived while starting; then there is nothing left to keep.
        if downstream != nil {
            self.work = work
        }
    }

    func cancel() {
        downstream = nil
        work?.cancel()
        work = nil
    }
}
