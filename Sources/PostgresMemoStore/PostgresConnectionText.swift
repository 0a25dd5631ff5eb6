/// How a PostgreSQL database is named in text, as libpq reads it: the one reading of `--db`,
/// `TODO_DB` and a hub's URL.
public enum PostgresConnectionText {
    /// `text` as libpq is handed it when it names a PostgreSQL database: a `postgresql://` or
    /// `postgres://` URI (the scheme in any case, given in lower case, as libpq only reads
    /// that) or a libpq `key=value` string; `nil` for anything else.
    public static func connectionString(_ text: String) -> String? {
        if let scheme = scheme(of: text) {
            let lowered = scheme.lowercased()
            guard lowered == "postgresql" || lowered == "postgres" else { return nil }
            return lowered + text.dropFirst(scheme.utf8.count)
        }
        return isKeywordValueString(text) ? text : nil
    }

    /// libpq's connection keywords, any one of which starting the text makes it a
    /// `key=value` connection string rather than a path.
    private static let libpqKeywords: Set<Substring> = [
        "host", "hostaddr", "port", "dbname", "user", "password", "passfile", "require_auth", "channel_binding",
        "connect_timeout", "client_encoding", "options", "application_name", "fallback_application_name",
        "keepalives", "keepalives_idle", "keepalives_interval", "keepalives_count", "tcp_user_timeout",
        "replication", "gssencmode", "sslmode", "requiressl", "sslcompression", "sslcert", "sslkey",
        "sslpassword", "sslcertmode", "sslrootcert", "sslcrl", "sslcrldir", "sslsni", "requirepeer",
        "ssl_min_protocol_version", "ssl_max_protocol_version", "krbsrvname", "gsslib", "gssdelegation",
        "service", "target_session_attrs", "load_balance_hosts",
    ]

    /// The scheme of `text` when it starts like a URI (`letter [letter digit + - .]* ://`).
    public static func scheme(of text: String) -> Substring? {
        guard let end = text.firstRange(of: "://")?.lowerBound else { return nil }
        let scheme = text[..<end]
        guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
              scheme.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) })
        else { return nil }
        return scheme
    }

    /// Whether `text` starts `keyword=` (blanks allowed around the keyword) with one of
    /// libpq's keywords, as a `key=value` connection string does.
    public static func isKeywordValueString(_ text: String) -> Bool {
        let trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        guard let equals = trimmed.firstIndex(of: "=") else { return false }
        let key = trimmed[..<equals].reversed().drop { $0 == " " || $0 == "\t" }.reversed()
        return libpqKeywords.contains(Substring(String(key)))
    }
}
