import MemoInterchange
import MemoStore
import MemoUseCases
import TodoLanguage
import TodoRIBs

/// Reads the plain invocations of every one-shot command — `add`, `log`, `list`/`ls`/`next`,
/// `show`/`info`, `done`, `undone`, `rm`/`delete`, `start`, `stop`, `duplicate`, `annotate`,
/// `denotate`, `append`, `prepend`, `edit`, `modify`, `search`, `history`, `undo`, `export`,
/// `projects`, `tags`, `context`, `summary`, `calendar`, `burndown`
/// — and `--version`, without ArgumentParser, whose reflective parse of the command tree costs
/// as much start-up time as the command's own work.
///
/// It is strict on purpose: anything it does not recognise exactly (help, `--`, short or
/// unknown options, an option given twice or before the command when it is not global, a
/// value starting with `-`, an empty `--name=`, a value that fails the commands' own
/// validation) gives nil, and ArgumentParser then parses the same arguments and owns the
/// message. Whatever it accepts, it reads exactly as ArgumentParser does; `QuickParserTests`
/// hold the two to that.
enum QuickParser {
    /// The invocation `arguments` (without the program name) ask for, or nil when
    /// ArgumentParser should read them.
    static func parse(_ arguments: ArraySlice<String>) -> Invocation? {
        guard case .invocation(let invocation) = reading(of: arguments) else { return nil }
        return invocation
    }

    /// What the quick reading makes of `arguments`.
    enum Reading {
        /// The invocation they ask for.
        case invocation(Invocation)
        /// The error the command's own reading (the one its `validate()` calls) throws: a
        /// refusal that can be reported without handing the words to ArgumentParser.
        case refused(Error)
        /// Not read here: ArgumentParser reads them.
        case unread
    }

    /// The invocation `arguments` ask for, the refusal of the command's own reading, or `.unread`.
    static func reading(of arguments: ArraySlice<String>) -> Reading {
        if arguments.count == 1, arguments.first == "--version" {
            return .invocation(Invocation(selection: StoreSelection(), action: .printLine(Todo.versionLine)))
        }
        guard let words = Words(arguments), let name = words.command else { return .unread }
        let selection = StoreSelection(db: words.db, user: words.user)
        guard selection.problem == nil else { return .unread }
        do {
            guard let action = try action(named: name, from: words) else { return .unread }
            return .invocation(Invocation(selection: selection, action: action))
        } catch {
            return .refused(error)
        }
    }

    // MARK: - Private

    /// What the command `name` with `words` asks for, or nil when it is not a quick command
    /// or the words do not fit it; throws what the command's own reading throws. The options
    /// a command takes are its entry's in
    /// `CommandTable` (so `words.format` is right for every command); what it does with them is here.
    private static func action(named name: String, from words: Words) throws -> Invocation.Action? {
        guard let spec = CommandTable.command(named: name), words.takesOnly(spec.options),
              spec.operands != .none || words.positionals.isEmpty
        else { return nil }
        let command: MemoAction?
        switch name {
        case "add": command = try add(words, as: Add.self)
        case "log": command = try add(words, as: Log.self)
        case "list", "ls", "next": command = try list(words, limit: spec)
        case "show", "info":
            guard let ids = ids(in: words.positionals), ids.count == 1 else { return nil }
            command = .open(id: ids[0])
        case "done": command = idsCommand(DoneVerb.self, words)
        case "undone": command = idsCommand(UndoneVerb.self, words)
        case "rm": command = idsCommand(RemoveVerb.self, words)
        case "delete": command = idsCommand(DeleteVerb.self, words)
        case "start": command = idsCommand(StartVerb.self, words)
        case "stop": command = idsCommand(StopVerb.self, words)
        case "duplicate": command = idsCommand(DuplicateVerb.self, words)
        case "annotate", "denotate", "append", "prepend":
            guard let verb = TextCommandWords.Verb(rawValue: name) else { return nil }
            command = try TextCommand<AnnotateVerb>.command(words: words.positionals, verb: verb)
        case "edit": command = try edit(words)
        case "modify": command = try modify(words)
        case "search": command = try search(words, limit: spec)
        case "history":
            guard words.positionals.isEmpty,
                  let limit = limit(in: words, of: spec)
            else { return nil }
            command = .history(limit: limit)
        case "context":
            command = try Context.command(words: words.positionals)
        case "undo":
            command = .undo
        case "projects", "tags":
            command = .names(name == "tags" ? .tags : .projects)
        case "summary", "calendar", "burndown":
            command = try report(name, words.positionals)
        case "conflicts":
            return MemoAction.conflicts(words: words.positionals).map { .conflicts($0) }
        case "export":
            guard let text = words.value(.format) else { return .export(.json) }
            return InterchangeFormat(rawValue: text).map { .export($0) }
        default:
            return nil
        }
        return command.map { .workflow($0, format: words.format) }
    }

