import ArgumentParser
import MemoUseCases
import TodoRIBs

/// A subcommand of `todo`: parsed by ArgumentParser, run on the main actor with the tree.
///
/// Each one names itself in its configuration: the name ArgumentParser would otherwise
/// derive from the type costs a reflective lookup at every start.
///
/// Its `validate()` throws todo's own errors (`CommandWordsError`, a `TodoFailure`), never
/// ArgumentParser's `ValidationError`: that is how `Todo` tells its refusals from ArgumentParser's.
///
/// What it takes (its options, and whether words follow them) is its entry of `CommandTable`,
/// found by its name; `CommandTableTests` hold its declarations to that entry.
protocol TodoCommand: ParsableCommand {
    var options: GlobalOptions { get }
    /// Does the command's work; throws a `TodoFailure` or `ExitCode`.
    @MainActor func execute() throws
}

extension TodoCommand {
    /// The command's entry of `CommandTable`.
    static var spec: CommandSpec {
        let name = configuration.commandName ?? ""
        guard let spec = CommandTable.command(named: name) else {
            assertionFailure("todo \(name) is missing from CommandTable")
            return CommandSpec(name, .words)
        }
        return spec
    }

    /// Its options and operands as todo reads them, to explain a command line ArgumentParser refuses.
    static var usage: CommandUsage { CommandUsage(spec) }
}

/// A subcommand that is one Workflow over the tree.
protocol WorkflowCommand: TodoCommand {
    /// The command as the tree takes it.
    @MainActor func memoCommand() throws -> MemoAction
    /// How its result is printed; text unless the command says otherwise.
    var outputFormat: OutputFormat { get }
}

extension WorkflowCommand {
    var outputFormat: OutputFormat { .text }

    @MainActor func execute() throws {
        try TodoApp(selection: options.selection).run(try memoCommand(), format: outputFormat)
    }
}
