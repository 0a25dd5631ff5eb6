#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TodoRIBs

/// Taskwarrior's configuration overrides on the command line, `rc.KEY=VALUE` or `rc.KEY:VALUE`
/// anywhere before `--`, which scripts written for Taskwarrior pass (`task rc.bulk=0 +x
/// modify pri:L`). Read as todo's settings for this run, or as settings that change nothing todo
/// does; never as words of the command, where they were a memo's title or a filter that
/// matched nothing.
///
/// - `rc.bulk=N` is Taskwarrior's bulk: a write through a filter of N memos or more asks first,
///   and 0 never asks.
/// - A key of todo's config file (`rc.color=off`, `rc.urgency.due.coefficient=9`) is that
///   setting, winning over the environment and the file.
/// - What only shapes Taskwarrior's own output or prompts (`rc.verbose=nothing`,
///   `rc.confirmation=off`, `rc.json.array=off`, …) is taken and changes nothing: todo asks
///   before no delete or undo, and its export is JSON Lines.
/// - Any other key, and `rc:FILE`, is a usage error naming it: a setting todo cannot honour is
///   not silently dropped.
enum TaskwarriorOverrides {
    /// `arguments` without their overrides, each applied to the process's environment.
    /// - throws: `EnvironmentError` (a usage error) naming the first override todo does not take.
    static func applying(to arguments: [String]) throws -> [String] {
        guard arguments.contains(where: { $0.hasPrefix("rc") }) else { return arguments }
        var kept: [String] = []
        var isValue = false
        for (index, word) in arguments.enumerated() {
            if word == "--" {
                kept += arguments[index...]
                break
            }
            // An option's value is the option's, whatever it looks like (`--body rc.x=1`).
            defer { isValue = !isValue && OptionWords.takesNextWord(word) }
            guard !isValue, let (key, value) = try override(in: word) else {
                kept.append(word)
                continue
            }
            for (name, setting) in try settings(key: key, value: value, word: word) {
                if let setting { setenv(name, setting, 1) } else { unsetenv(name) }
            }
        }
        return kept
    }

    // MARK: - Private

    /// Taskwarrior's settings that only shape its own output, prompts or housekeeping.
    private static let withoutEffect: Set<String> = [
        "confirmation", "verbose", "_forcecolor", "defaultwidth", "defaultheight", "detection", "hooks", "gc", "nag",
        "recurrence.confirmation", "reserved.lines", "allow.empty.filter", "color.debug", "fontunderline", "indent.annotation",
    ]

    /// The key and value of `word` when it is an override; nil for any other word.
    /// - throws: for `rc:FILE`, Taskwarrior's other configuration file.
    private static func override(in word: String) throws -> (key: String, value: String)? {
        if word.hasPrefix("rc:") || word.hasPrefix("rc=") {
            throw EnvironmentError(
                description: "\(CommandSuggestion.quoted(word)) names a Taskwarrior configuration file; todo reads $XDG_CONFIG_HOME/todo/config (a word: put it after --)")
        }
        guard word.hasPrefix("rc."), let separator = word.firstIndex(where: { $0 == "=" || $0 == ":" }) else { return nil }
        let key = word[word.index(word.startIndex, offsetBy: 3)..<separator]
        guard !key.isEmpty else { return nil }
        return (String(key), String(word[word.index(after: separator)...]))
    }

    /// The variables `rc.KEY=VALUE` sets, each to a value or unset (nil).
    private static func settings(key: String, value: String, word: String) throws -> [(String, String?)] {
        let origin = "rc." + key
        let isOff = ["off", "no", "false", "0"].contains(value.lowercased())
        switch key {
        case "bulk":
            guard let count = Int(value), count >= 0 else {
                throw EnvironmentError(description: "\(origin) is a number of memos, 0 or more (0 never asks), not \(CommandSuggestion.quoted(value))")
            }
            // todo's TODO_BULK is the most changed without asking; Taskwarrior's bulk, the fewest that ask.
            return [("TODO_BULK", String(count == 0 ? Int.max : count - 1))]
        case "color":
            let on = ["on", "yes", "true", "1"].contains(value.lowercased())
            return [("NO_COLOR", isOff ? "1" : on ? nil : try colorSetting(value, origin: origin))]
        case "json.array":
            guard isOff else {
                throw EnvironmentError(description: "\(origin)=\(value): todo's export prints JSON Lines; list --json prints an array")
            }
            return []
        case _ where withoutEffect.contains(key):
            return []
        default:
            guard let setting = try ConfigFile.override(key: key, value: value, origin: origin) else {
                throw EnvironmentError(description: "\(CommandSuggestion.quoted(word)): todo does not take Taskwarrior's setting \(key) (a word: put it after --)")
            }
            return [setting]
        }
    }

    /// `NO_COLOR` for a `rc.color` value todo's `color` key takes (`auto`).
    private static func colorSetting(_ value: String, origin: String) throws -> String? {
        try ConfigFile.override(key: "color", value: value, origin: origin)?.value
    }
}
