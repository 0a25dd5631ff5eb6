import ArgumentParser
import MemoUseCases
import TodoRIBs

/// `todo show`, and `todo info` as Taskwarrior users type it: the same command under two names.
struct ShowCommand<Name: CommandName>: WorkflowCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: Name.commandName)
    }

    @OptionGroup var options: GlobalOptions

    @Argument
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
}

/// `todo info`, Taskwarrior's name for `show`.
enum InfoName: CommandName {
    static var commandName: String { "info" }
}

typealias Show = ShowCommand<ShowName>
typealias Info = ShowCommand<InfoName>