    /// `add WORD...` with `--body` and the field options, as `Add.validate()` and `Add.memoCommand()` read it.
    private static func add<Kind>(_ words: Words, as command: AddCommand<Kind>.Type) throws -> MemoAction? {
        guard !words.positionals.isEmpty else { return nil }
        let draft = try command.draft(words: words.positionals, body: words.value(.body) ?? "", flags: flags(of: words))
        try TypedTextRule.validate(title: draft.title)
        try TypedTextRule.validate(body: draft.body)
        return .add(draft)
    }

    /// `list`/`ls`/`next` with filter (and search) words and their options, as `List.validate()` and
    /// `List.memoCommand()` read them.
    private static func list(_ words: Words, limit spec: CommandSpec) throws -> MemoAction? {
        guard let limit = limit(in: words, of: spec) else { return nil }
        return try List.command(
            words: words.positionals, all: words.isSet(.all), done: words.isSet(.done), limit: limit, sort: words.value(.sort))
    }

    /// `summary`, `calendar` or `burndown` with their words, as each command's `command(words:)` reads them.
    private static func report(_ name: String, _ positionals: [String]) throws -> MemoAction? {
        switch name {
        case "summary": return try Summary.command(words: positionals)
        case "calendar": return try CalendarCommand.command(words: positionals)
        case "burndown": return try Burndown.command(words: positionals)
        default: return nil
        }
    }

    /// `done`, `undone` or `rm`: ids only, made a command by the verb `IDsCommand` runs.
    private static func idsCommand<Verb: IDsVerb>(_ verb: Verb.Type, _ words: Words) -> MemoAction? {
        guard let ids = ids(in: words.positionals) else { return nil }
        let flags = CommandOption.allCases.filter { !$0.takesValue && words.isSet($0) }
        return verb.command(ids: ids, options: flags.reduce(CommandOption.Set(rawValue: 0)) { $0 | $1 })
    }

    /// `edit ID --title T --body B`, as `Edit.validate()` and `Edit.memoCommand()` read it.
    private static func edit(_ words: Words) throws -> MemoAction? {
        // Without an option, `edit ID` opens the editor: that is `Edit.execute()`'s, not a Workflow's.
        guard words.value(.title) != nil || words.value(.body) != nil,
              let ids = ids(in: words.positionals), ids.count == 1
        else { return nil }
        return try Edit.command(id: ids[0], title: words.value(.title), body: words.value(.body))
    }

    /// `modify ID... WORD...`, as `Modify.validate()` and `Modify.memoCommand()` read it.
    private static func modify(_ words: Words) throws -> MemoAction? {
        try Modify.command(words: words.positionals, flags: flags(of: words))
    }

    /// `search WORD...`, as `Search.validate()` and `Search.memoCommand()` read it.
    private static func search(_ words: Words, limit spec: CommandSpec) throws -> MemoAction? {
        guard let limit = limit(in: words, of: spec) else { return nil }
        return try Search.command(words: words.positionals, limit: limit)
    }

    /// `--limit`, or the default without it; nil unless it is plain digits from 1 to the
    /// command's largest (ArgumentParser would also take `+5`, and words the error for the rest).
    private static func limit(in words: Words, of command: CommandSpec) -> Int? {
        guard let text = words.value(.limit) else { return CommandReading.defaultLimit }
        guard let max = command.maxLimit, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let value = Int(text), (1...max).contains(value)
        else { return nil }
        return value
    }

    /// The field flags as `AttributeOptions.flags` hands them to the todo language.
    private static func flags(of words: Words) -> AttributeFlags {
        CommandReading.attributeFlags(words.values)
    }

    /// The ids, when there is at least one and every positional is one.
    private static func ids(in positionals: [String]) -> [Int64]? {
        guard !positionals.isEmpty else { return nil }
        var ids: [Int64] = []
        for word in positionals {
            guard let id = MemoID(argument: word)?.value else { return nil }
            ids.append(id)
        }
        return ids
    }
}
