import ArgumentParser
import TodoRIBs

/// `--json`, for the commands that print one memo.
struct OutputOptions: ParsableArguments {
    @Flag(name: .long)
    var json = false

    var format: OutputFormat { json ? .json : .text }
}
