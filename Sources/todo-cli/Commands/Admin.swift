import ArgumentParser
import MemoUseCases
import TodoRIBs

struct Admin: TodoCommand {
    static let configuration = CommandConfiguration(
        commandName: "admin",
        abstract: "Let a PostgreSQL role use a shared store with its own memos only, or take that back.",
        discussion: """
            Run connected as the role that owns the store's tables. `grant ROLE` lets an \
            existing login role in: connected as itself, it reads and changes only its own \
            users' memos, contexts and history, whatever it types, psql included (PostgreSQL's \
            row-level security). The owner's user named like the role, if any, becomes the \
            role's. `revoke ROLE` takes that back; the role's memos stay in the store.

            Examples:
              psql -c 'CREATE ROLE alice LOGIN'
              todo --db postgresql://owner@host/todo admin grant alice
              todo --db postgresql://alice@host/todo list
              todo --db postgresql://owner@host/todo admin revoke alice
            """)

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("grant ROLE or revoke ROLE.", valueName: "words"))
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
