import MemoStore

/// A user's projects shared with other users of the hub (`PostgresSchemaVersion12`): the
/// owner shares and takes back; row-level security enforces each share for roles it binds.
extension PostgresMemoRepository {
    /// Shares `project` of `user` (its sub-projects included) with the user named `grantee`,
    /// as `role`; sharing it again with that user changes the role. One transaction.
    /// - throws: `ShareError.noSuchUser` when no user of that name has used the hub,
    ///   `.withItself`, `.notOwner` when the project is one shared with `user` (only its
    ///   owner shares it), a `MemoStoreError` for a project name the store refuses.
    public func share(project: String, with grantee: String, as role: ShareRole, for user: User) throws -> ShareChange {
        try MemoValidation.checkUserName(grantee)
        if let problem = MemoRules.problem(title: "x", body: "", project: project, tags: [], hasRecur: false, hasDue: false) {
            throw problem
        }
        guard grantee != user.name else { throw ShareError.withItself(user.name) }
        return try write(for: user) {
            try refuseReceived(project, for: user)
            do {
                let result = try connection.execute(
                    """
                    WITH earlier AS (SELECT role FROM shares WHERE owner_id = $1 AND project = $2 AND grantee_name = $3)
                    INSERT INTO shares(owner_id, project, grantee_name, role) VALUES ($1, $2, $3, $4)
                    ON CONFLICT (owner_id, project, grantee_id) DO UPDATE SET role = excluded.role
                    RETURNING (SELECT role FROM earlier)
                    """,
                    [String(user.id), PostgresText.stored(project), PostgresText.stored(grantee), role.rawValue])
                let share = ProjectShare(owner: user.name, project: project, grantee: grantee, role: role)
                return .shared(share, previous: result.optionalString(0, 0).flatMap(ShareRole.init(rawValue:)))
            } catch let error as PostgresError where error.sqlState == "23503" {
                throw ShareError.noSuchUser(grantee)
            } catch let error as PostgresError where error.sqlState == "23514" {
                throw ShareError.withItself(user.name)
            }
        }
    }

    /// Takes back the share of `project` of `user` with `grantee`: at once, the grantee's role
    /// reads none of its memos.
    /// - throws: `ShareError.notShared`, or `.notOwner` for a project shared with `user`.
    public func unshare(project: String, with grantee: String, for user: User) throws -> ShareChange {
        try write(for: user) {
            let removed = try connection.execute(
                "DELETE FROM shares WHERE owner_id = $1 AND project = $2 AND grantee_name = $3 RETURNING role",
                [String(user.id), PostgresText.stored(project), PostgresText.stored(grantee)])
            guard removed.rowCount == 1, let role = ShareRole(rawValue: removed.string(0, 0)) else {
                try refuseReceived(project, for: user)
                throw ShareError.notShared(project: project, grantee: grantee)
            }
            return .unshared(ProjectShare(owner: user.name, project: project, grantee: grantee, role: role))
        }
    }

    /// What `user` shares and what is shared with `user`, by owner, project and grantee.
    public func shares(for user: User) throws -> [ProjectShare] {
        try storeErrors {
            try readShares("owner_id = $1 OR grantee_id = $1", user)
        }
    }

    /// The shares of other users' projects with `user`.
    public func receivedShares(for user: User) throws -> [ProjectShare] {
        try storeErrors {
            try readShares("grantee_id = $1", user)
        }
    }

    // MARK: - Private

    /// Throws `ShareError.notOwner` when `project` lies within a project shared with `user`
    /// and `user` has no memo of its own there: a grantee never shares another's project.
    private func refuseReceived(_ project: String, for user: User) throws {
        guard let received = try readShares("grantee_id = $1", user).first(where: { $0.covers(project: project) }) else { return }
        if try !owns(project, user) {
            throw ShareError.notOwner(project: project, owner: received.owner, role: received.role)
        }
    }

    private func readShares(_ condition: String, _ user: User) throws -> [ProjectShare] {
        let result = try connection.execute(
            "SELECT owner_name, project, grantee_name, role FROM shares WHERE \(condition) ORDER BY owner_name, project, grantee_name",
            [String(user.id)])
        return (0..<result.rowCount).compactMap { row in
            ShareRole(rawValue: result.string(row, 3)).map {
                ProjectShare(
                    owner: PostgresText.read(result.string(row, 0)), project: PostgresText.read(result.string(row, 1)),
                    grantee: PostgresText.read(result.string(row, 2)), role: $0)
            }
        }
    }
}
