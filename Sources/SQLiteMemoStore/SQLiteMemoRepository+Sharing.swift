import MemoStore

/// What a replica's user may do offline with the memos other users share with them: what the
/// hub's shares said at the last sync (`sync_hubs.shares`). A hub checks again at the next
/// sync (`SharedPass`), so a share changed meanwhile is what holds in the end.
extension SQLiteMemoRepository {
    /// The shares received by `user`, as the user's hubs told of them at their last syncs.
    func receivedShares(for user: User) throws -> [ProjectShare] {
        try connection.rows("SELECT shares FROM sync_hubs WHERE user_id = ? AND shares <> ''", [.integer(user.id)]) { $0.string(0) }
            .flatMap { ProjectShare.list(fromText: $0, grantee: user.name) }
    }

    /// Refuses a change of `old` (to `new`, in the same order, when given) that touches another
    /// user's memo the user may not change: only a writer changes one, within what is shared
    /// as writer, and only its owner deletes one.
    /// - throws: `ShareError.refused`, naming the owner and the role.
    func checkSharedChange(of old: [Memo], to new: [Memo]? = nil, deleting: Bool, for user: User) throws {
        guard old.contains(where: { $0.owner != nil }) else { return }
        let shares = try receivedShares(for: user)
        for (index, memo) in old.enumerated() {
            guard let owner = memo.owner else { continue }
            let role = ProjectShare.role(in: shares, owner: owner, project: memo.project) ?? .reader
            let movedOut = new.map { ProjectShare.role(in: shares, owner: owner, project: $0[index].project) != .writer } ?? false
            if deleting || role != .writer || movedOut {
                throw ShareError.refused(memo: memo.id, owner: owner, role: role, deleting: deleting)
            }
        }
    }

    /// The owner a new memo in `project` goes to: the owner of a project shared with `user` as
    /// writer that holds it, when `user` has no memo of their own in it (their own project of
    /// the same name comes first); `nil`: the memo is the user's.
    /// - throws: `ShareError.readOnlyProject` when that project is shared with `user` as reader.
    func sharedOwner(ofNewIn project: String?, for user: User) throws -> String? {
        guard let project else { return nil }
        let covering = try receivedShares(for: user).filter { $0.covers(project: project) }
        guard let first = covering.first else { return nil }
        let owns = try connection.firstRow(
            "SELECT 1 FROM memos WHERE user_id = ? AND owner IS NULL AND project >= ? AND project < ? AND (project = ? OR project > ?) LIMIT 1",
            [.integer(user.id), .text(project), .text(project + "/"), .text(project), .text(project + ".")]) { _ in true }
        guard owns == nil else { return nil }
        guard let writable = covering.first(where: { $0.role == .writer }) else {
            throw ShareError.readOnlyProject(project, owner: first.owner)
        }
        return writable.owner
    }
}
