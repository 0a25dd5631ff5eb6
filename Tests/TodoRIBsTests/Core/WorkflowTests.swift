import OpenCombine
import XCTest
@testable import TodoRIBs

@MainActor
final class WorkflowTests: XCTestCase {
    func test_subscribe_withSynchronousSteps_runsEverythingWithinSubscribe() async throws {
        // given
        let root = ActionableItem()
        root.activate()
        let workflow = WorkflowMock<ActionableItem>()
        var calls: [String] = []
        workflow
            .onStep { item -> AnyPublisher<(ActionableItem, Int), Error> in
                calls.append("first")
                return just(item, 1)
            }
            .onStep { item, value -> AnyPublisher<(ActionableItem, String), Error> in
                calls.append("second \(value)")
                return just(item, "two")
            }
            .onStep { item, value -> AnyPublisher<(ActionableItem, ()), Error> in
                calls.append("third \(value)")
                return just(item, ())
            }
            .commit()

        // when
        let cancellable = workflow.subscribe(root)

        // then
        XCTAssertEqual(calls, ["first", "second 1", "third two"])
        XCTAssertEqual(workflow.didCompleteCallCount, 1)
        XCTAssertTrue(workflow.receivedErrors.isEmpty)
        cancellable.cancel()
    }

    func test_commit_withoutSubscribe_runsNothing() async throws {
        // given
        let workflow = WorkflowMock<ActionableItem>()
        var calls = 0

        // when
        workflow
            .onStep { item -> AnyPublisher<(ActionableItem, ()), Error> in
                calls += 1
                return just(item, ())
            }
            .commit()

        // then
        XCTAssertEqual(calls, 0)
        XCTAssertEqual(workflow.didCompleteCallCount, 0)
    }

    func test_step_waitsForAnInactiveActionableItemToBecomeActive() async throws {
        // given
        let root = ActionableItem()
        root.activate()
        let child = ActionableItem()
        let workflow = WorkflowMock<ActionableItem>()
        var secondStepRan = false
        workflow
            .onStep { _ -> AnyPublisher<(ActionableItem, ()), Error> in just(child, ()) }
            .onStep { item, _ -> AnyPublisher<(ActionableItem, ()), Error> in
                secondStepRan = true
                return just(item, ())
            }
            .commit()
        let cancellable = workflow.subscribe(root)
        XCTAssertFalse(secondStepRan)
        XCTAssertEqual(workflow.didCompleteCallCount, 0)

        // when
        child.activate()

        // then
        XCTAssertTrue(secondStepRan)
        XCTAssertEqual(workflow.didCompleteCallCount, 1)
        cancellable.cancel()
    }

    func test_firstStep_waitsForTheRootItemToBecomeActive() async throws {
        // given
        let root = ActionableItem()
        let workflow = WorkflowMock<ActionableItem>()
        var firstStepRan = false
        workflow
            .onStep { item -> AnyPublisher<(ActionableItem, ()), Error> in
                firstStepRan = true
                return just(item, ())
            }
            .commit()
        let cancellable = workflow.subscribe(root)
        XCTAssertFalse(firstStepRan)

        // when
        root.activate()

        // then
        XCTAssertTrue(firstStepRan)
        XCTAssertEqual(workflow.didCompleteCallCount, 1)
        cancellable.cancel()
    }

    func test_step_withANonInteractorItem_runsAtOnce() async throws {
        // given
        let workflow = WorkflowMock<String>()
        var received: [String] = []
        workflow
            .onStep { item -> AnyPublisher<(String, Int), Error> in just(item + "!", 7) }
            .onStep { item, value -> AnyPublisher<(String, ()), Error> in
                received.append("\(item) \(value)")
                return just(item, ())
            }
            .commit()

        // when
        let cancellable = workflow.subscribe("go")

        // then
        XCTAssertEqual(received, ["go! 7"])
        XCTAssertEqual(workflow.didCompleteCallCount, 1)
        cancellable.cancel()
    }

    func test_error_reachesOnErrorAndDidReceiveError_andStopsLaterSteps() async throws {
        // given
        let root = ActionableItem()
        root.activate()
        let workflow = WorkflowMock<ActionableItem>()
        var onErrorErrors: [WorkflowError] = []
        var laterStepRan = false
        workflow
            .onStep { _ -> AnyPublisher<(ActionableItem, ()), Error> in
                fail(WorkflowError(id: 1), ActionableItem.self, Void.self)
            }
            .onStep { item, _ -> AnyPublisher<(ActionableItem, ()), Error> in
                laterStepRan = true
                return just(item, ())
            }
            .onError { error in
                if let error = error as? WorkflowError { onErrorErrors.append(error) }
            }
            .commit()

        // when
        let cancellable = workflow.subscribe(root)

        // then
        XCTAssertFalse(laterStepRan)
        XCTAssertEqual(onErrorErrors, [WorkflowError(id: 1)])
        XCTAssertEqual(workflow.receivedErrors.compactMap { $0 as? WorkflowError }, [WorkflowError(id: 1)])
        XCTAssertEqual(workflow.didCompleteCallCount, 0)
        cancellable.cancel()
    }

