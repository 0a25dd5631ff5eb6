import ArgumentParser
import MemoUseCases
import TodoRIBs

struct Admin: TodoCommand {
    static let configuration = CommandConfiguration(commandName: "admin")

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized)
    var words: [String] = []

    func validate() throws {
        try CommandWords.refuseUnknownOptions(in: words, of: Self.spec)
        _ = try Self.request(words: words)
    }

    /// The action and the role of `admin WORDS...`.
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

    @MainActor func execute() throws {
        let (action, role) = try Self.request(words: words)
        // Refused before anything is opened: a SQLite file must not be created for it.
        guard case .postgres = try options.selection.storeLocation(in: .process) else { throw StoreAccessUnsupported() }
        try TodoApp(selection: options.selection).run(.changeAccess(action, role: role), format: .text)
    }
}
