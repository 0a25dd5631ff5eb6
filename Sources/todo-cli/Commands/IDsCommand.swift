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

    // Every word is taken, `-1` too, so a bad id is named by `MemoIDText`'s rule.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The memos' ids.", valueName: "ids"),
              completion: .custom(MemoIDCompletion.completeIDs))
    var words: [String] = []

    func validate() throws {
        try CommandWords.refuseUnknownOptions(in: words, of: Self.spec)
        guard !words.isEmpty else { throw CommandWordsError("say which memos: todo \(Verb.configuration.commandName ?? "") ID...") }
        _ = try ids()
    }

    func memoCommand() throws -> MemoAction {
        Verb.command(ids: try ids())
    }

    // MARK: - Private

    private func ids() throws -> [Int64] {
        try LanguageReading.read { try MemoIDText.ids(words.filter { $0 != "--" }) }
    }
}

/// What `IDsCommand` does with its ids, and how it introduces itself.
protocol IDsVerb {
    /// The command's name, help and examples.
    static var configuration: CommandConfiguration { get }
    /// The command as the tree takes it.
    static func command(ids: [Int64]) -> MemoAction
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
    static let configuration = CommandConfiguration(
        commandName: "done",
        abstract: "Mark memos done, all or nothing; a recurring memo gets its next one. Prints each memo marked.",
        discussion: "Examples:\n  todo done 12\n  todo done 12 13 14")
    static func command(ids: [Int64]) -> MemoAction { .setDone(true, ids: ids) }
}

enum UndoneVerb: IDsVerb {
    static let configuration = CommandConfiguration(
        commandName: "undone",
        abstract: "Mark memos open again, all or nothing. Prints each memo marked.",
        discussion: "Examples:\n  todo undone 12\n  todo undone 12 13")
    static func command(ids: [Int64]) -> MemoAction { .setDone(false, ids: ids) }
}

enum RemoveVerb: IDsVerb {
    static let configuration = CommandConfiguration(
        commandName: "rm",
        abstract: "Delete memos, all or nothing (`todo undo` brings them back, with the same ids). Prints each memo deleted.",
        discussion: "Examples:\n  todo rm 12\n  todo rm 12 13")
    static func command(ids: [Int64]) -> MemoAction { .remove(ids: ids) }
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
    static let configuration = CommandConfiguration(
        commandName: "duplicate",
        abstract: "Add a copy of each memo (open, not started, a new uuid) and print each new id.",
        discussion: "Examples:\n  todo duplicate 12\n  todo duplicate 12 13")
    static func command(ids: [Int64]) -> MemoAction { .duplicate(ids: ids) }
}

enum DeleteVerb: IDsVerb {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "The same as rm (Taskwarrior's delete).",
        discussion: "Examples:\n  todo delete 12\n  todo delete 12 13")
    static func command(ids: [Int64]) -> MemoAction { .remove(ids: ids) }
}
