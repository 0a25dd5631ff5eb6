import ArgumentParser
import TodoRIBs

/// `--json`, for the commands that print one memo.
struct OutputOptions: ParsableArguments {
    @Flag(name: .long, help: "Print the memo as a JSON object instead of text.")
    var json = false

    var format: OutputFormat { json ? .json : .text }
}
