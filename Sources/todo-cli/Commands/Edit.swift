import ArgumentParser
import MemoStore
import TodoRIBs

struct Edit: WorkflowCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change a memo's title and/or body, and print the change: edit #12 Buy oat milk.",
        discussion: """
            Examples:
              todo edit 12 --title "Buy oat milk"
              todo edit 12 --body ""        (clears the body)
            """)

    @OptionGroup var options: GlobalOptions

    static let usage = CommandUsage(operands: .oneID, options: [.value("--title"), .value("--body")])

    @Argument(help: "The memo's id.", completion: .custom(MemoIDCompletion.completeOpen))
    var id: MemoID

    @Option(help: "The new title.")
    var title: String?

    @Option(help: "The new body; an empty string clears it.")
    var body: String?

    func validate() throws {
        _ = try Self.command(id: id.value, title: title, body: body)
    }

    func memoCommand() throws -> MemoCommand {
        try Self.command(id: id.value, title: title, body: body)
    }

    /// What `edit ID --title T --body B` asks for; the one reading both parsers use.
    static func command(id: Int64, title: String?, body: String?) throws -> MemoCommand {
        if title == nil && body == nil {
            throw ValidationError("say what to change: --title, --body or both")
        }
        if let title { try TypedTextRule.validate(title: title, option: "--title") }
        if let body { try TypedTextRule.validate(body: body) }
        return .edit(id: id, MemoPatch(title: title, body: body))
    }
}
