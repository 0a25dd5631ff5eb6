import TodoRIBs

/// What a completion script asks of `todo` while a word is being typed:
/// `todo ---completion COMMAND -- ARGUMENT INDEX CURSOR WORD...`, ARGUMENT being
/// `positional@0` (the command's operands) or an option (`--sort`), INDEX the position of the
/// word being completed among the WORDs (the command line up to it, `todo` first), and CURSOR
/// where the cursor is in the last WORD. The protocol swift-argument-parser's scripts use,
/// kept so scripts written by an older todo still work.
///
/// Runs at every Tab, so it reads nothing but the table's entry for the command and the
/// store (`MemoIDCompletion`), and answers one candidate a line (zsh's last line a lone
/// space, which its script drops).
enum CompletionCallback {
    /// Whether `arguments` (after `todo`) are a call back.
    static func isRequested(by arguments: [String]) -> Bool {
        arguments.first == "---completion"
    }

    /// The answer to the call back `arguments`; nil when they are not one this todo reads.
    static func answer(to arguments: [String], shell: CompletionShell?) -> String? {
        guard arguments.count >= 6, arguments[2] == "--", let index = Int(arguments[4]), let cursor = Int(arguments[5]),
              let spec = CommandTable.command(named: arguments[1]), case .asked(let asked)? = values(of: arguments[3], in: spec)
        else { return nil }
        let words = Array(arguments.dropFirst(6))
        let prefix = words.last.map { String($0.prefix(cursor)) } ?? ""
        var candidates: [String]
        switch asked {
        case .ids: candidates = MemoIDCompletion.ids(words, prefix, offering: spec.offeredIDs, shell: shell)
        case .words: candidates = MemoIDCompletion.words(words, index, prefix, shell: shell)
        case .sortKeys: candidates = AttributeCompletion.sortKeys(extending: prefix[...])
        }
        if shell == .zsh {
            candidates.append(" ")
        }
        return candidates.joined(separator: "\n") + "\n"
    }

    // MARK: - Private

    /// What the script asks for by `argument`: `positional@0` for the operands, `--sort` for
    /// that option's value; nil for an argument `spec` does not take.
    private static func values(of argument: String, in spec: CommandSpec) -> CompletionGrammar.Values? {
        if argument == "positional@0" {
            return CompletionGrammar.operandValues(spec)
        }
        guard argument.hasPrefix("--"), let option = CommandOption(name: argument.dropFirst(2)), spec.options.contains(option)
        else { return nil }
        return CompletionGrammar.values(of: option)
    }
}
