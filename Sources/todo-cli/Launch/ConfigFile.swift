#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MemoStore
import TodoLanguage
import TodoRIBs

/// The settings people make once, in `$XDG_CONFIG_HOME/todo/config` (else
/// `~/.config/todo/config`): `key = value` lines, comments and blank lines ignored.
///
/// Each key stands for an environment variable (`db` for `TODO_DB`, `user` for `TODO_USER`,
/// `sort` for `TODO_SORT`, `color = off` for `NO_COLOR`, `bulk` for `TODO_BULK`, `machine` for
/// `TODO_MACHINE` (the name history gives this machine's syncs elsewhere), Taskwarrior's
/// `urgency.due.coefficient` … for `TODO_URGENCY_DUE_COEFFICIENT` …) and is applied
/// by setting that variable when the environment leaves it unset, before anything reads it: so
/// options and the environment win, and every command, the shell and completion see the same
/// settings. A `#` at the start of a value or after a space or tab begins a comment, unless
/// the value is quoted (`"…"` or `'…'`, taken as written). No file is no settings; a path that
/// is not a regular file, a file that cannot be read, an unknown key or a bad value is a usage
/// error naming the file and the line; a variable of the environment that the file could set
/// is checked by the same rule, and a bad one is a usage error naming it.
enum ConfigFile {
    /// The keys and the variables they stand for.
    static let variables: [String: String] = [
        "db": "TODO_DB", "user": "TODO_USER", "sort": "TODO_SORT", "color": "NO_COLOR", "bulk": "TODO_BULK",
        "machine": "TODO_MACHINE",
    ].merging(UrgencyCoefficients.terms.map { ($0.name, $0.variable) }) { first, _ in first }

    /// Checks the variables of `environment` the file could set, then reads the file, if
    /// there is one, and sets the variables it gives that are unset.
    /// - throws: `EnvironmentError` (a usage error) naming the variable, or the file and the
    ///   line, at fault.
    static func apply(to environment: Environment) throws {
        try check(environment)
        guard let path = path(in: environment), let text = try contents(of: path) else { return }
        for (name, value) in try settings(in: text, path: path) where environment[name] == nil {
            setenv(name, value, 1)
        }
    }

    /// Refuses a variable of `environment` holding a value its config key would refuse, as
    /// `TODO_SORT is urgency, due, priority, created, oldest or end, not 'size'`. `NO_COLOR`, `TODO_DB`
    /// and `TODO_USER` take any value, as their keys' values are not checked here.
    /// - throws: `EnvironmentError` naming the first bad variable and quoting its value.
    static func check(_ environment: Environment) throws {
        // Most environments set none of the variables checked: then the table is not even built.
        if let set = environment.names(withPrefix: "TODO_"), set.allSatisfy({ $0 == "TODO_DB" || $0 == "TODO_USER" }) {
            return
        }
        for key in variables.keys.sorted() where key != "color" {
            guard let name = variables[key], let value = environment[name] else { continue }
            if case .refused(let rule) = reading(value, key: key) {
                throw EnvironmentError(description: "\(name) is \(rule), not \(quoted(value))")
            }
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
            let key = String(line[..<equals].trimmingWhitespace)
            guard let name = variables[key] else {
                let known = variables.keys.filter { !$0.hasPrefix("urgency.") }.sorted() + ["urgency.TERM.coefficient"]
                throw problem("unknown key \(quoted(key)) (known: \(known.joined(separator: ", ")))")
            }
            let value: String
            switch ConfigValue.read(line[line.index(after: equals)...]) {
            case .value(let text): value = text
            case .malformed(let reason): throw problem("\(key): \(reason)")
            }
            guard !value.isEmpty else { throw problem("\(key) needs a value") }
            switch reading(value, key: key) {
            case .setting(let setting?): settings.append((name, setting))
            case .setting(nil): break
            case .refused(let rule): throw problem("\(key) is \(rule), not \(quoted(value))")
            }
        }
        return settings
    }

    /// The variable `key` stands for and what `value` sets it to (nil: unset it, as
    /// `color = on` leaves `NO_COLOR` unset), by the rule the file's values follow.
    /// - throws: `EnvironmentError` naming `origin` (`rc.sort`) and the rule; nil for a key
    ///   the file does not take.
    static func override(key: String, value: String, origin: String) throws -> (name: String, value: String?)? {
        guard let name = variables[key] else { return nil }
        switch reading(value, key: key) {
        case .setting(let setting): return (name, setting)
        case .refused(let rule): throw EnvironmentError(description: "\(origin) is \(rule), not \(quoted(value))")
        }
    }

