import OpenCombine
import XCTest
@testable import TodoRIBs

/// What RIBs only asserts in debug builds is reported through `DebugAssertion` (a failed
/// assertion by default), after which the core goes on as a release build does.
@MainActor
final class BrokenContractTests: XCTestCase {
    private var failures: [String] = []
    private var savedHandler: ((String) -> Void)?

    override func setUp() async throws {
        savedHandler = DebugAssertion.handler
        DebugAssertion.handler = { [weak self] in self?.failures.append($0) }
    }

    override func tearDown() async throws {
        if let savedHandler {
            DebugAssertion.handler = savedHandler
        }
    }

    func test_attachChild_twice_isReportedAndIgnored() async throws {
        // given
        let parent = RouterMock(interactor: InteractorMock(name: "parent"), name: "parent")
        let child = RouterMock(interactor: InteractorMock(name: "child"), name: "child")
        parent.attachChild(child)

        // when
        parent.attachChild(child)

        // then
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(parent.children.count, 1)
        XCTAssertEqual(child.interactor.didBecomeActiveCallCount, 1)
        XCTAssertEqual(child.didLoadCallCount, 1)
    }

    func test_attachChild_once_reportsNothing() async throws {
        // given
        let parent = RouterMock(interactor: InteractorMock(name: "parent"), name: "parent")

        // when
        parent.attachChild(RouterMock(interactor: InteractorMock(name: "child"), name: "child"))

        // then
        XCTAssertEqual(failures, [])
    }

    func test_subscribe_beforeCommit_isReportedAndRunsNothing() async throws {
        // given
        let root = ActionableItem()
        root.activate()
        let workflow = WorkflowMock<ActionableItem>()
        var ran = false
        _ = workflow.onStep { item -> AnyPublisher<(ActionableItem, ()), Error> in
            ran = true
            return just(item, ())
        }

        // when
        let cancellable = workflow.subscribe(root)
        cancellable.cancel()

        // then
        XCTAssertEqual(failures.count, 1)
        XCTAssertFalse(ran)
        XCTAssertEqual(workflow.didCompleteCallCount, 0)
    }
}
