import MemoStore
import PostgresMemoStore

/// Hears that a user's memos changed on a hub, for `todo sync --watch`: a connection of its
/// own that LISTENs on the user's channel, which every write of the user's memos on the hub
/// notifies as it commits (whoever writes: another replica's sync, a command run on the hub).
public final class HubChangeListener {
    /// Connects to the hub `text` names (a URL as `todo sync` takes it, or as remembered) and
    /// listens for changes of `userName`'s memos.
    /// - throws: `SyncCommandError.failure` naming the hub (no password) when it cannot.
    public init(hub text: String, userName: String) throws {
        let address = try HubAddress(text)
        do {
            hub = try PostgresMemoRepository(connectionString: address.connection, timeouts: .sync)
            try hub.listenForChanges(of: try hub.logIn(userName: userName))
        } catch let error as MemoStoreError {
            throw SyncCommandError.failure("cannot listen on \(address.remembered): \(error)")
        }
    }

    deinit {
        hub.close()
    }

    /// The socket to poll(2): readable when the hub sent something (`changed()` reads it).
    public var socket: Int32 { hub.socketDescriptor }

    /// Whether a change was heard since the last call; never waits.
    /// - throws: when the connection is lost (the hub restarted): make a new listener.
    public func changed() throws -> Bool {
        try hub.takeNotifications()
    }

    // MARK: - Private

    private let hub: PostgresMemoRepository
}
