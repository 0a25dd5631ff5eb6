#if canImport(Glibc)
import Glibc
#endif
import CLibPQ
import MemoStore

/// Hearing, on a connection of its own, that a user's memos changed on the hub: every write
/// that changes one notifies the user's channel as it commits (`write(for:)`), so a replica
/// that keeps watch syncs at once instead of asking again and again.
extension PostgresMemoRepository {
    /// Listens on `user`'s channel from now on; notifications wait on `socketDescriptor`.
    public func listenForChanges(of user: User) throws {
        _ = try storeErrors { try connection.execute("LISTEN " + Self.changeChannel(of: user)) }
    }

    /// The connection's socket, to poll(2) for readability; -1 when there is none.
    public var socketDescriptor: Int32 {
        connection.handle.map { PQsocket($0) } ?? -1
    }

    /// Reads what the server sent and takes the notifications that came: whether any did.
    /// Never waits.
    /// - throws: `MemoStoreError.disconnected` when the connection is lost (a restarted hub):
    ///   open a new repository and listen again.
    public func takeNotifications() throws -> Bool {
        guard let handle = connection.handle, PQconsumeInput(handle) == 1, PQstatus(handle) != CONNECTION_BAD else {
            throw connection.lastError(sql: nil).storeError(label: connection.label)
        }
        var heard = false
        while let notification = PQnotifies(handle) {
            heard = true
            PQfreemem(notification)
        }
        return heard
    }
}
