import XCTest
@testable import TodoRIBs

@MainActor
final class LaunchRouterTests: XCTestCase {
    func test_viewableRouter_keepsTheViewControllerAsItsTypeAndAsViewControllable() async throws {
        // given
        let viewController = ViewControllerMock()

        // when
        let router = ViewableRouterMock(interactor: InteractorMock(), viewController: viewController)

        // then
        XCTAssertTrue(router.viewController === viewController)
        XCTAssertTrue(router.viewControllable === viewController)
        XCTAssertTrue(router.viewControllable.terminalViewController === viewController)
    }

    func test_launch_setsTheWindowsRootViewController() async throws {
        // given
        let viewController = ViewControllerMock()
        let router = LaunchRouterMock(interactor: InteractorMock(), viewController: viewController)
        let window = Window(screen: ScreenMock(), mode: .session)

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
        let interactor = InteractorMock()
        let router = LaunchRouterMock(interactor: interactor, viewController: ViewControllerMock())
        let window = Window(screen: ScreenMock(), mode: .command)

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
        let interactor = InteractorMock()
        let router = LaunchRouterMock(interactor: interactor, viewController: ViewControllerMock())
        let child = RouterMock(interactor: InteractorMock())
        router.launch(from: Window(screen: ScreenMock(), mode: .session))
        router.attachChild(child)

        // when
        interactor.deactivate()

        // then
        XCTAssertFalse(child.interactor.isActive)
    }

    func test_viewController_onTheLaunchedWindow_seesTheScreenAndAppears() async throws {
        // given
        let screen = ScreenMock()
        let window = Window(screen: screen, mode: .session)
        let viewController = ViewControllerMock()
        let router = LaunchRouterMock(interactor: InteractorMock(), viewController: viewController)

        // when
        router.launch(from: window)

        // then
        XCTAssertTrue(viewController.currentWindow === window)
        XCTAssertTrue(viewController.screen === screen)
        XCTAssertTrue(window.isVisible)
        XCTAssertEqual(viewController.viewDidAppearCallCount, 1)
    }
}
