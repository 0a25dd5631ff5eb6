import OpenCombine

/// Subscribes to a publisher at once and records what it emits and how it ends.
@MainActor
final class PublisherRecorder<Output, Failure: Error> {
    private(set) var values: [Output] = []
    private(set) var finished = false
    private(set) var failure: Failure?

    init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        cancellable = publisher.sink(
            receiveCompletion: { [weak self] completion in
                switch completion {
                case .finished: self?.finished = true
                case .failure(let error): self?.failure = error
                }
            },
            receiveValue: { [weak self] in self?.values.append($0) })
    }

    /// Stops listening.
    func cancel() {
        cancellable?.cancel()
    }

    private var cancellable: AnyCancellable?
}
