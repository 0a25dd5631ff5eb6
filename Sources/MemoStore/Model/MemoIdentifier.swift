/// A memo as a person names it in a word such as `parent:3`: by its id or by its uuid.
public enum MemoIdentifier: Sendable, Hashable, CustomStringConvertible {
    /// The store-wide id (`3`).
    case id(Int64)
    /// The uuid, in its canonical lower-case form.
    case uuid(String)

    /// `#3`, or the uuid: how an error names the memo.
    public var description: String {
        switch self {
        case .id(let id): return "#\(id)"
        case .uuid(let uuid): return uuid
        }
    }
}
