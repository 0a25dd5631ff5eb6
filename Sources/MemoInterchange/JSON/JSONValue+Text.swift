extension JSONValue {
    /// The value as one line of compact JSON: members in their order, numbers as written,
    /// strings escaped as every writer of this module escapes them (so the text is safe to show).
    var jsonText: String {
        var json: [UInt8] = []
        append(to: &json)
        return String(decoding: json, as: UTF8.self)
    }

    private func append(to json: inout [UInt8]) {
        switch self {
        case .null: MemoJSON.appendASCII("null", to: &json)
        case .bool(let value): json += Array((value ? "true" : "false").utf8)
        case .number(let text): json += Array(text.utf8)
        case .string(let text): MemoJSON.appendString(text, to: &json)
        case .array(let elements):
            json.append(UInt8(ascii: "["))
            for (offset, element) in elements.enumerated() {
                if offset > 0 { json.append(UInt8(ascii: ",")) }
                element.append(to: &json)
            }
            json.append(UInt8(ascii: "]"))
        case .object(let members):
            json.append(UInt8(ascii: "{"))
            for (offset, member) in members.enumerated() {
                if offset > 0 { json.append(UInt8(ascii: ",")) }
                MemoJSON.appendString(member.key, to: &json)
                json.append(UInt8(ascii: ":"))
                member.value.append(to: &json)
            }
            json.append(UInt8(ascii: "}"))
        }
    }
}
