import OpenCombine
@testable import TodoRIBs

/// An interactor that counts its lifecycle hooks.
@MainActor
final class InteractorMock: Interactor {
    var didBecomeActiveCallCount = 0
    var willResignActiveCallCount = 0
    var didBecomeActiveHandler: (() -> Void)?

    override func didBecomeActive() {
        super.didBecomeActive()
        didBecomeActiveCallCount += 1
        didBecomeActiveHandler?()
    }

    override func willResignActive() {
        super.willResignActive()
        willResignActiveCallCount += 1
    }
}

/// A router that records its `didLoad` and can attach children on load.
@MainActor
final class RouterMock: Router<InteractorMock> {
    var didLoadCallCount = 0
    var childrenToAttachOnLoad: [Routing] = []

    override func didLoad() {
        super.didLoad()
        didLoadCallCount += 1
        childrenToAttachOnLoad.forEach(attachChild)
    }
}

/// A worker that counts its start and stop hooks.
@MainActor
final class WorkerMock: Worker {
    var didStartCallCount = 0
    var didStopCallCount = 0
    var onStart: ((Worker) -> Void)?

    override func didStart(_ interactorScope: InteractorScope) {
        super.didStart(interactorScope)
        didStartCallCount += 1
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
    var appearCount = 0
    var disappearCount = 0
    var handledLines: [String] = []
    var handles: Set<String> = []

    override func viewDidAppear() {
        super.viewDidAppear()
        appearCount += 1
    }

    override func viewWillDisappear() {
        super.viewWillDisappear()
        disappearCount += 1
    }

    override func handle(_ line: String) -> Bool {
        guard handles.contains(line) else { return false }
        handledLines.append(line)
        return true
    }
}

/// A screen that keeps what is written.
@MainActor
final class RecordingScreen: Screen {
    var output = ""
    func write(_ text: String) { output += text }
    func writeError(_ text: String) { output += text }
    func readLine(prompt: String) -> String? { nil }
    let isInteractive = false
    let allowsColor = false
    let width = 80
}
