/// A CalDAV collection's address as given on the command line: `http(s)://[user[:password]@]host[:port]/path/`.
///
/// The user info is for one run only: `remembered` and `display` leave it out, so it is never
/// stored or printed; later runs take credentials from ~/.netrc.
public struct CalDAVAddress: Sendable, Hashable {
    /// `http` or `https`, in lower case.
    public let scheme: String
    /// `user[:password]` as typed (percent-encoded), or `nil`.
    let userInfo: String?
    /// `host[:port]`.
    public let authority: String
    /// The collection's path, ending in `/`.
    public let path: String

    /// Whether `text` names a CalDAV collection (starts `http://` or `https://`, in any case).
    public static func isCalDAV(_ text: String) -> Bool {
        let lower = text.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }

    /// Reads an address.
    /// - throws: `CalDAVError.badAddress` for anything but an http(s) URL with a host.
    public init(_ text: String) throws(CalDAVError) {
        // Messages quote nothing of the URL: a password holding a `/` is where the path seems
        // to start, so no reading of it can be trusted to leave the password out.
        guard let colon = text.firstIndex(of: ":"), Self.isCalDAV(text) else {
            throw .badAddress("not a CalDAV collection URL (http:// or https://)")
        }
        scheme = text[..<colon].lowercased()
        let rest = text[text.index(colon, offsetBy: 3)...]
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        var authority = String(rest[..<slash])
        if let at = authority.lastIndex(of: "@") {
            userInfo = String(authority[..<at])
            authority = String(authority[authority.index(after: at)...])
        } else {
            userInfo = nil
        }
        guard !authority.isEmpty, !authority.contains(where: { $0 == " " || $0.isNewline || $0 == "?" || $0 == "#" }) else {
            throw .badAddress("a CalDAV URL needs a host: http(s)://[USER[:PASSWORD]@]HOST[:PORT]/PATH/")
        }
        // After the host (or an IPv6 literal's `]`), only a port of digits: `alice:se` is the
        // start of a password with a `/` in it, which must be written %2F.
        let afterHost = authority.lastIndex(of: "]").map { authority[authority.index(after: $0)...] } ?? authority[...]
        if let portColon = afterHost.firstIndex(of: ":"), afterHost[afterHost.index(after: portColon)...].contains(where: { !$0.isASCII || !$0.isNumber }) {
            throw .badAddress("a CalDAV URL's port is digits (a / in a password is written %2F)")
        }
        self.authority = authority
        var path = String(rest[slash...])
        if let query = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = String(path[..<query]) }
        if path.isEmpty { path = "/" }
        if !path.hasSuffix("/") { path += "/" }
        guard !path.contains(where: { $0.isWhitespace || $0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } == true }) else {
            throw .badAddress("a CalDAV URL's path has no spaces or control characters (write them as %20)")
        }
        self.path = path
    }

    private init(scheme: String, userInfo: String?, authority: String, path: String) {
        self.scheme = scheme
        self.userInfo = userInfo
        self.authority = authority
        self.path = path
    }

    /// The address to remember and to print: without user info.
    public var remembered: String { "\(scheme)://\(authority)\(path)" }

    /// The URL of a resource the server named by `href` (an absolute path, or a full URL on
    /// this server), with this run's user info, for libcurl.
    func url(of href: String) -> String {
        let origin = "\(scheme)://\(userInfo.map { "\($0)@" } ?? "")\(authority)"
        if href.hasPrefix("/") || href.contains("://") { return origin + CalDAVCollection.normalized(href) }
        return origin + path + href
    }

    /// The address of the collection at `path` (an absolute path ending in `/`) on the same
    /// server, with the same user info.
    func at(path: String) -> CalDAVAddress {
        CalDAVAddress(scheme: scheme, userInfo: userInfo, authority: authority, path: path)
    }

    /// The collection's own URL, with this run's user info.
    var collectionURL: String { url(of: path) }
}
