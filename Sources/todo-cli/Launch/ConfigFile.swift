#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MemoStore
import TodoLanguage

/// The settings people make once, in `$XDG_CONFIG_HOME/todo/config` (else
/// `~/.config/todo/config`): `key = value` lines, `#` comments and blank lines ignored.
///
/// Each key stands for an environment variable (`db` for `TODO_DB`, `user` for `TODO_USER`,
/// `sort` for `TODO_SORT`, `color = off` for `NO_COLOR`, `bulk` for `TODO_BULK`, Taskwarrior's
/// `urgency.due.coefficient` … for `TODO_URGENCY_DUE_COEFFICIENT` …) and is applied
/// by setting that variable when the environment leaves it unset, before anything reads it: so
/// options and the environment win, and every command, the shell and completion see the same
/// settings. No file is no settings; a file that cannot be read, an unknown key or a bad value
/// is a usage error naming the file and the line.
enum ConfigFile {
    /// The keys and the variables they stand for.
    static let variables: [String: String] = [
        "db": "TODO_DB", "user": "TODO_USER", "sort": "TODO_SORT", "color": "NO_COLOR", "bulk": "TODO_BULK",
    ].merging(UrgencyCoefficients.terms.map { ($0.name, $0.variable) }) { first, _ in first }

    /// Reads the file for `environment`, if there is one, and sets the variables it gives
    /// that are unset.
    /// - throws: `EnvironmentError` (a usage error) naming the file and the line at fault.
    static func apply(to environment: Environment) throws {
        guard let path = path(in: environment), let text = try contents(of: path) else { return }
        for (name, value) in try settings(in: text, path: path) where environment[name] == nil {
            setenv(name, value, 1)
        }
    }

    /// The variables `text` sets, in order.
    /// - throws: `EnvironmentError` naming `path` and the line of the first bad one.
    static func settings(in text: String, path: String) throws -> [(name: String, value: String)] {
        var settings: [(String, String)] = []
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingWhitespace
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            func problem(_ reason: String) -> EnvironmentError {
                EnvironmentError(description: "\(path) line \(offset + 1): \(reason)")
            }
            guard let equals = line.firstIndex(of: "=") else { throw problem("expected key = value") }
            let key = line[..<equals].trimmingWhitespace
            let value = line[line.index(after: equals)...].trimmingWhitespace
            guard let name = variables[String(key)] else {
                let known = variables.keys.filter { !$0.hasPrefix("urgency.") }.sorted() + ["urgency.TERM.coefficient"]
                throw problem("unknown key '\(key)' (known: \(known.joined(separator: ", ")))")
            }
            guard !value.isEmpty else { throw problem("\(key) needs a value") }
            switch key {
            case "color":
                guard ["on", "off", "auto"].contains(value) else { throw problem("color is on, off or auto") }
                if value == "off" { settings.append((name, "1")) }
            case "sort":
                guard (try? SortWord.sort(String(value))) != nil else { throw problem("sort is urgency, due, priority or created") }
                settings.append((name, String(value)))
            case "bulk":
                guard let count = Int(value), count >= 0 else { throw problem("bulk is a number of memos (0 asks always)") }
                settings.append((name, String(count)))
            case _ where key.hasPrefix("urgency."):
                guard let number = Double(value) else { throw problem("\(key) is a number") }
                if let reason = UrgencyCoefficients.problem(with: String(key), value: number) { throw problem(reason) }
                settings.append((name, String(value)))
            default:
                settings.append((name, String(value)))
            }
        }
        return settings
    }

    // MARK: - Private

    private static func path(in environment: Environment) -> String? {
        if let configHome = environment["XDG_CONFIG_HOME"], configHome.hasPrefix("/") {
            return configHome + "/todo/config"
        }
        return environment["HOME"].map { $0 + "/.config/todo/config" }
    }

    /// The file's text, or nil when there is no file.
    private static func contents(of path: String) throws -> String? {
        guard let file = fopen(path, "r") else {
            let openError = errno
            // A file nobody can see (no such file, or a directory on the way this user may not
            // search, as for `sudo -u` with another's HOME) is no settings; one that is there
            // but cannot be read is a mistake to name.
            var status = stat()
            if openError == ENOENT || openError == ENOTDIR || stat(path, &status) != 0 { return nil }
            throw EnvironmentError(description: "cannot read \(path): \(String(cString: strerror(openError)))")
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            bytes += buffer[0..<count]
            if count < buffer.count { break }
            if bytes.count > 1 << 20 { throw EnvironmentError(description: "\(path) is larger than 1 MiB") }
        }
        if ferror(file) != 0 { throw EnvironmentError(description: "cannot read \(path): \(String(cString: strerror(errno)))") }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw EnvironmentError(description: "\(path) is not valid UTF-8")
        }
        return text
    }
}

extension Substring {
    /// Without spaces, tabs and carriage returns at either end.
    fileprivate var trimmingWhitespace: Substring {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return self[first...last]
    }
}
