import OpenCombine
import XCTest
@testable import TodoRIBs

@MainActor
final class CoreRouterTests: XCTestCase {
    func test_load_callsDidLoadOnce_andEmitsDidLoadOnce() async {
        let router = RouterMock(interactor: InteractorMock())
        var events: [RouterLifecycle] = []
        let subscription = router.lifecycle.sink { events.append($0) }

        router.load()
        router.load()

        XCTAssertEqual(router.didLoadCallCount, 1)
        XCTAssertEqual(events, [.didLoad])
        subscription.cancel()
    }

    func test_attachChild_activatesTheChildThenLoadsIt() async {
        let parent = RouterMock(interactor: InteractorMock())
        let childInteractor = InteractorMock()
        let child = RouterMock(interactor: childInteractor)
        var activeWhenLoaded: Bool?
        let subscription = child.lifecycle.sink { _ in activeWhenLoaded = childInteractor.isActive }

        parent.attachChild(child)

        XCTAssertEqual(parent.children.count, 1)
        XCTAssertEqual(childInteractor.didBecomeActiveCallCount, 1)
        XCTAssertEqual(child.didLoadCallCount, 1)
        XCTAssertEqual(activeWhenLoaded, true)
        subscription.cancel()
    }

    func test_attachChild_activatesSubtreeOfTheChild() async {
        let (parent, child, grandchild) = tree()
        parent.interactor.activate()
        parent.load()

        parent.attachChild(child)

        XCTAssertTrue(child.interactor.isActive)
        XCTAssertTrue(grandchild.interactor.isActive)
    }

    func test_detachChild_deactivatesTheChildsWholeSubtree() async {
        let (parent, child, grandchild) = tree()
        parent.interactor.activate()
        parent.load()
        parent.attachChild(child)

        parent.detachChild(child)

        XCTAssertTrue(parent.children.isEmpty)
        XCTAssertFalse(child.interactor.isActive)
        XCTAssertFalse(grandchild.interactor.isActive)
        XCTAssertEqual(grandchild.interactor.willResignActiveCallCount, 1)
    }

    func test_reactivatingTheParentsInteractor_reactivatesItsSubtree() async {
        let (parent, child, grandchild) = tree()
        parent.interactor.activate()
        parent.load()
        parent.attachChild(child)

        parent.interactor.deactivate()
        XCTAssertFalse(grandchild.interactor.isActive)
        parent.interactor.activate()

        XCTAssertTrue(child.interactor.isActive)
        XCTAssertTrue(grandchild.interactor.isActive)
        XCTAssertEqual(grandchild.interactor.didBecomeActiveCallCount, 2)
    }

    func test_deinit_deactivatesTheInteractor_detachesChildren_andFinishesTheLifecycle() async {
        var (parent, child, grandchild): (RouterMock?, RouterMock, RouterMock) = tree()
        let interactor = parent!.interactor
        interactor.activate()
        parent!.load()
        parent!.attachChild(child)
        var finished = false
        let subscription = parent!.lifecycle.sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in })

        parent = nil

        XCTAssertFalse(interactor.isActive)
        XCTAssertFalse(child.interactor.isActive)
        XCTAssertFalse(grandchild.interactor.isActive)
        XCTAssertTrue(finished)
        subscription.cancel()
    }

    func test_detachedSubtree_isDeallocated() async {
        let parent = RouterMock(interactor: InteractorMock())
        parent.interactor.activate()
        parent.load()
        var handles: [LeakDetectionHandle] = []
        do {
            let (child, grandchild) = (RouterMock(interactor: InteractorMock()), RouterMock(interactor: InteractorMock()))
            child.childrenToAttachOnLoad = [grandchild]
            parent.attachChild(child)
            let objects: [AnyObject] = [child, grandchild, child.interactor, grandchild.interactor]
            handles = objects.map { LeakDetector.instance.expectDeallocate(object: $0) }
            parent.detachChild(child)
        }

        XCTAssertEqual(LeakDetector.instance.leakingObjects(of: handles), [])
    }

    func test_launch_showsTheRootView_thenActivatesAndLoads() async {
        let viewController = ViewControllerMock()
        let router = LaunchRouter<InteractorMock, ViewControllerMock>(interactor: InteractorMock(), viewController: viewController)
        let window = Window(screen: RecordingScreen(), mode: .session)

        router.launch(from: window)

        XCTAssertTrue(window.rootViewController === viewController)
        XCTAssertEqual(viewController.appearCount, 1)
        XCTAssertTrue(router.interactor.isActive)
        XCTAssertTrue(router.viewControllable === viewController)
    }

    // MARK: - Private

    private func tree() -> (RouterMock, RouterMock, RouterMock) {
        let grandchild = RouterMock(interactor: InteractorMock())
        let child = RouterMock(interactor: InteractorMock())
        child.childrenToAttachOnLoad = [grandchild]
        return (RouterMock(interactor: InteractorMock()), child, grandchild)
    }
}
