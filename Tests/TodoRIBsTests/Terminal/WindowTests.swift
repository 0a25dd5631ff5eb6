import XCTest
@testable import TodoRIBs

@MainActor
final class WindowTests: XCTestCase {
    private func makeWindow(mode: Window.Mode = .session) -> (Window, ViewControllerMock) {
        let window = Window(screen: ScreenMock(), mode: mode)
        let root = ViewControllerMock()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root)
    }

    func test_rootViewController_isTheFirstResponderAndAppears() async throws {
        // given / when
        let (window, root) = makeWindow()

        // then
        XCTAssertTrue(window.firstResponder === root)
        XCTAssertTrue(root.window === window)
        XCTAssertEqual(root.viewDidAppearCallCount, 1)
    }

    func test_replacingTheRootViewController_uninstallsTheOldOne() async throws {
        // given
        let (window, old) = makeWindow()
        let new = ViewControllerMock()

        // when
        window.rootViewController = new

        // then
        XCTAssertNil(old.window)
        XCTAssertTrue(new.window === window)
        XCTAssertNil(old.screen)
    }

    func test_present_makesThePresentedOneFirstResponder() async throws {
        // given
        let (window, root) = makeWindow()
        let modal = ViewControllerMock()

        // when
        root.present(modal)

        // then
        XCTAssertTrue(window.firstResponder === modal)
        XCTAssertTrue(root.presentedViewController === modal)
        XCTAssertTrue(modal.presentingViewController === root)
        XCTAssertTrue(modal.currentWindow === window)
        XCTAssertTrue(modal.screen === window.screen)
        XCTAssertEqual(modal.viewDidAppearCallCount, 1)
    }

    func test_present_onAPresentedOne_stacksUp() async throws {
        // given
        let (window, root) = makeWindow()
        let list = ViewControllerMock()
        let detail = ViewControllerMock()

        // when
        root.present(list)
        list.present(detail)

        // then
        XCTAssertTrue(window.firstResponder === detail)
        XCTAssertTrue(detail.currentWindow === window)
    }

    func test_present_whileAnotherIsPresented_dismissesItFirst() async throws {
        // given
        let (window, root) = makeWindow()
        let first = ViewControllerMock()
        let second = ViewControllerMock()
        root.present(first)

        // when
        root.present(second)

        // then
        XCTAssertTrue(window.firstResponder === second)
        XCTAssertEqual(first.viewWillDisappearCallCount, 1)
        XCTAssertNil(first.presentingViewController)
        XCTAssertEqual(root.viewDidAppearCallCount, 1)
    }

    func test_dismiss_returnsInputToThePresenterAndCallsItsViewDidAppear() async throws {
        // given
        let (window, root) = makeWindow()
        let modal = ViewControllerMock()
        root.present(modal)

        // when
        root.dismiss()

        // then
        XCTAssertTrue(window.firstResponder === root)
        XCTAssertEqual(root.viewDidAppearCallCount, 2)
        XCTAssertEqual(modal.viewWillDisappearCallCount, 1)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(modal.presentingViewController)
        XCTAssertNil(modal.screen)
    }

    func test_dismiss_removesTheWholePresentedStack() async throws {
        // given
        let (window, root) = makeWindow()
        let list = ViewControllerMock()
        let detail = ViewControllerMock()
        root.present(list)
        list.present(detail)

        // when
        root.dismiss()

        // then
        XCTAssertTrue(window.firstResponder === root)
        XCTAssertEqual(list.viewWillDisappearCallCount, 1)
        XCTAssertEqual(detail.viewWillDisappearCallCount, 1)
        XCTAssertNil(detail.currentWindow)
        XCTAssertEqual(list.viewDidAppearCallCount, 1)
    }

    func test_dismiss_withNothingPresented_doesNothing() async throws {
        // given
        let (window, root) = makeWindow()

        // when
        root.dismiss()

        // then
        XCTAssertTrue(window.firstResponder === root)
        XCTAssertEqual(root.viewDidAppearCallCount, 1)
    }

    func test_send_givesTheLineToTheFirstResponder() async throws {
        // given
        let (window, root) = makeWindow()
        let modal = ViewControllerMock()
        root.linesToHandle = ["x"]
        modal.linesToHandle = ["x"]
        root.present(modal)

        // when
        let handled = window.send("x")

        // then
        XCTAssertTrue(handled)
        XCTAssertEqual(modal.handledLines, ["x"])
        XCTAssertEqual(root.handledLines, [])
    }

    func test_send_fallsBackDownTheResponderChain() async throws {
        // given
        let (window, root) = makeWindow()
        let list = ViewControllerMock()
        let detail = ViewControllerMock()
        root.linesToHandle = ["quit"]
        list.linesToHandle = ["list"]
        root.present(list)
        list.present(detail)

        // when
        let listHandled = window.send("list")
        let quitHandled = window.send("quit")
        let unknownHandled = window.send("unknown")

        // then
        XCTAssertTrue(listHandled)
        XCTAssertTrue(quitHandled)
        XCTAssertFalse(unknownHandled)
        XCTAssertEqual(list.handledLines, ["list"])
        XCTAssertEqual(root.handledLines, ["quit"])
        XCTAssertEqual(detail.handledLines, [])
    }

    func test_send_withNoRootViewController_returnsFalse() async throws {
        // given
        let window = Window(screen: ScreenMock(), mode: .command)

        // when
        let handled = window.send("anything")

        // then
        XCTAssertFalse(handled)
        XCTAssertNil(window.firstResponder)
    }

    func test_close_marksTheWindowClosed() async throws {
        // given
        let (window, _) = makeWindow()
        XCTAssertFalse(window.isClosed)

        // when
        window.close()

        // then
        XCTAssertTrue(window.isClosed)
    }

    func test_mode_isWhatTheWindowWasCreatedWith() async throws {
        // given / when
        let (sessionWindow, _) = makeWindow(mode: .session)
        let (commandWindow, _) = makeWindow(mode: .command)

        // then
        XCTAssertEqual(sessionWindow.mode, .session)
        XCTAssertEqual(commandWindow.mode, .command)
    }

    func test_terminalViewController_isItself() async throws {
        // given
        let viewController = ViewControllerMock()

        // when
        let terminalViewController = viewController.terminalViewController

        // then
        XCTAssertTrue(terminalViewController === viewController)
        XCTAssertEqual(viewController.prompt, "> ")
    }

    func test_viewControllerOnNoWindow_hasNoScreen() async throws {
        // given / when
        let viewController = ViewControllerMock()

        // then
        XCTAssertNil(viewController.currentWindow)
        XCTAssertNil(viewController.screen)
    }
}
