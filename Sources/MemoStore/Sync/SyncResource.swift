/// Where a memo lives in a CalDAV collection: the resource that holds it and that resource's
/// ETag as this replica last saw it (after its own write, or its last read).
public struct SyncResource: Sendable, Hashable {
    /// The memo's uuid.
    public let uuid: String
    /// The resource's path on the server, as the server names it (`/alice/tasks/UUID.ics`).
    public let href: String
    /// The resource's ETag as last seen, quotes included; empty when the server gave none, so
    /// the next sync reads the resource again.
    public let etag: String

    /// Creates a resource record.
    public init(uuid: String, href: String, etag: String) {
        self.uuid = uuid
        self.href = href
        self.etag = etag
    }
}
