import OpenCombine
import XCTest
@testable import TodoRIBs

@MainActor
final class WorkerTests: XCTestCase {
    func test_start_beforeActivate_runsOnlyOnceTheInteractorBecomesActive() async throws {
        // given
        let interactor = InteractorMock()
        let worker = WorkerMock()

        // when
        worker.start(interactor)

        // then
        XCTAssertTrue(worker.isStarted)
        XCTAssertEqual(worker.didStartCallCount, 0)

        // when
        interactor.activate()

        // then
        XCTAssertEqual(worker.didStartCallCount, 1)
        XCTAssertTrue(worker.lastScope === interactor)
        XCTAssertEqual(worker.didStopCallCount, 0)
    }

    func test_start_afterActivate_runsAtOnce() async throws {
        // given
        let interactor = InteractorMock()
        interactor.activate()
        let worker = WorkerMock()

        // when
        worker.start(interactor)

        // then
        XCTAssertEqual(worker.didStartCallCount, 1)
        XCTAssertEqual(worker.didStopCallCount, 0)
    }

    func test_start_twice_isIdempotent() async throws {
        // given
        let interactor = InteractorMock()
        interactor.activate()
        let worker = WorkerMock()
        worker.start(interactor)

        // when
        worker.start(interactor)

        // then
        XCTAssertEqual(worker.didStartCallCount, 1)
        XCTAssertEqual(worker.didStopCallCount, 0)
    }

    func test_deactivate_stopsRunningButStaysStarted() async throws {
        // given
        let interactor = InteractorMock()
        interactor.activate()
        let worker = WorkerMock()
        worker.start(interactor)

        // when
        interactor.deactivate()

        // then
        XCTAssertEqual(worker.didStopCallCount, 1)
        XCTAssertTrue(worker.isStarted)
    }

    func test_reactivate_runsTheStartedWorkerAgain() async throws {
        // given
        let interactor = InteractorMock()
        interactor.activate()
        let worker = WorkerMock()
        worker.start(interactor)
        interactor.deactivate()

        // when
        interactor.activate()

        // then
        XCTAssertEqual(worker.didStartCallCount, 2)
        XCTAssertEqual(worker.didStopCallCount, 1)
    }

    func test_stop_whileActive_callsDidStopOnceAndIsNoLongerStarted() async throws {
        // given
        let interactor = InteractorMock()
        interactor.activate()
        let worker = WorkerMock()
        worker.start(interactor)

        // when
        worker.stop()
        worker.stop()

        // then
        XCTAssertFalse(worker.isStarted)
        XCTAssertEqual(worker.didStopCallCount, 1)
    }

    func test_stop_whileInactive_doesNotCallDidStop() async throws {
        // given
        let interactor = InteractorMock()
        let worker = WorkerMock()
        worker.start(interactor)

        // when
        worker.stop()

        // then
        XCTAssertFalse(worker.isStarted)
        XCTAssertEqual(worker.didStopCallCount, 0)
    }

    func test_stoppedWorker_ignoresLaterActivations() async throws {
        // given
        let interactor = InteractorMock()
        interactor.activate()
        let worker = WorkerMock()
        worker.start(interactor)
        worker.stop()

        // when
        interactor.deactivate()
        interactor.activate()

        // then
        XCTAssertEqual(worker.didStartCallCount, 1)
        XCTAssertEqual(worker.didStopCallCount, 1)
    }

    func test_stopThenStartAgain_whileActive_runsAgain() async throws {
        // given
        let interactor = InteractorMock()
        interactor.activate()
        let worker = WorkerMock()
        worker.start(interactor)
        worker.stop()

        // when
        worker.start(interactor)

        // then
        XCTAssertEqual(worker.didStartCallCount, 2)
        XCTAssertEqual(worker.didStopCallCount, 1)
    }

    func test_start_onAnotherScope_afterStop_followsTheNewScopeOnly() async throws {
        // given
        let first = InteractorMock()
        let second = InteractorMock()
        let worker = WorkerMock()
        worker.start(first)
        worker.stop()
        worker.start(second)

        // when
        first.activate()

        // then
        XCTAssertEqual(worker.didStartCallCount, 0)

        // when
        second.activate()

        // then
        XCTAssertEqual(worker.didStartCallCount, 1)
        XCTAssertTrue(worker.lastScope === second)
    }

    func test_isStartedStream_replaysAndDropsDuplicates() async throws {
        // given
        let interactor = InteractorMock()
        let worker = WorkerMock()
        let recorder = Recorder(worker.isStartedStream)

        // when
        worker.start(interactor)
        worker.start(interactor)
        worker.stop()
        worker.stop()

        // then
        XCTAssertEqual(recorder.values, [false, true, false])
    }

    func test_isStartedStream_finishesWhenTheWorkerIsDeallocated() async throws {
        // given
        var worker: WorkerMock? = WorkerMock()
        weak let weakWorker = worker
        let recorder = Recorder(worker!.isStartedStream)

        // when
        worker = nil

        // then
        XCTAssertNil(weakWorker)
        XCTAssertTrue(recorder.isFinished)
    }

    func test_worker_doesNotRetainItsScope() async throws {
        // given
        var interactor: InteractorMock? = InteractorMock()
        weak let weakInteractor = interactor
        let worker = WorkerMock()
        interactor?.activate()
        worker.start(interactor!)

        // when
        interactor = nil

        // then
        XCTAssertNil(weakInteractor)
        XCTAssertNil(worker.lastScope)
    }

    func test_scopeDeallocatedWhileRunning_stopsTheWorkerRunning() async throws {
        // given
        var interactor: InteractorMock? = InteractorMock()
        weak let weakInteractor = interactor
        let worker = WorkerMock()
        interactor?.activate()
        worker.start(interactor!)

        // when
        interactor = nil

        // then
        XCTAssertNil(weakInteractor)
        XCTAssertEqual(worker.didStopCallCount, 1)
    }
}
