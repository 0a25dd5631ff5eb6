import MemoStore
/// A command that needs an existing store met a path where none exists. Only a write that can
/// succeed on an empty store (`add`, `import`) creates one, so a typo in `--db` never does.
struct MissingStoreError: TodoFailure {
    /// The path as `--db`, `TODO_DB` or the default named it.
    let path: String
    /// `.success` for a listing, which reads as an empty store; `.failure` for a command that needed a memo.
    let exitStatus: ExitStatus

    /// The line `MemoStoreError.noStore` says, so a missing file and a database without a store read alike.
    var description: String { MemoStoreError.noStore(path: path).description }
}
