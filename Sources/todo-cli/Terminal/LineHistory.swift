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
/// leaves the old file or the new one. A line that carries a password (`sync
/// http://alice:PASSWORD@…`, `postgresql://…:PASSWORD@…`, `password=` in a connection string)
/// is left out of the history, in memory and on disk, so no secret is ever written to the file.
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

    /// Adds `line` (unless it is blank, repeats the last one or carries a password) and saves the file.
    /// - returns: whether the line was added.
    @discardableResult
    func add(_ line: String) -> Bool {
        guard !Self.isBlank(line), line != lines.last, !line.contains("\n"), !Self.carriesPassword(line) else { return false }
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

    /// Whether `line` holds a URL whose user part has a password (`scheme://user:secret@host`),
    /// or libpq's `password=` (in a URI's query or a `key=value` string), in any case and
    /// percent-encoded or not: erring towards leaving a line out.
    static func carriesPassword(_ line: String) -> Bool {
        let text = percentDecoded(Array(line.lowercased().utf8))
        var rest = text[...]
        while let scheme = rest.firstRange(of: Array("://".utf8)) {
            rest = rest[scheme.upperBound...]
            let authority = rest.prefix { !"/?# \t".utf8.contains($0) }
            if let at = authority.lastIndex(of: UInt8(ascii: "@")), authority[..<at].contains(UInt8(ascii: ":")) {
                return true
            }
        }
        rest = text[...]
        while let word = rest.firstRange(of: Array("password".utf8)) {
            rest = rest[word.upperBound...]
            if rest.first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) == UInt8(ascii: "=") { return true }
        }
        return false
    }

    /// `bytes` with each `%XX` replaced by the byte it stands for; anything else kept.
    private static func percentDecoded(_ bytes: [UInt8]) -> [UInt8] {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
               let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) {
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        default: return nil
        }
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

    /// The file's text; nil when there is none, or when the path is not a regular file (a
    /// FIFO would block the shell's start for ever), which is then never read.
    private static func read(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
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
