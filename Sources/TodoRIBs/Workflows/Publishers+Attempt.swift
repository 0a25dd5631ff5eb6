import OpenCombine

/// Runs `body` now and turns its result into a publisher that emits once and finishes, or
/// fails with what it threw: how a synchronous step of a Workflow reports back.
@MainActor
func attempt<Output>(_ body: () throws -> Output) -> AnyPublisher<Output, Error> {
    do {
        return Just(try body()).setFailureType(to: Error.self).eraseToAnyPublisher()
    } catch {
        return Fail(error: error).eraseToAnyPublisher()
    }
}
