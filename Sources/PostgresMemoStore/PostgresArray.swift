/// `text[]` values in PostgreSQL's array literal form, both ways: `{"a","b"}`.
enum PostgresArray {
    /// The literal for `elements`, every element quoted, to be bound as a parameter.
    static func literal(_ elements: [String]) -> String {
        var text = "{"
        for (index, element) in elements.enumerated() {
            if index > 0 { text += "," }
            text += "\""
            for character in element.unicodeScalars {
                if character == "\"" || character == "\\" { text += "\\" }
                text.unicodeScalars.append(character)
            }
            text += "\""
        }
        return text + "}"
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
