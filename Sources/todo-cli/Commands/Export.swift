import ArgumentParser
import MemoStore
import TodoRIBs

struct Export: WorkflowCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print every memo, oldest first, one record a line.",
        discussion: """
            JSON Lines by default (the memo object of `todo show --json`, one a line); todo.txt \
            with --format todotxt. Memos keep their uuid, so importing the file again adds nothing.

            Examples:
              todo export > memos.jsonl
              todo export --format todotxt > todo.txt
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, todotxt
    }

    @OptionGroup var options: GlobalOptions

    @Option(help: "json (JSON Lines) or todotxt.")
    var format: Format = .json

    func memoCommand() throws -> MemoCommand {
        let format: InterchangeFormat = format == .json ? .json : .todotxt
        return .export(sink: { memo in StandardStreams.write((format.exportLine(memo) ?? "") + "\n") })
    }
}
