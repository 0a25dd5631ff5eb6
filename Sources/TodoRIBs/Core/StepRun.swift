import OpenCombine

/// The subscriptions one step holds while it runs, cancelled together when the workflow is.
@MainActor
final class StepRun {
    /// Keeps `cancellable` until the run is cancelled; cancels it at once if it was already.
    func keep(_ cancellable: AnyCancellable?) {
        guard let cancellable else { return }
        if isCancelled {
            cancellable.cancel()
        } else {
            cancellables.append(cancellable)
        }
    }

    /// Cancels everything kept, and anything kept from now on.
    func cancel() {
        isCancelled = true
        let cancellables = self.cancellables
        self.cancellables = []
        cancellables.forEach { $0.cancel() }
    }

    // MARK: - Private

    private var cancellables: [AnyCancellable] = []
    private var isCancelled = false
}
