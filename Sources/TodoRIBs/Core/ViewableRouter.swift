/// A router whose RIB owns a view.
@MainActor
public protocol ViewableRouting: Routing {
    /// The RIB's view, for the parent to present.
    var viewControllable: ViewControllable { get }
}

/// The base of a router whose RIB owns a view: it keeps the view controller its parent shows.
@MainActor
open class ViewableRouter<InteractorType, ViewControllerType>: Router<InteractorType>, ViewableRouting {
    /// The view controller, as its own type.
    public let viewController: ViewControllerType
    /// The view controller, as its parent presents it.
    public let viewControllable: ViewControllable

    /// Creates a router for `interactor` and `viewController`, which must conform to `ViewControllable`.
    public init(interactor: InteractorType, viewController: ViewControllerType) {
        self.viewController = viewController
        self.viewControllable = Self.viewControllable(viewController)
        super.init(interactor: interactor)
    }

    // MARK: - Private

    private static func viewControllable(_ viewController: ViewControllerType) -> ViewControllable {
        // The class cast first, as in `Router`: it spares a scan of every conformance record.
        if let viewController = viewController as? TerminalViewController {
            return viewController
        }
        guard let viewControllable = viewController as? ViewControllable else {
            preconditionFailure("\(viewController) must conform to \(ViewControllable.self)")
        }
        return viewControllable
    }
}
