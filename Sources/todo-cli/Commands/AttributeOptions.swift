import ArgumentParser
import TodoLanguage

/// The field flags of `add` and `modify`: the same as the attribute words, for scripts that
/// would rather not build words.
struct AttributeOptions: ParsableArguments {
    @Option(help: ArgumentHelp("When it is due: 2026-12-01, tomorrow, fri, eom, +3d ….", valueName: "date"))
    var due: String?

    @Option(help: ArgumentHelp("Hide it from the default list until then.", valueName: "date"))
    var wait: String?

    @Option(help: ArgumentHelp("H, M or L.", valueName: "H|M|L"))
    var priority: String?

    @Option(help: ArgumentHelp("A dotted project name: home, work.q4.", valueName: "name"))
    var project: String?

    @Option(name: .customLong("tag"), help: ArgumentHelp("A tag; repeat for more.", valueName: "tag"))
    var tags: [String] = []

    @Option(help: ArgumentHelp("daily, weekly, monthly, yearly, or 3d, 2w, 6m, 1y (needs a due date).", valueName: "period"))
    var recur: String?

    /// The flags as the todo language reads them.
    var flags: AttributeFlags {
        AttributeFlags(due: due, wait: wait, priority: priority, project: project, tags: tags, recur: recur)
    }
}
