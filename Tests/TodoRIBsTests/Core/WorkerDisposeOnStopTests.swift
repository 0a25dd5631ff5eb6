import OpenCombine
import XCTest
@testable import TodoRIBs

/// Subscriptions confined to a worker's run end when it stops, however it stops.
@MainActor
final class WorkerDisposeOnStopTests: XCTestCase {
    func test_disposeOnStop_cancelsWhenTheWorkerStops() async throws {
        // given
        let interactor = InteractorMock()
        interactor.activate()
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let worker = WorkerMock()
        worker.onStart = { worker in
            subject.sink { received.append($0) }.disposeOnStop(worker: worker)
        }
        worker.start(interactor)
        subject.send(1)

        // when
        worker.stop()
        subject.send(2)

        // then
        XCTAssertEqual(received, [1])
    }

    func test_disposeOnStop_cancelsWhenTheScopeDeactivates() async throws {
        // given
        let interactor = InteractorMock()
        interactor.activate()
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let worker = WorkerMock()
        worker.onStart = { worker in
            subject.sink { received.append($0) }.disposeOnStop(worker: worker)
        }
        worker.start(interactor)
        subject.send(1)

        // when
        interactor.deactivate()
        subject.send(2)

        // then
        XCTAssertEqual(received, [1])
    }

    func test_disposeOnStop_whenNotRunning_cancelsAtOnce() async throws {
        // given
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let worker = WorkerMock()

        // when
        subject.sink { received.append($0) }.disposeOnStop(worker: worker)
        subject.send(1)

        // then
        XCTAssertEqual(received, [])
    }

    func test_disposeOnStop_whenStartedButScopeInactive_cancelsAtOnce() async throws {
        // given
        let interactor = InteractorMock()
        let worker = WorkerMock()
        worker.start(interactor)
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []

        // when
        subject.sink { received.append($0) }.disposeOnStop(worker: worker)
        subject.send(1)

        // then
        XCTAssertEqual(received, [])
    }

    func test_deinit_whileRunning_cancelsItsDisposables() async throws {
        // given
        let interactor = InteractorMock()
        interactor.activate()
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var worker: WorkerMock? = WorkerMock()
        weak let weakWorker = worker
        worker?.onStart = { worker in
            subject.sink { received.append($0) }.disposeOnStop(worker: worker)
        }
        worker?.start(interactor)

        // when
        worker = nil
        subject.send(1)

        // then
        XCTAssertNil(weakWorker)
        XCTAssertEqual(received, [])
    }
}
