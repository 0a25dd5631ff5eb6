/// DetailContents' interactor as its router drives it.
@MainActor
protocol DetailContentsInteractable: Interactable {
    var router: DetailContentsRouting? { get set }
    var listener: DetailContentsListener? { get set }
}

/// The detail screen's view as its router sees it.
@MainActor
protocol DetailContentsViewControllable: ViewControllable {}

/// DetailContents has no children.
final class DetailContentsRouter: ViewableRouter<DetailContentsInteractable, DetailContentsViewControllable>,
    DetailContentsRouting
{
    override init(interactor: DetailContentsInteractable, viewController: DetailContentsViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
