import XCTest
@testable import TodoRIBs

/// The terminal's stand-in for UIKit's modal stack and responder chain.
@MainActor
final class WindowTests: XCTestCase {
    func test_present_makesThePresentedTheFirstResponder_dismissReturnsInputAndReappears() async {
        let window = Window(screen: RecordingScreen(), mode: .session)
        let root = ViewControllerMock()
        let modal = ViewControllerMock()
        window.rootViewController = root
        window.makeKeyAndVisible()

        root.present(modal)
        XCTAssertTrue(window.firstResponder === modal)
        XCTAssertTrue(modal.screen === window.screen)
        root.dismiss()

        XCTAssertTrue(window.firstResponder === root)
        XCTAssertEqual(root.appearCount, 2)
        XCTAssertEqual(modal.disappearCount, 1)
        XCTAssertNil(modal.screen)
    }

    func test_send_fallsDownTheResponderChain() async {
        let window = Window(screen: RecordingScreen(), mode: .session)
        let root = ViewControllerMock()
        let list = ViewControllerMock()
        let detail = ViewControllerMock()
        root.handles = ["quit"]
        list.handles = ["list"]
        detail.handles = ["show"]
        window.rootViewController = root
        root.present(list)
        list.present(detail)

        XCTAssertTrue(window.send("show"))
        XCTAssertTrue(window.send("list"))
        XCTAssertTrue(window.send("quit"))
        XCTAssertFalse(window.send("nobody"))

        XCTAssertEqual(detail.handledLines, ["show"])
        XCTAssertEqual(list.handledLines, ["list"])
        XCTAssertEqual(root.handledLines, ["quit"])
    }

    func test_dismissingAMiddleController_takesTheOnesAboveItAlong() async {
        let window = Window(screen: RecordingScreen(), mode: .session)
        let root = ViewControllerMock()
        let list = ViewControllerMock()
        let detail = ViewControllerMock()
        window.rootViewController = root
        root.present(list)
        list.present(detail)

        root.dismiss()

        XCTAssertTrue(window.firstResponder === root)
        XCTAssertEqual(detail.disappearCount, 1)
        XCTAssertEqual(list.disappearCount, 1)
        XCTAssertEqual(list.appearCount, 1)
    }
}