    func test_error_inALaterStep_runsEarlierStepsAndReportsOnce() async throws {
        // given
        let root = ActionableItem()
        root.activate()
        let workflow = WorkflowMock<ActionableItem>()
        var calls: [String] = []
        workflow
            .onStep { item -> AnyPublisher<(ActionableItem, ()), Error> in
                calls.append("first")
                return just(item, ())
            }
            .onStep { _, _ -> AnyPublisher<(ActionableItem, ()), Error> in
                calls.append("second")
                return fail(WorkflowError(id: 2), ActionableItem.self, Void.self)
            }
            .onStep { item, _ -> AnyPublisher<(ActionableItem, ()), Error> in
                calls.append("third")
                return just(item, ())
            }
            .commit()

        // when
        let cancellable = workflow.subscribe(root)

        // then
        XCTAssertEqual(calls, ["first", "second"])
        XCTAssertEqual(workflow.receivedErrors.count, 1)
        XCTAssertEqual(workflow.receivedErrors.first as? WorkflowError, WorkflowError(id: 2))
        cancellable.cancel()
    }

    func test_onStep_usesOnlyTheFirstValueOfAStepsPublisher() async throws {
        // given
        let workflow = WorkflowMock<String>()
        var received: [Int] = []
        workflow
            .onStep { item -> AnyPublisher<(String, Int), Error> in
                [1, 2, 3].publisher.map { (item, $0) }.setFailureType(to: Error.self).eraseToAnyPublisher()
            }
            .onStep { item, value -> AnyPublisher<(String, ()), Error> in
                received.append(value)
                return just(item, ())
            }
            .commit()

        // when
        let cancellable = workflow.subscribe("go")

        // then
        XCTAssertEqual(received, [1])
        XCTAssertEqual(workflow.didCompleteCallCount, 1)
        cancellable.cancel()
    }

    func test_cancellingTheSubscription_beforeTheItemIsActive_runsNoMoreSteps() async throws {
        // given
        let root = ActionableItem()
        root.activate()
        let child = ActionableItem()
        let workflow = WorkflowMock<ActionableItem>()
        var secondStepRan = false
        workflow
            .onStep { _ -> AnyPublisher<(ActionableItem, ()), Error> in just(child, ()) }
            .onStep { item, _ -> AnyPublisher<(ActionableItem, ()), Error> in
                secondStepRan = true
                return just(item, ())
            }
            .commit()
        let cancellable = workflow.subscribe(root)

        // when
        cancellable.cancel()
        child.activate()

        // then
        XCTAssertFalse(secondStepRan)
        XCTAssertEqual(workflow.didCompleteCallCount, 0)
    }

    func test_fork_runsBothBranches_andCompletesOnce() async throws {
        // given
        let root = ActionableItem()
        root.activate()
        let workflow = WorkflowMock<ActionableItem>()
        var firstStepCallCount = 0
        var branches: [String] = []
        let shared = workflow
            .onStep { item -> AnyPublisher<(ActionableItem, Int), Error> in
                firstStepCallCount += 1
                return just(item, 5)
            }
        shared
            .fork()
            .onStep { item, value -> AnyPublisher<(ActionableItem, ()), Error> in
                branches.append("left \(value)")
                return just(item, ())
            }
            .commit()
        shared
            .onStep { item, value -> AnyPublisher<(ActionableItem, ()), Error> in
                branches.append("right \(value)")
                return just(item, ())
            }
            .commit()

        // when
        let cancellable = workflow.subscribe(root)

        // then
        XCTAssertEqual(workflow.didForkCallCount, 1)
        XCTAssertEqual(firstStepCallCount, 1)
        XCTAssertEqual(Set(branches), ["left 5", "right 5"])
        XCTAssertEqual(branches.count, 2)
        XCTAssertEqual(workflow.didCompleteCallCount, 1)
        cancellable.cancel()
    }

    func test_asPublisher_emitsTheStepsItemAndValue() async throws {
        // given
        let workflow = WorkflowMock<String>()
        let step = workflow.onStep { item -> AnyPublisher<(String, Int), Error> in just(item, 42) }
        var received: [Int] = []
        let stepCancellable = step.asPublisher().sink(receiveCompletion: { _ in }, receiveValue: { received.append($0.1) })
        step.commit()

        // when
        let cancellable = workflow.subscribe("go")

        // then
        XCTAssertEqual(received, [42])
        stepCancellable.cancel()
        cancellable.cancel()
    }
}
