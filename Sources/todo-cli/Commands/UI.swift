import ArgumentParser
import TodoRIBs

struct UI: TodoCommand {
    static let configuration = CommandConfiguration(commandName: "ui")

    @OptionGroup var options: GlobalOptions

    @MainActor func execute() throws {
        try TodoApp(selection: options.selection).runUI()
    }
}
