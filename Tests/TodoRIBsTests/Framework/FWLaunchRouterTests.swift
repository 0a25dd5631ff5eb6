import XCTest
@testable import TodoRIBs

@MainActor
final class FWLaunchRouterTests: XCTestCase {
    func test_viewableRouter_keepsTheViewControllerAsItsTypeAndAsViewControllable() async throws {
        // given
        let viewController = FWViewControllerMock()

        // when
        let router = FWViewableRouterMock(interactor: FWInteractorMock(), viewController: viewController)

        // then
        XCTAssertTrue(router.viewController === viewController)
        XCTAssertTrue(router.viewControllable === viewController)
        XCTAssertTrue(router.viewControllable.terminalViewController === viewController)
    }

    func test_launch_setsTheWindowsRootViewController() async throws {
        // given
        let viewController = FWViewControllerMock()
        let router = FWLaunchRouterMock(interactor: FWInteractorMock(), viewController: viewController)
        let window = Window(screen: FWScreenMock(), mode: .session)

        // when
        router.launch(from: window)

        // then
        XCTAssertTrue(window.rootViewController === viewController)
        XCTAssertTrue(viewController.window === window)
        XCTAssertTrue(window.firstResponder === viewController)
        XCTAssertEqual(viewController.viewDidAppearCallCount, 1)
    }

    func test_launch_activatesTheInteractorThenLoads() async throws {
        // given
        let interactor = FWInteractorMock()
        let router = FWLaunchRouterMock(interactor: interactor, viewController: FWViewControllerMock())
        let window = Window(screen: FWScreenMock(), mode: .command)

        // when
        router.launch(from: window)

        // then
        XCTAssertTrue(interactor.isActive)
        XCTAssertEqual(interactor.didBecomeActiveCallCount, 1)
        XCTAssertEqual(router.didLoadCallCount, 1)
        XCTAssertEqual(router.wasInteractorActiveOnLoad, true)
    }

    func test_launch_thenDeactivatingTheRoot_deactivatesAttachedChildren() async throws {
        // given
        let interactor = FWInteractorMock()
        let router = FWLaunchRouterMock(interactor: interactor, viewController: FWViewControllerMock())
        let child = FWRouterMock(interactor: FWInteractorMock())
        router.launch(from: Window(screen: FWScreenMock(), mode: .session))
        router.attachChild(child)

        // when
        interactor.deactivate()

        // then
        XCTAssertFalse(child.interactor.isActive)
    }

    func test_viewController_onTheLaunchedWindow_seesTheScreenAndMode() async throws {
        // given
        let screen = FWScreenMock()
        let window = Window(screen: screen, mode: .session)
        let viewController = FWViewControllerMock()
        let router = FWLaunchRouterMock(interactor: FWInteractorMock(), viewController: viewController)

        // when
        router.launch(from: window)

        // then
        XCTAssertTrue(viewController.currentWindow === window)
        XCTAssertTrue(viewController.screen === screen)
        XCTAssertTrue(viewController.isSession)
    }
}
