/// One thing a screen or a Workflow asks of the store, with the identity its answer will carry
/// on the memo stream.
///
/// Children send requests up to LoggedIn through their listener and return at once; what was
/// committed (or why it failed) comes back down as a `MemoOutcome` with the same `id`.
@MainActor
public struct MemoRequest {
    /// Tells this request's outcome apart from every other on the stream.
    public let id: MemoRequestID
    /// What to do.
    public let action: MemoAction

    /// Creates a request with a fresh identity.
    public init(_ action: MemoAction) {
        self.id = MemoRequestID.next()
        self.action = action
    }
}
