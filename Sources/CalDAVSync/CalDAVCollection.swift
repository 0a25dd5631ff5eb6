import MemoStore

/// A CalDAV task collection on a server, spoken to with WebDAV (RFC 4918), CalDAV (RFC 4791)
/// and collection sync (RFC 6578): what changed since a sync-token, every member's ETag, the
/// calendar data of some members, and conditional writes.
final class CalDAVCollection {
    /// How many resources one calendar-multiget asks for.
    static let fetchBatch = 200

    let address: CalDAVAddress

    /// Prepares requests to the collection at `address`, within `limits`.
    /// - throws: `CalDAVError.libraryMissing` when libcurl or libxml2 cannot be loaded.
    init(address: CalDAVAddress, caFile: String?, limits: WebDAVLimits = .standard) throws(CalDAVError) {
        self.address = address
        self.limits = limits
        connection = try WebDAVConnection(caFile: caFile, limits: limits)
    }

    /// What changed in the collection since `token` (RFC 6578 sync-collection; an empty token
    /// lists every member), or `nil` when the server keeps no such log or no longer knows the
    /// token: then `members()` tells.
    func changes(since token: String) throws(CalDAVError) -> CollectionChanges? {
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <d:sync-collection xmlns:d="DAV:"><d:sync-token>\(Self.escaped(token))</d:sync-token>\
            <d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>
            """
        let response = try connection.send("REPORT", address.collectionURL, headers: Self.xmlHeaders(depth: "0"), body: body)
        // A server without sync-collection (403 with DAV:supported-report, 405, 415, 501…), or
        // one that forgot the token (403/409 with DAV:valid-sync-token), answers with an error
        // status: the full listing tells instead, and a real refusal shows there.
        if [400, 403, 405, 409, 412, 415, 501].contains(response.status) { return nil }
        let root = try Self.multistatus(response)
        var changes = CollectionChanges(token: root.child("sync-token")?.text, listsEverything: token.isEmpty)
        for item in root.children("response") {
            guard let href = item.child("href")?.text else { continue }
            if isCollection(href) {
                // RFC 6578 §3.6: a 507 on the collection itself means the answer is cut short.
                changes.isTruncated = changes.isTruncated || item.child("status").map { Self.code($0.text) == 507 } == true
                continue
            }
            if let problem = Self.problem(href: href, etag: nil) {
                changes.refused[href] = problem
            } else if let status = item.child("status"), Self.code(status.text) == 404 {
                changes.removed.append(Self.normalized(href))
            } else if let etag = Self.etag(of: item) {
                if let problem = Self.problem(href: href, etag: etag) { changes.refused[href] = problem } else {
                    changes.changed[Self.normalized(href)] = etag
                }
            }
        }
        return changes
    }

    /// Every member's ETag, by href, and the collection's sync-token when it has one
    /// (a PROPFIND of depth 1).
    func members() throws(CalDAVError) -> CollectionChanges {
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <d:propfind xmlns:d="DAV:"><d:prop><d:getetag/><d:resourcetype/><d:sync-token/></d:prop></d:propfind>
            """
        let root = try Self.multistatus(try connection.send("PROPFIND", address.collectionURL, headers: Self.xmlHeaders(depth: "1"), body: body))
        var listing = CollectionChanges(token: nil, listsEverything: true)
        for item in root.children("response") {
            guard let href = item.child("href")?.text else { continue }
            if isCollection(href) {
                listing.token = item.children("propstat").compactMap { $0.child("prop")?.child("sync-token")?.text }.first
                continue
            }
            guard let etag = Self.etag(of: item) else { continue }
            if let problem = Self.problem(href: href, etag: etag) { listing.refused[href] = problem } else {
                listing.changed[Self.normalized(href)] = etag
            }
        }
        return listing
    }

