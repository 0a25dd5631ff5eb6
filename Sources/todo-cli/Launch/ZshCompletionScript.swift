import ArgumentParser

/// The zsh completion script, as ArgumentParser writes it but leaving a lone attribute word
/// (`project:`) open for its value: `_describe` would add a space after it.
enum ZshCompletionScript {
    /// Whether `arguments` ask for the zsh script: `--generate-completion-script zsh` (or
    /// `=zsh`), or the option alone when the login shell is zsh.
    static func isRequested(by arguments: [String]) -> Bool {
        guard let first = arguments.first else { return false }
        switch first {
        case "--generate-completion-script=zsh": return arguments.count == 1
        case "--generate-completion-script":
            return arguments.count == 2 ? arguments[1] == "zsh" : arguments.count == 1 && CompletionShell.autodetected() == .zsh
        default: return false
        }
    }

    /// The script for `command`.
    static func script(for command: ParsableCommand.Type) -> String {
        let describe = "    _describe -V '' non_empty_completions -- empty_completions -P $'\\'\\''\n"
        // A candidate's colon is escaped for `_describe` (`project\:`).
        return command.completionScript(for: .zsh).replacing(describe, with: """
                if [[ ${#non_empty_completions[@]} -eq 1 && ${non_empty_completions[1]} == *\\\\: ]]; then
                    _describe -V '' non_empty_completions -S ''
                else
                \(describe)    fi

            """)
    }
}
