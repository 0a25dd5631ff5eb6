import ArgumentParser
import MemoUseCases
import TodoRIBs

struct Unshare: TodoCommand {
    static let configuration = CommandConfiguration(commandName: "unshare")

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized)
    var words: [String] = []

    func validate() throws {
        try CommandWords.refuseUnknownOptions(in: words, of: Self.spec)
        _ = try Share.target(of: words, command: "unshare")
    }

    @MainActor func execute() throws {
        let (project, user) = try Share.target(of: words, command: "unshare")
        try Share.run(.unshare(project: project, grantee: user), selection: options.selection)
    }
}
