/// Why `todo share` or `todo unshare` changed nothing. Each is one line; nothing was written.
public enum ShareError: Error, Equatable, TodoFailure {
    /// Sharing needs a PostgreSQL hub: a SQLite file has one owner and no other users.
    case needsHub
    /// No user of this name has used the hub yet, so nobody can be given the project.
    case noSuchUser(String)
    /// A user's own projects are theirs already.
    case withItself(String)
    /// The project is another user's, shared with this one: only its owner shares it.
    case notOwner(project: String, owner: String, role: ShareRole)
    /// The project was not shared with that user.
    case notShared(project: String, grantee: String)
    /// Memo `memo` is `owner`'s, shared with the user as `role`, which does not let them do
    /// what was asked (`deleting`: an `rm`, which only the owner does).
    case refused(memo: Int64, owner: String, role: ShareRole, deleting: Bool)
    /// `project` is `owner`'s, shared with the user as reader: only a writer adds to it.
    case readOnlyProject(String, owner: String)
    /// Undo would take back memo `memo`, which `by` (another user, of a shared project) changed
    /// after the command: undo takes back only the user's own changes. `by` is empty when the
    /// user may not know who.
    case changedSince(memo: Int64, by: String)

    /// One line naming the problem.
    public var description: String {
        switch self {
        case .needsHub:
            return "sharing works on a PostgreSQL hub (--db postgresql://…), where other users are; a SQLite file has only its owner"
        case .noSuchUser(let name):
            return "no user \(name) on this hub: they must use it once before a project is shared with them"
        case .withItself(let name):
            return "\(name) cannot share a project with itself"
        case .notOwner(let project, let owner, let role):
            return "project:\(project) is @\(owner)'s, shared with you as \(role.rawValue): only \(owner) shares it"
        case .notShared(let project, let grantee):
            return "project:\(project) is not shared with \(grantee)"
        case .readOnlyProject(let project, let owner):
            return "project:\(project) is @\(owner)'s, shared with you as reader: only \(owner) and writers add to it"
        case .changedSince(let memo, let other):
            let who = other.isEmpty ? "another user" : "@" + other
            return "memo \(memo) was changed by \(who) since: undo takes back only your own changes; nothing was undone"
        case .refused(let memo, let owner, let role, let deleting):
            return "memo \(memo) is @\(owner)'s, shared with you as \(role.rawValue): only \(owner) \(deleting ? "deletes" : "changes") it"
        }
    }

    /// On a SQLite store sharing can never succeed (a usage error), as sharing with oneself;
    /// the rest depend on the hub's state (runtime failures).
    public var exitStatus: ExitStatus {
        switch self {
        case .needsHub, .withItself: return ExitStatus.usage
        case .noSuchUser, .notOwner, .notShared, .refused, .readOnlyProject, .changedSince: return ExitStatus.failure
        }
    }
}
