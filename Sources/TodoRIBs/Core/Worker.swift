import OpenCombine

/// A worker as its owner sees it: something to start within an interactor's scope and stop.
@MainActor
public protocol Working: AnyObject {
    /// Starts the worker within `interactorScope`; does nothing when it is started already.
    func start(_ interactorScope: InteractorScope)
    /// Stops the worker; does nothing when it is stopped already.
    func stop()
    /// Whether the worker is started (it runs only while its scope is also active).
    var isStarted: Bool { get }
    /// The started state: replays the current value, emits each change once, finishes on deinit.
    var isStartedStream: AnyPublisher<Bool, Never> { get }
}

/// The base of every worker: work that runs while its interactor's scope is active.
///
/// A started worker's `didStart(_:)` runs each time its scope becomes active (at once if it is
/// active when started), and `didStop()` each time the scope resigns or the worker is stopped.
/// The worker holds its scope weakly, so binding to an interactor never keeps it alive.
@MainActor
open class Worker: Working {
    /// Creates a stopped worker.
    public init() {}

    public final var isStarted: Bool {
        isStartedState.value
    }

    public final var isStartedStream: AnyPublisher<Bool, Never> {
        isStartedState.publisher
    }

    public final func start(_ interactorScope: InteractorScope) {
        guard !isStarted else { return }
        stopRunning()
        isStartedState.send(true)
        bind(to: interactorScope)
    }

    /// Called each time the worker starts running: started, and its scope active. The default does nothing.
    open func didStart(_ interactorScope: InteractorScope) {}

    public final func stop() {
        guard isStarted else { return }
        isStartedState.send(false)
        stopRunning()
        scopeBinding?.cancel()
        scopeBinding = nil
    }

    /// Called each time the worker stops running: stopped, or its scope resigned. The default does nothing.
    open func didStop() {}

    // MARK: - Internal

    /// The subscriptions to cancel when the worker stops running; `nil` while it is not running.
    var runningCancellables: [AnyCancellable]?

    // MARK: - Private

    private let isStartedState = FlagStream(false)
    private var scopeBinding: AnyCancellable?

    private func bind(to interactorScope: InteractorScope) {
        scopeBinding = FlagSink.sink(activeStateOf: interactorScope) { [weak self, weak interactorScope] isActive in
            guard let self else { return }
            if isActive, self.isStarted, let interactorScope {
                self.startRunning(in: interactorScope)
            } else if !isActive {
                self.stopRunning()
            }
        }
    }

    private func startRunning(in interactorScope: InteractorScope) {
        guard runningCancellables == nil else { return }
        runningCancellables = []
        didStart(interactorScope)
    }

    private func stopRunning() {
        guard let cancellables = runningCancellables else { return }
        runningCancellables = nil
        cancellables.forEach { $0.cancel() }
        didStop()
    }

    isolated deinit {
        stop()
        isStartedState.finish()
    }
}

extension AnyCancellable {
    /// Keeps this subscription until `worker` stops running, then cancels it; cancels it at
    /// once when the worker is not running.
    @MainActor
    public func disposeOnStop(worker: Worker) {
        if worker.runningCancellables != nil {
            worker.runningCancellables?.append(self)
        } else {
            cancel()
        }
    }
}
