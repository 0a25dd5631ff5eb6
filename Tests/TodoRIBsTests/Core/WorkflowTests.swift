import OpenCombine
import XCTest
@testable import TodoRIBs

@MainActor
final class WorkflowTests: XCTestCase {
    func test_steps_runInOrder_synchronouslyWithinSubscribe_andCompleteOnce() async {
        let workflow = RecordingWorkflow()
        var steps: [String] = []
        workflow
            .onStep { (root: InteractorMock) in
                steps.append("first")
                return Just((root, 1)).setFailureType(to: Error.self).eraseToAnyPublisher()
            }
            .onStep { root, value in
                steps.append("second \(value)")
                return Just((root, value + 1)).setFailureType(to: Error.self).eraseToAnyPublisher()
            }
            .commit()
        let root = InteractorMock()
        root.activate()

        let subscription = workflow.subscribe(root)

        XCTAssertEqual(steps, ["first", "second 1"])
        XCTAssertEqual(workflow.completeCount, 1)
        XCTAssertEqual(workflow.errors.count, 0)
        subscription.cancel()
    }

    func test_aStep_waitsUntilItsActionableItemsInteractorIsActive() async {
        let workflow = RecordingWorkflow()
        let later = InteractorMock()
        var ranSecondStep = false
        workflow
            .onStep { (root: InteractorMock) in Just((later, ())).setFailureType(to: Error.self).eraseToAnyPublisher() }
            .onStep { item, _ in
                ranSecondStep = true
                return Just((item, ())).setFailureType(to: Error.self).eraseToAnyPublisher()
            }
            .commit()
        let root = InteractorMock()
        root.activate()
        let subscription = workflow.subscribe(root)
        XCTAssertFalse(ranSecondStep)

        later.activate()

        XCTAssertTrue(ranSecondStep)
        XCTAssertEqual(workflow.completeCount, 1)
        subscription.cancel()
    }

    func test_anError_reachesOnErrorAndTheWorkflow_andStopsLaterSteps() async {
        struct StepFailure: Error {}
        let workflow = RecordingWorkflow()
        var onErrorCalls = 0
        var ranLastStep = false
        workflow
            .onStep { (root: InteractorMock) in
                Fail<(InteractorMock, ()), Error>(error: StepFailure()).eraseToAnyPublisher()
            }
            .onError { _ in onErrorCalls += 1 }
            .onStep { item, _ in
                ranLastStep = true
                return Just((item, ())).setFailureType(to: Error.self).eraseToAnyPublisher()
            }
            .commit()
        let root = InteractorMock()
        root.activate()

        let subscription = workflow.subscribe(root)

        XCTAssertEqual(onErrorCalls, 1)
        XCTAssertTrue(workflow.errors.first is StepFailure)
        XCTAssertFalse(ranLastStep)
        XCTAssertEqual(workflow.completeCount, 0)
        subscription.cancel()
    }

    func test_fork_runsTwoBranches_andReportsCompletionOnce() async {
        let workflow = RecordingWorkflow()
        var branches: [String] = []
        let shared = workflow.onStep { (root: InteractorMock) in
            Just((root, "shared")).setFailureType(to: Error.self).eraseToAnyPublisher()
        }
        shared.fork()
            .onStep { item, value in
                branches.append("a \(value)")
                return Just((item, ())).setFailureType(to: Error.self).eraseToAnyPublisher()
            }
            .commit()
        shared
            .onStep { item, value in
                branches.append("b \(value)")
                return Just((item, ())).setFailureType(to: Error.self).eraseToAnyPublisher()
            }
            .commit()
        let root = InteractorMock()
        root.activate()

        let subscription = workflow.subscribe(root)

        XCTAssertEqual(branches.sorted(), ["a shared", "b shared"])
        XCTAssertEqual(workflow.forkCount, 1)
        XCTAssertEqual(workflow.completeCount, 1)
        subscription.cancel()
    }
}

@MainActor
private final class RecordingWorkflow: Workflow<InteractorMock> {
    var completeCount = 0
    var forkCount = 0
    var errors: [Error] = []

    override func didComplete() { completeCount += 1 }
    override func didFork() { forkCount += 1 }
    override func didReceiveError(_ error: Error) { errors.append(error) }
}
