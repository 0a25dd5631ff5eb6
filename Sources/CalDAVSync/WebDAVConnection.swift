import CWebDAV
import Glibc

/// HTTP to one server through libcurl (loaded on first use), one connection kept open across
/// the requests of a sync. Credentials come from the address's user info, else ~/.netrc; the
/// system's trust store verifies https, or the file `CURL_CA_BUNDLE` names, as curl does.
final class WebDAVConnection {
    /// Opens a session whose requests keep to `limits`.
    /// - throws: `CalDAVError.libraryMissing` when libcurl or libxml2 cannot be loaded.
    init(caFile: String?, limits: WebDAVLimits = .standard) throws(CalDAVError) {
        if let problem = cwebdav_load() { throw .libraryMissing(String(cString: problem)) }
        guard let session = cwebdav_session_open() else { throw .libraryMissing("curl_easy_init failed") }
        self.session = session
        self.caFile = caFile
        self.limits = limits
    }

    deinit {
        cwebdav_session_close(session)
    }

    /// Sends `method` to `url` with `headers` and `body`; any status comes back as an answer.
    /// - throws: `CalDAVError.unreachable` when no HTTP answer came (with libcurl's reason),
    ///   `CalDAVError.tooLarge` when the answer passed `limits.answerBytes`, and
    ///   `CalDAVError.badAnswer` for a URL or header line with a control character, which
    ///   would add lines to the request (nothing is sent then).
    func send(_ method: String, _ url: String, headers: [String] = [], body: String? = nil) throws(CalDAVError) -> WebDAVResponse {
        if let line = ([url] + headers).first(where: Self.hasControlCharacter(_:)) {
            // The line is not shown: a URL may hold the password.
            throw .badAnswer("a \(line == url ? "URL" : "request header") made from it holds a control character; nothing was sent")
        }
        var response = cwebdav_response()
        let code: Int32 = withCStrings(headers) { lines in
            let bytes = body.map { Array($0.utf8) } ?? []
            return bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    cwebdav_perform(
                        session, method, url, lines, Int32(headers.count),
                        body == nil ? nil : (chars.baseAddress ?? UnsafePointer(bitPattern: 1)), bytes.count, caFile,
                        limits.answerBytes, limits.requestSeconds, &response)
                }
            }
        }
        defer { cwebdav_response_free(&response) }
        guard code == 0 else {
            if response.too_large != 0 { throw .tooLarge(limit: limits.answerBytes) }
            throw .unreachable(withUnsafeBytes(of: &response.error) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) })
        }
        let body = response.body.map { Array(UnsafeBufferPointer(start: $0, count: response.body_length)) } ?? []
        return WebDAVResponse(
            status: Int(response.status), body: body,
            etag: withUnsafeBytes(of: &response.etag) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) },
            contentType: withUnsafeBytes(of: &response.content_type) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) },
            location: withUnsafeBytes(of: &response.location) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) })
    }

    /// Whether `text` holds a C0 control character or DEL (CR and LF among them): such text
    /// cannot go into a request line or header, where CR/LF would add lines of its own.
    static func hasControlCharacter(_ text: String) -> Bool {
        text.utf8.contains { $0 < 0x20 || $0 == 0x7F }
    }

    // MARK: - Private

    private let session: UnsafeMutableRawPointer
    private let caFile: String?
    private let limits: WebDAVLimits

    private func withCStrings<T>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> T) -> T {
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let pointers = copies.map { UnsafePointer($0) }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress) }
    }
}
