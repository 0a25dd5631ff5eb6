import MemoStore

/// A hub as `todo sync URL` names it: the text to connect with for this run, and the text the
/// replica remembers, which never holds a password (libpq finds it in ~/.pgpass or PGPASSWORD).
struct HubAddress: Equatable {
    /// What libpq connects with: the URL as given (its scheme in lower case).
    let connection: String
    /// What the replica stores: the URL without the password of its user info or of a
    /// `password` parameter.
    let remembered: String

    /// Reads a hub URL: `postgresql://…`, `postgres://…`, or a libpq `key=value` string.
    /// - throws: a usage error for anything else, naming only the scheme.
    init(_ text: String) throws {
        let lowered = text.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            throw SyncCommandError.usage("a CalDAV collection cannot be synced yet; give a postgresql:// hub")
        }
        guard case .postgres(let uri) = try? StoreLocation(text) else {
            throw SyncCommandError.usage("a hub is a PostgreSQL todo store: give postgresql://HOST/DB")
        }
        connection = uri
        remembered = Self.withoutPassword(uri)
    }

    /// The remembered address as a line may show it (it holds no password).
    static func display(_ remembered: String) -> String {
        remembered.terminalSafe
    }

    // MARK: - Private

    private static func withoutPassword(_ uri: String) -> String {
        if !uri.contains("://") {
            // key=value: drop the password pair.
            return uri.split(separator: " ").filter { !$0.lowercased().hasPrefix("password=") }.joined(separator: " ")
        }
        var text = uri
        if let schemeEnd = text.firstRange(of: "://") {
            let authorityEnd = text[schemeEnd.upperBound...].firstIndex(where: { $0 == "/" || $0 == "?" }) ?? text.endIndex
            let authority = text[schemeEnd.upperBound..<authorityEnd]
            if let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") {
                text.removeSubrange(colon..<at)
            }
        }
        if let query = text.firstIndex(of: "?") {
            let pairs = text[text.index(after: query)...].split(separator: "&").filter { !$0.lowercased().hasPrefix("password=") }
            text = String(text[..<query]) + (pairs.isEmpty ? "" : "?" + pairs.joined(separator: "&"))
        }
        return text
    }
}
