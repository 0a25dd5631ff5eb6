import ArgumentParser
import TodoLanguage
import TodoRIBs

/// A memo id as typed on the command line; `MemoIDText` is the rule.
struct MemoID: ExpressibleByArgument {
    let value: Int64

    init?(argument: String) {
        guard let value = MemoIDText.parse(argument) else { return nil }
        self.value = value
    }

    static var defaultCompletionKind: CompletionKind { .default }
}
