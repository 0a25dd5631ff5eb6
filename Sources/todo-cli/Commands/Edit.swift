import ArgumentParser
import MemoStore
import MemoUseCases
import TodoLanguage
import TodoRIBs

struct Edit: WorkflowCommand {
    static let configuration = CommandConfiguration(commandName: "edit")

    @OptionGroup var options: GlobalOptions

    @Argument
    var id: MemoID

    @Option(help: .valueName(of: .title))
    var title: String?

    @Option(help: .valueName(of: .body))
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
