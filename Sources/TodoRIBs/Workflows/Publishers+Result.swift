import OpenCombine

extension Publishers {
    /// Runs `body` now and turns its result into a publisher that emits that value once and
    /// finishes, or fails with what `body` threw: how a synchronous step of a Workflow reports
    /// back.
    @MainActor
    static func result<Output>(of body: () throws -> Output) -> AnyPublisher<Output, Error> {
        do {
            return Just(try body()).setFailureType(to: Error.self).eraseToAnyPublisher()
        } catch {
            return Fail(error: error).eraseToAnyPublisher()
        }
    }
}
