import MemoStore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The person's own editor (`$VISUAL`, else `$EDITOR`, else `vi`), run on a text, as git runs
/// it: through `sh -c '<editor> "$@"'`, so the variable may carry arguments (`code --wait`).
///
/// The text lives in a file of its own in `$TMPDIR` (else `/tmp`), readable by its owner only
/// (0600) and removed afterwards whatever happens. While the editor runs, todo ignores the
/// terminal's interrupt and quit keys, which belong to the editor; the editor gets them back.
struct ExternalEditor {
    /// The editor command line, as the environment gives it.
    let command: String
    /// Where the temporary file is made.
    let directory: String

    /// Whether neither variable names one, so `command` is the default `vi`.
    let isDefault: Bool

    init(environment: Environment) {
        let named = environment["VISUAL"] ?? environment["EDITOR"]
        command = named ?? "vi"
        isDefault = named == nil
        directory = environment["TMPDIR"] ?? "/tmp"
    }

    /// Opens `text` in the editor and returns the file's text once the editor exits.
    /// - throws: `ExternalEditorError` when the file cannot be made or read, the editor cannot
    ///   be started, or it exits with a status other than 0 (what it saved is then ignored).
    func edit(_ text: String) throws -> String {
        var template = Array((directory.hasSuffix("/") ? directory : directory + "/").utf8CString.dropLast())
            + Array("todo-edit-XXXXXX.txt".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
        guard descriptor >= 0 else { throw ExternalEditorError.cannotCreate(directory, errno: errno) }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { unlink(path) }
        let written = Self.writeAll(Array(text.utf8), to: descriptor)
        fchmod(descriptor, 0o600)
        close(descriptor)
        guard written else { throw ExternalEditorError.cannotCreate(directory, errno: errno) }
        try run(on: path)
        guard let bytes = Self.readAll(path) else { throw ExternalEditorError.cannotRead }
        guard let edited = String(validating: bytes, as: UTF8.self) else { throw ExternalEditorError.notUTF8 }
        return edited
    }

    // MARK: - Private

    private func run(on path: String) throws {
        let arguments = ["sh", "-c", command + " \"$@\"", "sh", path]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGQUIT)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        let oldInterrupt = signal(SIGINT, SIG_IGN)
        let oldQuit = signal(SIGQUIT, SIG_IGN)
        defer {
            signal(SIGINT, oldInterrupt)
            signal(SIGQUIT, oldQuit)
        }
        var child = pid_t()
        let spawned = posix_spawn(&child, "/bin/sh", nil, &attributes, &argv, environ)
        guard spawned == 0 else { throw ExternalEditorError.cannotStart(command, errno: spawned) }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            guard errno == EINTR else { throw ExternalEditorError.cannotStart(command, errno: errno) }
        }
        // WIFEXITED / WEXITSTATUS, which Swift does not import.
        let exited = status & 0x7F == 0
        let code = (status >> 8) & 0xFF
        guard exited, code == 0 else {
            throw ExternalEditorError.failed(command, status: exited ? "exited with status \(code)" : "was killed by signal \(status & 0x7F)")
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += count
        }
        return true
    }

    private static func readAll(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return bytes }
            bytes += buffer[..<count]
        }
    }
}

/// Why the editor could not be used; nothing was changed.
enum ExternalEditorError: TodoFailure {
    /// An editor that could not run or failed is a runtime failure; nothing was changed.
    var exitStatus: ExitStatus { ExitStatus.failure }

    case cannotCreate(String, errno: Int32)
    case cannotStart(String, errno: Int32)
    case failed(String, status: String)
    case cannotRead
    case notUTF8

    var description: String {
        switch self {
        case .cannotCreate(let directory, let code):
            return "cannot make a temporary file in \(directory) (\(String(cString: strerror(code)))); nothing was changed"
        case .cannotStart(let command, let code):
            return "cannot run the editor '\(command)' (\(String(cString: strerror(code)))); nothing was changed"
        case .failed(let command, let status):
            return "the editor '\(command)' \(status); nothing was changed"
        case .cannotRead:
            return "cannot read the edited file back; nothing was changed"
        case .notUTF8:
            return "the edited text is not valid UTF-8; nothing was changed"
        }
    }
}
