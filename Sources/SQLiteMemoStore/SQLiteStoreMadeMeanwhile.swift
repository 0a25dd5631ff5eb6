import MemoStore

/// `SQLiteNewStore.publish()` found a store at its path that another process made while this
/// one filled its own: nothing was put in place, and the store there is left as it is. The
/// command may run again into that store, as if it had been there from the start.
public struct SQLiteStoreMadeMeanwhile: TodoFailure {
    /// The path both processes made a store at.
    public let path: String

    /// Exit 1: the command can succeed when run again.
    public var exitStatus: ExitStatus { .failure }

    /// One line naming the path.
    public var description: String {
        "cannot open \(path): another process created it meanwhile; nothing was imported, run the import again"
    }
}
