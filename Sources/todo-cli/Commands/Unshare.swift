import ArgumentParser
import MemoUseCases
import TodoRIBs

struct Unshare: TodoCommand {
    static let configuration = CommandConfiguration(
        commandName: "unshare",
        abstract: "Take back a project you shared with another user of the hub.",
        discussion: """
            At once the user's connection to the hub sees none of the project's memos; their \
            replica drops them at its next sync and says so. Sharing again brings them back.

            Examples:
              todo unshare project:work bob
            """)

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("project:NAME USER.", valueName: "words"))
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
