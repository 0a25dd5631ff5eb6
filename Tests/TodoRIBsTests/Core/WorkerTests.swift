import OpenCombine
import XCTest
@testable import TodoRIBs

@MainActor
final class WorkerTests: XCTestCase {
    func test_startBeforeActivation_startsRunningOnActivation() async {
        let (worker, interactor) = (WorkerMock(), InteractorMock())

        worker.start(interactor)
        XCTAssertEqual(worker.didStartCallCount, 0)
        interactor.activate()

        XCTAssertTrue(worker.isStarted)
        XCTAssertEqual(worker.didStartCallCount, 1)
    }

    func test_startWhileActive_startsAtOnce() async {
        let (worker, interactor) = (WorkerMock(), InteractorMock())
        interactor.activate()

        worker.start(interactor)
        worker.start(interactor)

        XCTAssertEqual(worker.didStartCallCount, 1)
    }

    func test_scopeResigningAndReturning_stopsAndRestartsTheWorker() async {
        let (worker, interactor) = (WorkerMock(), InteractorMock())
        worker.start(interactor)
        interactor.activate()

        interactor.deactivate()
        interactor.activate()

        XCTAssertEqual(worker.didStopCallCount, 1)
        XCTAssertEqual(worker.didStartCallCount, 2)
        XCTAssertTrue(worker.isStarted)
    }

    func test_stopWhileActive_stopsOnce_andActivationNoLongerStartsIt() async {
        let (worker, interactor) = (WorkerMock(), InteractorMock())
        worker.start(interactor)
        interactor.activate()

        worker.stop()
        worker.stop()
        interactor.deactivate()
        interactor.activate()

        XCTAssertFalse(worker.isStarted)
        XCTAssertEqual(worker.didStopCallCount, 1)
        XCTAssertEqual(worker.didStartCallCount, 1)
    }

    func test_isStartedStream_replaysAndFollowsStartAndStop() async {
        let (worker, interactor) = (WorkerMock(), InteractorMock())
        var values: [Bool] = []
        let subscription = worker.isStartedStream.sink { values.append($0) }

        worker.start(interactor)
        worker.start(interactor)
        worker.stop()

        XCTAssertEqual(values, [false, true, false])
        subscription.cancel()
    }

    func test_disposeOnStop_cancelsWhenTheScopeResigns() async {
        let (worker, interactor) = (WorkerMock(), InteractorMock())
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        worker.onStart = { worker in subject.sink { received.append($0) }.disposeOnStop(worker: worker) }
        worker.start(interactor)
        interactor.activate()

        subject.send(1)
        interactor.deactivate()
        subject.send(2)

        XCTAssertEqual(received, [1])
    }

    func test_worker_doesNotKeepItsScopeAlive() async {
        let worker = WorkerMock()
        var interactor: InteractorMock? = InteractorMock()
        weak let weakInteractor = interactor
        worker.start(interactor!)
        interactor!.activate()

        interactor = nil

        XCTAssertNil(weakInteractor)
        XCTAssertEqual(worker.didStopCallCount, 1)
    }
}
