import XCTest
@testable import TodoRIBs

/// Routers hand the children they detach to `LeakDetector`, which judges them at the
/// parent's next routing operation once the grace period (zero here) has passed.
@MainActor
final class RouterLeakDetectionTests: XCTestCase {
    private var reports: [String] = []
    private var savedDetector: LeakDetector?

    override func setUp() async throws {
        savedDetector = LeakDetector.instance
        LeakDetector.instance = LeakDetector(gracePeriod: .zero) { [weak self] in self?.reports.append($0) }
    }

    override func tearDown() async throws {
        if let savedDetector {
            LeakDetector.instance = savedDetector
        }
    }

    private func makeRouter(_ name: String) -> RouterMock {
        RouterMock(interactor: InteractorMock(name: name), name: name)
    }

    func test_detachedChildThatIsReleased_isNotReported() async throws {
        // given
        let parent = makeRouter("parent")
        weak var weakChild: RouterMock?
        do {
            let child = makeRouter("child")
            weakChild = child
            parent.attachChild(child)
            parent.detachChild(child)
        }

        // when
        parent.attachChild(makeRouter("next"))
        LeakDetector.instance.flush()

        // then
        XCTAssertNil(weakChild)
        XCTAssertEqual(reports, [])
        XCTAssertEqual(LeakDetector.instance.pendingCount, 0)
    }

    func test_detachedChildKeptAlive_isReportedAtTheParentsNextRoutingOperation() async throws {
        // given
        let parent = makeRouter("parent")
        let child = makeRouter("child")
        parent.attachChild(child)
        parent.detachChild(child)
        XCTAssertEqual(reports, [])

        // when
        parent.attachChild(makeRouter("next"))

        // then
        XCTAssertEqual(
            reports,
            [
                "RouterMock was not deallocated: it leaked",
                "InteractorMock was not deallocated: it leaked",
            ])
    }

    func test_detachedChildWhoseInteractorIsKeptAlive_reportsTheInteractor() async throws {
        // given
        let parent = makeRouter("parent")
        weak var weakChild: RouterMock?
        let keptInteractor: InteractorMock
        do {
            let child = makeRouter("child")
            weakChild = child
            keptInteractor = child.interactor
            parent.attachChild(child)
            parent.detachChild(child)
        }

        // when
        parent.attachChild(makeRouter("next"))

        // then
        XCTAssertNil(weakChild)
        XCTAssertFalse(keptInteractor.isActive)
        XCTAssertEqual(reports, ["InteractorMock was not deallocated: it leaked"])
    }

    func test_detachedViewableChildLeftOnTheWindow_reportsItsAppearance() async throws {
        // given
        let window = Window(screen: ScreenMock(), mode: .command)
        let root = ViewControllerMock()
        window.rootViewController = root
        let parent = makeRouter("parent")
        do {
            let child = ViewableRouterMock(interactor: InteractorMock(), viewController: ViewControllerMock())
            parent.attachChild(child)
            root.present(child.viewController)
            parent.detachChild(child)
        }

        // when
        parent.attachChild(makeRouter("next"))

        // then
        XCTAssertEqual(reports, ["ViewControllerMock is still on the window: its appearance leaked"])
    }

    func test_detachedViewableChildDismissed_isNotReported() async throws {
        // given
        let window = Window(screen: ScreenMock(), mode: .command)
        let root = ViewControllerMock()
        window.rootViewController = root
        let parent = makeRouter("parent")
        do {
            let child = ViewableRouterMock(interactor: InteractorMock(), viewController: ViewControllerMock())
            parent.attachChild(child)
            root.present(child.viewController)
            root.dismiss()
            parent.detachChild(child)
        }

        // when
        parent.attachChild(makeRouter("next"))

        // then
        XCTAssertEqual(reports, [])
    }

    func test_reattachingADetachedChild_withdrawsItsExpectations() async throws {
        // given
        let parent = makeRouter("parent")
        let child = makeRouter("child")
        parent.attachChild(child)
        parent.detachChild(child)

        // when
        parent.attachChild(child)
        parent.attachChild(makeRouter("next"))
        LeakDetector.instance.flush()

        // then
        XCTAssertEqual(reports, [])
        XCTAssertTrue(parent.children.contains { $0 === child })
    }

    func test_detachingARouterThatIsNotAChild_expectsNothing() async throws {
        // given
        let parent = makeRouter("parent")
        let stranger = makeRouter("stranger")

        // when
        parent.detachChild(stranger)

        // then
        XCTAssertEqual(LeakDetector.instance.pendingCount, 0)
    }

    func test_anotherRoutersOperation_doesNotJudgeThisRoutersChildren() async throws {
        // given
        let parent = makeRouter("parent")
        let child = makeRouter("child")
        parent.attachChild(child)
        parent.detachChild(child)

        // when
        makeRouter("other").attachChild(makeRouter("next"))

        // then
        XCTAssertEqual(reports, [])
        XCTAssertEqual(LeakDetector.instance.pendingCount, 2)
    }

    func test_flush_judgesWhatEveryRouterDetached() async throws {
        // given
        let parent = makeRouter("parent")
        let child = makeRouter("child")
        parent.attachChild(child)
        parent.detachChild(child)

        // when
        LeakDetector.instance.flush()

        // then
        XCTAssertEqual(reports.count, 2)
        XCTAssertEqual(LeakDetector.instance.pendingCount, 0)
    }
}
