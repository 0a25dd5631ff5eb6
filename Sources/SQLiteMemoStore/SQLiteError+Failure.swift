import MemoStore

extension SQLiteError: TodoFailure {
    /// A failed SQLite call that was not mapped to a `MemoStoreError` is still a runtime
    /// failure (exit 1), never a usage error.
    var exitStatus: ExitStatus { ExitStatus.failure }
}
