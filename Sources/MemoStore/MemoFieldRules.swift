/// The rules of a memo's Taskwarrior fields (`depends`, `parent`, `annotations`, `extra`), checked by
/// every engine on every write, beside `MemoLimits`'s rules for title, body, project and tags.
public enum MemoFieldRules {
    /// A memo waits on at most this many others.
    public static let maxDependencies = 1_000
    /// A memo holds at most this many annotations.
    public static let maxAnnotations = 1_000
    /// A memo holds at most this many extra fields.
    public static let maxExtraFields = 100
    /// An extra field's name holds at most this many characters.
    public static let maxExtraKeyLength = 100

    /// The first field of `memo` that breaks a rule, as the attribute's name and the reason;
    /// `nil` when every one keeps them.
    public static func problem(in memo: Memo) -> (field: String, reason: String)? {
        if memo.depends.count > maxDependencies {
            return ("depends", "more than \(maxDependencies) memos")
        }
        if let bad = memo.depends.first(where: { !isUUID($0) }) {
            return ("depends", "\(bad) is not a uuid")
        }
        if memo.depends.contains(memo.uuid) {
            return ("depends", "a memo cannot wait on itself")
        }
        if let parent = memo.parent, !isUUID(parent) {
            return ("parent", "\(parent) is not a uuid")
        }
        if memo.parent == memo.uuid {
            return ("parent", "a memo cannot be its own parent")
        }
        if memo.annotations.count > maxAnnotations {
            return ("annotations", "more than \(maxAnnotations)")
        }
        for annotation in memo.annotations {
            if let problem = MemoLimits.problem(withBody: annotation.description) {
                return ("annotation", problem.description)
            }
            if annotation.description.allSatisfy(\.isWhitespace) {
                return ("annotation", "empty")
            }
        }
        if memo.extra.count > maxExtraFields {
            return ("extra", "more than \(maxExtraFields) fields")
        }
        for (key, value) in memo.extra {
            if key.isEmpty || key.count > maxExtraKeyLength || key.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                return ("extra", "a field name must have 1 to \(maxExtraKeyLength) characters and no control characters")
            }
            if value.isEmpty || value.utf8.count > MemoLimits.maxBodyLength {
                return ("extra", "\(key) must be a JSON value of at most \(MemoLimits.maxBodyLength) bytes")
            }
        }
        return nil
    }

    /// Whether `text` is a uuid in its canonical lower-case form.
    public static func isUUID(_ text: String) -> Bool {
        text.utf8.count == 36 && isUUIDPrefix(text)
    }

    /// Whether `text` is the start of a uuid as `isUUID` takes one, `shortest` characters or
    /// more: by default eight, what a filter word takes for a uuid (Taskwarrior's short uuids
    /// are its first eight); `uuid:` takes any start, as Taskwarrior's does.
    public static func isUUIDPrefix(_ text: String, shortest: Int = 8) -> Bool {
        guard (shortest...36).contains(text.utf8.count) else { return false }
        for (index, byte) in text.utf8.enumerated() {
            if [8, 13, 18, 23].contains(index) {
                guard byte == UInt8(ascii: "-") else { return false }
            } else {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                else { return false }
            }
        }
        return true
    }
}
