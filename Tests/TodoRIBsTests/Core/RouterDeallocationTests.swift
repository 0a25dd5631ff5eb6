import OpenCombine
import XCTest
@testable import TodoRIBs

/// What a router does when it is released, and what keeps a subtree alive.
@MainActor
final class RouterDeallocationTests: XCTestCase {
    private func makeRouter(_ name: String) -> RouterMock {
        RouterMock(interactor: InteractorMock(name: name), name: name)
    }

    func test_lifecycle_finishesWhenTheRouterIsDeallocated() async throws {
        // given
        var router: RouterMock? = makeRouter("root")
        weak let weakRouter = router
        let recorder = Recorder(router!.lifecycle)
        router?.load()

        // when
        router = nil

        // then
        XCTAssertNil(weakRouter)
        XCTAssertEqual(recorder.values, [.didLoad])
        XCTAssertTrue(recorder.isFinished)
    }

    func test_deinit_deactivatesTheInteractor() async throws {
        // given
        let interactor = InteractorMock()
        var router: RouterMock? = RouterMock(interactor: interactor)
        weak let weakRouter = router
        interactor.activate()
        router?.load()

        // when
        router = nil

        // then
        XCTAssertNil(weakRouter)
        XCTAssertFalse(interactor.isActive)
        XCTAssertEqual(interactor.willResignActiveCallCount, 1)
    }

    func test_deinit_deactivatesChildrenAndGrandchildren() async throws {
        // given
        let childInteractor = InteractorMock(name: "child")
        let grandchildInteractor = InteractorMock(name: "grandchild")
        var router: RouterMock? = makeRouter("root")
        weak let weakRouter = router
        do {
            let child = RouterMock(interactor: childInteractor, name: "child")
            child.childrenToAttachOnLoad = [RouterMock(interactor: grandchildInteractor, name: "grandchild")]
            router?.interactor.activate()
            router?.load()
            router?.attachChild(child)
        }
        XCTAssertTrue(grandchildInteractor.isActive)

        // when
        router = nil

        // then
        XCTAssertNil(weakRouter)
        XCTAssertFalse(childInteractor.isActive)
        XCTAssertFalse(grandchildInteractor.isActive)
    }

    func test_detachedSubtree_isDeallocated() async throws {
        // given
        let parent = makeRouter("parent")
        weak var weakChild: RouterMock?
        weak var weakChildInteractor: InteractorMock?
        weak var weakGrandchild: RouterMock?
        weak var weakGrandchildInteractor: InteractorMock?
        do {
            let child = makeRouter("child")
            let grandchild = makeRouter("grandchild")
            child.childrenToAttachOnLoad = [grandchild]
            parent.attachChild(child)
            parent.detachChild(child)
            weakChild = child
            weakChildInteractor = child.interactor
            weakGrandchild = grandchild
            weakGrandchildInteractor = grandchild.interactor
            child.childrenToAttachOnLoad = []
        }

        // when: the last strong references left the scope above

        // then
        XCTAssertNil(weakChild)
        XCTAssertNil(weakChildInteractor)
        XCTAssertNil(weakGrandchild)
        XCTAssertNil(weakGrandchildInteractor)
    }

    func test_attachedSubtree_isKeptAliveByItsParent() async throws {
        // given
        let parent = makeRouter("parent")
        weak var weakChild: RouterMock?

        // when
        do {
            let child = makeRouter("child")
            parent.attachChild(child)
            weakChild = child
        }

        // then
        XCTAssertNotNil(weakChild)
    }
}
