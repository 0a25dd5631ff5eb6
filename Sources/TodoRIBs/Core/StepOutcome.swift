import OpenCombine

/// What one step of a `Workflow` settles on: its first value, an end without a value, or an
/// error. Shared the way RIBs' Rx steps `share()` theirs: the first observer starts a run,
/// every observer present when the run settles is told once, and nothing is kept afterwards
/// (a later observer starts a new run, which waits for the workflow to be subscribed again).
///
/// Plain callbacks rather than a stack of Combine operators: each operator is a generic type
/// the runtime instantiates, and checks, at every start of a one-shot command.
@MainActor
final class StepOutcome<Output> {
    enum Settlement {
        case value(Output)
        case finished
        case failure(Error)
    }

    /// Starts a run: settles it through `settle`, now or later, and returns what cancels the
    /// run's unfinished work. A run settles once; later calls of its `settle` are ignored.
    typealias Start = (_ settle: @escaping (Settlement) -> Void) -> AnyCancellable?

    /// Creates an outcome whose runs `start` works out.
    init(start: @escaping Start) {
        self.start = start
    }

    /// Calls `observer` once, with the settlement of the run in progress, starting one if
    /// none is.
    /// - returns: what stops the observation; when every observer has stopped before the run
    ///   settled, its work is cancelled.
    func observe(_ observer: @escaping (Settlement) -> Void) -> AnyCancellable {
        let observation = Observation(observer)
        observations.append(observation)
        if run == nil {
            let run = Run()
            self.run = run
            // The run holds its outcome until it settles or is cancelled: nothing else may,
            // as a chain's last step is held only by the steps before it while it runs.
            let work = start { settlement in self.settle(run, with: settlement) }
            if self.run === run {
                self.work = work
            } else {
                work?.cancel()
            }
        }
        return AnyCancellable { [weak self, weak observation] in
            guard let observation else { return }
            observation.isDone = true
            self?.stopObserving(observation)
        }
    }

    /// Settles the run in progress, if there is one: what the workflow's root does when the
    /// workflow is subscribed.
    func settleRunInProgress(with settlement: Settlement) {
        if let run {
            settle(run, with: settlement)
        }
    }

    // MARK: - Private

    private final class Run {}

    private final class Observation {
        let observer: (Settlement) -> Void
        var isDone = false

        init(_ observer: @escaping (Settlement) -> Void) {
            self.observer = observer
        }
    }

    private let start: Start
    private var run: Run?
    private var work: AnyCancellable?
    private var observations: [Observation] = []

    private func settle(_ run: Run, with settlement: Settlement) {
        guard self.run === run else { return }
        self.run = nil
        let work = self.work
        self.work = nil
        let observations = self.observations
        self.observations = []
        // An observer may stop another one of this run, or observe again (a new run): each
        // observation of this run is told once, unless it stopped first.
        for observation in observations where !observation.isDone {
            observation.isDone = true
            observation.observer(settlement)
        }
        work?.cancel()
    }

    private func stopObserving(_ observation: Observation) {
        observations.removeAll { $0 === observation }
        if observations.isEmpty, run != nil {
            run = nil
            work?.cancel()
            work = nil
        }
    }
}
