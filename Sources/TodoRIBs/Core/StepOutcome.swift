import OpenCombine

/// What one step of a `Workflow` settles on: its first value, an end without a value, or an
/// error. Worked out once, when the first chain built on the step asks for it, and shared
/// by every chain that asks (the `share()` of RIBs' Rx steps).
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

    /// Creates an outcome that `start` works out once it is first observed. `start` settles
    /// the outcome it is given, now or later, and returns what cancels its unfinished work.
    init(start: @escaping (StepOutcome) -> AnyCancellable?) {
        self.start = start
    }

    /// Calls `observer` once with the settlement: now if there is one, else when it comes.
    /// The first observer starts the work.
    /// - returns: what stops the observation; when every observer has stopped before the
    ///   outcome settled, the work is cancelled.
    func observe(_ observer: @escaping (Settlement) -> Void) -> AnyCancellable {
        if let settlement {
            observer(settlement)
            return AnyCancellable {}
        }
        let id = nextObserverID
        nextObserverID += 1
        observers.append((id, observer))
        if let start {
            self.start = nil
            let work = start(self)
            if settlement == nil {
                self.work = work
            }
        }
        return AnyCancellable { [weak self] in
            self?.stopObserving(id)
        }
    }

    /// Settles the outcome and tells every observer; later settlements are ignored.
    func settle(_ settlement: Settlement) {
        guard self.settlement == nil else { return }
        self.settlement = settlement
        work = nil
        let observers = self.observers
        self.observers = []
        for (_, observer) in observers {
            observer(settlement)
        }
    }

    // MARK: - Private

    private var start: ((StepOutcome) -> AnyCancellable?)?
    private var settlement: Settlement?
    private var observers: [(id: Int, observer: (Settlement) -> Void)] = []
    private var nextObserverID = 0
    private var work: AnyCancellable?

    private func stopObserving(_ id: Int) {
        observers.removeAll { $0.id == id }
        if observers.isEmpty, settlement == nil {
            work?.cancel()
            work = nil
        }
    }
}
