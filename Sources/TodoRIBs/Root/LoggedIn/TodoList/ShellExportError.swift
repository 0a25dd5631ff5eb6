import MemoStore

/// Why the shell's `export` could not write its file, in one line.
struct ShellExportError: TodoFailure {
    let path: String
    let reason: String

    var description: String { "cannot write \(path): \(reason); nothing was exported" }

    var exitStatus: ExitStatus { ExitStatus.failure }
}
