import ArgumentParser
import MemoUseCases
import TodoRIBs

struct Shares: TodoCommand {
    static let configuration = CommandConfiguration(commandName: "shares")

    @OptionGroup var options: GlobalOptions

    @Flag(name: .long)
    var json = false

    @MainActor func execute() throws {
        try Share.run(.shares, selection: options.selection, format: json ? .json : .text)
    }
}
