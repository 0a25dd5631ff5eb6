/// Finds RIB objects that outlive the point where they should have been released: a detached
/// interactor or router, a dismissed view controller, kept alive by a retain cycle.
///
/// Ask for an expectation before the release, check it right after: the tree is confined to
/// the main actor and releases synchronously, so no timer is needed.
@MainActor
public final class LeakDetector {
    /// The detector tests use.
    public static let instance = LeakDetector()

    /// Starts watching `object`; the handle says whether it has been deallocated since.
    public func expectDeallocate(object: AnyObject) -> LeakDetectionHandle {
        LeakDetectionHandle(object: object)
    }

    /// The objects being watched that are still alive.
    public func leakingObjects(of handles: [LeakDetectionHandle]) -> [String] {
        handles.filter { !$0.isDeallocated }.map(\.objectDescription)
    }
}

/// One expectation of `LeakDetector`: a weak reference and what the object was.
@MainActor
public final class LeakDetectionHandle {
    /// What the watched object was, for the failure message.
    public let objectDescription: String

    /// Whether the watched object has been deallocated.
    public var isDeallocated: Bool { object == nil }

    init(object: AnyObject) {
        self.object = object
        objectDescription = String(describing: type(of: object))
    }

    // MARK: - Private

    private weak var object: AnyObject?
}
