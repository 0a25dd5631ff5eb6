/// The bash completion script, rendered from `CompletionGrammar`: a table of what each
/// command takes, and one function that reads the words typed by it. Ids, projects, tags,
/// attribute words and `--sort`'s keys are asked of `todo ---completion` (`CompletionCallback`).
///
/// Ids are offered in the order todo gives them (newest first, numerically): `-o nosort`
/// keeps bash from sorting them as text (1 10 11 … 2); it needs bash 4.4, an older bash
/// gets the line without it. A lone candidate ending in a colon (`project:`) gets no space
/// after it, so its value can be typed on, and no file-name quoting (`project\:`).
enum BashCompletionScript {
    /// The script offering `commands` after `todo`.
    static func text(_ commands: [CompletionGrammar.Command]) -> String {
        let grammars = commands.map { command in
            "    \(command.name)) \(grammar(command.options, repeating: command.options.filter(\.repeats), most: command.maxOperands)) ;;"
        }
        let optionValues = commands.flatMap { command in
            command.options.compactMap { option in
                values(option.values ?? .none, command: command.name, argument: option.name)
                    .map { "    '\(command.name) \(option.name)') \($0) ;;" }
            }
        }
        let operandValues = commands.compactMap { command in
            values(command.operandValues, command: command.name, argument: "positional@0").map { "    \(command.name)) \($0) ;;" }
        }
        return """
            #!/bin/bash
            # todo's completion for bash, written by `todo --generate-completion-script bash`.

            # What command $1 takes: sets flags, options (taking a value), repeating (options
            # given again and again) and most_operands (empty for any number).
            __todo_grammar() {
                case "$1" in
                '') \(grammar(CompletionGrammar.rootOptions, repeating: [], most: 0)) ;;
            \(grammars.joined(separator: "\n"))
                *) return 1 ;;
                esac
            }

            # Offers the values of option $2 of command $1.
            __todo_option_values() {
                case "$1 $2" in
            \(optionValues.joined(separator: "\n"))
                esac
            }

            # Offers the operands of command $1.
            __todo_operand_values() {
                case "$1" in
            \(operandValues.joined(separator: "\n"))
                esac
            }

            __todo_offer() {
                local candidate
                while IFS='' read -r candidate; do
                    COMPREPLY+=("${candidate}")
                done < <(IFS=$'\\n' compgen "${@}" -- "${cur}")
                if ((${#COMPREPLY[@]} == 1)) && [[ ${COMPREPLY[0]} == *: ]]; then
                    compopt -o nospace +o filenames 2>/dev/null
                fi
            }

            # Offers what todo answers for argument $2 of command $1 (ids, attribute words…), given
            # the words up to the cursor's and where the cursor is in it. That word is bash's, split
            # at COMP_WORDBREAKS (`project`, `:`), which `cur` may not be (the empty word after `:`).
            __todo_ask() {
                local -x SAP_SHELL=bash
                local -r before="${COMP_LINE:0:COMP_POINT}" word="${COMP_WORDS[COMP_CWORD]}"
                local -i cursor=${#word}
                while ((cursor > 0)) && [[ ${before} != *"${word:0:cursor}" ]]; do cursor=cursor-1; done
                __todo_offer -W "$("${COMP_WORDS[0]}" ---completion "$1" -- "$2" "${COMP_CWORD}" "${cursor}" \\
                    "${COMP_WORDS[@]:0:COMP_CWORD + 1}")"
            }

            __todo_is_in() {
                local word="$1" item
                shift
                for item; do [[ ${item} == "${word}" ]] && return 0; done
                return 1
            }

            _todo() {
                local -r cur="$2" prev="$3"
                local command='' expecting='' terminated='' most_operands word option
                local -a flags options repeating used=()
                local -i operands=0 index
                __todo_grammar ''
                for ((index = 1; index < COMP_CWORD; index++)); do
                    word="${COMP_WORDS[index]}"
                    if [[ -n ${expecting} ]]; then
                        expecting=''
                    elif [[ -z ${terminated} && ${word} == -- ]]; then
                        terminated=1
                    elif [[ -z ${terminated} && ${word} == -* ]]; then
                        used+=("${word}")
                        __todo_is_in "${word}" "${options[@]}" && expecting=1
                    elif [[ -z ${command} ]]; then
                        command="${word}"
                        __todo_grammar "${command}" || return 0
                    else
                        operands+=1
                    fi
                done
                if [[ -n ${expecting} ]]; then
                    __todo_option_values "${command}" "${prev}"
                    return 0
                fi
                if [[ -z ${terminated} ]] && [[ ${cur} == -* || ( -z ${cur} && -n ${most_operands} && ${operands} -ge ${most_operands} ) ]]; then
                    for option in "${flags[@]}" "${options[@]}"; do
                        __todo_is_in "${option}" "${used[@]}" && ! __todo_is_in "${option}" "${repeating[@]}" && continue
                        [[ ${option} == "${cur}"* ]] && COMPREPLY+=("${option}")
                    done
                fi
                if [[ -z ${command} ]]; then
                    [[ ${cur} == -* ]] || __todo_offer -W \(lines(commands.map(\.name)))
                elif [[ -z ${most_operands} ]] || [[ ${cur} != -* && ${operands} -lt ${most_operands} ]]; then
                    __todo_operand_values "${command}"
                fi
            }

            if ((BASH_VERSINFO[0] > 4 || (BASH_VERSINFO[0] == 4 && BASH_VERSINFO[1] >= 4))); then
                complete -o filenames -o nosort -F _todo todo
            else
                complete -o filenames -F _todo todo
            fi

            """
    }

    // MARK: - Private

    private static func grammar(_ options: [CompletionGrammar.Option], repeating: [CompletionGrammar.Option], most: Int?) -> String {
        let flags = options.filter { $0.values == nil }.flatMap { [$0.short, $0.name].compactMap { $0 } }
        let values = options.filter { $0.values != nil }.map(\.name)
        return "flags=(\(flags.joined(separator: " "))); options=(\(values.joined(separator: " "))); "
            + "repeating=(\(repeating.map(\.name).joined(separator: " "))); most_operands=\(most.map(String.init) ?? "")"
    }

    /// The call that offers `values`, asked of todo as `argument` of `command`; nil when nothing is offered.
    private static func values(_ values: CompletionGrammar.Values, command: String, argument: String) -> String? {
        switch values {
        case .none: nil
        case .asked: "__todo_ask \(command) \(argument)"
        case .words(let words): "__todo_offer -W \(lines(words))"
        case .files: "__todo_offer -f"
        }
    }

    /// `words` as one word of bash, a line each, as `compgen -W` reads them here.
    private static func lines(_ words: [String]) -> String {
        "$'" + words.joined(separator: "\\n") + "'"
    }
}
