/// What the context rules (`MemoContexts`) ask of an engine: how a user's contexts and the
/// selected one are stored, never which may be. Each engine implements it with its own SQL.
public protocol MemoContextStorage {
    /// Runs `body` as one write of `user`: one transaction, all or nothing.
    func inOneWrite(for user: User, _ body: () throws -> Void) throws

    /// Stores `context` for the user, replacing one of the same name.
    func storeContext(_ context: MemoContext, for user: User) throws

    /// Deletes the user's context `name` and unselects it when selected; whether there was one.
    func dropContext(named name: String, for user: User) throws -> Bool

    /// Whether the user has a context `name`.
    func hasContext(named name: String, for user: User) throws -> Bool

    /// Stores `name` as the user's selected context (`nil`: none).
    func storeSelection(_ name: String?, for user: User) throws
}
