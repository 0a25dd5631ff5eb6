/// A named filter a user works within (Taskwarrior's context): while it is selected, listings
/// and searches show only what its filter words choose, and new memos take its project and tags.
///
/// The store keeps the words as typed; the todo language reads them when they are used, so
/// `due.before:eow` means the end of the week it is applied in.
public struct MemoContext: Sendable, Hashable {
    /// The context's name: 1 to 64 characters, no whitespace or control characters.
    public let name: String
    /// The filter words, as typed (`project:work +urgent`).
    public let filterWords: [String]

    /// Creates a context.
    public init(name: String, filterWords: [String]) {
        self.name = name
        self.filterWords = filterWords
    }

    /// Why `name` cannot name a context; `nil` when it can. `none` and the subcommand words
    /// are taken: `todo context none` clears the selection.
    public static func problem(withName name: String) -> String? {
        if name.isEmpty { return "a context needs a name" }
        if name.count > 64 { return "a context name has at most 64 characters" }
        if name.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.properties.generalCategory == .control }) {
            return "a context name has no spaces or control characters"
        }
        if ["none", "define", "delete", "list", "show"].contains(name) { return "\(name) is a word of the context command" }
        return nil
    }
}
