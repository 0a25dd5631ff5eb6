/// Every command of `todo`, how it is typed and the options each takes: the one table that
/// the command line's parser, the shell's reading, its command words, usage lines and help,
/// completion and the messages explaining a refusal all read. What help says of each
/// (`help(of:)`) is here too: `todo --help`, `todo help CMD` and the man page are rendered
/// from it. Adding a command or an option is an edit here plus its behaviour.
public enum CommandTable {
    /// Every command name, in the order `todo --help` lists them (an alias such as `ls` is a
    /// command of its own, so help and completion scripts offer it); Taskwarrior's reports
    /// last, in `NamedReport`'s order. Written out rather than taken from `NamedReport.allCases`:
    /// every start reads this list, and mapping that one costs about 90,000 instructions more.
    public static let names = [
        "add", "log", "list", "ls", "next", "show", "info", "done", "undone", "edit", "rm", "delete", "modify", "start",
        "stop", "annotate", "denotate", "append", "prepend", "duplicate", "context", "search", "projects", "tags",
        "summary", "calendar", "burndown", "export", "import", "undo", "history", "sync", "conflicts", "admin", "share",
        "shares", "unshare", "shell", "ui", "version",
        "completed", "waiting", "active", "overdue", "ready", "blocked", "unblocked", "blocking", "recurring", "all", "count",
        "ids", "stats", "minimal", "long", "newest", "oldest",
    ]

    /// The options every command takes, before or after its name: which store, which user.
    public static let globalOptions = GlobalOption.allCases.map(\.reading)
    /// `--help`, which every command takes too.
    public static let helpOption = CommandWords.Option.flag("--help")
    /// The options of `todo` itself: the global ones, `--help` and `--version`.
    public static let rootOptions: [CommandWords.Option] = globalOptions + [helpOption, .flag("--version")]

    /// The command `name` (one of `names`); nil for any other word. Built on demand rather
    /// than kept in a list: a one-shot command pays for its own entry only.
    public static func command(named name: String) -> CommandSpec? {
        switch name {
        case "add", "log": CommandSpec(name, .fields, CommandOption.attributes | .body, usage: name + " TITLE [ATTRIBUTE...]")
        case "list", "ls", "next":
            CommandSpec(
                name, .filter, .all | .done | .limit | .sort | .json, maxLimit: CommandReading.maxListLimit, after: .filter,
                usage: name + " [all|done] [FILTER...] [WORD...] [--sort ORDER] [--limit N]")
        case "show", "info": CommandSpec(name, .oneID, CommandOption.Set(.json), after: .oneID)
        case "done": CommandSpec(name, .ids, CommandOption.Set(.yes), offering: .open, after: .ids)
        case "start", "stop": CommandSpec(name, .ids, offering: .open, after: .ids)
        case "undone": CommandSpec(name, .ids, offering: .done, after: .ids)
        case "rm", "delete": CommandSpec(name, .ids, .yes | .keepChildren, after: .ids)
        case "duplicate": CommandSpec(name, .ids, CommandOption.Set(.subtree), after: .ids)
        case "edit": CommandSpec(name, .oneID, .title | .body, offering: .open, after: .oneID, inShell: false)
        case "modify":
            CommandSpec(
                name, .fields, CommandOption.attributes, offering: .open, after: .idsThenWords,
                usage: "modify ID... ATTRIBUTE...")
        case "annotate", "denotate", "append", "prepend":
            CommandSpec(name, .words, after: .idsThenText, usage: name + " ID... TEXT...")
        case "context": CommandSpec(name, .words, usage: "context [NAME | none | define NAME FILTER... | delete NAME]")
        case "conflicts": CommandSpec(name, .words, usage: "conflicts [take N | dismiss N]")
        case "admin": CommandSpec(name, .words, usage: "admin grant ROLE | admin revoke ROLE", inShell: false)
        case "unshare": CommandSpec(name, .words, usage: "unshare project:NAME USER", inShell: false)
        case "sync": CommandSpec(name, .words, .watch | .interval, usage: "sync [URL]")
        case "share":
            CommandSpec(
                name, .words, CommandOption.Set(.role), usage: "share project:NAME USER [--role reader|writer]", inShell: false)
        case "shares": CommandSpec(name, .none, CommandOption.Set(.json), inShell: false)
        case "search":
            CommandSpec(
                name, .filter, .limit | .json, maxLimit: CommandReading.maxListLimit, usage: "search WORDS [FILTER...] [--limit N]")
        case "projects", "tags": CommandSpec(name, .none, CommandOption.Set(.json))
        case "summary": CommandSpec(name, .filter, CommandOption.Set(.json), usage: "summary [FILTER...]")
        case "calendar": CommandSpec(name, .filter, CommandOption.Set(.json), usage: "calendar [MONTH] [FILTER...]")
        case "burndown": CommandSpec(name, .filter, CommandOption.Set(.json), usage: "burndown [daily|weekly] [FILTER...]")
        case "export": CommandSpec(name, .filter, CommandOption.Set(.format), after: .filter, usage: "export [--format F] [FILE]")
        case "import": CommandSpec(name, .file, CommandOption.Set(.format), usage: "import [--format F] FILE")
        case "undo": CommandSpec(name, .none)
        case "shell", "ui", "version": CommandSpec(name, .none, inShell: false)
        case "history":
            CommandSpec(
                name, .optionalID, .limit | .json, maxLimit: CommandReading.maxHistoryLimit, usage: "history [--limit N]")
        default: NamedReport(rawValue: name).map(report)
        }
    }

    /// How the command `name` is typed (`done ID...`); its name alone for a name not in the table.
    public static func usage(of name: String) -> String {
        command(named: name)?.usage ?? name
    }

    /// The commands the shell's list screen takes, in the order of `names`.
    public static var shellNames: [String] {
        names.filter { command(named: $0)?.isShellCommand == true }
    }

    // MARK: - Private

    /// Taskwarrior's report `report`: a listing takes `--limit` and `--sort`, `count`, `ids` and `stats` do not.
    private static func report(_ report: NamedReport) -> CommandSpec {
        report.isListing
            ? CommandSpec(report.rawValue, .filter, .limit | .sort | .json, maxLimit: CommandReading.maxListLimit, after: .filter)
            : CommandSpec(report.rawValue, .filter, CommandOption.Set(.json), after: .filter)
    }
}
