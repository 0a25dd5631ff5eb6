import OpenCombine

/// The stages of a router's life that things bound to it observe.
public enum RouterLifecycle: Sendable, Equatable {
    /// The router loaded: it attached its initial children.
    case didLoad
}

/// The lifecycle of a router, as things bound to it observe it.
@MainActor
public protocol RouterScope: AnyObject {
    /// Emits `.didLoad` once, when the router loads; finishes when the router is deallocated.
    var lifecycle: AnyPublisher<RouterLifecycle, Never> { get }
}

/// A router as its parent sees it: a node of the RIB tree.
@MainActor
public protocol Routing: RouterScope {
    /// The interactor this router activates and deactivates.
    var interactable: Interactable { get }
    /// The routers attached below this one, in the order they were attached.
    var children: [Routing] { get }
    /// Loads the router once: it binds its subtree to its interactor and calls `didLoad()`.
    func load()
    /// Attaches `child`: it is appended to `children`, its interactor activated, then it loads.
    /// Attaching a child that is attached already is a programming error: a failed assertion
    /// in a debug build; in release the call is ignored.
    func attachChild(_ child: Routing)
    /// Detaches `child`: its interactor, and so its whole subtree, is deactivated and it is
    /// removed. In a debug build, `LeakDetector` then expects the child to be released.
    func detachChild(_ child: Routing)
}

/// The base of every router: owns the interactor and the attached children of a RIB.
///
/// Once loaded, the router follows its interactor: when the interactor deactivates, every
/// router below it deactivates too, and when it is activated again they are activated
/// again. A router that is deallocated deactivates its interactor and detaches its children.
@MainActor
open class Router<InteractorType>: Routing {
    /// The interactor, as its own type.
    public let interactor: InteractorType
    /// The interactor, as its router drives it.
    public let interactable: Interactable

    /// Creates a router for `interactor`, which must conform to `Interactable`.
    public init(interactor: InteractorType) {
        self.interactor = interactor
        self.interactable = classFirstCast(interactor, to: Interactable.self, tryingFirst: Interactor.self) { $0 }
    }

    public final private(set) var children: [Routing] = []

    public final var lifecycle: AnyPublisher<RouterLifecycle, Never> {
        lifecycleSubject.eraseToAnyPublisher()
    }

    public final func load() {
        guard !didLoadFlag else { return }
        didLoadFlag = true
        bindSubtreeActiveState()
        lifecycleSubject.send(.didLoad)
        didLoad()
    }

    /// Called once, when the router loads: attach the initial children here. The default does nothing.
    open func didLoad() {}

    public final func attachChild(_ child: Routing) {
        guard !children.contains(where: { $0 === child }) else {
            DebugAssertion.fail("\(child) is attached to \(self) already")
            return
        }
        #if DEBUG
            withdrawReleaseExpectations(of: child)
            checkDetachedChildren()
        #endif
        children.append(child)
        // Activate before loading, so a child's didLoad can rely on its interactor being active.
        child.interactable.activate()
        child.load()
    }

    public final func detachChild(_ child: Routing) {
        #if DEBUG
            checkDetachedChildren()
            let wasAttached = children.contains { $0 === child }
        #endif
        removeChild(child)
        #if DEBUG
            if wasAttached {
                expectRelease(of: child)
            }
        #endif
    }

    // MARK: - Internal

    #if DEBUG
        /// What `LeakDetector` expects of the children this router detached.
        var detachedChildExpectations: [DetachedChildExpectations] = []
    #endif

    // MARK: - Private

    private let lifecycleSubject = PassthroughSubject<RouterLifecycle, Never>()
    private var didLoadFlag = false
    private var subtreeBinding: AnyCancellable?

    private func bindSubtreeActiveState() {
        // The interactor's own state is already right; only the routers below follow it.
        subtreeBinding = FlagSink.sink(activeStateOf: interactable) { [weak self] isActive in
            self?.setChildrensSubtreeActive(isActive)
        }
    }

    private func setChildrensSubtreeActive(_ isActive: Bool) {
        for child in children {
            Self.visitSubtree(of: child) { router in
                if router.interactable.isActive != isActive {
                    isActive ? router.interactable.activate() : router.interactable.deactivate()
                }
            }
        }
    }

    private func removeChild(_ child: Routing) {
        child.interactable.deactivate()
        children.removeAll { $0 === child }
    }

    private static func visitSubtree(of router: Routing, _ visit: (Routing) -> Void) {
        visit(router)
        for child in router.children {
            visitSubtree(of: child, visit)
        }
    }

    isolated deinit {
        interactable.deactivate()
        // Nothing routes through this router any more to check its children's release.
        for child in children {
            removeChild(child)
        }
        lifecycleSubject.send(completion: .finished)
        subtreeBinding?.cancel()
    }
}
