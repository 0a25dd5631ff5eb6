/// The root router as the program sees it: something to launch on the window.
@MainActor
public protocol LaunchRouting: ViewableRouting {
    /// Shows the root view on `window`, then activates the root interactor and loads the tree.
    func launch(from window: Window)
}

/// The base of the root router: the one router nobody attaches, launched on the window instead.
@MainActor
open class LaunchRouter<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType>,
    LaunchRouting
{
    /// Creates the root router for `interactor` and `viewController`.
    override public init(interactor: InteractorType, viewController: ViewControllerType) {
        super.init(interactor: interactor, viewController: viewController)
    }

    public final func launch(from window: Window) {
        window.rootViewController = viewControllable.terminalViewController
        window.makeKeyAndVisible()
        interactable.activate()
        load()
    }
}
