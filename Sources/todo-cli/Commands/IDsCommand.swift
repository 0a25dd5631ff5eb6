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
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The memos' ids.", valueName: "ids"),
              completion: .custom(MemoIDCompletion.completeIDs))
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
    @Flag(help: "Mark the whole subtree of a memo with open children done.")
    var yes = false

    var options: CommandOption.Set { yes ? CommandOption.Set(.yes) : CommandOption.Set(rawValue: 0) }
}

/// `rm`'s `--yes` and `--keep-children`.
struct RemoveFlags: IDsFlags {
    @Flag(help: "Remove the whole subtree of a memo with children.")
    var yes = false
    @Flag(help: "Move the children of a removed memo up a level instead.")
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
    @Flag(help: "Copy the memos below each memo too, each under the copy of its parent.")
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
    static let configuration = CommandConfiguration(
        commandName: "done",
        abstract: "Mark memos done, all or nothing; a recurring memo gets its next one. Prints each memo marked.",
        discussion: "A memo with open children is refused, naming them; --yes marks its whole subtree done, as one step "
            + "undo takes back.\n\nExamples:\n  todo done 12\n  todo done 12 13 14\n  todo done 12 --yes")
    static func command(ids: [Int64]) -> MemoAction { .setDone(true, ids: ids) }
    static func command(ids: [Int64], options: CommandOption.Set) -> MemoAction {
        CommandReading.idsAction("done", ids: ids, options: options) ?? command(ids: ids)
    }
}

enum UndoneVerb: IDsVerb {
    static let configuration = CommandConfiguration(
        commandName: "undone",
        abstract: "Mark memos open again, all or nothing. Prints each memo marked.",
        discussion: "Examples:\n  todo undone 12\n  todo undone 12 13")
    static func command(ids: [Int64]) -> MemoAction { .setDone(false, ids: ids) }
}

enum RemoveVerb: IDsVerb {
    typealias Flags = RemoveFlags
    static let configuration = CommandConfiguration(
        commandName: "rm",
        abstract: "Delete memos, all or nothing (`todo undo` brings them back, with the same ids). Prints each memo deleted.",
        discussion: RemoveVerb.parentDiscussion + "\n\nExamples:\n  todo rm 12\n  todo rm 12 13\n  todo rm 12 --keep-children")
    static func command(ids: [Int64]) -> MemoAction { .remove(ids: ids) }
    static func command(ids: [Int64], options: CommandOption.Set) -> MemoAction {
        RemoveVerb.action(ids: ids, options: options)
    }

    /// What `rm` and `delete` say of a memo with children.
    static let parentDiscussion = "A memo with children is refused, naming them: --yes removes its whole subtree, "
        + "--keep-children moves its children up a level."

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
    static let configuration = CommandConfiguration(
        commandName: "start",
        abstract: "Start memos: mark them as in progress (+active) from now, all or nothing. Prints each memo started.",
        discussion: "A memo already started keeps the time it was first started; done stops it.\n\nExamples:\n  todo start 12\n  todo start 12 13")
    static func command(ids: [Int64]) -> MemoAction {
        var patch = MemoPatch()
        patch.start = .set(.now())
        return .modify(ids: ids, patch, kind: .modify)
    }
}

enum StopVerb: IDsVerb {
    static let configuration = CommandConfiguration(
        commandName: "stop",
        abstract: "Stop memos: no longer in progress, all or nothing. Prints each memo stopped.",
        discussion: "Examples:\n  todo stop 12\n  todo stop 12 13")
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
    static let configuration = CommandConfiguration(
        commandName: "duplicate",
        abstract: "Add a copy of each memo (open, not started, a new uuid) and print each new id.",
        discussion: "--subtree copies the memos below it too, each under the copy of its parent.\n\n"
            + "Examples:\n  todo duplicate 12\n  todo duplicate 12 13\n  todo duplicate 12 --subtree")
    static func command(ids: [Int64]) -> MemoAction { .duplicate(ids: ids) }
    static func command(ids: [Int64], options: CommandOption.Set) -> MemoAction {
        CommandReading.idsAction("duplicate", ids: ids, options: options) ?? command(ids: ids)
    }
}

enum DeleteVerb: IDsVerb {
    typealias Flags = RemoveFlags
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "The same as rm (Taskwarrior's delete).",
        discussion: RemoveVerb.parentDiscussion + "\n\nExamples:\n  todo delete 12\n  todo delete 12 13")
    static func command(ids: [Int64]) -> MemoAction { .remove(ids: ids) }
    static func command(ids: [Int64], options: CommandOption.Set) -> MemoAction {
        RemoveVerb.action(ids: ids, options: options)
    }
}
