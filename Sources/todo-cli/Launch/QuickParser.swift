import MemoStore
import TodoLanguage
import TodoRIBs

/// Reads the invocations scripts run in loops — `add` (words and `--body`), `list`/`ls`
/// (filter words, `--all`, `--done`, `--limit`, `--sort`, `--json`), `show`, `done`, `undone`
/// and `rm` — without ArgumentParser, whose reflective parse of the command tree costs as much
/// start-up time as the command's own work.
///
/// It is strict on purpose: anything it does not recognise exactly (help, `--`, short or
/// unknown options, an option given twice or before the command when it is not global, a
/// value starting with `-`, an empty `--name=`, a value that fails the commands' own
/// validation) gives nil, and ArgumentParser then parses the same arguments and owns the
/// message. Whatever it accepts, it reads exactly as ArgumentParser does; `QuickParserTests`
/// hold the two to that.
enum QuickParser {
    /// A command ready to run as a Workflow.
    struct Invocation {
        let selection: StoreSelection
        let command: MemoCommand
        let format: OutputFormat
    }

    /// The invocation `arguments` (without the program name) ask for, or nil when
    /// ArgumentParser should read them.
    static func parse(_ arguments: ArraySlice<String>) -> Invocation? {
        guard let words = Words(arguments), let name = words.command else { return nil }
        let selection = StoreSelection(db: words.db, user: words.user)
        guard selection.problem == nil, let command = command(named: name, from: words) else { return nil }
        return Invocation(selection: selection, command: command, format: words.format)
    }

    // MARK: - Private

    /// The arguments sorted into the command name, its positionals, and the options it may take.
    private struct Words {
        var command: String?
        var positionals: [String] = []
        var db, user, body, limit, sort: String?
        var json = false, all = false, done = false

        var format: OutputFormat { json ? .json : .text }

        /// Nil for anything that is not a known `--name`, `--name value`, `--name=value`
        /// given once, or a positional.
        init?(_ arguments: ArraySlice<String>) {
            var remaining = arguments
            while let argument = remaining.popFirst() {
                guard argument.hasPrefix("-") else {
                    if command == nil {
                        command = argument
                    } else {
                        positionals.append(argument)
                    }
                    continue
                }
                guard argument.hasPrefix("--"), argument.utf8.count > 2 else { return nil }
                var name = argument.dropFirst(2)
                var value: Substring?
                if let equals = name.firstIndex(of: "=") {
                    value = name[name.index(after: equals)...]
                    name = name[..<equals]
                    // ArgumentParser reads `--name=` as `--name` alone, then takes the next argument.
                    guard value?.isEmpty == false else { return nil }
                }
                // Before the command only the global options may come (as ArgumentParser sees
                // them once `todo` has moved them after the command name).
                let isGlobal = name == "db" || name == "user"
                guard isGlobal || command != nil else { return nil }
                switch name {
                case "db", "user", "body", "limit", "sort":
                    guard let text = Self.value(inline: value, orNextOf: &remaining) else { return nil }
                    switch name {
                    case "db" where db == nil: db = text
                    case "user" where user == nil: user = text
                    case "body" where body == nil: body = text
                    case "limit" where limit == nil: limit = text
                    case "sort" where sort == nil: sort = text
                    default: return nil  // given twice
                    }
                case "json" where !json && value == nil: json = true
                case "all" where !all && value == nil: all = true
                case "done" where !done && value == nil: done = true
                default: return nil  // unknown, given twice, or a flag given a value
                }
            }
        }

        /// The value of an option: after its `=`, else the next argument unless that is an option.
        private static func value(inline: Substring?, orNextOf remaining: inout ArraySlice<String>) -> String? {
            if let inline { return String(inline) }
            guard let next = remaining.first, !next.hasPrefix("-") else { return nil }
            remaining.removeFirst()
            return next
        }
    }

    /// The command `name` with `words`, or nil when it is not a quick command or the words
    /// do not fit it.
    private static func command(named name: String, from words: Words) -> MemoCommand? {
        switch name {
        case "add":
            guard !words.positionals.isEmpty, words.limit == nil, words.sort == nil,
                  !words.json, !words.all, !words.done,
                  let draft = try? Add.draft(words: words.positionals, body: words.body ?? "", flags: AttributeFlags()),
                  (try? TypedTextRule.validate(title: draft.title)) != nil, (try? TypedTextRule.validate(body: draft.body)) != nil
            else { return nil }
            return .add(draft)
        case "list", "ls":
            guard words.body == nil else { return nil }
            var limit = List.defaultLimit
            if let text = words.limit {
                guard text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                      let value = Int(text) else { return nil }
                limit = value
            }
            guard List.problem(all: words.all, done: words.done, limit: limit) == nil,
                  let request = try? List.request(
                    words: words.positionals, all: words.all, done: words.done, limit: limit, sort: words.sort)
            else { return nil }
            return .list(request)
        case "show":
            guard let ids = onlyIDs(in: words, allowingJSON: true), ids.count == 1 else { return nil }
            return .show(id: ids[0])
        case "done":
            return onlyIDs(in: words).map { .setDone(ids: $0, isDone: true) }
        case "undone":
            return onlyIDs(in: words).map { .setDone(ids: $0, isDone: false) }
        case "rm":
            return onlyIDs(in: words).map { .remove(ids: $0) }
        default:
            return nil
        }
    }

    /// The ids, when every positional is one and nothing but `--json` (if allowed) came with them.
    private static func onlyIDs(in words: Words, allowingJSON: Bool = false) -> [Int64]? {
        guard !words.positionals.isEmpty, words.body == nil, words.limit == nil, words.sort == nil, !words.all, !words.done,
              allowingJSON || !words.json
        else { return nil }
        var ids: [Int64] = []
        for word in words.positionals {
            guard let id = MemoID(argument: word)?.value else { return nil }
            ids.append(id)
        }
        return ids
    }
}
