#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The shell's lines kept across sessions: `$XDG_STATE_HOME/todo/history`, else
/// `~/.local/state/todo/history`, one line each, the newest last.
///
/// The directory is made 0700 and the file 0600 (a typed line may say what a memo says); the
/// file keeps the newest `limit` lines, never a blank one, and is replaced whole, so a crash
/// leaves the old file or the new one.
@MainActor
final class LineHistory {
    /// How many lines are kept.
    static let limit = 1000

    /// The lines, oldest first.
    private(set) var lines: [String] = []

    /// Where the history lives for `environment`; `nil` with neither `XDG_STATE_HOME` nor `HOME`.
    static func path(in environment: Environment) -> String? {
        if let stateHome = environment["XDG_STATE_HOME"], stateHome.hasPrefix("/") {
            return stateHome + "/todo/history"
        }
        guard let home = environment["HOME"] else { return nil }
        return home + "/.local/state/todo/history"
    }

    /// Reads the history at `path`, if there is one; `nil` keeps it in memory only.
    init(path: String?) {
        self.path = path
        if let path, let text = Self.read(path) {
            lines = text.split(separator: "\n").map(String.init).filter { !Self.isBlank($0) }
            lines = Array(lines.suffix(Self.limit))
        }
    }

    /// Adds `line` (unless it is blank or repeats the last one) and saves the file.
    /// - returns: whether the line was added.
    @discardableResult
    func add(_ line: String) -> Bool {
        guard !Self.isBlank(line), line != lines.last, !line.contains("\n") else { return false }
        lines.append(line)
        if lines.count > Self.limit {
            lines.removeFirst(lines.count - Self.limit)
        }
        save()
        return true
    }

    // MARK: - Private

    private let path: String?

    private static func isBlank(_ line: String) -> Bool {
        line.allSatisfy(\.isWhitespace)
    }

    private func save() {
        guard let path, makeDirectory(for: path) else { return }
        let temporary = path + ".new"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return }
        fchmod(descriptor, 0o600)
        let bytes = Array(lines.map { $0 + "\n" }.joined().utf8)
        var written = 0
        let isWhole = bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += count
            }
            return true
        }
        close(descriptor)
        if !isWhole || rename(temporary, path) != 0 {
            unlink(temporary)
        }
    }

    /// Makes the history's directory (0700) and any missing parent.
    private func makeDirectory(for path: String) -> Bool {
        var directories: [String] = []
        var directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        while !directory.isEmpty, access(directory, F_OK) != 0 {
            directories.append(directory)
            directory = String(directory[..<(directory.lastIndex(of: "/") ?? directory.startIndex)])
        }
        for missing in directories.reversed() where mkdir(missing, 0o700) != 0 && errno != EEXIST {
            return false
        }
        return true
    }

    private static func read(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count < 4 * 1024 * 1024 {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
