import TodoRIBs

/// todo(1), the man page, in mdoc: `todo --generate-manual > todo.1`. Written from the same
/// description as help (`CommandTable`, `CommandTable.help(of:)`), so the two never disagree.
enum ManualPage {
    /// The whole page.
    static func text() -> String {
        let root = CommandTable.rootHelp
        var page = """
            .Dd $Mdocdate$
            .Dt TODO 1
            .Os
            .Sh NAME
            .Nm todo
            .Nd \(escaped(root.abstract))
            .Sh SYNOPSIS
            .Nm
            .Op Fl -db Ar path
            .Op Fl -user Ar name
            .Ar command
            .Op Ar arguments ...
            .Sh DESCRIPTION

            """
        page += paragraphs(root.discussion)
        page += ".Sh OPTIONS\n.Bl -tag -width Ds\n"
        for option in GlobalOption.allCases {
            page += ".It Fl -\(option.name) Ar \(option.valueName)\n\(escaped(option.help))\n"
        }
        page += ".It Fl -version\nPrint the version.\n"
        page += ".It Fl h , Fl -help\nPrint help: of todo, or of the command it follows.\n.El\n"
        page += ".Sh COMMANDS\n.Bl -tag -width Ds\n"
        for name in CommandTable.names {
            page += command(name)
        }
        page += ".El\n"
        page += """
            .Sh ENVIRONMENT
            .Bl -tag -width Ds
            .It Ev TODO_DB , Ev TODO_USER
            The store and the user, when --db and --user are not given.
            .It Ev TODO_BULK
            How many memos a write through a filter may change without asking (default 3).
            .It Ev XDG_DATA_HOME , Ev XDG_CONFIG_HOME
            Where the default store and the config file are.
            .It Ev VISUAL , Ev EDITOR
            The editor of edit with no option.
            .It Ev NO_COLOR
            No colour, even on a terminal.
            .It Ev TZ
            The time zone dates are read and shown in.
            .El
            .Sh FILES
            .Bl -tag -width Ds
            .It Pa ~/.local/share/todo/todo.sqlite
            The default store.
            .It Pa ~/.config/todo/config
            key = value lines; options and the environment win over them.
            .El
            .Sh EXIT STATUS
            0 on success, 1 on a runtime failure (no such memo, a store error), 2 on a usage error.

            """
        return page
    }

    // MARK: - Private

    /// One command's entry: its synopsis, abstract, discussion and options.
    private static func command(_ name: String) -> String {
        guard let spec = CommandTable.command(named: name), let help = CommandTable.help(of: name) else { return "" }
        var synopsis = ".It Cm \(name)"
        if let operand = help.operand {
            switch spec.operands {
            case .oneID: synopsis += " Ar \(operand.valueName)"
            case .optionalID, .file: synopsis += " Oo Ar \(operand.valueName) Oc"
            case .none, .ids, .fields, .filter, .words:
                synopsis += operand.isSingle ? " Oo Ar \(operand.valueName) Oc" : " Oo Ar \(operand.valueName) ... Oc"
            }
        }
        for option in spec.options.options {
            // Oo … Oc rather than Op, which would take the rest of the line and nest.
            synopsis += " Oo Fl -\(option.name)" + (option.valueName.map { " Ar \(escaped($0))" } ?? "") + " Oc"
        }
        var entry = synopsis + "\n" + escaped(help.abstract) + "\n"
        if !help.discussion.isEmpty {
            entry += ".Pp\n" + paragraphs(help.discussion)
        }
        if !spec.options.options.isEmpty {
            entry += ".Bl -tag -width Ds\n"
            for option in spec.options.options {
                entry += ".It Fl -\(option.name)" + (option.valueName.map { " Ar \(escaped($0))" } ?? "") + "\n"
                entry += escaped(help.help(for: option, maxLimit: spec.maxLimit)) + "\n"
            }
            entry += ".El\n"
        }
        return entry
    }

    /// Help's text as mdoc: a blank line starts a paragraph, indented lines (examples) are literal.
    private static func paragraphs(_ text: String) -> String {
        var out = ""
        var literal = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let isIndented = line.hasPrefix(" ")
            if isIndented != literal {
                out += isIndented ? ".Bd -literal -offset indent\n" : ".Ed\n"
                literal = isIndented
            }
            if line.isEmpty {
                if !literal { out += ".Pp\n" }
            } else {
                out += escaped(isIndented ? String(line.drop { $0 == " " }) : String(line)) + "\n"
            }
        }
        return out + (literal ? ".Ed\n" : "")
    }

    /// `text` safe on a roff text line: backslashes as `\e`, other than ASCII as `\[u2026]`,
    /// and a leading `.` or `'` not a request.
    private static func escaped(_ text: String) -> String {
        var out = text.hasPrefix(".") || text.hasPrefix("'") ? "\\&" : ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\e"
            case _ where scalar.isASCII: out.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return out
    }
}
