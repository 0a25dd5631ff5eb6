import MemoStore
import OpenCombine

extension MemoStream {
    /// Sends a request for `action` through `send` when subscribed, and emits its outcome: the
    /// result once, then finished, or the request's error.
    ///
    /// The stream is watched before the request goes out, so the outcome is caught whether it
    /// arrives during `send` or later. Cancelling stops the watch.
    func outcome(
        of action: MemoAction, sentThrough send: @escaping (MemoRequest) -> Void
    ) -> AnyPublisher<MemoResult, Error> {
        Deferred { [outcomes] () -> AnyPublisher<MemoResult, Error> in
            let request = MemoRequest(action)
            let arrived = CurrentValueSubject<MemoOutcome?, Never>(nil)
            let watch = outcomes.first { $0.request == request.id }.sink { arrived.send($0) }
            send(request)
            return arrived.compactMap { $0 }
                .first()
                .handleEvents(receiveCompletion: { _ in watch.cancel() }, receiveCancel: { watch.cancel() })
                .setFailureType(to: Error.self)
                .flatMap { outcome -> AnyPublisher<MemoResult, Error> in
                    switch outcome.result {
                    case .success(let result): return Just(result).setFailureType(to: Error.self).eraseToAnyPublisher()
                    case .failure(let error): return Fail(error: error).eraseToAnyPublisher()
                    }
                }
                .eraseToAnyPublisher()
        }
        .eraseToAnyPublisher()
    }

    /// The outcomes of the requests in `pending`, each removed from it as it arrives: how a
    /// screen hears back about what its own view asked for, and about nothing else.
    func outcomes(of pending: @escaping () -> Set<MemoRequestID>) -> AnyPublisher<MemoOutcome, Never> {
        outcomes.filter { pending().contains($0.request) }.eraseToAnyPublisher()
    }
}
