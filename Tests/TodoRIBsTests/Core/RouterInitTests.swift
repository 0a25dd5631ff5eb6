import XCTest
@testable import TodoRIBs

/// How a router takes its interactor and view: as their own types, and as the protocols the
/// tree drives them through, whether or not they subclass the framework's base classes.
@MainActor
final class RouterInitTests: XCTestCase {
    private func makeRouter(_ name: String) -> RouterMock {
        RouterMock(interactor: InteractorMock(name: name), name: name)
    }

    func test_init_keepsTheInteractorAsItsTypeAndAsInteractable() async throws {
        // given
        let interactor = InteractorMock()

        // when
        let router = RouterMock(interactor: interactor)

        // then
        XCTAssertTrue(router.interactor === interactor)
        XCTAssertTrue(router.interactable === interactor)
        XCTAssertTrue(router.children.isEmpty)
    }

    func test_init_acceptsAnInteractableThatIsNoInteractorSubclass() async throws {
        // given
        let interactable = BareInteractable()

        // when
        let router = Router<BareInteractable>(interactor: interactable)
        let parent = makeRouter("parent")
        parent.attachChild(router)

        // then
        XCTAssertTrue(router.interactable === interactable)
        XCTAssertEqual(interactable.activateCallCount, 1)
    }

    func test_viewableRouter_acceptsAViewControllableThatIsNoTerminalViewController() async throws {
        // given
        let view = BareViewControllable()

        // when
        let router = ViewableRouter<InteractorMock, BareViewControllable>(interactor: InteractorMock(), viewController: view)

        // then
        XCTAssertTrue(router.viewControllable === view)
        XCTAssertTrue(router.viewControllable.terminalViewController === view.terminalViewController)
    }
}
