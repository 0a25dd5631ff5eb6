import ArgumentParser
import TodoRIBs

/// `--json`, for the commands that print one memo.
struct OutputOptions: ParsableArguments {
    @Flag(name: .long, help: .described(.json, of: "show"))
    var json = false

    var format: OutputFormat { json ? .json : .text }
}
