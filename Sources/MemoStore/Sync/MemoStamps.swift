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
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, let field = MemoField(name: String(parts[0])), let seconds = Int64(parts[1]) else { continue }
            byField[field] = FieldStamp(time: Timestamp(secondsSince1970: seconds), replica: String(parts[2]))
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
        MemoField.allCases.compactMap { field in
            byField[field].map { "\(field.name)\t\($0.time.secondsSince1970)\t\(Self.storable($0.replica))" }
        }.joined(separator: "\n")
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
        String(replica.map { $0 == "\n" || $0 == "\t" || $0 == "\r" ? " " : $0 })
    }
}
