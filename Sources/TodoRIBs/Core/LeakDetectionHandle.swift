/// An expectation registered with `LeakDetector`, as its registrar holds it.
@MainActor
public final class LeakDetectionHandle {
    /// Whether `cancel()` was called: the expectation will not be checked.
    public private(set) var isCancelled = false

    /// Whether the expectation still waits to be checked.
    public var isPending: Bool { !isCancelled && !isChecked }

    init() {}

    /// Withdraws the expectation, as a router does when it attaches the child again.
    public func cancel() {
        isCancelled = true
    }

    /// Set by `LeakDetector` once it has judged the expectation.
    var isChecked = false
}
