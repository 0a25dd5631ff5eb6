/// A dated note on a memo (Taskwarrior's annotation). A memo keeps them oldest first.
public struct MemoAnnotation: Sendable, Hashable {
    /// When the note was added.
    public var entry: Timestamp
    /// The note; never empty or whitespace-only.
    public var description: String

    /// Creates an annotation.
    public init(entry: Timestamp, description: String) {
        self.entry = entry
        self.description = description
    }
}
