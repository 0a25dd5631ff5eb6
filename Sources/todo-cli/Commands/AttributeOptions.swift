import ArgumentParser
import TodoLanguage

/// The field flags of `add` and `modify`: the same as the attribute words, for scripts that
/// would rather not build words.
struct AttributeOptions: ParsableArguments {
    @Option(help: .valueName(of: .due))
    var due: String?

    @Option(help: .valueName(of: .wait))
    var wait: String?

    @Option(help: .valueName(of: .priority))
    var priority: String?

    @Option(help: .valueName(of: .project))
    var project: String?

    @Option(name: .customLong("tag"), help: .valueName(of: .tag))
    var tags: [String] = []

    @Option(help: .valueName(of: .recur))
    var recur: String?

    /// The flags as the todo language reads them.
    var flags: AttributeFlags {
        AttributeFlags(due: due, wait: wait, priority: priority, project: project, tags: tags, recur: recur)
    }
}
