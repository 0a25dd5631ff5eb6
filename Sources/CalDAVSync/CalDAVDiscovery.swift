/// Finds the task lists behind a URL a person gives, as a phone's CalDAV account setup does
/// (RFC 4791 §6, RFC 5397). Given only a server (its root), discovery starts where the server's
/// `/.well-known/caldav` leads (RFC 6764 §5: a redirect on the same server, or the well-known
/// path itself when it answers as WebDAV), else at the root. From there: that URL itself when
/// it is a calendar; else the calendars of its calendar home, found through the URL's own
/// `calendar-home-set`, or its `current-user-principal` and that principal's
/// `calendar-home-set`, or, last, the URL's own members. A task list is a calendar whose `supported-calendar-component-set` holds VTODO
/// (a calendar that names no set takes every component).
///
/// A server that does not answer these questions as WebDAV (a status other than 207, a body
/// that is no multistatus) is left to the sync to refuse in its own words: the URL is taken as
/// the collection, as before discovery existed.
public final class CalDAVDiscovery {
    /// What a URL leads to.
    public enum Found: Sendable, Equatable {
        /// The URL is a task list itself (or a server that does not say): sync it as given.
        case collection
        /// The task lists of the account or home, by name.
        case lists([CalDAVTaskList])
    }

    /// Prepares requests to the server of `address`, trusting `caFile` instead of the system's CAs.
    /// - throws: `CalDAVError.libraryMissing` when libcurl or libxml2 cannot be loaded.
    public init(address: CalDAVAddress, caFile: String?) throws(CalDAVError) {
        self.address = address
        connection = try WebDAVConnection(caFile: caFile)
    }

    /// Asks the server what the address is.
    /// - throws: `CalDAVError.notTaskList` for a calendar without VTODO (naming it),
    ///   `.noTaskList` for an account or home without one; the connection's errors
    ///   (unreachable, 401, too large) as the sync would meet them.
    public func find() throws(CalDAVError) -> Found {
        let start = address.path == "/" ? try wellKnownContext() ?? "/" : address.path
        guard let own = try properties(of: start, depth: "0").first(where: { $0.path == start }) else { return .collection }
        if own.isCalendar {
            guard own.holdsTasks else { throw .notTaskList(own.name) }
            return start == address.path ? .collection : .lists([CalDAVTaskList(name: own.name, address: address.at(path: start))])
        }
        var home = own.homes.first
        if home == nil, let principal = own.principal, principal != start {
            home = try properties(of: principal, depth: "0").first(where: { $0.path == principal })?.homes.first
        }
        let members = try properties(of: home ?? start, depth: "1").filter { $0.isCalendar && $0.holdsTasks }
        guard !members.isEmpty else { throw .noTaskList }
        return .lists(members.map { CalDAVTaskList(name: $0.name, address: address.at(path: $0.path)) }.sorted())
    }

    // MARK: - Private

    private let address: CalDAVAddress
    private let connection: WebDAVConnection

    /// What discovery reads of one resource.
    private struct Resource {
        let path: String
        let isCalendar: Bool
        let holdsTasks: Bool
        let name: String
        let principal: String?
        let homes: [String]
    }

    /// Where the server's `/.well-known/caldav` leads (RFC 6764 §5), as an absolute path ending
    /// in `/`: the end of its redirects on this server (at most `redirectLimit`), or the
    /// well-known path itself when it answers as WebDAV; `nil` when it leads nowhere here (no
    /// such path, or a redirect to another server, which gets none of this run's credentials).
    private func wellKnownContext() throws(CalDAVError) -> String? {
        var path = "/.well-known/caldav"
        for _ in 0..<Self.redirectLimit {
            let response = try connection.send(
                "PROPFIND", address.url(of: path), headers: ["Content-Type: application/xml; charset=utf-8", "Depth: 0"], body: Self.propfind)
            if response.status == 401 { throw .unauthorized }
            if response.status == 207 { return Self.directory(path) }
            guard [301, 302, 303, 307, 308].contains(response.status), let next = sameServerPath(response.location) else { return nil }
            path = next
        }
        return nil
    }

    /// The absolute path a Location header names on this server; `nil` for another server.
    private func sameServerPath(_ location: String) -> String? {
        guard !WebDAVConnection.hasControlCharacter(location) else { return nil }
        if location.hasPrefix("/") { return location.hasPrefix("//") ? nil : CalDAVCollection.normalized(location) }
        let origin = "\(address.scheme)://\(address.authority)"
        guard location.lowercased().hasPrefix(origin.lowercased() + "/") else { return nil }
        return CalDAVCollection.normalized(String(location.dropFirst(origin.count)))
    }

    /// How many redirects the well-known path may take.
    private static let redirectLimit = 5

    /// What a PROPFIND of discovery asks of a resource.
    private static let propfind = """
        <?xml version="1.0" encoding="utf-8"?>
        <d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:resourcetype/><d:displayname/>\
        <c:supported-calendar-component-set/><d:current-user-principal/><c:calendar-home-set/></d:prop></d:propfind>
        """

    /// The resources a PROPFIND of `path` lists, each path ending in `/`; none when the server
    /// answers it other than as WebDAV.
    private func properties(of path: String, depth: String) throws(CalDAVError) -> [Resource] {
        let response = try connection.send(
            "PROPFIND", address.url(of: path), headers: ["Content-Type: application/xml; charset=utf-8", "Depth: \(depth)"], body: Self.propfind)
        if response.status == 401 { throw .unauthorized }
        guard response.status == 207, let root = response.multistatus else { return [] }
        return root.children("response").compactMap(Self.resource)
    }

    private static func resource(_ item: DAVElement) -> Resource? {
        guard let href = item.child("href")?.text, !WebDAVConnection.hasControlCharacter(href) else { return nil }
        let path = Self.directory(CalDAVCollection.normalized(href))
        let props = item.children("propstat").filter { ($0.child("status")?.text ?? "").contains(" 200") }.compactMap { $0.child("prop") }
        let prop = { (name: String, namespace: String) in props.lazy.compactMap { $0.child(name, namespace) }.first }
        let isCalendar = prop("resourcetype", DAVElement.dav)?.child("calendar", DAVElement.calDAV) != nil
        let components = prop("supported-calendar-component-set", DAVElement.calDAV)?.children("comp", DAVElement.calDAV)
        let holdsTasks = components.map { $0.contains { $0.attributeName?.uppercased() == "VTODO" } } ?? true
        let shown = prop("displayname", DAVElement.dav)?.text ?? ""
        let name = shown.isEmpty ? path.split(separator: "/").last.map(String.init) ?? path : shown
        let hrefs = { (element: DAVElement?) in
            (element?.children("href") ?? []).map { Self.directory(CalDAVCollection.normalized($0.text)) }.filter { !WebDAVConnection.hasControlCharacter($0) }
        }
        return Resource(
            path: path, isCalendar: isCalendar, holdsTasks: holdsTasks, name: name,
            principal: hrefs(prop("current-user-principal", DAVElement.dav)).first,
            homes: hrefs(prop("calendar-home-set", DAVElement.calDAV)))
    }

    private static func directory(_ path: String) -> String {
        path.hasSuffix("/") ? path : path + "/"
    }
}
