/// One HTTP answer, as the CalDAV collection reads it.
struct WebDAVResponse {
    /// The HTTP status.
    let status: Int
    /// The body's bytes.
    let body: [CChar]
    /// The ETag header, quotes included; empty when there was none.
    let etag: String
    /// The Content-Type header; empty when there was none.
    let contentType: String
    /// The Location header (where a redirect points); empty when there was none.
    var location = ""

    /// The body as a multistatus document's root, when it is one.
    var multistatus: DAVElement? {
        body.withUnsafeBufferPointer { DAVElement.parse($0) }.flatMap { $0.is("multistatus") ? $0 : nil }
    }
}
