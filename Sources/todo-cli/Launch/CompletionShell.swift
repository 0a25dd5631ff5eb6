import TodoRIBs

/// A shell todo writes a completion script for: `todo --generate-completion-script bash`.
enum CompletionShell: String, CaseIterable {
    case bash, zsh, fish

    /// The shell whose script `arguments` (after `todo`) ask for: `--generate-completion-script
    /// SHELL` (or `=SHELL`), or the option alone for the login shell (`$SHELL`), after the
    /// global options if any. Nil when they ask for none (before any `--`); `.failure` says
    /// what is wrong with a request for a shell todo writes no script for, or with more words.
    static func requested(by arguments: [String], in environment: Environment) -> Result<CompletionShell, ShellError>? {
        let words = arguments.prefix { $0 != "--" }
        guard let start = words.firstIndex(where: { $0 == option || $0.hasPrefix(option + "=") }) else { return nil }
        let rest = words[start...]
        let name: String?
        switch (rest.first, rest.count) {
        case (option?, 1): name = environment["SHELL"].map { String($0.split(separator: "/").last ?? "") }
        case (option?, 2): name = rest.last
        case (let word?, 1): name = String(word.dropFirst(option.count + 1))
        default: return .failure(ShellError(line: "\(option) takes one shell name and nothing after it"))
        }
        guard let name, let shell = CompletionShell(rawValue: name) else {
            let known = allCases.map(\.rawValue).joined(separator: ", ")
            return .failure(ShellError(line: name.map { "no completion script for \(CommandSuggestion.quoted($0)) (only \(known))" } ?? "say which shell: \(option) \(known)"))
        }
        return .success(shell)
    }

    /// The shell a script's call back says it is (`SAP_SHELL`, as every script todo wrote sets
    /// it): zsh and fish show a title beside each id, and zsh's candidates are escaped.
    static func requesting(in environment: Environment) -> CompletionShell? {
        environment["SAP_SHELL"].flatMap(CompletionShell.init(rawValue:))
    }

    /// The script for this shell.
    var script: String {
        switch self {
        case .bash: BashCompletionScript.text(CompletionGrammar.commands)
        case .zsh: ZshCompletionScript.text(CompletionGrammar.commands)
        case .fish: FishCompletionScript.text(CompletionGrammar.commands)
        }
    }

    /// Why a request for a script is refused.
    struct ShellError: Error {
        /// One line saying so.
        let line: String
    }

    // MARK: - Private

    private static let option = "--generate-completion-script"
}
