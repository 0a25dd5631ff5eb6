import OpenCombine
@testable import TodoRIBs

/// A shared, ordered record of what happened, for tests that check the order of hooks.
@MainActor
final class EventLog {
    private(set) var events: [String] = []

    func record(_ event: String) {
        events.append(event)
    }
}

/// An interactor that counts its lifecycle hooks and can log them.
@MainActor
final class InteractorMock: Interactor {
    let name: String
    let log: EventLog?
    private(set) var didBecomeActiveCallCount = 0
    private(set) var willResignActiveCallCount = 0
    /// Whether the interactor was still active while `willResignActive` ran.
    private(set) var wasActiveDuringWillResign: Bool?
    var didBecomeActiveHandler: (() -> Void)?

    init(name: String = "interactor", log: EventLog? = nil) {
        self.name = name
        self.log = log
        super.init()
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        didBecomeActiveCallCount += 1
        log?.record("\(name).didBecomeActive")
        didBecomeActiveHandler?()
    }

    override func willResignActive() {
        super.willResignActive()
        willResignActiveCallCount += 1
        wasActiveDuringWillResign = isActive
        log?.record("\(name).willResignActive")
    }
}

/// A router that records its `didLoad` and can attach children when it loads.
@MainActor
final class RouterMock: Router<InteractorMock> {
    let name: String
    private(set) var didLoadCallCount = 0
    /// Whether the interactor was active when `didLoad` ran.
    private(set) var wasInteractorActiveOnLoad: Bool?
    var childrenToAttachOnLoad: [Routing] = []

    init(interactor: InteractorMock, name: String = "router") {
        self.name = name
        super.init(interactor: interactor)
    }

    override func didLoad() {
        super.didLoad()
        didLoadCallCount += 1
        wasInteractorActiveOnLoad = interactor.isActive
        interactor.log?.record("\(name).didLoad")
        childrenToAttachOnLoad.forEach(attachChild)
    }
}

/// The root router of the launch tests.
@MainActor
final class LaunchRouterMock: LaunchRouter<InteractorMock, ViewControllerMock> {
    private(set) var didLoadCallCount = 0
    private(set) var wasInteractorActiveOnLoad: Bool?

    override func didLoad() {
        super.didLoad()
        didLoadCallCount += 1
        wasInteractorActiveOnLoad = interactor.isActive
    }
}

/// A viewable router for tests that need one that is not launched.
@MainActor
final class ViewableRouterMock: ViewableRouter<InteractorMock, ViewControllerMock> {}

/// A worker that counts its start and stop hooks.
@MainActor
final class WorkerMock: Worker {
    private(set) var didStartCallCount = 0
    private(set) var didStopCallCount = 0
    private(set) weak var lastScope: InteractorScope?
    var onStart: ((WorkerMock) -> Void)?

    override func didStart(_ interactorScope: InteractorScope) {
        super.didStart(interactorScope)
        didStartCallCount += 1
        lastScope = interactorScope
        onStart?(self)
    }

    override func didStop() {
        super.didStop()
        didStopCallCount += 1
    }
}

/// A view controller that records when it appears and disappears and the lines it takes.
@MainActor
final class ViewControllerMock: TerminalViewController {
    private(set) var viewDidAppearCallCount = 0
    private(set) var viewWillDisappearCallCount = 0
    private(set) var handledLines: [String] = []
    var linesToHandle: Set<String> = []

    override func viewDidAppear() {
        super.viewDidAppear()
        viewDidAppearCallCount += 1
    }

    override func viewWillDisappear() {
        super.viewWillDisappear()
        viewWillDisappearCallCount += 1
    }

    override func handle(_ line: String) -> Bool {
        guard linesToHandle.contains(line) else { return false }
        handledLines.append(line)
        return true
    }
}

/// A screen that keeps what is written and reads nothing.
@MainActor
final class ScreenMock: Screen {
    private(set) var written = ""
    private(set) var writtenErrors = ""
    let isInteractive = false
    let allowsColor = false
    let width = 80

    func write(_ text: String) {
        written += text
    }

    func writeError(_ text: String) {
        writtenErrors += text
    }

    func readLine(prompt: String) -> String? {
        nil
    }
}

/// A workflow that counts its hooks.
@MainActor
final class WorkflowMock<ActionableItemType>: Workflow<ActionableItemType> {
    private(set) var didCompleteCallCount = 0
    private(set) var didForkCallCount = 0
    private(set) var receivedErrors: [Error] = []

    override func didComplete() {
        super.didComplete()
        didCompleteCallCount += 1
    }

    override func didFork() {
        super.didFork()
        didForkCallCount += 1
    }

    override func didReceiveError(_ error: Error) {
        super.didReceiveError(error)
        receivedErrors.append(error)
    }
}

/// The error the workflow tests fail with.
struct WorkflowError: Error, Equatable {
    let id: Int
}

/// Collects what a publisher emits.
@MainActor
final class Recorder<Value> {
    private(set) var values: [Value] = []
    private(set) var isFinished = false
    private(set) var cancellable: AnyCancellable?

    init<P: Publisher>(_ publisher: P) where P.Output == Value, P.Failure == Never {
        cancellable = publisher.sink(
            receiveCompletion: { [unowned self] _ in self.isFinished = true },
            receiveValue: { [unowned self] in self.values.append($0) })
    }

    func cancel() {
        cancellable?.cancel()
    }
}

/// The actionable item of the workflow tests: an interactor, so steps wait for it to be active.
@MainActor
final class ActionableItem: Interactor {}

@MainActor
func just<A, V>(_ item: A, _ value: V) -> AnyPublisher<(A, V), Error> {
    Just((item, value)).setFailureType(to: Error.self).eraseToAnyPublisher()
}

@MainActor
func fail<A, V>(_ error: Error, _: A.Type, _: V.Type) -> AnyPublisher<(A, V), Error> {
    Fail(error: error).eraseToAnyPublisher()
}

/// An `Interactable` written from scratch, as RIBs allows, rather than subclassing `Interactor`.
@MainActor
final class BareInteractable: Interactable {
    private(set) var activateCallCount = 0
    private let subject = CurrentValueSubject<Bool, Never>(false)

    var isActive: Bool { subject.value }
    var isActiveStream: AnyPublisher<Bool, Never> { subject.eraseToAnyPublisher() }

    func activate() {
        activateCallCount += 1
        subject.send(true)
    }

    func deactivate() {
        subject.send(false)
    }
}

/// A `ViewControllable` that wraps a terminal view controller instead of being one.
@MainActor
final class BareViewControllable: ViewControllable {
    let terminalViewController = TerminalViewController()
}

/// A scope that is never active and whose stream ends on demand, as a scope that goes away.
@MainActor
final class EndingScope: InteractorScope {
    private let subject = CurrentValueSubject<Bool, Never>(false)

    var isActive: Bool { false }
    var isActiveStream: AnyPublisher<Bool, Never> { subject.eraseToAnyPublisher() }

    func end() {
        subject.send(completion: .finished)
    }
}
