/// The zsh completion script, rendered from `CompletionGrammar`: `_arguments` for `todo` and
/// for each command, with each option's line of help and each command's one line. Ids (with
/// their titles), projects, tags, attribute words and `--sort`'s keys are asked of
/// `todo ---completion` (`CompletionCallback`); a lone attribute word (`project:`) is left
/// open for its value, where `_describe` would add a space after it.
enum ZshCompletionScript {
    /// The script offering `commands` after `todo`.
    static func text(_ commands: [CompletionGrammar.Command]) -> String {
        let described = commands.map { quoted($0.name + ":" + $0.abstract) }
        let arms = commands.map { command in
            let specs = command.options.map { option(command.name, $0) } + (operand(command).map { [$0] } ?? [])
            return "        \(command.name))\n            _arguments -w -s -S : \\\n                "
                + specs.joined(separator: " \\\n                ") + " && ret=0\n            ;;"
        }
        return """
            #compdef todo
            # todo's completion for zsh, written by `todo --generate-completion-script zsh`.

            # Offers the candidates `word:description`; a lone one ending in a colon gets no space after it.
            __todo_complete() {
                local -ar candidates=("${@}")
                if [[ ${#candidates[@]} -eq 1 && ${candidates[1]} == *\\\\: ]]; then
                    _describe -V '' candidates -S ''
                else
                    _describe -V '' candidates
                fi
            }

            # Offers what todo answers for argument $2 of command $1 (ids, attribute words…), whose
            # last line is a lone space.
            __todo_ask() {
                local -i cursor=0
                [[ -n "${QIPREFIX}${IPREFIX}${PREFIX}" ]] && cursor="${#${(z)LBUFFER}[-1]}"
                local -a candidates
                candidates=("${(@f)"$("${command_line[1]}" ---completion "${1}" -- "${2}" "${current_word_index}" "${cursor}" \\
                    "${(@)command_line[1,current_word_index + 1]}")"}")
                if [[ ${#candidates[@]} -gt 1 ]]; then
                    __todo_complete "${(@)candidates[1,-2]}"
                fi
            }

            _todo() {
                emulate -RL zsh -G
                setopt extendedglob nullglob numericglobsort
                unsetopt aliases banghist

                local -xr SAP_SHELL=zsh
                local context state state_descr line
                local -A opt_args
                local -ar command_line=("${words[@]}")
                local -ir current_word_index="$((CURRENT - 1))"
                local -i ret=1

                _arguments -w -s -S : \\
                    \(CompletionGrammar.rootOptions.map { option("", $0) }.joined(separator: " \\\n        ")) \\
                    '(-): :->command' '(-)*:: :->arg' && ret=0
                case "${state}" in
                command)
                    local -ar commands=(
                        \(described.joined(separator: "\n            "))
                    )
                    _describe -V command commands && ret=0
                    ;;
                arg)
                    case "${words[1]}" in
            \(arms.joined(separator: "\n"))
                    esac
                    ;;
                esac
                return "${ret}"
            }

            if [[ "${funcstack[1]}" = _todo ]]; then
                _todo "${@}"
            else
                compdef _todo todo
            fi

            """
    }

    // MARK: - Private

    /// `_arguments`'s spec of `option` of `command`: `'--limit[How many…]:n:'`.
    private static func option(_ command: String, _ option: CompletionGrammar.Option) -> String {
        var spec = quoted((option.repeats ? "*" : "") + option.name + "[" + escaped(option.help) + "]")
        if let short = option.short {
            spec = quoted("(\(short) \(option.name))") + "{\(short),\(option.name)}" + quoted("[" + escaped(option.help) + "]")
        }
        guard let values = option.values else { return spec }
        return spec + quoted(":" + escaped(option.valueName ?? "value") + ":" + action(values, command: command, argument: option.name))
    }

    /// `_arguments`'s spec of the operands of `command`; nil when it takes none.
    private static func operand(_ command: CompletionGrammar.Command) -> String? {
        guard command.maxOperands != 0 else { return nil }
        let action = action(command.operandValues, command: command.name, argument: "positional@0")
        return quoted((command.maxOperands == nil ? "*" : "") + ":" + escaped(command.operandName) + ":" + action)
    }

    private static func action(_ values: CompletionGrammar.Values, command: String, argument: String) -> String {
        switch values {
        case .none: ""
        case .asked: "{__todo_ask \(command) \(argument)}"
        case .words(let words): "(" + words.joined(separator: " ") + ")"
        case .files: "_files"
        }
    }

    /// `text` as `_arguments` reads it inside a description or a value's name.
    private static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\[]:".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// `text` as one word of zsh.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }
}
