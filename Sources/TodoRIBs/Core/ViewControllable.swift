/// Something that can be shown on the terminal: the view of a viewful RIB.
///
/// Mirrors RIBs-iOS's `ViewControllable`, whose `uiviewController` is replaced by the terminal's
/// view controller; routers present and dismiss through it without knowing concrete views.
@MainActor
public protocol ViewControllable: AnyObject {
    /// The view controller that puts this view on the screen.
    var terminalViewController: TerminalViewController { get }
}
