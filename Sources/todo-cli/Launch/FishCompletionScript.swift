/// The fish completion script, rendered from `CompletionGrammar`: a `complete` line for each
/// command (with its one line) and for each option of each (with its line of help), offered
/// while the words typed say so. Ids (with their titles), projects, tags, attribute words and
/// `--sort`'s keys are asked of `todo ---completion` (`CompletionCallback`).
enum FishCompletionScript {
    /// The script offering `commands` after `todo`.
    static func text(_ commands: [CompletionGrammar.Command]) -> String {
        let valueOptions = Set((CompletionGrammar.rootOptions + commands.flatMap(\.options)).filter { $0.values != nil }.map(\.name))
        var lines = CompletionGrammar.rootOptions.map { option("", $0) }
        lines += commands.map { "complete -c todo -n __todo_needs_command -a \(quoted($0.name)) -d \(quoted($0.abstract))" }
        for command in commands {
            lines += command.options.map { option(command.name, $0) }
            if let operand = operand(command) {
                lines.append(operand)
            }
        }
        return """
            # todo's completion for fish, written by `todo --generate-completion-script fish`.

            function __todo_tokens
                if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
                    commandline --tokens-expanded $argv
                else
                    commandline -o $argv
                end
            end

            # Reads the words before the cursor's into the caller's todo_command, todo_operands,
            # todo_expecting (1 when an option's value is being typed) and todo_used (the options given).
            function __todo_parse -S
                set -l terminated 0
                for token in (__todo_tokens -pc)[2..]
                    if test "$todo_expecting" = 1
                        set todo_expecting 0
                    else if test $terminated = 0 -a "$token" = --
                        set terminated 1
                    else if test $terminated = 0; and string match -q -- '-*' $token
                        set -a todo_used $token
                        contains -- $token \(valueOptions.sorted().joined(separator: " ")); and set todo_expecting 1
                    else if test -z "$todo_command"
                        set todo_command $token
                    else
                        set todo_operands (math $todo_operands + 1)
                    end
                end
            end

            function __todo_needs_command
                set -l todo_command; set -l todo_operands 0; set -l todo_expecting 0; set -l todo_used
                __todo_parse
                test -z "$todo_command" -a "$todo_expecting" = 0
            end

            # Whether option $2 of command $1 is offered: not given yet unless $3 says it repeats,
            # or given last when its value is being typed.
            function __todo_offers -a command option repeats
                set -l todo_command; set -l todo_operands 0; set -l todo_expecting 0; set -l todo_used
                __todo_parse
                test "$todo_command" = "$command"; or return 1
                if test "$todo_expecting" = 1
                    test "$todo_used[-1]" = "$option"
                    return
                end
                test -n "$repeats"; or not contains -- $option $todo_used
            end

            # Whether an operand of command $1 is being typed, which takes at most $2 (any number when empty).
            function __todo_takes_operand -a command most
                set -l todo_command; set -l todo_operands 0; set -l todo_expecting 0; set -l todo_used
                __todo_parse
                test "$todo_command" = "$command" -a "$todo_expecting" = 0; or return 1
                test -z "$most"; and return 0
                not string match -q -- '-*' (commandline -ct); and test $todo_operands -lt $most
            end

            # What todo answers for argument $2 of command $1 (ids, attribute words…).
            function __todo_ask -a command argument
                set -lx SAP_SHELL fish
                set -l tokens (__todo_tokens -pc)
                set -l current (commandline -ct)
                command $tokens[1] ---completion $command -- $argument (count $tokens) (string length -- "$current") $tokens "$current"
            end

            complete -c todo -f
            \(lines.joined(separator: "\n"))

            """
    }

    // MARK: - Private

    /// The `complete` line of `option` of `command` (of `todo` itself when it is empty).
    private static func option(_ command: String, _ option: CompletionGrammar.Option) -> String {
        let offered = "__todo_offers \(quoted(command)) \(option.name)" + (option.repeats ? " repeats" : "")
        var line = "complete -c todo -n \(quoted(offered))"
        if let short = option.short {
            line += " -s \(short.dropFirst())"
        }
        line += " -l \(option.name.dropFirst(2)) -d \(quoted(option.help))"
        guard let values = option.values else { return line }
        return line + " -r" + arguments(values, command: command, argument: option.name)
    }

    /// The `complete` line of the operands of `command`; nil when none are offered.
    private static func operand(_ command: CompletionGrammar.Command) -> String? {
        guard command.maxOperands != 0, command.operandValues != .none else { return nil }
        let offered = "__todo_takes_operand \(command.name) \(command.maxOperands.map(String.init) ?? "''")"
        return "complete -c todo -n \(quoted(offered))" + arguments(command.operandValues, command: command.name, argument: "positional@0")
    }

    /// `complete`'s options offering `values`: `-fka '(…)'` keeps the order todo answers in.
    private static func arguments(_ values: CompletionGrammar.Values, command: String, argument: String) -> String {
        switch values {
        case .none: " -f"
        case .asked: " -fka " + quoted("(__todo_ask \(command) \(argument))")
        case .words(let words): " -fa " + quoted(words.joined(separator: " "))
        case .files: " -F"
        }
    }

    /// `text` as one word of fish.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
}
