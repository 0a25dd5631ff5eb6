/// LoggedOut's interactor as its router drives it.
@MainActor
protocol LoggedOutInteractable: Interactable {
    var router: LoggedOutRouting? { get set }
    var listener: LoggedOutListener? { get set }
}

/// The login screen's view as its router sees it.
@MainActor
protocol LoggedOutViewControllable: ViewControllable {}

/// LoggedOut has no children.
final class LoggedOutRouter: ViewableRouter<LoggedOutInteractable, LoggedOutViewControllable>, LoggedOutRouting {
    override init(interactor: LoggedOutInteractable, viewController: LoggedOutViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
