import MemoStore

extension PostgresError: TodoFailure {
    /// A failed libpq call that was not mapped to a `MemoStoreError` is still a runtime
    /// failure (exit 1), never a usage error.
    public var exitStatus: ExitStatus { ExitStatus.failure }
}
