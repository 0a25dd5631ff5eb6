import ArgumentParser
import MemoStore
import MemoUseCases
import TodoLanguage
import TodoRIBs

struct Edit: WorkflowCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change a memo's title and/or body and print the change; with no option, every field in your editor.",
        discussion: """
            With --title or --body, prints the change (edit #12 Buy oat milk). With neither, opens \
            every field of the memo in $VISUAL (else $EDITOR, else vi), as Taskwarrior's task edit \
            does; saving applies what changed as one command (one undo step). A form that cannot \
            be read is reported line by line and changes nothing; so does an editor that fails.

            Examples:
              todo edit 12 --title "Buy oat milk"
              todo edit 12 --body ""        (clears the body)
              todo edit 12                  (every field, in your editor)
            """)

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The memo's id.", completion: .custom(MemoIDCompletion.completeIDs))
    var id: MemoID

    @Option(help: "The new title.")
    var title: String?

    @Option(help: "The new body; an empty string clears it.")
    var body: String?

    func validate() throws {
        _ = try Self.command(id: id.value, title: title, body: body)
    }

    func memoCommand() throws -> MemoAction {
        try Self.command(id: id.value, title: title, body: body)
    }

    @MainActor func execute() throws {
        let app = TodoApp(selection: options.selection)
        guard title == nil && body == nil else {
            return try app.run(try memoCommand(), format: outputFormat)
        }
        try FormEditing(app: app, editor: ExternalEditor(environment: .process)).edit(id: id.value)
    }

    /// What `edit ID --title T --body B` asks for; the one reading both parsers use. Without
    /// either option, the memo loaded for the edit form.
    static func command(id: Int64, title: String?, body: String?) throws -> MemoAction {
        if title == nil && body == nil {
            return .openForEditing(id: id)
        }
        if let title { try TypedTextRule.validate(title: title, option: "--title") }
        if let body { try TypedTextRule.validate(body: body) }
        return .modify(ids: [id], MemoPatch(title: title, body: body), kind: .edit)
    }
}
