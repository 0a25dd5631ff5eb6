import MemoStore

/// Why the shell's `import` or `export` could not use a file, in one line.
enum ShellFileError: TodoFailure {
    case cannotRead(path: String, reason: String)
    case cannotWrite(path: String, reason: String)

    var description: String {
        switch self {
        case .cannotRead(let path, let reason): return "cannot read \(path): \(reason)"
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason); nothing was exported"
        }
    }

    var exitStatus: Int32 { FailureStatus.runtime }
}
