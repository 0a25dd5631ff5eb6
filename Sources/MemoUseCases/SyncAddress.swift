import CalDAVSync

/// Where `todo sync URL` syncs with: a PostgreSQL hub, or a CalDAV task collection (any
/// http:// or https:// URL).
public enum SyncAddress {
    /// A PostgreSQL todo store.
    case hub(HubAddress)
    /// A CalDAV task collection.
    case collection(CalDAVAddress)

    /// Reads a sync address.
    /// - throws: a usage error for a URL that is neither, naming no password.
    public init(_ text: String) throws {
        guard CalDAVAddress.isCalDAV(text) else {
            self = .hub(try HubAddress(text))
            return
        }
        do {
            self = .collection(try CalDAVAddress(text))
        } catch {
            throw SyncCommandError.usage(error.description)
        }
    }

    /// What the replica remembers: no password.
    public var remembered: String {
        switch self {
        case .hub(let address): return address.remembered
        case .collection(let address): return address.remembered
        }
    }
}
