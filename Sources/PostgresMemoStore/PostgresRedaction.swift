/// Keeps a connection URI's password out of every message that leaves the store.
///
/// libpq repeats parts of a URI it cannot read (`invalid percent-encoded token: "s3cr%zt"`),
/// so each message is cleaned before it is shown: every spelling of the password, raw and
/// percent-decoded, becomes `***`, and the message is folded onto one line.
struct PostgresRedaction: Sendable {
    /// The spellings to hide, longest first, so a shorter one never leaves part of a longer one.
    let secrets: [String]

    /// Finds the password a libpq URI or `key=value` string carries, without parsing it fully.
    init(connectionString: String) {
        var found: [String] = []
        if let range = connectionString.firstRange(of: "://") {
            let rest = connectionString[range.upperBound...]
            let authority = rest.prefix { $0 != "/" }
            if let at = authority.firstIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") {
                found.append(String(authority[authority.index(after: colon)..<at]))
            }
            if let query = rest.firstIndex(of: "?") {
                // libpq decodes a key before reading it: `pass%77ord=` is the password too.
                for pair in rest[rest.index(after: query)...].split(separator: "&") {
                    guard let equals = pair.firstIndex(of: "="),
                          Self.percentDecoded(String(pair[..<equals])) == "password" else { continue }
                    found.append(String(pair[pair.index(after: equals)...]))
                }
            }
        } else {
            // key=value form: password=secret or password='se cret'.
            var remainder = Substring(connectionString)
            while let range = remainder.firstRange(of: "password") {
                var value = remainder[range.upperBound...].drop { $0 == " " }
                guard value.first == "=" else { remainder = remainder[range.upperBound...]; continue }
                value = value.dropFirst().drop { $0 == " " }
                let quoted = value.first == "'"
                if quoted { value = value.dropFirst() }
                let secret = value.prefix { quoted ? $0 != "'" : $0 != " " }
                found.append(String(secret))
                remainder = value.dropFirst(secret.count)
            }
        }
        let decoded = found.compactMap(Self.percentDecoded)
        secrets = Array(Set(found + decoded)).filter { !$0.isEmpty }.sorted { $0.count > $1.count }
    }

    /// `message` on one line with every secret replaced by `***`.
    func clean(_ message: String) -> String {
        var text = message
        for secret in secrets {
            text = text.replacingAll(secret, with: "***")
        }
        return text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }).joined(separator: " ")
    }

    // MARK: - Private

    private static func percentDecoded(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

extension String {
    /// The string with every occurrence of `target` replaced (no Foundation needed).
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
