@testable import TodoRIBs

// Transitional: the Framework tests on main still ask views whether they run in a session,
// an API the one-way redesign removed. Delete this once those tests are rewritten.
extension TerminalViewController {
    /// Whether the view is shown on a session's window.
    var isSession: Bool { currentWindow?.mode == .session }
}
