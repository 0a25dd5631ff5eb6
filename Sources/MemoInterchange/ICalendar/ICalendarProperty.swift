/// One content line of an iCalendar file (RFC 5545 §3.1), unfolded: `NAME;PARAM=a,b:value`.
///
/// Guarantees: `name` and parameter names are upper-case whatever the file wrote (files from
/// some apps use lower case); parameter values are unquoted and RFC 6868's `^n`, `^'`, `^^`
/// decoded; `value` is the raw text after the first colon outside quotes, not unescaped (its
/// meaning depends on its type); `text` is the whole line as it came, to be written back unchanged.
public struct ICalendarProperty: Sendable, Hashable {
    /// The property's name, upper-case: `SUMMARY`, `X-APPLE-SORT-ORDER`.
    public var name: String
    /// The parameters in the order written, names upper-case, each with its values.
    public var parameters: [(name: String, values: [String])]
    /// The value as written (escapes kept).
    public var value: String
    /// The unfolded line as it came.
    public var text: String
    /// The 1-based line of the file the property starts on.
    public var line: Int

    /// The first value of the parameter `name` (upper-case), or `nil` when it is absent.
    public func parameter(_ name: String) -> String? {
        parameters.first { $0.name == name }?.values.first
    }

    /// Parses one unfolded content line (UTF-8, no line break) found at `line`.
    /// - throws: `InterchangeError.invalidRecord` saying what is malformed.
    public init(parsing bytes: [UInt8], line: Int) throws(InterchangeError) {
        guard let text = UTF8Text.string(bytes) else { throw .invalidRecord("invalid UTF-8") }
        var at = 0
        let name = try Self.name(bytes, &at)
        var parameters: [(name: String, values: [String])] = []
        while at < bytes.count, bytes[at] == UInt8(ascii: ";") {
            at += 1
            let parameterName = try Self.name(bytes, &at)
            var values: [String] = []
            if at < bytes.count, bytes[at] == UInt8(ascii: "=") {
                repeat {
                    at += 1
                    values.append(try Self.parameterValue(bytes, &at))
                } while at < bytes.count && bytes[at] == UInt8(ascii: ",")
            }
            parameters.append((parameterName, values))
        }
        guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else {
            throw .invalidRecord("expected \":\" after the property name \(name) (a line NAME:value)")
        }
        self.name = name
        self.parameters = parameters
        self.value = String(decoding: bytes[(at + 1)...], as: UTF8.self)
        self.text = text
        self.line = line
    }

    /// Makes a property from its parts; `text` is not used to write it.
    public init(name: String, parameters: [(name: String, values: [String])] = [], value: String, line: Int = 0) {
        self.name = name
        self.parameters = parameters
        self.value = value
        self.text = name + ":" + value
        self.line = line
    }

    /// Equal when the lines are.
    public static func == (lhs: ICalendarProperty, rhs: ICalendarProperty) -> Bool {
        lhs.text == rhs.text && lhs.line == rhs.line
    }

    /// Hashes the line.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(line)
    }

    // MARK: - Private

    /// A name (letters, digits, `-`; lenient: also `_` and `.`), upper-cased.
    private static func name(_ bytes: [UInt8], _ at: inout Int) throws(InterchangeError) -> String {
        let start = at
        var name: [UInt8] = []
        while at < bytes.count {
            let byte = bytes[at]
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): name.append(byte - 0x20)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
                name.append(byte)
            default:
                guard at > start else {
                    throw .invalidRecord("expected a property or parameter name, found \(Self.describe(byte))")
                }
                return String(decoding: name, as: UTF8.self)
            }
            at += 1
        }
        guard at > start else { throw .invalidRecord("expected a property or parameter name at the end of the line") }
        return String(decoding: name, as: UTF8.self)
    }

    /// A parameter value, quoted or not, RFC 6868 carets decoded.
    private static func parameterValue(_ bytes: [UInt8], _ at: inout Int) throws(InterchangeError) -> String {
        var value: [UInt8] = []
        if at < bytes.count, bytes[at] == UInt8(ascii: "\"") {
            at += 1
            while at < bytes.count, bytes[at] != UInt8(ascii: "\"") {
                value.append(bytes[at])
                at += 1
            }
            guard at < bytes.count else { throw .invalidRecord("a quoted parameter value has no closing quote") }
            at += 1
        } else {
            while at < bytes.count, ![UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: ",")].contains(bytes[at]) {
                value.append(bytes[at])
                at += 1
            }
        }
        guard value.contains(UInt8(ascii: "^")) else { return String(decoding: value, as: UTF8.self) }
        var decoded: [UInt8] = []
        var index = 0
        while index < value.count {
            if value[index] == UInt8(ascii: "^"), index + 1 < value.count {
                switch value[index + 1] {
                case UInt8(ascii: "n"): decoded.append(0x0A); index += 2; continue
                case UInt8(ascii: "'"): decoded.append(UInt8(ascii: "\"")); index += 2; continue
                case UInt8(ascii: "^"): decoded.append(UInt8(ascii: "^")); index += 2; continue
                default: break
                }
            }
            decoded.append(value[index])
            index += 1
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    private static func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "\"\(Character(Unicode.Scalar(byte)))\"" : "byte 0x" + String(byte, radix: 16, uppercase: true)
    }
}
