import MemoStore
import OpenCombine

extension MemoStream {
    /// Sends a request for `action` through `send` when subscribed, and emits what `transform`
    /// makes of its outcome, once, or the request's (or the transform's) error.
    ///
    /// The stream is watched before the request goes out, so the outcome is caught whether it
    /// arrives during `send` or later. Cancelling stops the watch.
    func outcome<Output>(
        of action: MemoAction, sentThrough send: @escaping (MemoRequest) -> Void,
        _ transform: @escaping (MemoResult) throws -> Output
    ) -> AnyPublisher<Output, Error> {
        ResultPublisher { [outcomes] deliver in
            let request = MemoRequest(action)
            let watch = outcomes.sink { outcome in
                guard outcome.request == request.id else { return }
                deliver(outcome.result.flatMap { result in Result { try transform(result) } })
            }
            send(request)
            return watch
        }
        .eraseToAnyPublisher()
    }
}
