import ArgumentParser
import MemoUseCases
import TodoRIBs

/// `todo show`, and `todo info` as Taskwarrior users type it: the same command under two names.
struct ShowCommand<Name: CommandName>: WorkflowCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: Name.commandName,
            abstract: Name.abstract,
            discussion: """
                Examples:
                  todo show 12
                  todo show 12 --json
                """)
    }

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The memo's id.", completion: .custom(MemoIDCompletion.completeIDs))
    var id: MemoID

    @OptionGroup var output: OutputOptions

    var outputFormat: OutputFormat { output.format }

    func memoCommand() throws -> MemoAction {
        .open(id: id.value)
    }
}

/// `todo show`.
enum ShowName: CommandName {
    static var commandName: String { "show" }
    static var abstract: String {
        "Print one memo in full: its title, each field a line, then the body (--json: one memo object)."
    }
}

/// `todo info`, Taskwarrior's name for `show`.
enum InfoName: CommandName {
    static var commandName: String { "info" }
    static var abstract: String { "The same as show (Taskwarrior's info)." }
}

typealias Show = ShowCommand<ShowName>
typealias Info = ShowCommand<InfoName>
