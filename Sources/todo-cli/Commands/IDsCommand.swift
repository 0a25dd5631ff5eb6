import ArgumentParser
import MemoStore
import MemoUseCases
import TodoLanguage
import TodoRIBs

/// `done`, `undone`, `rm`, `start` and `stop`: one command on one or more ids, all or nothing, that differs
/// only in its verb.
struct IDsCommand<Verb: IDsVerb>: WorkflowCommand {
    static var configuration: CommandConfiguration { Verb.configuration }

    @OptionGroup var options: GlobalOptions
    @OptionGroup var flags: Verb.Flags

    // Every word is taken, `-1` too, so a bad id is named by `MemoIDText`'s rule.
    @Argument(parsing: .allUnrecognized)
    var words: [String] = []

    func validate() throws {
        try CommandWords.refuseUnknownOptions(in: words, of: Self.spec)
        guard !words.isEmpty else { throw CommandWordsError(Self.spec.missingOperands ?? Self.spec.usage) }
        _ = try ids()
    }

    func memoCommand() throws -> MemoAction {
        Verb.command(ids: try ids(), options: flags.options)
    }

    // MARK: - Private

    private func ids() throws -> [Int64] {
        try LanguageReading.read { try MemoIDText.ids(words.filter { $0 != "--" }) }
    }
}

/// The flags of an `IDsCommand` (`--yes`), as the command's `CommandOption`s.
protocol IDsFlags: ParsableArguments {
    /// The flags given.
    var options: CommandOption.Set { get }
}

/// No flags.
struct NoIDsFlags: IDsFlags {
    var options: CommandOption.Set { CommandOption.Set(rawValue: 0) }
}

/// `done`'s `--yes`.
struct DoneFlags: IDsFlags {
    @Flag
    var yes = false

    var options: CommandOption.Set { yes ? CommandOption.Set(.yes) : CommandOption.Set(rawValue: 0) }
}

/// `rm`'s `--yes` and `--keep-children`.
struct RemoveFlags: IDsFlags {
    @Flag
    var yes = false
    @Flag
    var keepChildren = false

    var options: CommandOption.Set {
        var set = CommandOption.Set(rawValue: 0)
        if yes { set = set | .yes }
        if keepChildren { set = set | .keepChildren }
        return set
    }
}

/// `duplicate`'s `--subtree`.
struct DuplicateFlags: IDsFlags {
    @Flag
    var subtree = false

    var options: CommandOption.Set { subtree ? CommandOption.Set(.subtree) : CommandOption.Set(rawValue: 0) }
}

/// What `IDsCommand` does with its ids, and how it introduces itself.
protocol IDsVerb {
    /// The command's own flags.
    associatedtype Flags: IDsFlags = NoIDsFlags
    /// The command's name, help and examples.
    static var configuration: CommandConfiguration { get }
    /// The command as the tree takes it.
    static func command(ids: [Int64]) -> MemoAction
    /// The command as the tree takes it with the command's own flags (`--yes`); by default
    /// the flags change nothing.
    static func command(ids: [Int64], options: CommandOption.Set) -> MemoAction
}

extension IDsVerb {
    static func command(ids: [Int64], options: CommandOption.Set) -> MemoAction {
        command(ids: ids)
    }
}

/// `todo done ID...`.
typealias Done = IDsCommand<DoneVerb>
/// `todo undone ID...`.
typealias Undone = IDsCommand<UndoneVerb>
/// `todo rm ID...`.
typealias Remove = IDsCommand<RemoveVerb>
/// `todo delete ID...`, as Taskwarrior users type `rm`.
typealias Delete = IDsCommand<DeleteVerb>

enum DoneVerb: IDsVerb {
    typealias Flags = DoneFlags
    static let configuration = CommandConfiguration(commandName: "done")
    static func command(ids: [Int64]) -> MemoAction { .setDone(true, ids: ids) }
    static func command(ids: [Int64], options: CommandOption.Set) -> MemoAction {
        CommandReading.idsAction("done", ids: ids, options: options) ?? command(ids: ids)
    }
}

enum UndoneVerb: IDsVerb {
    static let configuration = CommandConfiguration(commandName: "undone")
    static func command(ids: [Int64]) -> MemoAction { .setDone(false, ids: ids) }
}

enum RemoveVerb: IDsVerb {
    typealias Flags = RemoveFlags
    static let configuration = CommandConfiguration(commandName: "rm")
    static func command(ids: [Int64]) -> MemoAction { .remove(ids: ids) }
    static func command(ids: [Int64], options: CommandOption.Set) -> MemoAction {
        RemoveVerb.action(ids: ids, options: options)
    }


    /// `rm` and `delete` with their flags.
    static func action(ids: [Int64], options: CommandOption.Set) -> MemoAction {
        CommandReading.idsAction("rm", ids: ids, options: options) ?? .remove(ids: ids)
    }
}

/// `todo start ID...`.
typealias Start = IDsCommand<StartVerb>
/// `todo stop ID...`.
typealias Stop = IDsCommand<StopVerb>

enum StartVerb: IDsVerb {
    static let configuration = CommandConfiguration(commandName: "start")
    static func command(ids: [Int64]) -> MemoAction {
        var patch = MemoPatch()
        patch.start = .set(.now())
        return .modify(ids: ids, patch, kind: .modify)
    }
}

enum StopVerb: IDsVerb {
    static let configuration = CommandConfiguration(commandName: "stop")
    static func command(ids: [Int64]) -> MemoAction {
        var patch = MemoPatch()
        patch.start = .clear
        return .modify(ids: ids, patch, kind: .modify)
    }
}

/// `todo duplicate ID...`.
typealias Duplicate = IDsCommand<DuplicateVerb>

enum DuplicateVerb: IDsVerb {
    typealias Flags = DuplicateFlags
    static let configuration = CommandConfiguration(commandName: "duplicate")
    static func command(ids: [Int64]) -> MemoAction { .duplicate(ids: ids) }
    static func command(ids: [Int64], options: CommandOption.Set) -> MemoAction {
        CommandReading.idsAction("duplicate", ids: ids, options: options) ?? command(ids: ids)
    }
}

enum DeleteVerb: IDsVerb {
    typealias Flags = RemoveFlags
    static let configuration = CommandConfiguration(commandName: "delete")
    static func command(ids: [Int64]) -> MemoAction { .remove(ids: ids) }
    static func command(ids: [Int64], options: CommandOption.Set) -> MemoAction {
        RemoveVerb.action(ids: ids, options: options)
    }
}
