/// One project of one user shared with another user of the same hub, sub-projects included.
public struct ProjectShare: Sendable, Hashable {
    /// The name of the user whose project it is, the only one who shares it or takes it back.
    public let owner: String
    /// The project's name; `project:work` shares `work` and `work.*`.
    public let project: String
    /// The name of the user it is shared with.
    public let grantee: String
    /// What the grantee may do.
    public let role: ShareRole

    /// Creates a share value; only the store and tests call this.
    public init(owner: String, project: String, grantee: String, role: ShareRole) {
        self.owner = owner
        self.project = project
        self.grantee = grantee
        self.role = role
    }

    /// Whether a memo in `project` is within the share: the project itself or one below it
    /// (`work.home` under `work`, not `workshop`).
    public func covers(project other: String?) -> Bool {
        guard let other else { return false }
        return other == project || other.hasPrefix(project + ".")
    }
}
