import MemoUseCases
import TodoRIBs

/// `todo admin grant ROLE | admin revoke ROLE`: who may use a PostgreSQL store.
enum AdminCommand {
    /// The action and the role of `admin WORDS...`.
    /// - throws: a usage error saying what is missing or unknown.
    static func request(words: [String]) throws -> (action: StoreAccessChange.Action, role: String) {
        let words = words.filter { $0 != "--" }
        guard let first = words.first else { throw CommandWordsError("say what to do: todo admin grant|revoke ROLE") }
        guard let action = StoreAccessChange.Action(rawValue: first) else {
            throw CommandWordsError("unknown admin action \(CommandSuggestion.quoted(first)): expected grant or revoke")
        }
        guard words.count > 1, !words[1].isEmpty else { throw CommandWordsError("say which role: todo admin \(first) ROLE") }
        if words.count > 2 {
            throw CommandWordsError("unexpected argument \(CommandSuggestion.quoted(words[2])): todo admin \(first) takes one role")
        }
        return (action, words[1])
    }

    /// Grants or revokes `role` through the tree; refused before anything is opened unless the
    /// store is PostgreSQL's (a SQLite file must not be created for it).
    @MainActor static func run(_ action: StoreAccessChange.Action, role: String, selection: StoreSelection) throws {
        guard case .postgres = try selection.storeLocation(in: .process) else { throw StoreAccessUnsupported() }
        try TodoApp(selection: selection).run(.changeAccess(action, role: role), format: .text)
    }
}
