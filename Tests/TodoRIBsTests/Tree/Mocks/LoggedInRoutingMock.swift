@testable import TodoRIBs

/// LoggedIn's router, recording the routes asked for instead of building children.
@MainActor
final class LoggedInRoutingMock: Router<LoggedInInteractable>, LoggedInRouting {
    private(set) var routeToDetailContentsCallCount = 0
    private(set) var routeFromDetailContentsCallCount = 0
    private(set) var cleanupViewsCallCount = 0
    let detailContentsItem: DetailContentsActionableItem

    init(
        interactor: LoggedInInteractable, detailContentsItem: DetailContentsActionableItem
    ) {
        self.detailContentsItem = detailContentsItem
        super.init(interactor: interactor)
        interactor.router = self
    }

    func routeToDetailContents() -> DetailContentsActionableItem {
        routeToDetailContentsCallCount += 1
        return detailContentsItem
    }

    func routeFromDetailContents() {
        routeFromDetailContentsCallCount += 1
    }

    func cleanupViews() {
        cleanupViewsCallCount += 1
    }
}
