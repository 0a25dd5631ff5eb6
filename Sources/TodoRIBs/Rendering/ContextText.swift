import MemoStore
import MemoUseCases

/// What `context` prints, one line a context or a line saying what was done.
enum ContextText {
    /// The listing after `request`: the contexts (`*` marks the selected one) for `context`
    /// alone, else a line saying what changed.
    static func text(_ listing: ContextListing) -> String {
        switch listing.request {
        case .show:
            guard !listing.all.isEmpty else { return "no contexts; define one: context define NAME FILTER...\n" }
            let width = listing.all.map(\.name.count).max() ?? 0
            return listing.all.map { context in
                let mark = context.name == listing.selected ? "*" : " "
                let padding = String(repeating: " ", count: width - context.name.count)
                return "\(mark) \(context.name.terminalSafe)\(padding)  \(words(context))\n"
            }.joined()
        case .define(let context):
            return "defined context \(context.name.terminalSafe): \(words(context))\n"
        case .select(let name?):
            let context = listing.all.first { $0.name == name }
            return "context \(name.terminalSafe): \(context.map(words) ?? "")\n"
        case .select(nil):
            return "no context\n"
        case .delete(let name):
            return "deleted context \(name.terminalSafe)\n"
        }
    }

    private static func words(_ context: MemoContext) -> String {
        context.filterWords.map(\.terminalSafe).joined(separator: " ")
    }
}
