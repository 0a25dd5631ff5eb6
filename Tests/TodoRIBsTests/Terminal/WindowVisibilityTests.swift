import XCTest
@testable import TodoRIBs

/// A command's window stays hidden: view controllers on it are stacked but never appear.
@MainActor
final class WindowVisibilityTests: XCTestCase {
    private func makeWindow(mode: Window.Mode) -> (Window, ViewControllerMock) {
        let window = Window(screen: ScreenMock(), mode: mode)
        let root = ViewControllerMock()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root)
    }

    func test_makeKeyAndVisible_inASession_showsTheWindowAndTheRootAppears() async throws {
        // given
        let window = Window(screen: ScreenMock(), mode: .session)
        let root = ViewControllerMock()
        window.rootViewController = root
        XCTAssertFalse(window.isVisible)

        // when
        window.makeKeyAndVisible()

        // then
        XCTAssertTrue(window.isVisible)
        XCTAssertEqual(root.viewDidAppearCallCount, 1)
    }

    func test_makeKeyAndVisible_forACommand_leavesTheWindowHiddenAndTheRootUnseen() async throws {
        // given
        let window = Window(screen: ScreenMock(), mode: .command)
        let root = ViewControllerMock()
        window.rootViewController = root

        // when
        window.makeKeyAndVisible()

        // then
        XCTAssertFalse(window.isVisible)
        XCTAssertEqual(root.viewDidAppearCallCount, 0)
        XCTAssertTrue(window.firstResponder === root)
    }

    func test_present_onAHiddenWindow_stacksUpWithoutAppearing() async throws {
        // given
        let (window, root) = makeWindow(mode: .command)
        let modal = ViewControllerMock()

        // when
        root.present(modal)

        // then
        XCTAssertTrue(window.firstResponder === modal)
        XCTAssertTrue(modal.currentWindow === window)
        XCTAssertEqual(modal.viewDidAppearCallCount, 0)
    }

    func test_present_onAVisibleWindow_appears() async throws {
        // given
        let (window, root) = makeWindow(mode: .session)
        let modal = ViewControllerMock()

        // when
        root.present(modal)

        // then
        XCTAssertTrue(window.isVisible)
        XCTAssertEqual(modal.viewDidAppearCallCount, 1)
    }

    func test_present_onNoWindow_doesNotAppear() async throws {
        // given
        let presenter = ViewControllerMock()
        let modal = ViewControllerMock()

        // when
        presenter.present(modal)

        // then
        XCTAssertTrue(presenter.presentedViewController === modal)
        XCTAssertEqual(modal.viewDidAppearCallCount, 0)
    }

    func test_dismiss_onAHiddenWindow_removesTheModalWithoutTheRootAppearing() async throws {
        // given
        let (window, root) = makeWindow(mode: .command)
        let modal = ViewControllerMock()
        root.present(modal)

        // when
        root.dismiss()

        // then
        XCTAssertTrue(window.firstResponder === root)
        XCTAssertEqual(modal.viewWillDisappearCallCount, 1)
        XCTAssertEqual(root.viewDidAppearCallCount, 0)
    }

    func test_dismiss_onAVisibleWindow_makesThePresenterAppearAgain() async throws {
        // given
        let (window, root) = makeWindow(mode: .session)
        root.present(ViewControllerMock())
        XCTAssertEqual(root.viewDidAppearCallCount, 1)

        // when
        root.dismiss()

        // then
        XCTAssertTrue(window.firstResponder === root)
        XCTAssertEqual(root.viewDidAppearCallCount, 2)
    }
}