    // MARK: - Private

    /// What a value of `key` gives its variable.
    private enum Reading {
        /// The variable's value; nil leaves it unset (`color = on`).
        case setting(String?)
        /// The rule the value breaks, as "`key` is RULE".
        case refused(String)
    }

    /// The one rule for a value of `key`, from the file or the environment.
    private static func reading(_ value: String, key: String) -> Reading {
        switch key {
        case "color":
            guard ["on", "off", "auto"].contains(value) else { return .refused("on, off or auto") }
            return .setting(value == "off" ? "1" : nil)
        case "sort":
            guard (try? SortWord.sort(value)) != nil else { return .refused("urgency, due, priority, created, oldest or end") }
        case "bulk":
            guard let threshold = BulkThreshold(value) else { return .refused(BulkThreshold.rule) }
            return .setting(String(threshold.count))
        case "machine":
            // Shown in other machines' history: one short line.
            guard (1...64).contains(value.count), !value.unicodeScalars.contains(where: \.isControlOrFormat) else {
                return .refused("a name of 1 to 64 characters without control characters")
            }
        case _ where key.hasPrefix("urgency."):
            let allowed = UrgencyCoefficients.allowedValues(ofTerm: key)
            guard let number = Double(value), allowed.contains(number) else {
                return .refused("a number from \(Int(allowed.lowerBound)) to \(Int(allowed.upperBound))")
            }
        default:
            break
        }
        return .setting(value)
    }

    /// `value` quoted for a one-line message, its first 60 characters at most.
    private static func quoted(_ value: String) -> String {
        CommandSuggestion.quoted(value.count > 60 ? value.prefix(60) + "…" : value)
    }

    private static func path(in environment: Environment) -> String? {
        if let configHome = environment["XDG_CONFIG_HOME"], configHome.hasPrefix("/") {
            return configHome + "/todo/config"
        }
        return environment["HOME"].map { $0 + "/.config/todo/config" }
    }

    /// The file's text, or nil when there is no file. The file is opened without blocking
    /// and looked at before it is read, so a FIFO, a device, a socket or a directory at the
    /// path is refused at once instead of read from.
    private static func contents(of path: String) throws -> String? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            let openError = errno
            // A file nobody can see (no such file, or a directory on the way this user may not
            // search, as for `sudo -u` with another's HOME) is no settings; one that is there
            // but cannot be read is a mistake to name.
            var status = stat()
            if openError == ENOENT || openError == ENOTDIR || stat(path, &status) != 0 { return nil }
            if status.st_mode & S_IFMT != S_IFREG { throw notRegular(path, mode: status.st_mode) }
            throw EnvironmentError(description: "cannot read \(path): \(String(cString: strerror(openError)))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw EnvironmentError(description: "cannot read \(path): \(String(cString: strerror(errno)))")
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw notRegular(path, mode: status.st_mode) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else {
                throw EnvironmentError(description: "cannot read \(path): \(String(cString: strerror(errno)))")
            }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
            if bytes.count > 1 << 20 { throw EnvironmentError(description: "\(path) is larger than 1 MiB") }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw EnvironmentError(description: "\(path) is not valid UTF-8")
        }
        return text
    }

    /// "PATH is a FIFO, not a regular file", for the kind of file `mode` says.
    private static func notRegular(_ path: String, mode: mode_t) -> EnvironmentError {
        let kinds: [mode_t: String] = [
            S_IFIFO: "a FIFO", S_IFDIR: "a directory", S_IFSOCK: "a socket", S_IFCHR: "a device", S_IFBLK: "a device",
        ]
        let kind = kinds[mode & S_IFMT] ?? "a special file"
        return EnvironmentError(description: "\(path) is \(kind), not a regular file")
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

extension Unicode.Scalar {
    /// Whether it is a control or format character (a line break, an escape, a bidi control).
    fileprivate var isControlOrFormat: Bool {
        // Printable ASCII, the usual, needs no look-up in Unicode's tables.
        guard value < 0x20 || value >= 0x7F else { return false }
        return [.control, .format].contains(properties.generalCategory)
    }
}
