import ArgumentParser
import TodoRIBs

/// `--json`, for the commands that print memos.
struct OutputOptions: ParsableArguments {
    @Flag(name: .long, help: "Print JSON (an array of memo objects, or one object) instead of text.")
    var json = false

    var format: OutputFormat { json ? .json : .text }
}
