import OpenCombine
import XCTest
@testable import TodoRIBs

@MainActor
final class InteractorTests: XCTestCase {
    func test_activate_isIdempotent_andCallsDidBecomeActiveOncePerChange() async {
        let interactor = InteractorMock()

        interactor.activate()
        interactor.activate()
        interactor.deactivate()
        interactor.deactivate()
        interactor.activate()

        XCTAssertTrue(interactor.isActive)
        XCTAssertEqual(interactor.didBecomeActiveCallCount, 2)
        XCTAssertEqual(interactor.willResignActiveCallCount, 1)
    }

    func test_isActiveStream_replaysTheCurrentValue_dropsDuplicates_andFinishesOnDeinit() async {
        var interactor: InteractorMock? = InteractorMock()
        interactor?.activate()
        var values: [Bool] = []
        var finished = false
        let subscription = interactor!.isActiveStream.sink(
            receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })

        interactor?.activate()
        interactor?.deactivate()
        interactor?.deactivate()
        interactor = nil

        XCTAssertEqual(values, [true, false])
        XCTAssertTrue(finished)
        subscription.cancel()
    }

    func test_disposeOnDeactivate_cancelsOnDeactivation() async {
        let interactor = InteractorMock()
        interactor.activate()
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        subject.sink { received.append($0) }.disposeOnDeactivate(interactor: interactor)

        subject.send(1)
        interactor.deactivate()
        subject.send(2)

        XCTAssertEqual(received, [1])
    }

    func test_disposeOnDeactivate_onAnInactiveInteractor_cancelsAtOnce() async {
        let interactor = InteractorMock()
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []

        subject.sink { received.append($0) }.disposeOnDeactivate(interactor: interactor)
        subject.send(1)

        XCTAssertEqual(received, [])
    }

    func test_confineTo_passesValuesOnlyWhileActive_deliveringTheLatestHeldBackOnActivation() async {
        let interactor = InteractorMock()
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let subscription = subject.confineTo(interactor).sink { received.append($0) }

        subject.send(1)
        interactor.activate()
        subject.send(2)
        interactor.deactivate()
        subject.send(3)
        subject.send(4)
        interactor.activate()

        XCTAssertEqual(received, [1, 2, 4])
        subscription.cancel()
    }

    func test_presentableInteractor_keepsItsPresenter() async {
        let presenter = ViewControllerMock()

        XCTAssertTrue(PresentableInteractor(presenter: presenter).presenter === presenter)
    }
}
