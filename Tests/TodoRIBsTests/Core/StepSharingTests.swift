import OpenCombine
import XCTest
@testable import TodoRIBs

/// How steps share their runs, stop, and let go, as RIBs' Rx steps (`take(1)`, `share()`,
/// a PublishSubject at the root) do.
@MainActor
final class StepSharingTests: XCTestCase {
    func test_step_whoseScopeEndsWithoutBecomingActive_endsTheWorkflowWithoutRunningIt() async throws {
        // given
        let scope = EndingScope()
        let workflow = WorkflowMock<EndingScope>()
        var stepRan = false
        workflow
            .onStep { item -> AnyPublisher<(EndingScope, ()), Error> in
                stepRan = true
                return just(item, ())
            }
            .commit()
        let cancellable = workflow.subscribe(scope)
        XCTAssertEqual(workflow.didCompleteCallCount, 0)

        // when
        scope.end()

        // then
        XCTAssertFalse(stepRan)
        XCTAssertEqual(workflow.didCompleteCallCount, 1)
        XCTAssertTrue(workflow.receivedErrors.isEmpty)
        cancellable.cancel()
    }


    func test_cancellingTheSubscription_whileAStepRuns_cancelsTheStepsPublisher() async throws {
        // given
        let root = ActionableItem()
        root.activate()
        let workflow = WorkflowMock<ActionableItem>()
        let pending = PassthroughSubject<(ActionableItem, ()), Error>()
        var cancelCount = 0
        workflow
            .onStep { _ in pending.handleEvents(receiveCancel: { cancelCount += 1 }).eraseToAnyPublisher() }
            .commit()
        let cancellable = workflow.subscribe(root)

        // when
        cancellable.cancel()
        pending.send((root, ()))

        // then
        XCTAssertEqual(cancelCount, 1)
        XCTAssertEqual(workflow.didCompleteCallCount, 0)
    }

    func test_aSynchronousPublisherOfManyValues_isAskedForOnlyTheFirst() async throws {
        // given
        let workflow = WorkflowMock<String>()
        var produced = 0
        var received: [Int] = []
        workflow
            .onStep { item -> AnyPublisher<(String, Int), Error> in
                (1...1_000).publisher
                    .handleEvents(receiveOutput: { _ in produced += 1 })
                    .map { (item, $0) }
                    .setFailureType(to: Error.self)
                    .eraseToAnyPublisher()
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
        XCTAssertEqual(produced, 1)
        cancellable.cancel()
    }

    func test_aBranchThatCancelsTheWorkflow_stopsTheOtherBranch() async throws {
        // given
        let root = ActionableItem()
        let workflow = WorkflowMock<ActionableItem>()
        var subscription: AnyCancellable?
        var branches: [String] = []
        let shared = workflow.onStep { item -> AnyPublisher<(ActionableItem, ()), Error> in just(item, ()) }
        shared
            .onStep { item, _ -> AnyPublisher<(ActionableItem, ()), Error> in
                branches.append("first")
                subscription?.cancel()
                return just(item, ())
            }
            .commit()
        shared
            .fork()
            .onStep { item, _ -> AnyPublisher<(ActionableItem, ()), Error> in
                branches.append("second")
                return just(item, ())
            }
            .commit()
        subscription = workflow.subscribe(root)

        // when
        root.activate()

        // then
        XCTAssertEqual(branches, ["first"])
    }

    func test_onError_onAForkedStep_isCalledForEachChain() async throws {
        // given
        let workflow = WorkflowMock<String>()
        var onErrorCount = 0
        let failing = workflow
            .onStep { _ -> AnyPublisher<(String, ()), Error> in fail(WorkflowError(id: 3), String.self, Void.self) }
            .onError { _ in onErrorCount += 1 }
        failing.commit()
        failing.fork().commit()

        // when
        let cancellable = workflow.subscribe("go")

        // then
        XCTAssertEqual(onErrorCount, 2)
        XCTAssertEqual(workflow.receivedErrors.count, 2)
        cancellable.cancel()
    }

    func test_aChainCommittedAfterSubscribe_waitsForTheNextSubscribe() async throws {
        // given
        let workflow = WorkflowMock<String>()
        var items: [String] = []
        let step = workflow.onStep { item -> AnyPublisher<(String, ()), Error> in
            items.append(item)
            return just(item, ())
        }
        step.commit()
        let first = workflow.subscribe("first")

        // when
        step.fork().commit()

        // then
        XCTAssertEqual(items, ["first"])
        let second = workflow.subscribe("second")
        XCTAssertEqual(items, ["first", "second"])
        first.cancel()
        second.cancel()
    }

    func test_theWorkflow_keepsNoActionableItemOnceItHasRun() async throws {
        // given
        let workflow = WorkflowMock<ActionableItem>()
        weak var weakRoot: ActionableItem?
        var cancellable: AnyCancellable?
        do {
            let root = ActionableItem()
            root.activate()
            weakRoot = root
            workflow
                .onStep { item -> AnyPublisher<(ActionableItem, ()), Error> in just(item, ()) }
                .onStep { item, _ -> AnyPublisher<(ActionableItem, ()), Error> in just(item, ()) }
                .commit()

            // when
            cancellable = workflow.subscribe(root)
        }

        // then
        XCTAssertEqual(workflow.didCompleteCallCount, 1)
        XCTAssertNil(weakRoot)
        cancellable?.cancel()
    }

    func test_asPublisher_subscribedAfterTheStepRan_getsTheNextRun() async throws {
        // given
        let workflow = WorkflowMock<String>()
        var runs = 0
        let step = workflow.onStep { item -> AnyPublisher<(String, Int), Error> in
            runs += 1
            return just(item, runs)
        }
        step.commit()
        let first = workflow.subscribe("go")
        var received: [Int] = []

        // when
        let late = step.asPublisher().sink(receiveCompletion: { _ in }, receiveValue: { received.append($0.1) })

        // then
        XCTAssertEqual(received, [])
        let second = workflow.subscribe("again")
        XCTAssertEqual(received, [2])
        late.cancel()
        first.cancel()
        second.cancel()
    }

    func test_asPublisher_cancelledBeforeTheStepRuns_stopsTheRun() async throws {
        // given
        let root = ActionableItem()
        let workflow = WorkflowMock<ActionableItem>()
        var stepRan = false
        let step = workflow.onStep { item -> AnyPublisher<(ActionableItem, ()), Error> in
            stepRan = true
            return just(item, ())
        }
        let observer = step.asPublisher().sink(receiveCompletion: { _ in }, receiveValue: { _ in })
        step.commit()
        let subscription = workflow.subscribe(root)

        // when
        observer.cancel()
        subscription.cancel()
        root.activate()

        // then
        XCTAssertFalse(stepRan)
    }
}
