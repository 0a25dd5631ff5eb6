import MemoInterchange
import MemoUseCases
import TodoLanguage
import TodoRIBs

extension CommandLineParser {
    /// What the command of `words` asks for, read by its own reading (the one the shell's
    /// reading shares where they read the same words).
    /// - throws: a usage error naming the word, option or operand that does not fit.
    static func action(of words: CommandWords) throws -> Invocation.Action {
        let spec = words.spec
        let limit = try limitValue(in: words)
        let format = try formatValue(in: words)
        if spec.name == "show" || spec.name == "info", let filterFirst = filterFirst(spec.name, operands: words.positionals, words: words) {
            return try invocation(of: filterFirst[...]).action
        }
        let operands = try CommandOperands(spec).words(of: words.positionals)
        switch spec.name {
        case "add", "log":
            let action = try AddCommand.action(
                words: operands, body: words.value(.body) ?? "", flags: flags(of: words), isDone: spec.name == "log")
            return .workflow(action, format: words.format)
        case "list", "ls", "next":
            let action = try ListCommand.action(
                words: operands, all: words.isSet(.all), done: words.isSet(.done), limit: limit ?? CommandReading.defaultLimit,
                sort: words.value(.sort))
            return .workflow(action, format: words.format)
        case "show", "info":
            return .workflow(.open(id: try onlyID(operands)), format: words.format)
        case "done", "undone", "rm", "delete", "start", "stop", "duplicate":
            let ids = try LanguageReading.read { try MemoIDText.ids(operands) }
            return .workflow(IDsCommand.action(spec.name, ids: ids, options: flagOptions(of: words)), format: words.format)
        case "annotate", "denotate", "append", "prepend":
            guard let verb = TextCommandWords.Verb(rawValue: spec.name) else { break }
            return .workflow(try TextCommand.action(words: operands, verb: verb), format: words.format)
        case "edit":
            let id = try onlyID(operands)
            let title = words.value(.title), body = words.value(.body)
            // Without an option, every field in the person's editor: no Workflow of its own.
            guard title != nil || body != nil else { return .editForm(id: id) }
            return .workflow(try EditCommand.action(id: id, title: title, body: body), format: words.format)
        case "modify":
            return .workflow(try ModifyCommand.action(words: operands, flags: flags(of: words)), format: words.format)
        case "search":
            return .workflow(try SearchCommand.action(words: operands, limit: limit ?? CommandReading.defaultLimit), format: words.format)
        case "history":
            return .workflow(try history(operands, limit: limit), format: words.format)
        case "context":
            return .workflow(try ContextCommand.action(words: operands), format: words.format)
        case "undo":
            return .workflow(.undo, format: words.format)
        case "projects", "tags":
            return .workflow(.names(spec.name == "tags" ? .tags : .projects), format: words.format)
        case "summary", "calendar", "burndown":
            return .workflow(try ReportCommand.action(spec.name, words: operands), format: words.format)
        case "export":
            return .export(format ?? .json, filter: operands)
        case "import":
            return .importFile(operands.first, format: format)
        case "sync":
            return .sync(try SyncCommand(words: operands, watch: words.isSet(.watch), interval: words.value(.interval)))
        case "conflicts":
            return .conflicts(try ConflictsCommand.action(words: operands))
        case "admin":
            let (action, role) = try AdminCommand.request(words: operands)
            return .changeAccess(action, role: role)
        case "share":
            return .share(try ShareCommand.action(words: operands, role: words.value(.role)), format: .text)
        case "unshare":
            let (project, user) = try ShareCommand.target(of: operands, command: "unshare")
            return .share(.unshare(project: project, grantee: user), format: .text)
        case "shares":
            return .share(.shares, format: words.format)
        case "shell":
            return .shell
        case "ui":
            return .ui
        case "version":
            return .printText(Todo.versionLine + "\n")
        default:
            guard let report = NamedReport(rawValue: spec.name) else { break }
            let action = try LanguageReading.read {
                try report.action(
                    words: operands, limit: limit ?? CommandReading.defaultLimit, sort: words.value(.sort), now: .now(), zone: .system)
            }
            return .workflow(action, format: words.format)
        }
        assertionFailure("todo \(spec.name) is in CommandTable but has no reading")
        throw CommandWordsError("unknown command \(CommandSuggestion.quoted(spec.name))")
    }

    // MARK: - Private

    /// `--limit` as a number (its range is the command's reading's to check); nil when not given.
    private static func limitValue(in words: CommandWords) throws -> Int? {
        guard let text = words.value(.limit) else { return nil }
        guard let value = Int(text) else {
            throw CommandWordsError("--limit must be between 1 and \(words.spec.maxLimit ?? CommandReading.maxListLimit)")
        }
        return value
    }

    /// `--format` as an interchange format; nil when not given.
    private static func formatValue(in words: CommandWords) throws -> InterchangeFormat? {
        guard let name = words.value(.format) else { return nil }
        guard let format = InterchangeFormat(rawValue: name) else {
            throw CommandWordsError("unknown format \(CommandSuggestion.quoted(name)): expected \(InterchangeFormat.namesForHelp)")
        }
        return format
    }

    /// `info 2 3`, `info 8ad2e3db`, `info 1-3`, `show +home project:x`: words that each name
    /// memos or are filter words no command name can be (but not one id), in Taskwarrior's
    /// order (`2 3 info`), which shows each memo found. Nil for what is read as today.
    private static func filterFirst(_ command: String, operands: [String], words: CommandWords) -> [String]? {
        guard !operands.isEmpty, operands.count > 1 || MemoIDText.parse(operands[0]) == nil,
              operands.allSatisfy(TaskwarriorOrder.isFilterWord)
        else { return nil }
        let globals = [("--db", words.db), ("--user", words.user)].flatMap { option, value in value.map { [option, $0] } ?? [] }
        return globals + operands + [command] + (words.format == .json ? ["--json"] : [])
    }

    /// The one id of `show`, `info` and `edit`, which `CommandOperands` checked.
    private static func onlyID(_ operands: [String]) throws -> Int64 {
        try LanguageReading.read { try MemoIDText.ids(operands)[0] }
    }

    /// `history`, or `history ID`: all of one memo's changes, which takes no `--limit`.
    private static func history(_ operands: [String], limit: Int?) throws -> MemoAction {
        guard let first = operands.first else {
            let limit = try LanguageReading.read {
                try CommandReading.checkedLimit(limit ?? CommandReading.defaultLimit, max: CommandReading.maxHistoryLimit)
            }
            return .history(limit: limit)
        }
        if limit != nil {
            throw CommandWordsError("--limit is for the whole history; todo history ID lists all of one memo's changes")
        }
        return .memoHistory(id: try onlyID([first]))
    }

    /// The field flags as `CommandReading` hands them to the todo language.
    private static func flags(of words: CommandWords) -> AttributeFlags {
        CommandReading.attributeFlags(of: words)
    }

    /// The flags given (`--yes`), as the ids commands take them.
    private static func flagOptions(of words: CommandWords) -> CommandOption.Set {
        words.flags
    }
}