    /// The calendar data and ETag of each resource of `hrefs` the server still has, by href,
    /// and when the server stored it (`getlastmodified`, by the server's clock; `nil` when it
    /// does not say); one whose ETag holds a control character, or whose data passes
    /// `limits.taskBytes` (or alone `limits.answerBytes`), goes to `refused` with the reason instead.
    func fetch(_ hrefs: [String], refused: inout [String: String]) throws(CalDAVError) -> [String: FetchedResource] {
        var fetched: [String: FetchedResource] = [:]
        var start = 0
        while start < hrefs.count {
            try fetch(Array(hrefs[start..<min(start + Self.fetchBatch, hrefs.count)]), into: &fetched, refused: &refused)
            start += Self.fetchBatch
        }
        return fetched
    }
    /// When the server stored each of `hrefs` (`getlastmodified`, by its clock), asked of each
    /// alone (a server may leave it out of a calendar-multiget, as Radicale does); one it does
    /// not say for, or no longer has, is left out.
    func storedTimes(of hrefs: [String]) throws(CalDAVError) -> [String: Timestamp] {
        var times: [String: Timestamp] = [:]
        for href in hrefs {
            let response = try connection.send(
                "PROPFIND", address.url(of: href), headers: Self.xmlHeaders(depth: "0"),
                body: #"<?xml version="1.0" encoding="utf-8"?><d:propfind xmlns:d="DAV:"><d:prop><d:getlastmodified/></d:prop></d:propfind>"#)
            guard response.status == 207, let root = response.multistatus else { continue }
            for propstat in root.children("response").flatMap({ $0.children("propstat") }) where Self.code(propstat.child("status")?.text ?? "") == 200 {
                if let time = propstat.child("prop")?.child("getlastmodified").flatMap({ HTTPDate.timestamp($0.text) }) { times[href] = time }
            }
        }
        return times
    }

    /// Writes `calendar` to the resource `href`: over the version `etag` names, or as a new
    /// resource when `etag` is `nil`. Returns the new ETag (empty when the server gave none).
    /// - throws: `CalDAVError.raced` when the resource is not (or no longer) as expected.
    func put(_ calendar: String, at href: String, over etag: String?) throws(CalDAVError) -> String {
        let condition = etag.map { "If-Match: \($0)" } ?? "If-None-Match: *"
        let response = try connection.send(
            "PUT", address.url(of: href), headers: ["Content-Type: text/calendar; charset=utf-8", condition], body: calendar)
        try Self.check(response, allowing: [200, 201, 204])
        // An ETag todo could not send back is no ETag: the next sync reads the resource again.
        return WebDAVConnection.hasControlCharacter(response.etag) ? "" : response.etag
    }

    /// Deletes the resource `href` if it is still the version `etag` names; one already gone
    /// is no failure.
    func delete(_ href: String, over etag: String) throws(CalDAVError) {
        let response = try connection.send("DELETE", address.url(of: href), headers: etag.isEmpty ? [] : ["If-Match: \(etag)"])
        try Self.check(response, allowing: [200, 204, 404])
    }

    /// The href a new memo's resource gets: the memo's uuid, `.ics`, in the collection.
    func href(forNew uuid: String) -> String {
        address.path + uuid + ".ics"
    }

    /// An href as the server may spell it (a full URL, or percent-encoded differently), as
    /// this collection keeps it: its path.
    static func normalized(_ href: String) -> String {
        guard let schemeEnd = href.firstRange(of: "://") else { return href }
        let rest = href[schemeEnd.upperBound...]
        return String(rest[(rest.firstIndex(of: "/") ?? rest.endIndex)...])
    }

    /// A resource as `fetch` read it.
    typealias FetchedResource = (etag: String, data: String, stored: Timestamp?)

    // MARK: - Private

    private let connection: WebDAVConnection
    private let limits: WebDAVLimits

    /// Why a member named `href` with the ETag `etag` cannot be worked with, or `nil`: a control
    /// character in either would end up in a request line or an `If-Match` header.
    private static func problem(href: String, etag: String?) -> String? {
        if WebDAVConnection.hasControlCharacter(href) { return "an href with a control character" }
        if let etag, WebDAVConnection.hasControlCharacter(etag) { return "an ETag with a control character" }
        return nil
    }

    private func isCollection(_ href: String) -> Bool {
        let path = Self.normalized(href)
        return path == address.path || path + "/" == address.path
    }

    /// One calendar-multiget of `batch`. Tasks that are each within the limits can together
    /// pass the limit of one answer: such a batch is asked for again in halves, down to a
    /// single task, which is then refused alone.
    private func fetch(
        _ batch: [String], into fetched: inout [String: FetchedResource], refused: inout [String: String]
    ) throws(CalDAVError) {
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <c:calendar-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">\
            <d:prop><d:getetag/><d:getlastmodified/><c:calendar-data/></d:prop>\
            \(batch.map { "<d:href>\(Self.escaped($0))</d:href>" }.joined())</c:calendar-multiget>
            """
        let response: WebDAVResponse
        do throws(CalDAVError) {
            response = try connection.send("REPORT", address.collectionURL, headers: Self.xmlHeaders(depth: "1"), body: body)
        } catch {
            guard case .tooLarge(let limit) = error, let first = batch.first else { throw error }
            guard batch.count > 1 else {
                refused[first] = "calendar data larger than \(limit >> 20) MiB, todo's limit for one answer"
                return
            }
            try fetch(Array(batch[..<(batch.count / 2)]), into: &fetched, refused: &refused)
            try fetch(Array(batch[(batch.count / 2)...]), into: &fetched, refused: &refused)
            return
        }
        let root = try Self.multistatus(response)
        for item in root.children("response") {
            guard let href = item.child("href")?.text else { continue }
            for propstat in item.children("propstat") where Self.code(propstat.child("status")?.text ?? "") == 200 {
                guard let prop = propstat.child("prop"), let data = prop.child("calendar-data", DAVElement.calDAV)?.text else { continue }
                let etag = prop.child("getetag")?.text ?? ""
                if let problem = Self.problem(href: href, etag: etag) {
                    refused[Self.normalized(href)] = problem
                } else if data.utf8.count > limits.taskBytes {
                    refused[Self.normalized(href)] = "calendar data larger than \(limits.taskBytes >> 20) MiB, todo's limit for one task"
                } else {
                    fetched[Self.normalized(href)] = (etag, data, prop.child("getlastmodified").flatMap { HTTPDate.timestamp($0.text) })
                }
            }
        }
    }

    private static func xmlHeaders(depth: String) -> [String] {
        ["Content-Type: application/xml; charset=utf-8", "Depth: \(depth)"]
    }

    /// The answer's multistatus, after its status is checked.
    private static func multistatus(_ response: WebDAVResponse) throws(CalDAVError) -> DAVElement {
        try check(response, allowing: [207])
        guard let root = response.multistatus else {
            throw .notWebDAV(response.contentType.isEmpty ? "no multistatus" : response.contentType)
        }
        return root
    }

    private static func check(_ response: WebDAVResponse, allowing expected: Set<Int>) throws(CalDAVError) {
        if expected.contains(response.status) { return }
        switch response.status {
        case 401: throw .unauthorized
        case 403: throw .forbidden
        case 404: throw .noCollection
        case 412: throw .raced
        case 507: throw .full
        case 405, 501: throw .notWebDAV("\(response.status): no WebDAV here")
        case 200..<300: throw .notWebDAV("\(response.status) \(response.contentType.isEmpty ? "without a type" : response.contentType)")
        default: throw .status(response.status)
        }
    }

    /// A multistatus response's ETag, when its propstat says 200.
    private static func etag(of item: DAVElement) -> String? {
        for propstat in item.children("propstat") where code(propstat.child("status")?.text ?? "HTTP/1.1 200") == 200 {
            if let etag = propstat.child("prop")?.child("getetag")?.text { return etag }
        }
        return nil
    }

    /// The code of a status line (`HTTP/1.1 404 Not Found`).
    private static func code(_ line: String) -> Int? {
        let words = line.split(separator: " ")
        return words.count >= 2 ? Int(words[1]) : nil
    }

    private static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
