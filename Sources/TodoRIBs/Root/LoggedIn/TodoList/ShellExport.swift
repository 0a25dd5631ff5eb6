#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MemoInterchange
import MemoStore
import TodoLanguage

/// The shell's `export [--format F] [FILE]` while its memos arrive: the text is gathered, then
/// shown or written to FILE whole (a file is written beside it and renamed over it, so a
/// failed export leaves what was there).
final class ShellExport {
    /// Where the export goes; `nil` for the screen.
    let path: String?

    init(format: InterchangeFormat, path: String?) {
        writer = MemoExportWriter(format: format)
        self.path = path
        text = writer.begin()
    }

    /// Takes one memo (the export's sink).
    func take(_ memo: Memo) {
        text += writer.element(memo)
        count += 1
    }

    /// The export whole, for the screen.
    func finishedText() -> String {
        text + writer.end()
    }

    /// Writes the export to `path` and returns the line that says so.
    /// - throws: `ShellExportError` when the file cannot be written; what was there is kept.
    func writeFile(to path: String) throws -> String {
        let temporary = path + ".todo-export-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw ShellExportError(path: path, reason: String(cString: strerror(errno))) }
        var bytes = Array(finishedText().utf8)[...]
        var failure: Int32 = 0
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                failure = errno
                break
            }
            bytes = bytes.dropFirst(written)
        }
        if failure == 0 && fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure == 0 && rename(temporary, path) != 0 { failure = errno }
        guard failure == 0 else {
            unlink(temporary)
            throw ShellExportError(path: path, reason: String(cString: strerror(failure)))
        }
        return "exported \(CountText.of(count, "memo")) to \(path.terminalSafe)"
    }

    // MARK: - Private

    private var writer: MemoExportWriter
    private var text: String
    private var count = 0
}
