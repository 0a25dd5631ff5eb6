import ArgumentParser
import MemoStore
import TodoRIBs

struct Add: WorkflowCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a memo and print its id.",
        discussion: """
            Examples:
              todo add "Buy milk"
              todo add "Call mom" --body "about Sunday lunch"
            """)

    @OptionGroup var options: GlobalOptions

    @Argument(help: "What the memo is about.")
    var title: String

    @Option(help: "Free text kept with the memo.")
    var body: String = ""

    func validate() throws {
        try TitleRule.validate(title: title)
        try TitleRule.validate(body: body)
    }

    func memoCommand() throws -> MemoCommand {
        .add(MemoDraft(title: title, body: body))
    }
}
