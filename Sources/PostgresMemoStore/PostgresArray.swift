/// `text[]` values in PostgreSQL's array literal form, both ways: `{"a","b"}`.
enum PostgresArray {
    /// The literal for `elements`, every element quoted, to be bound as a parameter.
    static func literal(_ elements: [String]) -> String {
        // Written as UTF-8 bytes (a quote or backslash byte is never part of another
        // character): appended scalar by scalar, the uuids a sync sends cost 300 instructions
        // a byte, 100 M of a sync that brings 1,900 memos.
        var bytes: [UInt8] = [UInt8(ascii: "{")]
        bytes.reserveCapacity(elements.reduce(2) { $0 + $1.utf8.count + 3 })
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "\""))
            for byte in element.utf8 {
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { bytes.append(UInt8(ascii: "\\")) }
                bytes.append(byte)
            }
            bytes.append(UInt8(ascii: "\""))
        }
        bytes.append(UInt8(ascii: "}"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The elements of a one-dimensional array literal as the server writes it.
    static func elements(_ literal: String) -> [String] {
        var elements: [String] = []
        var scalars = literal.unicodeScalars.dropFirst().makeIterator()
        var current = ""
        var quoted = false
        var inQuotes = false
        while let scalar = scalars.next() {
            if inQuotes {
                switch scalar {
                case "\\": if let next = scalars.next() { current.unicodeScalars.append(next) }
                case "\"": inQuotes = false
                default: current.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"":
                inQuotes = true
                quoted = true
            case ",", "}":
                if quoted || !current.isEmpty { elements.append(current) }
                current = ""
                quoted = false
            default:
                current.unicodeScalars.append(scalar)
            }
        }
        return elements
    }
}
