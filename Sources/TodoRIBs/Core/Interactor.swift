import OpenCombine

/// The lifecycle of an interactor, as things bound to it observe it.
@MainActor
public protocol InteractorScope: AnyObject {
    /// Whether the interactor is active: attached to an active parent, or launched.
    var isActive: Bool { get }
    /// The active state: replays the current value on subscription, emits each change once
    /// (no duplicates), and finishes when the interactor is deallocated.
    var isActiveStream: AnyPublisher<Bool, Never> { get }
}

/// An interactor as its router sees it: something to activate and deactivate.
@MainActor
public protocol Interactable: InteractorScope {
    /// Activates the interactor; does nothing when it is active already.
    func activate()
    /// Deactivates the interactor; does nothing when it is inactive already.
    func deactivate()
}

/// The base of every interactor: the business logic of a RIB, alive as long as its router.
///
/// `didBecomeActive()` runs once per activation and `willResignActive()` once per
/// deactivation; subscriptions made while active are kept with `disposeOnDeactivate` and
/// cancelled when the interactor resigns.
@MainActor
open class Interactor: Interactable {
    /// Creates an inactive interactor.
    public init() {}

    public final var isActive: Bool {
        isActiveState.value
    }

    public final var isActiveStream: AnyPublisher<Bool, Never> {
        isActiveState.publisher
    }

    public final func activate() {
        guard !isActive else { return }
        activenessCancellables = []
        isActiveState.send(true)
        didBecomeActive()
    }

    /// Called once each time the interactor becomes active; the default does nothing.
    open func didBecomeActive() {}

    public final func deactivate() {
        guard isActive else { return }
        willResignActive()
        let cancellables = activenessCancellables
        activenessCancellables = nil
        cancellables?.forEach { $0.cancel() }
        isActiveState.send(false)
    }

    /// Called once each time the interactor is about to resign; the default does nothing.
    open func willResignActive() {}

    // MARK: - Internal

    /// The subscriptions to cancel on deactivation; `nil` while inactive.
    var activenessCancellables: [AnyCancellable]?

    /// The active state, which `isActiveStream` publishes type-erased.
    let isActiveState = FlagStream(false)

    isolated deinit {
        if isActive {
            deactivate()
        }
        isActiveState.finish()
    }
}

extension AnyCancellable {
    /// Keeps this subscription until `interactor` deactivates, then cancels it; cancels it at
    /// once when the interactor is inactive already.
    @MainActor
    public func disposeOnDeactivate(interactor: Interactor) {
        if interactor.activenessCancellables != nil {
            interactor.activenessCancellables?.append(self)
        } else {
            cancel()
        }
    }
}
