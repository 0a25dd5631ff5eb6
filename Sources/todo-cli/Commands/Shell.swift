import ArgumentParser
import TodoRIBs

struct Shell: TodoCommand {
    static let configuration = CommandConfiguration(commandName: "shell")

    @OptionGroup var options: GlobalOptions

    @MainActor func execute() throws {
        try TodoApp(selection: options.selection).runShell()
    }
}
