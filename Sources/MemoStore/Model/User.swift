/// A person whose memos are kept apart from everyone else's.
///
/// Obtained from `MemoRepository.logIn(userName:)`; every repository operation takes one and
/// sees only that user's memos.
public struct User: Sendable, Hashable {
    /// The store's identifier for the user.
    public let id: Int64
    /// The name the user logged in with, exactly as given.
    public let name: String

    /// Creates a user value; only the store and tests call this.
    public init(id: Int64, name: String) {
        self.id = id
        self.name = name
    }
}
