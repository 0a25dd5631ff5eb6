import MemoStore

/// What `todo context …` asks of the user's contexts.
public enum ContextRequest: Sendable, Hashable {
    /// List them, marking the selected one.
    case show
    /// Store one (replacing one of the same name); its words are checked first.
    case define(MemoContext)
    /// Select one by name, or none.
    case select(String?)
    /// Delete one by name.
    case delete(String)
}

extension ContextRequest {
    /// The request `context WORDS...` types, as Taskwarrior's `task context` reads them:
    /// nothing or `list` shows them, `none` selects none, `define NAME FILTER...` stores one,
    /// `delete NAME` removes one, `NAME` selects it; `nil` for anything else.
    public init?(words: [String]) {
        switch words.first {
        case nil, "list", "show":
            guard words.count <= 1 else { return nil }
            self = .show
        case "none":
            guard words.count == 1 else { return nil }
            self = .select(nil)
        case "define":
            guard words.count >= 3 else { return nil }
            self = .define(MemoContext(name: words[1], filterWords: Array(words.dropFirst(2))))
        case "delete":
            guard words.count == 2 else { return nil }
            self = .delete(words[1])
        case let name?:
            guard words.count == 1 else { return nil }
            self = .select(name)
        }
    }
}
