import MemoStore

/// The user's contexts after a `context` request, and what the request did.
public struct ContextListing: Sendable, Hashable {
    /// The request that was carried out.
    public let request: ContextRequest
    /// Every context, sorted by name.
    public let all: [MemoContext]
    /// The selected context's name, or `nil`.
    public let selected: String?
}
