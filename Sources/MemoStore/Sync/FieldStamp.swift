/// When, and on which replica, a field of a memo last changed: what a sync compares when both
/// sides changed the same field since they last met.
///
/// Stamps order by time, then by replica identity (byte by byte), never by the values they
/// stamp: two edits in the same second go the same way on every replica, whichever merges them.
public struct FieldStamp: Sendable, Hashable, Comparable {
    /// When the field changed, to the second.
    public let time: Timestamp
    /// The identity of the replica where it changed (`SyncRemote.replica`); empty for "this
    /// store", which a sync names by its identity at the remote before anything travels.
    public let replica: String

    /// Creates a stamp.
    public init(time: Timestamp, replica: String) {
        self.time = time
        self.replica = replica
    }

    /// The replica identity that stamps the changes a CalDAV collection brought: `caldav ` and
    /// the collection's URL as the replica remembers it (no password), the same for every
    /// replica that syncs with it.
    public static func collectionIdentity(_ url: String) -> String {
        collectionPrefix + url
    }

    /// The URL of the CalDAV collection whose identity `replica` is (`collectionIdentity`);
    /// `nil` for any other replica.
    public static func collectionURL(ofIdentity replica: String) -> String? {
        replica.hasPrefix(collectionPrefix) ? String(replica.dropFirst(collectionPrefix.count)) : nil
    }

    /// Orders stamps by time, then by replica identity, byte by byte.
    public static func < (lhs: FieldStamp, rhs: FieldStamp) -> Bool {
        if lhs.time != rhs.time { return lhs.time < rhs.time }
        // The views themselves, not arrays of them: a merge compares stamps of every field.
        return lhs.replica.utf8.lexicographicallyPrecedes(rhs.replica.utf8)
    }

    private static let collectionPrefix = "caldav "
}
