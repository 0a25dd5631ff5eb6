/// How the list fields of a memo (`depends`, `annotations`, `extra`) are kept in one text
/// column, the same on every engine: the empty text for an empty list.
///
/// `depends` is its uuids joined by spaces (a uuid holds none). Annotations and extra fields
/// are items written as `<UTF-8 byte count>:<bytes>`, two per entry (the moment in seconds
/// and the note; the key and the JSON text), so any text, line breaks included, comes back
/// exactly and nothing needs escaping.
public enum StoredFieldText {
    /// `depends` as stored.
    public static func text(ofDepends uuids: [String]) -> String {
        uuids.joined(separator: " ")
    }

    /// `depends` read back.
    public static func depends(_ text: String) -> [String] {
        text.split(separator: " ").map(String.init)
    }

    /// Annotations as stored, oldest first.
    public static func text(of annotations: [MemoAnnotation]) -> String {
        var text = ""
        for annotation in annotations {
            append(String(annotation.entry.secondsSince1970), to: &text)
            append(annotation.description, to: &text)
        }
        return text
    }

    /// Annotations read back; a damaged tail is left out rather than misread.
    public static func annotations(_ text: String) -> [MemoAnnotation] {
        let items = self.items(text)
        return stride(from: 0, to: items.count - items.count % 2, by: 2).compactMap { index in
            Int64(items[index]).map { MemoAnnotation(entry: Timestamp(secondsSince1970: $0), description: items[index + 1]) }
        }
    }

    /// Extra fields as stored, by key.
    public static func text(ofExtra extra: [String: String]) -> String {
        var text = ""
        for key in extra.keys.sorted() {
            append(key, to: &text)
            append(extra[key] ?? "", to: &text)
        }
        return text
    }

    /// Extra fields read back.
    public static func extra(_ text: String) -> [String: String] {
        let items = self.items(text)
        var extra: [String: String] = [:]
        for index in stride(from: 0, to: items.count - items.count % 2, by: 2) {
            extra[items[index]] = items[index + 1]
        }
        return extra
    }

    /// Words (a context's filter) as stored, each an item, so any word comes back exactly.
    public static func text(ofWords words: [String]) -> String {
        var text = ""
        for word in words { append(word, to: &text) }
        return text
    }

    /// Words read back.
    public static func words(_ text: String) -> [String] {
        items(text)
    }

    // MARK: - Private

    private static func append(_ item: String, to text: inout String) {
        text += String(item.utf8.count)
        text += ":"
        text += item
    }

    private static func items(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        let bytes = Array(text.utf8)
        var items: [String] = []
        var index = 0
        while index < bytes.count {
            var length = 0
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]), length < 1 << 40 {
                length = length * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":"), index + 1 + length <= bytes.count else { break }
            items.append(String(decoding: bytes[(index + 1)..<(index + 1 + length)], as: UTF8.self))
            index += 1 + length
        }
        return items
    }
}
