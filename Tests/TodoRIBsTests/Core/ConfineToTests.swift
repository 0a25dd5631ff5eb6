import OpenCombine
import XCTest
@testable import TodoRIBs

@MainActor
final class ConfineToTests: XCTestCase {
    func test_confineTo_whenActive_passesValues() async throws {
        // given
        let interactor = InteractorMock()
        interactor.activate()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder(subject.confineTo(interactor))

        // when
        subject.send(1)
        subject.send(2)

        // then
        XCTAssertEqual(recorder.values, [1, 2])
    }

    func test_confineTo_whenInactive_holdsValuesBack() async throws {
        // given
        let interactor = InteractorMock()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder(subject.confineTo(interactor))

        // when
        subject.send(1)

        // then
        XCTAssertEqual(recorder.values, [])
    }

    func test_confineTo_afterDeactivation_holdsValuesBack() async throws {
        // given
        let interactor = InteractorMock()
        interactor.activate()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder(subject.confineTo(interactor))
        subject.send(1)

        // when
        interactor.deactivate()
        subject.send(2)

        // then
        XCTAssertEqual(recorder.values, [1])
    }

    func test_confineTo_onReactivation_deliversOnlyTheLatestHeldBackValue() async throws {
        // given
        let interactor = InteractorMock()
        interactor.activate()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder(subject.confineTo(interactor))
        subject.send(1)
        interactor.deactivate()
        subject.send(2)
        subject.send(3)

        // when
        interactor.activate()

        // then
        XCTAssertEqual(recorder.values, [1, 3])
    }

    func test_confineTo_onReactivation_withNothingHeldBack_deliversNothing() async throws {
        // given
        let interactor = InteractorMock()
        interactor.activate()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder(subject.confineTo(interactor))
        subject.send(1)
        interactor.deactivate()

        // when
        interactor.activate()

        // then
        XCTAssertEqual(recorder.values, [1])
    }

    func test_confineTo_heldBackValue_isDeliveredOnlyOnce() async throws {
        // given
        let interactor = InteractorMock()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder(subject.confineTo(interactor))
        subject.send(1)

        // when
        interactor.activate()
        interactor.deactivate()
        interactor.activate()

        // then
        XCTAssertEqual(recorder.values, [1])
    }

    func test_confineTo_synchronousUpstreamSubscribedWhileActive_passesItsValues() async throws {
        // given
        let interactor = InteractorMock()
        interactor.activate()

        // when
        let recorder = Recorder([1, 2, 3].publisher.confineTo(interactor))

        // then
        XCTAssertEqual(recorder.values, [1, 2, 3])
        XCTAssertTrue(recorder.isFinished)
    }

    func test_confineTo_finishesWhenTheUpstreamFinishes() async throws {
        // given
        let interactor = InteractorMock()
        interactor.activate()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder(subject.confineTo(interactor))

        // when
        subject.send(completion: .finished)

        // then
        XCTAssertTrue(recorder.isFinished)
    }

    func test_confineTo_finishingWhileInactive_finishesAtOnceAndDropsTheHeldBackValue() async throws {
        // given
        let interactor = InteractorMock()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder(subject.confineTo(interactor))
        subject.send(1)

        // when
        subject.send(completion: .finished)
        interactor.activate()

        // then
        XCTAssertTrue(recorder.isFinished)
        XCTAssertEqual(recorder.values, [])
    }

    func test_confineTo_afterCancel_deliversNothing() async throws {
        // given
        let interactor = InteractorMock()
        interactor.activate()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder(subject.confineTo(interactor))

        // when
        recorder.cancel()
        subject.send(1)

        // then
        XCTAssertEqual(recorder.values, [])
    }

    func test_confineTo_eachSubscriptionHasItsOwnGate() async throws {
        // given
        let interactor = InteractorMock()
        let subject = PassthroughSubject<Int, Never>()
        let confined = subject.confineTo(interactor)
        let first = Recorder(confined)
        subject.send(1)
        let second = Recorder(confined)

        // when
        interactor.activate()

        // then
        XCTAssertEqual(first.values, [1])
        XCTAssertEqual(second.values, [])
    }

    func test_confineTo_currentValueSubjectSubscribedWhileActive_passesItsCurrentValue() async throws {
        // given
        let interactor = InteractorMock()
        interactor.activate()
        let subject = CurrentValueSubject<Int, Never>(1)

        // when
        let recorder = Recorder(subject.confineTo(interactor))
        subject.send(2)

        // then
        XCTAssertEqual(recorder.values, [1, 2])
    }

    func test_confineTo_synchronousUpstreamSubscribedWhileInactive_deliversItsLatestValueOnActivation() async throws {
        // given
        let interactor = InteractorMock()
        let recorder = Recorder(CurrentValueSubject<Int, Never>(1).confineTo(interactor))

        // when
        interactor.activate()

        // then
        XCTAssertEqual(recorder.values, [1])
    }
}
