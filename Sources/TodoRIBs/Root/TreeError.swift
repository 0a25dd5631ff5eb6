/// Why the tree could not take a Workflow's step.
public enum TreeError: Error, Equatable, CustomStringConvertible {
    /// The RIB that would take the step is no longer attached (its listener or router is gone).
    case detached(String)

    /// One line naming the problem.
    public var description: String {
        switch self {
        case .detached(let rib): return "\(rib) is no longer attached"
        }
    }
}
