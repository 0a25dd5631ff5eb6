import MemoStore
import MemoUseCases
import TodoRIBs

/// `todo share project:NAME USER [--role reader|writer]`, and what `unshare` and `shares`
/// share with it: a project of a PostgreSQL hub shared with another user.
enum ShareCommand {
    /// What `share`'s words and `--role` (writer when nil) ask.
    /// - throws: a usage error for an unknown role, or a project or user missing or given twice.
    static func action(words: [String], role: String?) throws -> MemoAction {
        let role = role ?? ShareRole.writer.rawValue
        guard let shareRole = ShareRole(rawValue: role) else {
            throw CommandWordsError("unknown role \(CommandSuggestion.quoted(role)): expected reader or writer")
        }
        let (project, user) = try Self.target(of: words, command: "share")
        return .share(project: project, grantee: user, role: shareRole)
    }

    /// The project and the user of `share`'s or `unshare`'s words: one `project:NAME`, one name.
    /// - throws: a usage error, with the usage, when either is missing or given twice.
    static func target(of words: [String], command: String) throws -> (project: String, user: String) {
        let words = words.filter { $0 != "--" }
        let usage = "usage: todo \(command) project:NAME USER"
        let projects = words.filter { $0.hasPrefix("project:") }
        let users = words.filter { !$0.hasPrefix("project:") }
        guard projects.count == 1, let project = projects.first?.dropFirst("project:".count), !project.isEmpty else {
            throw CommandWordsError("say which project, once: \(usage)")
        }
        guard users.count == 1, let user = users.first, !user.isEmpty else {
            throw CommandWordsError("say which user, once: \(usage)")
        }
        return (String(project), user)
    }

    /// Runs `action` through the tree; refused before anything is opened on a SQLite store,
    /// which has no other users to share with.
    @MainActor static func run(_ action: MemoAction, selection: StoreSelection, format: OutputFormat = .text) throws {
        guard case .postgres = try selection.storeLocation(in: .process) else { throw ShareError.needsHub }
        try TodoApp(selection: selection).run(action, format: format)
    }
}
