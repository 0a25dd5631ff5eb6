import OpenCombine
import XCTest
@testable import TodoRIBs

@MainActor
final class RouterTests: XCTestCase {
    private func makeRouter(_ name: String, log: EventLog? = nil) -> RouterMock {
        RouterMock(interactor: InteractorMock(name: name, log: log), name: name)
    }

    func test_load_callsDidLoadOnce() async throws {
        // given
        let router = makeRouter("root")

        // when
        router.load()
        router.load()

        // then
        XCTAssertEqual(router.didLoadCallCount, 1)
    }

    func test_attachChild_appendsTheChildInOrder() async throws {
        // given
        let parent = makeRouter("parent")
        let first = makeRouter("first")
        let second = makeRouter("second")

        // when
        parent.attachChild(first)
        parent.attachChild(second)

        // then
        XCTAssertEqual(parent.children.count, 2)
        XCTAssertTrue(parent.children[0] === first)
        XCTAssertTrue(parent.children[1] === second)
    }

    func test_attachChild_activatesTheChildThenLoadsIt() async throws {
        // given
        let log = EventLog()
        let parent = makeRouter("parent", log: log)
        let child = makeRouter("child", log: log)

        // when
        parent.attachChild(child)

        // then
        XCTAssertEqual(log.events, ["child.didBecomeActive", "child.didLoad"])
        XCTAssertEqual(child.wasInteractorActiveOnLoad, true)
        XCTAssertTrue(child.interactor.isActive)
        XCTAssertEqual(child.didLoadCallCount, 1)
    }

    func test_attachChild_activatesSubtreeOfTheChild() async throws {
        // given
        let parent = makeRouter("parent")
        let child = makeRouter("child")
        let grandchild = makeRouter("grandchild")
        child.childrenToAttachOnLoad = [grandchild]

        // when
        parent.attachChild(child)

        // then
        XCTAssertTrue(child.interactor.isActive)
        XCTAssertTrue(grandchild.interactor.isActive)
        XCTAssertEqual(grandchild.didLoadCallCount, 1)
        XCTAssertTrue(child.children.first === grandchild)
    }

    func test_detachChild_deactivatesTheChildAndRemovesIt() async throws {
        // given
        let parent = makeRouter("parent")
        let child = makeRouter("child")
        parent.attachChild(child)

        // when
        parent.detachChild(child)

        // then
        XCTAssertFalse(child.interactor.isActive)
        XCTAssertEqual(child.interactor.willResignActiveCallCount, 1)
        XCTAssertTrue(parent.children.isEmpty)
    }

    func test_detachChild_deactivatesTheWholeSubtreeOfTheChild() async throws {
        // given
        let parent = makeRouter("parent")
        let child = makeRouter("child")
        let grandchild = makeRouter("grandchild")
        let greatGrandchild = makeRouter("greatGrandchild")
        grandchild.childrenToAttachOnLoad = [greatGrandchild]
        child.childrenToAttachOnLoad = [grandchild]
        parent.attachChild(child)
        XCTAssertTrue(greatGrandchild.interactor.isActive)

        // when
        parent.detachChild(child)

        // then
        XCTAssertFalse(child.interactor.isActive)
        XCTAssertFalse(grandchild.interactor.isActive)
        XCTAssertFalse(greatGrandchild.interactor.isActive)
        XCTAssertEqual(grandchild.interactor.willResignActiveCallCount, 1)
        XCTAssertEqual(greatGrandchild.interactor.willResignActiveCallCount, 1)
    }

    func test_detachChild_leavesSiblingsActive() async throws {
        // given
        let parent = makeRouter("parent")
        let first = makeRouter("first")
        let second = makeRouter("second")
        parent.attachChild(first)
        parent.attachChild(second)

        // when
        parent.detachChild(first)

        // then
        XCTAssertTrue(second.interactor.isActive)
        XCTAssertTrue(parent.children.count == 1 && parent.children[0] === second)
    }

    func test_deactivatingALoadedParentInteractor_deactivatesTheSubtree() async throws {
        // given
        let root = makeRouter("root")
        let child = makeRouter("child")
        let grandchild = makeRouter("grandchild")
        child.childrenToAttachOnLoad = [grandchild]
        root.interactor.activate()
        root.load()
        root.attachChild(child)

        // when
        root.interactor.deactivate()

        // then
        XCTAssertFalse(child.interactor.isActive)
        XCTAssertFalse(grandchild.interactor.isActive)
        XCTAssertEqual(child.interactor.willResignActiveCallCount, 1)
        XCTAssertEqual(grandchild.interactor.willResignActiveCallCount, 1)
    }

    func test_reactivatingAParentInteractor_reactivatesTheSubtree() async throws {
        // given
        let root = makeRouter("root")
        let child = makeRouter("child")
        let grandchild = makeRouter("grandchild")
        child.childrenToAttachOnLoad = [grandchild]
        root.interactor.activate()
        root.load()
        root.attachChild(child)
        root.interactor.deactivate()

        // when
        root.interactor.activate()

        // then
        XCTAssertTrue(child.interactor.isActive)
        XCTAssertTrue(grandchild.interactor.isActive)
        XCTAssertEqual(child.interactor.didBecomeActiveCallCount, 2)
        XCTAssertEqual(grandchild.interactor.didBecomeActiveCallCount, 2)
        XCTAssertEqual(child.didLoadCallCount, 1)
        XCTAssertEqual(grandchild.didLoadCallCount, 1)
    }

    func test_reactivatingAParentInteractor_doesNotReactivateADetachedChild() async throws {
        // given
        let root = makeRouter("root")
        let child = makeRouter("child")
        root.interactor.activate()
        root.load()
        root.attachChild(child)
        root.detachChild(child)
        root.interactor.deactivate()

        // when
        root.interactor.activate()

        // then
        XCTAssertFalse(child.interactor.isActive)
    }

    func test_reattachingADetachedChild_reactivatesItsSubtree() async throws {
        // given
        let parent = makeRouter("parent")
        let child = makeRouter("child")
        let grandchild = makeRouter("grandchild")
        child.childrenToAttachOnLoad = [grandchild]
        parent.attachChild(child)
        parent.detachChild(child)

        // when
        parent.attachChild(child)

        // then
        XCTAssertTrue(child.interactor.isActive)
        XCTAssertTrue(grandchild.interactor.isActive)
        XCTAssertEqual(child.didLoadCallCount, 1)
    }

    func test_lifecycle_emitsDidLoadOnce() async throws {
        // given
        let router = makeRouter("root")
        let recorder = Recorder(router.lifecycle)

        // when
        router.load()
        router.load()

        // then
        XCTAssertEqual(recorder.values, [.didLoad])
        XCTAssertFalse(recorder.isFinished)
    }
}
