/// The stamps of one memo's fields (`FieldStamp`), by field: when and where each last changed.
///
/// A field without a stamp has not changed since the stamps began to be kept (its memo's
/// `updated` is the best guess there is). Stored and sent as text, one line a field:
/// `name TAB seconds TAB replica`; a line that does not read so is skipped, so a hub's text,
/// whoever wrote it, never stops a sync.
public struct MemoStamps: Sendable, Hashable {
    /// No stamps.
    public init() {}

    /// The stamps a stored text holds (`text`).
    public init(text: String) {
        // Read byte by byte: a sync reads one text a memo, 17 lines each, and splitting them
        // as Characters was most of what a replica did under the hub's lock.
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: Self.newline) ?? bytes.count
                readLine(bytes[start..<end])
                start = end + 1
            }
        }
    }

    /// The stamp of `field`; `nil` when it has none.
    public subscript(field: MemoField) -> FieldStamp? {
        get { byField[field] }
        set { byField[field] = newValue }
    }

    /// Whether no field has a stamp.
    public var isEmpty: Bool { byField.isEmpty }

    /// The stamps as stored, in `MemoField.allCases` order (the same stamps give the same text).
    public var text: String {
        // Written as bytes: a sync stores the stamps of every memo it brings, and six String
        // appends a field cost 40,000 instructions a memo.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(byField.count * 48)
        for (name, field) in Self.fieldsByName {
            guard let stamp = byField[field] else { continue }
            if !bytes.isEmpty { bytes.append(Self.newline) }
            bytes.append(contentsOf: name)
            bytes.append(Self.tab)
            bytes.append(contentsOf: String(stamp.time.secondsSince1970).utf8)
            bytes.append(Self.tab)
            bytes.append(contentsOf: Self.storable(stamp.replica).utf8)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// These stamps with every stamp of "this store" (an empty replica) named `identity`.
    public func naming(local identity: String) -> MemoStamps {
        var named = self
        for (field, stamp) in byField where stamp.replica.isEmpty {
            named.byField[field] = FieldStamp(time: stamp.time, replica: identity)
        }
        return named
    }

    // MARK: - Private

    private var byField: [MemoField: FieldStamp] = [:]

    /// A replica identity as one line's last part: no line or part breaks.
    private static func storable(_ replica: String) -> String {
        guard replica.utf8.contains(where: { $0 == newline || $0 == tab || $0 == carriageReturn }) else { return replica }
        return String(decoding: replica.utf8.map { $0 == newline || $0 == tab || $0 == carriageReturn ? space : $0 }, as: UTF8.self)
    }

    /// Takes the stamp one line (`name TAB seconds TAB replica`) holds; skips one that does not read so.
    private mutating func readLine(_ line: Slice<UnsafeBufferPointer<UInt8>>) {
        guard let firstTab = line.firstIndex(of: Self.tab), let secondTab = line[(firstTab + 1)...].firstIndex(of: Self.tab),
              let field = Self.fieldsByName.first(where: { $0.name.elementsEqual(line[..<firstTab]) })?.field,
              let seconds = Self.integer(line[(firstTab + 1)..<secondTab])
        else { return }
        byField[field] = FieldStamp(
            time: Timestamp(secondsSince1970: seconds), replica: String(decoding: UnsafeBufferPointer(rebasing: line[(secondTab + 1)...]), as: UTF8.self))
    }

    /// The decimal integer `digits` spell, with an optional sign, as `Int64(_:)` reads it.
    private static func integer(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int64? {
        guard digits.count <= 20 else { return nil }
        return Int64(String(decoding: UnsafeBufferPointer(rebasing: digits), as: UTF8.self))
    }

    private static let fieldsByName = MemoField.allCases.map { (name: Array($0.name.utf8), field: $0) }
    private static let newline = UInt8(ascii: "\n")
    private static let tab = UInt8(ascii: "\t")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let space = UInt8(ascii: " ")
}
