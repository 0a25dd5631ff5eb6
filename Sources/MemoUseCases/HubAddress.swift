import MemoStore
import PostgresMemoStore

/// A hub as `todo sync URL` names it: the text to connect with for this run, and the text the
/// replica remembers, which never holds a password (libpq finds it in ~/.pgpass or PGPASSWORD).
public struct HubAddress: Equatable {
    /// What libpq connects with: the URL as given (its scheme in lower case).
    public let connection: String
    /// What the replica stores: the URL without the password of its user info or of a
    /// `password` or `sslpassword` parameter, read as libpq reads them; everything else is kept
    /// as given.
    public let remembered: String

    /// Reads a hub URL: `postgresql://…`, `postgres://…`, or a libpq `key=value` string.
    /// - throws: a usage error for anything else, naming only the scheme, and for a `key=value`
    ///   string libpq could not read (quoting no value of it).
    public init(_ text: String) throws {
        guard let uri = PostgresConnectionText.connectionString(text) else {
            throw SyncCommandError.usage("a hub is a PostgreSQL todo store (postgresql://HOST/DB) or a CalDAV collection (https://HOST/PATH/)")
        }
        connection = uri
        remembered = try Self.withoutPassword(uri)
    }

    // MARK: - Private

    private static func withoutPassword(_ uri: String) throws -> String {
        guard let schemeEnd = uri.firstRange(of: "://") else { return try keywordsWithoutPassword(uri) }
        // libpq (conninfo_uri_parse_options): user info runs to the first `@` met before any `/`;
        // the password is what follows its first `:`. A `?` before that `@` is the password's.
        var head = String(uri[..<schemeEnd.upperBound])
        var rest = uri[schemeEnd.upperBound...]
        if let at = rest.firstIndex(where: { $0 == "@" || $0 == "/" }), rest[at] == "@" {
            head += rest[..<at].prefix { $0 != ":" } + "@"
            rest = rest[rest.index(after: at)...]
        }
        // The query starts at the first `?` after the user info; libpq decodes a parameter's name.
        guard let query = rest.firstIndex(of: "?") else { return head + rest }
        let kept = rest[rest.index(after: query)...].split(separator: "&", omittingEmptySubsequences: false)
            .filter { !isPassword(percentDecoded($0.prefix { $0 != "=" })) }
        return head + rest[..<query] + (kept.isEmpty ? "" : "?" + kept.joined(separator: "&"))
    }

    /// A `key=value` string without its password pairs, tokenized as libpq's conninfo_parse does
    /// (blanks around `=`, values in single quotes, `\` escaping the next character). A kept
    /// pair keeps the blanks before it (the first kept one those that start the text).
    private static func keywordsWithoutPassword(_ text: String) throws -> String {
        let pairs = try keywordPairs(text)
        var kept = ""
        for (number, pair) in pairs.enumerated() where !isPassword(pair.key) {
            let blanksStart = number == 0 ? text.startIndex
                : kept.isEmpty ? pair.range.lowerBound : pairs[number - 1].range.upperBound
            kept += text[blanksStart..<pair.range.upperBound]
        }
        return kept + text[(pairs.last?.range.upperBound ?? text.startIndex)...]
    }

    /// Each `key = value` pair of a libpq connection string: its keyword and where it stands.
    private static func keywordPairs(_ text: String) throws -> [(key: String, range: Range<String.Index>)] {
        let unreadable = SyncCommandError.usage("the hub's key=value string cannot be read (libpq's syntax: key=value or key='value')")
        let scalars = text.unicodeScalars
        var pairs: [(key: String, range: Range<String.Index>)] = []
        var index = scalars.startIndex
        func skipBlanks() {
            while index < scalars.endIndex, scalars[index].isLibpqBlank { index = scalars.index(after: index) }
        }
        while true {
            skipBlanks()
            guard index < scalars.endIndex else { return pairs }
            let start = index
            while index < scalars.endIndex, scalars[index] != "=", !scalars[index].isLibpqBlank { index = scalars.index(after: index) }
            let key = String(scalars[start..<index])
            skipBlanks()
            guard index < scalars.endIndex, scalars[index] == "=" else { throw unreadable }
            index = scalars.index(after: index)
            skipBlanks()
            let quoted = index < scalars.endIndex && scalars[index] == "'"
            if quoted { index = scalars.index(after: index) }
            while true {
                guard index < scalars.endIndex else {
                    if quoted { throw unreadable }
                    break
                }
                let scalar = scalars[index]
                if !quoted, scalar.isLibpqBlank { break }
                index = scalars.index(after: index)
                if scalar == "\\" {
                    if index < scalars.endIndex { index = scalars.index(after: index) }
                } else if quoted, scalar == "'" {
                    break
                }
            }
            pairs.append((key, start..<index))
        }
    }

    /// libpq's two secrets: the login's password and the client key's (`sslpassword`).
    private static func isPassword(_ key: String) -> Bool {
        ["password", "sslpassword"].contains(key.lowercased())
    }

    /// `name` with its `%XX` escapes decoded, as libpq decodes a URI parameter's name; left
    /// as it is when an escape is malformed.
    private static func percentDecoded(_ name: Substring) -> String {
        var bytes: [UInt8] = []
        var utf8 = name.utf8[...]
        while let byte = utf8.popFirst() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) else {
                return String(name)
            }
            bytes.append(value)
            utf8 = utf8.dropFirst(2)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

private extension Unicode.Scalar {
    /// A blank as libpq's isspace() sees one between `key=value` pairs.
    var isLibpqBlank: Bool {
        self == " " || self == "\t" || self == "\n" || self == "\r" || self == "\u{0B}" || self == "\u{0C}"
    }
}
