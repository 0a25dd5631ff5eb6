import TodoLanguage
import TodoRIBs

/// `todo --help`, `todo help CMD` and `todo CMD --help`, rendered from `CommandTable` (what a
/// command takes) and `CommandTable.help(of:)` (what help says of it), wrapped to the width
/// of the terminal or `$COLUMNS`. The man page (`ManualPage`) reads the same description.
enum CommandLineHelp {
    /// What a command line asks help for. Not `Equatable`: every conformance record of the
    /// binary is scanned at every start, and only tests would compare two.
    enum Request {
        /// `todo --help`, `todo help`: the overview and every command.
        case root
        /// `todo help add`, `todo add --help`: one command.
        case command(String)
    }

    /// The help `arguments` (after `todo`) ask for: `help` in the command's place, after the
    /// global options if any, or `--help` or `-h` before any `--`, for the first command named
    /// (after the ids or filter of Taskwarrior's order too); nil when they ask for none, or
    /// for a command that does not exist (whose refusal is the command line's).
    static func request(in arguments: [String]) -> Request? {
        let rest = arguments[afterGlobalOptions(arguments)...]
        if rest.first == "help" {
            guard let name = rest.dropFirst().first(where: { !$0.hasPrefix("-") }), name != "help" else { return .root }
            return CommandTable.command(named: name) == nil ? nil : .command(name)
        }
        guard rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) else { return nil }
        return rest.first { CommandTable.command(named: $0) != nil }.map { .command($0) } ?? .root
    }

    /// The help or version word (`-h`, `--help`, `--version`) that `arguments` hold after a word
    /// of a command that takes text (`add`, `log`, `modify`, `annotate`, `append`…: `add call mom
    /// -h`), and that command; nil when there is none. Answering it
    /// would print help, store nothing and exit 0, which a script takes for success; Taskwarrior
    /// would store the word. So the command line refuses it, and a word after `--` is text.
    static func requestAmongWords(in arguments: [String]) -> (word: String, command: String)? {
        var index = afterGlobalOptions(arguments)
        while index < arguments.count, arguments[index] != "--", CommandTable.command(named: arguments[index]) == nil {
            index += 1
        }
        guard index < arguments.count, let spec = CommandTable.command(named: arguments[index]),
              spec.operands == .fields || spec.before == .idsThenText else { return nil }
        // The ids before `modify`'s or `annotate`'s words are not words of text.
        let takesIDsFirst = spec.before == .idsThenWords || spec.before == .idsThenText
        var hasWords = false
        index += 1
        while index < arguments.count, arguments[index] != "--" {
            let word = arguments[index]
            index += 1
            if word == "-h" || word == "--help" || word == "--version" {
                if hasWords { return (word, spec.name) }
            } else if word.hasPrefix("--") {
                index += OptionWords.takesNextWord(word) ? 1 : 0
            } else if !(takesIDsFirst && !hasWords && MemoIDText.parse(word) != nil) {
                hasWords = true
            }
        }
        return nil
    }

    /// The text `request` asks for, `width` columns wide.
    static func text(for request: Request, width: Int) -> String {
        switch request {
        case .root: root(width: width)
        case .command(let name): command(name, width: width)
        }
    }

    /// The width help is wrapped to: `$COLUMNS` when it is a number, else the terminal's.
    static var width: Int {
        Environment.process["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? StandardScreen.width
    }

    /// The usage line of the command `name` (after `todo `): every option in brackets.
    static func usage(of name: String) -> String {
        guard let spec = CommandTable.command(named: name) else { return name }
        var parts = [name] + GlobalOption.allCases.map { "[--\($0.name) <\($0.valueName)>]" }
        if let operand = CommandTable.help(of: name)?.operand {
            parts.append(operandUsage(operand, spec.operands))
        }
        for option in spec.options.options {
            let value = option.valueName.map { " <\($0)>" } ?? ""
            parts.append("[--\(option.name)\(value)\(option.repeats ? " ..." : "")]")
        }
        return parts.joined(separator: " ")
    }

    // MARK: - Private

    private static let labelWidth = 26

    private static func root(width: Int) -> String {
        let help = CommandTable.rootHelp
        var text = overview(help, width: width)
        text += "USAGE: todo [--db <path>] [--user <name>] <subcommand>\n\n"
        text += "OPTIONS:\n" + globalOptionLines(width: width) + "\n"
        text += "SUBCOMMANDS:\n"
        for name in CommandTable.names {
            text += labelled(name, CommandTable.help(of: name)?.abstract ?? "", width: width)
        }
        return text + "\n  See 'todo help <subcommand>' for detailed help.\n"
    }

    private static func command(_ name: String, width: Int) -> String {
        guard let spec = CommandTable.command(named: name), let help = CommandTable.help(of: name) else { return "" }
        var text = overview(help, width: width)
        text += "USAGE: todo \(usage(of: name))\n\n"
        if let operand = help.operand {
            text += "ARGUMENTS:\n" + labelled("<\(operand.valueName)>", operand.help, width: width) + "\n"
        }
        var options = ""
        for option in spec.options.options {
            let value = option.valueName.map { " <\($0)>" } ?? ""
            options += labelled("--\(option.name)\(value)", help.help(for: option, maxLimit: spec.maxLimit), width: width)
        }
        return text + "OPTIONS:\n" + globalOptionLines(width: width, then: options) + "\n"
    }

    /// `OVERVIEW: abstract`, then the discussion, each followed by a blank line.
    private static func overview(_ help: CommandHelp, width: Int) -> String {
        var text = wrapped("OVERVIEW: " + help.abstract, width: width) + "\n\n"
        if !help.discussion.isEmpty {
            text += wrapped(help.discussion, width: width) + "\n\n"
        }
        return text
    }

    /// `--db` and `--user`, then `options`, then `--version` and `--help`.
    private static func globalOptionLines(width: Int, then options: String = "") -> String {
        GlobalOption.allCases.map { labelled("--\($0.name) <\($0.valueName)>", $0.help, width: width) }.joined()
            + options
            + labelled("--version", "Show the version.", width: width)
            + labelled("-h, --help", "Show help information.", width: width)
    }

    /// `  label   help`, the help wrapped in its column; on a line of its own when the label is long.
    private static func labelled(_ label: String, _ help: String, width: Int) -> String {
        let indent = String(repeating: " ", count: labelWidth)
        let body = wrapped(help, width: width - labelWidth).split(separator: "\n", omittingEmptySubsequences: false)
        var lines = ["  " + label]
        if label.count + 4 <= labelWidth, let first = body.first {
            lines[0] += String(repeating: " ", count: labelWidth - 2 - label.count) + first
            lines += body.dropFirst().map { indent + $0 }
        } else {
            lines += body.map { indent + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func operandUsage(_ operand: CommandHelp.Operand, _ operands: CommandSpec.Operands) -> String {
        switch operands {
        case .oneID: "<\(operand.valueName)>"
        case .optionalID, .file: "[<\(operand.valueName)>]"
        case .none, .ids, .fields, .filter, .words: operand.isSingle ? "[<\(operand.valueName)>]" : "[<\(operand.valueName)> ...]"
        }
    }

    /// The index of the first word after the global options that lead `arguments`.
    private static func afterGlobalOptions(_ arguments: [String]) -> Int {
        var index = 0
        while index < arguments.count, let option = GlobalOption(startOf: arguments[index]) {
            index += arguments[index] == "--" + option.name ? 2 : 1
        }
        return min(index, arguments.count)
    }

    /// `text` wrapped at spaces to `width` columns, line by line, each continued line keeping
    /// the indentation of the line it continues (examples stay examples).
    static func wrapped(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let indent = String(repeating: " ", count: line.prefix(while: { $0 == " " }).count)
            var lines: [String] = []
            var current = indent
            for word in line.dropFirst(indent.count).split(separator: " ") {
                if current.count > indent.count && current.count + 1 + word.count >= width {
                    lines.append(current)
                    current = indent
                }
                current += (current.count > indent.count ? " " : "") + word
            }
            lines.append(current == indent ? "" : current)
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
