import OpenCombine
import XCTest
@testable import TodoRIBs

@MainActor
final class InteractorTests: XCTestCase {
    func test_init_isInactive() async throws {
        // given / when
        let interactor = InteractorMock()

        // then
        XCTAssertFalse(interactor.isActive)
        XCTAssertEqual(interactor.didBecomeActiveCallCount, 0)
    }

    func test_activate_becomesActiveAndCallsDidBecomeActiveOnce() async throws {
        // given
        let interactor = InteractorMock()

        // when
        interactor.activate()

        // then
        XCTAssertTrue(interactor.isActive)
        XCTAssertEqual(interactor.didBecomeActiveCallCount, 1)
    }

    func test_activate_twice_isIdempotent() async throws {
        // given
        let interactor = InteractorMock()
        interactor.activate()

        // when
        interactor.activate()

        // then
        XCTAssertTrue(interactor.isActive)
        XCTAssertEqual(interactor.didBecomeActiveCallCount, 1)
    }

    func test_activate_isActiveIsTrueWithinDidBecomeActive() async throws {
        // given
        let interactor = InteractorMock()
        var wasActive: Bool?
        interactor.didBecomeActiveHandler = { [unowned interactor] in wasActive = interactor.isActive }

        // when
        interactor.activate()

        // then
        XCTAssertEqual(wasActive, true)
    }

    func test_deactivate_whenActive_becomesInactiveAndCallsWillResignActiveOnce() async throws {
        // given
        let interactor = InteractorMock()
        interactor.activate()

        // when
        interactor.deactivate()

        // then
        XCTAssertFalse(interactor.isActive)
        XCTAssertEqual(interactor.willResignActiveCallCount, 1)
        XCTAssertEqual(interactor.wasActiveDuringWillResign, true)
    }

    func test_deactivate_whenInactive_doesNothing() async throws {
        // given
        let interactor = InteractorMock()

        // when
        interactor.deactivate()

        // then
        XCTAssertFalse(interactor.isActive)
        XCTAssertEqual(interactor.willResignActiveCallCount, 0)
    }

    func test_deactivate_twice_callsWillResignActiveOnce() async throws {
        // given
        let interactor = InteractorMock()
        interactor.activate()
        interactor.deactivate()

        // when
        interactor.deactivate()

        // then
        XCTAssertEqual(interactor.willResignActiveCallCount, 1)
    }

    func test_activateDeactivateCycles_callEachHookOncePerCycle() async throws {
        // given
        let interactor = InteractorMock()

        // when
        for _ in 0..<3 {
            interactor.activate()
            interactor.deactivate()
        }

        // then
        XCTAssertEqual(interactor.didBecomeActiveCallCount, 3)
        XCTAssertEqual(interactor.willResignActiveCallCount, 3)
    }

    func test_isActiveStream_replaysTheCurrentValueOnSubscription() async throws {
        // given
        let interactor = InteractorMock()
        interactor.activate()

        // when
        let recorder = Recorder(interactor.isActiveStream)

        // then
        XCTAssertEqual(recorder.values, [true])
    }

    func test_isActiveStream_replaysFalseWhenInactive() async throws {
        // given
        let interactor = InteractorMock()

        // when
        let recorder = Recorder(interactor.isActiveStream)

        // then
        XCTAssertEqual(recorder.values, [false])
    }

    func test_isActiveStream_emitsEachChangeOnce_dropsDuplicates() async throws {
        // given
        let interactor = InteractorMock()
        let recorder = Recorder(interactor.isActiveStream)

        // when
        interactor.activate()
        interactor.activate()
        interactor.deactivate()
        interactor.deactivate()
        interactor.activate()

        // then
        XCTAssertEqual(recorder.values, [false, true, false, true])
        XCTAssertFalse(recorder.isFinished)
    }

    func test_isActiveStream_finishesWhenTheInteractorIsDeallocated() async throws {
        // given
        var interactor: InteractorMock? = InteractorMock()
        weak let weakInteractor = interactor
        let recorder = Recorder(interactor!.isActiveStream)
        XCTAssertFalse(recorder.isFinished)

        // when
        interactor = nil

        // then
        XCTAssertNil(weakInteractor)
        XCTAssertTrue(recorder.isFinished)
    }

    func test_deinit_whenActive_emitsFalseThenFinishes() async throws {
        // given
        var interactor: InteractorMock? = InteractorMock()
        weak let weakInteractor = interactor
        interactor?.activate()
        let recorder = Recorder(interactor!.isActiveStream)

        // when
        interactor = nil

        // then
        XCTAssertNil(weakInteractor)
        XCTAssertEqual(recorder.values, [true, false])
        XCTAssertTrue(recorder.isFinished)
    }

    func test_isActiveStream_doesNotRetainTheInteractor() async throws {
        // given
        var interactor: InteractorMock? = InteractorMock()
        weak let weakInteractor = interactor
        let recorder = Recorder(interactor!.isActiveStream)

        // when
        interactor = nil

        // then
        XCTAssertNil(weakInteractor)
        recorder.cancel()
    }

    func test_disposeOnDeactivate_cancelsTheSubscriptionOnDeactivation() async throws {
        // given
        let interactor = InteractorMock()
        interactor.activate()
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        subject.sink { received.append($0) }.disposeOnDeactivate(interactor: interactor)
        subject.send(1)

        // when
        interactor.deactivate()
        subject.send(2)

        // then
        XCTAssertEqual(received, [1])
    }

    func test_disposeOnDeactivate_whenInactive_cancelsAtOnce() async throws {
        // given
        let interactor = InteractorMock()
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []

        // when
        subject.sink { received.append($0) }.disposeOnDeactivate(interactor: interactor)
        subject.send(1)

        // then
        XCTAssertEqual(received, [])
    }

    func test_disposeOnDeactivate_afterReactivation_keepsTheNewSubscriptionUntilNextDeactivation() async throws {
        // given
        let interactor = InteractorMock()
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        interactor.activate()
        interactor.deactivate()
        interactor.activate()
        subject.sink { received.append($0) }.disposeOnDeactivate(interactor: interactor)

        // when
        subject.send(1)
        interactor.deactivate()
        subject.send(2)

        // then
        XCTAssertEqual(received, [1])
    }

    func test_disposeOnDeactivate_isCancelledWhenTheActiveInteractorIsDeallocated() async throws {
        // given
        var interactor: InteractorMock? = InteractorMock()
        weak let weakInteractor = interactor
        interactor?.activate()
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        subject.sink { received.append($0) }.disposeOnDeactivate(interactor: interactor!)

        // when
        interactor = nil
        subject.send(1)

        // then
        XCTAssertNil(weakInteractor)
        XCTAssertEqual(received, [])
    }

    func test_presentableInteractor_keepsItsPresenter() async throws {
        // given
        let viewController = ViewControllerMock()

        // when
        let interactor = PresentableInteractor(presenter: viewController)

        // then
        XCTAssertTrue(interactor.presenter === viewController)
        XCTAssertFalse(interactor.isActive)
    }
}
