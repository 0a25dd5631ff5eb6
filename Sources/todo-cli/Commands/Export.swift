import ArgumentParser
import MemoInterchange
import MemoStore
import TodoRIBs

struct Export: WorkflowCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print every memo, oldest first.",
        discussion: """
            JSON Lines by default (the --json memo object, one a line); todo.txt with
            --format todotxt (dates as local days); a JSON array for `task import` with
            --format taskwarrior. Memos keep their uuid, so importing the file again adds nothing.
            Examples:
              todo export > memos.jsonl
              todo export --format todotxt > todo.txt
              todo export --format taskwarrior | task import
            """)

    @OptionGroup var options: GlobalOptions

    @Option(help: ArgumentHelp("\(InterchangeFormat.namesForHelp)."))
    var format: InterchangeFormat = .json

    func memoCommand() throws -> MemoCommand {
        .export(format: format)
    }
}
