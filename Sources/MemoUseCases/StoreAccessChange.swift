/// What `todo admin` changed about who may use a PostgreSQL store.
public enum StoreAccessChange: Sendable, Equatable {
    /// `grant` or `revoke`.
    public enum Action: String, Sendable {
        case grant
        case revoke
    }

    /// `role` may now use the store with its own memos only; `handedOverUser`: the owner's
    /// user named like the role became the role's, with its memos.
    case granted(role: String, handedOverUser: Bool)
    /// `role` may no longer use the store; `hadAccess`: it could before (else nothing changed).
    case revoked(role: String, hadAccess: Bool)
}
