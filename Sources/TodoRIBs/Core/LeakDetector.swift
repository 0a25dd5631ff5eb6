/// Finds RIB objects that outlive the point where they should have been released, as RIBs'
/// `LeakDetector` does: a router hands it every child it detaches, expecting the child's
/// router and interactor to be deallocated and its view controller to be off the window once
/// a grace period has passed. One that is not is a leak, reported by a failed assertion in a
/// debug build; release builds hand it nothing.
///
/// When the check runs: a command-line program has no run loop to schedule it on, and a
/// one-shot command must exit as soon as its work is done, so there is no timer and no thread.
/// An expectation is checked lazily, once its grace period has passed, at the next attach or
/// detach of the router that registered it, or at `flush()`. A command that exits within the
/// grace period never checks; a session checks as the person moves through its screens.
/// Checking at the registering router only keeps one tree's expectations from being judged
/// by another's operations (tests build many trees in one process).
@MainActor
public final class LeakDetector {
    /// The detector routers report to; tests put their own in its place.
    public internal(set) static var instance = LeakDetector()

    /// How long a released object may stay alive before it counts as leaked.
    public var gracePeriod: Duration

    /// Creates a detector that waits `gracePeriod` and hands each leak's description to
    /// `reportLeak`; by default, a failed assertion in a debug build and nothing in release.
    public init(
        gracePeriod: Duration = .seconds(1),
        reportLeak: @escaping (String) -> Void = { assertionFailure($0) }
    ) {
        self.gracePeriod = gracePeriod
        self.reportLeak = reportLeak
    }

    /// Expects `object` to be deallocated within the grace period; checked at the next
    /// routing operation of `registrar` or at `flush()` after that.
    /// - returns: the handle that cancels the expectation.
    @discardableResult
    public func expectDeallocate(object: AnyObject, registrar: AnyObject? = nil) -> LeakDetectionHandle {
        let description = String(describing: type(of: object))
        return expect(object, registrar: registrar) { object in
            object.map { _ in "\(description) was not deallocated: it leaked" }
        }
    }

    /// Expects `viewController`, if it is still alive, to be off every window (neither root
    /// nor on a modal stack) within the grace period; checked like `expectDeallocate`.
    /// - returns: the handle that cancels the expectation.
    @discardableResult
    public func expectViewControllerDisappear(
        viewController: TerminalViewController,
        registrar: AnyObject? = nil
    ) -> LeakDetectionHandle {
        let description = String(describing: type(of: viewController))
        return expect(viewController, registrar: registrar) { object in
            guard let viewController = object as? TerminalViewController, viewController.currentWindow != nil
            else { return nil }
            return "\(description) is still on the window: its appearance leaked"
        }
    }

    /// The number of expectations not yet checked or cancelled.
    public var pendingCount: Int { expectations.count { $0.handle.isPending } }

    /// Checks every expectation whose grace period has passed, whoever registered it.
    public func flush() {
        check { _ in true }
    }

    /// Checks the expectations `registrar` registered whose grace period has passed.
    func checkExpired(registeredBy registrar: AnyObject) {
        guard !expectations.isEmpty else { return }
        check { $0.registrar === registrar }
    }

    // MARK: - Private

    private let reportLeak: (String) -> Void
    private var expectations: [LeakExpectation] = []

    private func expect(
        _ object: AnyObject,
        registrar: AnyObject?,
        leak: @escaping (AnyObject?) -> String?
    ) -> LeakDetectionHandle {
        let handle = LeakDetectionHandle()
        let deadline = ContinuousClock.now.advanced(by: gracePeriod)
        expectations.append(
            LeakExpectation(object: object, registrar: registrar, deadline: deadline, handle: handle, leak: leak))
        return handle
    }

    private func check(_ isChecked: (LeakExpectation) -> Bool) {
        let now = ContinuousClock.now
        var due: [LeakExpectation] = []
        expectations.removeAll { expectation in
            if expectation.handle.isCancelled { return true }
            guard expectation.deadline <= now, isChecked(expectation) else { return false }
            due.append(expectation)
            return true
        }
        // Reported after the list is settled, so a report that re-enters finds it consistent.
        for expectation in due {
            expectation.handle.isChecked = true
            if let message = expectation.leak(expectation.object) {
                reportLeak(message)
            }
        }
    }
}

/// One thing `LeakDetector` waits for: weak references only, so watching keeps nothing alive.
@MainActor
private final class LeakExpectation {
    weak var object: AnyObject?
    weak var registrar: AnyObject?
    let deadline: ContinuousClock.Instant
    let handle: LeakDetectionHandle
    /// What leaked, given the object if it is still alive; `nil` when nothing did.
    let leak: (AnyObject?) -> String?

    init(
        object: AnyObject,
        registrar: AnyObject?,
        deadline: ContinuousClock.Instant,
        handle: LeakDetectionHandle,
        leak: @escaping (AnyObject?) -> String?
    ) {
        self.object = object
        self.registrar = registrar
        self.deadline = deadline
        self.handle = handle
        self.leak = leak
    }
}
