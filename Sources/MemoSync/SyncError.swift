import MemoStore

/// Why a sync did not run; nothing was changed on either side.
public enum SyncError: Error, Equatable, CustomStringConvertible, TodoFailure {
    /// The replica's clock reads earlier than its last sync with the hub: "later wins" would
    /// be wrong, so the sync waits for the clock to be set right.
    case clockBehind(lastSync: Timestamp)

    /// One line for stderr.
    public var description: String {
        switch self {
        case .clockBehind(let last):
            return "this machine's clock is behind its last sync (\(last.iso8601)); set the clock right and sync again"
        }
    }

    /// 1: a runtime failure.
    public var exitStatus: Int32 { 1 }
}
