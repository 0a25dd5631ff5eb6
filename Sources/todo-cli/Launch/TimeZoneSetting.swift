#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `TZ` says about the zone times are read and shown in, checked once at start.
///
/// The C library quietly treats a `TZ` it cannot find as UTC, so `TZ=Europe/Pari` would show
/// every time off by an hour without a word. A zone that exists nowhere is reported once, and
/// UTC is then used on purpose.
enum TimeZoneSetting {
    /// The problem with `tz`, or `nil` when it names a zone: unset or empty, `UTC`/`GMT`, a
    /// POSIX rule (`EST5EDT`, `<+0330>-3:30`), or a file of the zone database (`Europe/Paris`,
    /// `:Asia/Seoul`, an absolute path).
    static func problem(with tz: String?, zoneDirectory: String?) -> String? {
        guard var name = tz, !name.isEmpty else { return nil }
        if name.hasPrefix(":") { name.removeFirst() }
        if name.isEmpty || ["UTC", "GMT", "UTC0", "GMT0"].contains(name) || isPOSIXRule(name) { return nil }
        let directory = zoneDirectory.flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
        let path = name.hasPrefix("/") ? name : directory + "/" + name
        var status = stat()
        if !name.contains(".."), stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG { return nil }
        return "TZ names no known time zone '\(tz ?? "")'; using UTC"
    }

    /// Reports a `TZ` that names no zone on stderr, once, and makes the C library use UTC.
    @MainActor
    static func check(_ environment: Environment) {
        guard let problem = problem(with: environment["TZ"], zoneDirectory: environment["TZDIR"]) else { return }
        StandardStreams.writeError("todo: \(problem.terminalSafe)\n")
        setenv("TZ", "UTC0", 1)
        tzset()
    }

    // MARK: - Private

    /// Whether `text` starts as a POSIX TZ rule does: a zone abbreviation (three letters or
    /// more, or anything in angle brackets) followed by an offset of at most 24 hours
    /// (`hh[:mm[:ss]]`, minutes and seconds below 60), so `UTC+9223372036854775807` is no zone.
    private static func isPOSIXRule(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.hasPrefix("<") {
            guard let close = rest.firstIndex(of: ">") else { return false }
            rest = rest[rest.index(after: close)...]
        } else {
            let letters = rest.prefix { $0.isASCII && $0.isLetter }
            guard letters.count >= 3 else { return false }
            rest = rest.dropFirst(letters.count)
        }
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        for (index, limit) in [24, 59, 59].enumerated() {
            if index > 0 {
                guard rest.first == ":" else { return true }
                rest = rest.dropFirst()
            }
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard (1...2).contains(digits.count), let value = Int(digits), value <= limit else { return false }
            rest = rest.dropFirst(digits.count)
        }
        return true
    }
}
