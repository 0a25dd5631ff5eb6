import ArgumentParser
import TodoLanguage

/// The field flags of `add` and `modify`: the same as the attribute words, for scripts that
/// would rather not build words.
struct AttributeOptions: ParsableArguments {
    @Option(help: .described(.due, of: "add"))
    var due: String?

    @Option(help: .described(.wait, of: "add"))
    var wait: String?

    @Option(help: .described(.priority, of: "add"))
    var priority: String?

    @Option(help: .described(.project, of: "add"))
    var project: String?

    @Option(name: .customLong("tag"), help: .described(.tag, of: "add"))
    var tags: [String] = []

    @Option(help: .described(.recur, of: "add"))
    var recur: String?

    /// The flags as the todo language reads them.
    var flags: AttributeFlags {
        AttributeFlags(due: due, wait: wait, priority: priority, project: project, tags: tags, recur: recur)
    }
}
