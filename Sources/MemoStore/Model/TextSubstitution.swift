/// Taskwarrior's `/from/to/` (first occurrence) and `/from/to/g` (every occurrence) in a
/// `modify`: the text between the slashes is matched literally and case-sensitively, in the
/// title first and then in the annotations, as `task modify /from/to/` does with `rc.regex=0`.
public struct TextSubstitution: Sendable, Hashable {
    /// The text to find; never empty.
    public let target: String
    /// What replaces it.
    public let replacement: String
    /// Whether every occurrence is replaced (`g`), else only the first.
    public let isGlobal: Bool

    /// The substitution `word` spells (`/from/to/` or `/from/to/g`, with a non-empty `from`
    /// and no further slash), or nil when the word is not one.
    public init?(word: String) {
        guard word.hasPrefix("/") else { return nil }
        let parts = word.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[2].isEmpty || parts[2] == "g" else { return nil }
        target = String(parts[0])
        replacement = String(parts[1])
        isGlobal = parts[2] == "g"
    }

    /// `title` and `annotations` with the substitution made: the first occurrence in the title,
    /// else the first in the annotations in order; with `g`, every occurrence in all of them.
    public func applied(title: String, annotations: [MemoAnnotation]) -> (String, [MemoAnnotation]) {
        var title = title
        var annotations = annotations
        var remaining = isGlobal ? Int.max : 1
        title = replacing(in: title, remaining: &remaining)
        for index in annotations.indices where remaining > 0 {
            annotations[index].description = replacing(in: annotations[index].description, remaining: &remaining)
        }
        return (title, annotations)
    }

    // MARK: - Private

    /// `text` with up to `remaining` occurrences replaced, left to right; `remaining` is
    /// lowered by the number replaced.
    private func replacing(in text: String, remaining: inout Int) -> String {
        guard remaining > 0, text.contains(target) else { return text }
        var result = ""
        var rest = text[...]
        while remaining > 0, let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
            remaining -= 1
        }
        return result + rest
    }
}
