import MemoStore

/// Why a sync did not run; nothing was changed on either side.
public enum SyncError: Error, Equatable, CustomStringConvertible, TodoFailure {
    /// The replica's clock and the hub's disagree by more than `SyncSession.clockTolerance`:
    /// "the later change wins" needs clocks that agree, so the sync waits for this one to be
    /// set right (by how much is in the line).
    case clockOff(machine: Timestamp, hub: Timestamp)

    /// One line for stderr.
    public var description: String {
        switch self {
        case .clockOff(let machine, let hub):
            let seconds = machine.secondsSince1970 - hub.secondsSince1970
            let minutes = (abs(seconds) + 59) / 60
            return "this machine's clock is \(minutes) minute\(minutes == 1 ? "" : "s") \(seconds < 0 ? "behind" : "ahead of") the hub's "
                + "(\(machine.iso8601) here, \(hub.iso8601) there); set it right and sync again"
        }
    }

    /// A runtime failure.
    public var exitStatus: ExitStatus { .failure }
}
