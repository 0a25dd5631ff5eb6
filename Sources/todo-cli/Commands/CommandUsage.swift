import MemoInterchange
import TodoLanguage
import TodoRIBs

/// A command's entry of `CommandTable` as the explanation of a refusal reads it: when
/// ArgumentParser refuses a command line, `problem(with:command:)` says why in todo's words,
/// naming the word and the nearest option of that command, never ArgumentParser's own wording.
struct CommandUsage {
    /// What the command takes.
    let spec: CommandSpec

    /// The usage of the command `spec` describes.
    init(_ spec: CommandSpec) {
        self.spec = spec
    }

    /// The command's own long options, as `CommandOptions` reads them.
    var options: [CommandOptions.Option] { spec.readings }

    /// The options every command takes: `--db`, `--user`, `--help`, `--version`.
    static var globalOptions: [CommandOptions.Option] { CommandTable.rootOptions }

    /// Why `arguments` (after the command name `command`) do not fit this usage, as one line;
    /// nil when todo's own reading finds nothing wrong with them.
    func problem(with arguments: [String], command: String) -> String? {
        let read: CommandOptions
        do {
            read = try CommandOptions(arguments, options: options + Self.globalOptions)
        } catch {
            return error.description
        }
        if let maxLimit = spec.maxLimit, let text = read.value("--limit") {
            do { _ = try CommandReading.limit(text, max: maxLimit) } catch { return error.description }
        }
        if let name = read.value("--format"), InterchangeFormat(rawValue: name) == nil {
            return "unknown format \(CommandSuggestion.quoted(name)): expected \(InterchangeFormat.namesForHelp)"
        }
        let words = read.words.filter { $0 != "--" }
        return problem(withOperands: words, command: command)
    }

    /// The first long option among `arguments` that this command does not take, named with the
    /// nearest one it does; nil when there is none. A command's `validate()` runs before
    /// ArgumentParser reports such an option, and never sees it.
    func unknownOption(in arguments: [String]) -> String? {
        let all = options + Self.globalOptions
        var remaining = arguments[...]
        while let word = remaining.popFirst(), word != "--" {
            guard word.hasPrefix("--") else { continue }
            let name = String(word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0])
            guard let option = all.first(where: { $0.name == name }) else {
                return CommandSuggestion.unknownOption(name, among: all.map(\.name))
            }
            if option.takesValue && name == word { _ = remaining.popFirst() }
        }
        return nil
    }

    // MARK: - Private

    private func problem(withOperands words: [String], command: String) -> String? {
        let operands = spec.operands
        if !operands.areWords, let option = words.first(where: Self.isShortOption) {
            return CommandSuggestion.unknownOption(option, among: [])
        }
        switch operands {
        case .fields, .filter, .words:
            return nil
        case .none:
            return words.first.map { Self.unexpected($0, "todo \(command) takes none") }
        case .file:
            return words.dropFirst().first.map { Self.unexpected($0, "todo \(command) reads one file") }
        case .oneID, .optionalID, .ids:
            if words.isEmpty { return spec.missingOperands }
            if let bad = words.first(where: { MemoIDText.parse($0) == nil }) {
                return TodoLanguageError(word: bad, reason: .badID).description
            }
            return operands != .ids && words.count > 1 ? Self.unexpected(words[1], "todo \(command) takes one id") : nil
        }
    }

    /// `-x`: a short option, none of which todo has apart from `-h`; `-1` is a word (a bad id).
    private static func isShortOption(_ word: String) -> Bool {
        word.hasPrefix("-") && word.dropFirst().first?.isLetter == true
    }

    private static func unexpected(_ word: String, _ why: String) -> String {
        "unexpected argument \(CommandSuggestion.quoted(word)): \(why)"
    }
}
