/// A presenter that can show a failed action as one line.
@MainActor
protocol ErrorPresentable: AnyObject {
    func showError(_ error: Error)
}

extension ErrorPresentable {
    /// Runs an action a person typed; its failure is shown as one line and the screen stays
    /// where it was.
    func reportingFailure(of action: () throws -> Void) {
        do {
            try action()
        } catch {
            showError(error)
        }
    }
}
