import ArgumentParser

/// The bash completion script, as ArgumentParser writes it but told to keep the order todo
/// offers (ids newest first, numerically): without `-o nosort` bash sorts them as text
/// (1 10 11 … 2). The option needs bash 4.4; an older bash gets the line without it.
enum BashCompletionScript {
    /// Whether `arguments` ask for the bash script: `--generate-completion-script bash` (or
    /// `=bash`), or the option alone when the login shell is bash.
    static func isRequested(by arguments: [String]) -> Bool {
        guard let first = arguments.first else { return false }
        switch first {
        case "--generate-completion-script=bash": return arguments.count == 1
        case "--generate-completion-script":
            return arguments.count == 2 ? arguments[1] == "bash" : arguments.count == 1 && CompletionShell.autodetected() == .bash
        default: return false
        }
    }

    /// The script for `command`. A lone candidate ending in a colon (`project:`) gets no space
    /// after it, so its value can be typed on, and no file-name quoting (`project\:`).
    static func script(for command: ParsableCommand.Type) -> String {
        let script = command.completionScript(for: .bash).replacing("""
                done < <(IFS=$'\\n' compgen "${@}" -- "${cur}")
            }
            """, with: """
                done < <(IFS=$'\\n' compgen "${@}" -- "${cur}")
                if ((${#COMPREPLY[@]} == 1)) && [[ ${COMPREPLY[0]} == *: ]]; then
                    compopt -o nospace +o filenames 2>/dev/null
                fi
            }
            """)
        let name = command.configuration.commandName ?? "todo"
        let line = "complete -o filenames -F _\(name) \(name)"
        return script.replacing(line, with: """
            if ((BASH_VERSINFO[0] > 4 || (BASH_VERSINFO[0] == 4 && BASH_VERSINFO[1] >= 4))); then
                complete -o filenames -o nosort -F _\(name) \(name)
            else
                \(line)
            fi
            """)
    }
}
