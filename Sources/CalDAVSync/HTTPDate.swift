import MemoStore

/// The date format of HTTP and WebDAV (`getlastmodified`, RFC 9110's IMF-fixdate):
/// `Fri, 27 Nov 2026 10:48:03 GMT`.
enum HTTPDate {
    /// The moment `text` names; `nil` for anything but an IMF-fixdate.
    static func timestamp(_ text: String) -> Timestamp? {
        let parts = text.split(separator: " ")
        guard parts.count == 6, parts[5] == "GMT", parts[1].count == 2, parts[3].count == 4, parts[4].count == 8,
              let month = months.firstIndex(of: String(parts[2]))
        else { return nil }
        return Timestamp(iso8601: "\(parts[3])-\(month < 9 ? "0" : "")\(month + 1)-\(parts[1])T\(parts[4])Z")
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
