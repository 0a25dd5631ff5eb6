import ArgumentParser
import MemoUseCases
import TodoRIBs

struct Shares: TodoCommand {
    static let configuration = CommandConfiguration.described("shares")

    @OptionGroup var options: GlobalOptions

    @Flag(name: .long, help: .described(.json, of: "shares"))
    var json = false

    @MainActor func execute() throws {
        try Share.run(.shares, selection: options.selection, format: json ? .json : .text)
    }
}
