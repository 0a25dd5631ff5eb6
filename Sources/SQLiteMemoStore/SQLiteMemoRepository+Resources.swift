import MemoStore

extension SQLiteMemoRepository: SyncResourceIndex {
    public func resources(for remote: SyncRemote) throws -> [String: SyncResource] {
        let rows = try connection.rows(
            "SELECT uuid, href, etag FROM sync_resources WHERE hub_id = ?", [.integer(remote.id)]
        ) { SyncResource(uuid: $0.string(0), href: $0.string(1), etag: $0.string(2)) }
        return Dictionary(rows.map { ($0.uuid, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public func setResources(_ resources: [SyncResource], removing removed: [String], for remote: SyncRemote) throws {
        for uuid in removed {
            try connection.run("DELETE FROM sync_resources WHERE hub_id = ? AND uuid = ?", [.integer(remote.id), .text(uuid)])
        }
        for resource in resources {
            // A resource renamed on the server, or a uuid now held by another resource: the
            // href is unique per collection, so the older record of either goes.
            try connection.run(
                "DELETE FROM sync_resources WHERE hub_id = ? AND href = ? AND uuid <> ?",
                [.integer(remote.id), .text(resource.href), .text(resource.uuid)])
            try connection.run(
                "INSERT OR REPLACE INTO sync_resources(hub_id, uuid, href, etag) VALUES (?, ?, ?, ?)",
                [.integer(remote.id), .text(resource.uuid), .text(resource.href), .text(resource.etag)])
        }
    }

    public func collectionToken(for remote: SyncRemote) throws -> String? {
        try connection.firstRow("SELECT collection_token FROM sync_hubs WHERE id = ?", [.integer(remote.id)]) {
            $0.optionalString(0)
        } ?? nil
    }

    public func setCollectionToken(_ token: String?, for remote: SyncRemote) throws {
        try connection.run(
            "UPDATE sync_hubs SET collection_token = ? WHERE id = ?", [.optionalText(token), .integer(remote.id)])
    }

    public func noteSynced(_ remote: SyncRemote, at time: Timestamp) throws {
        try connection.run("UPDATE sync_hubs SET synced = ? WHERE id = ?", [.integer(time.secondsSince1970), .integer(remote.id)])
    }
}
