/// A count with its noun, as every line that tells how many says it.
public enum CountText {
    /// `1 memo`, `0 memos`, `3 memos`: the singular for exactly one, `plural` (the singular
    /// with an `s`, unless given) for every other count.
    public static func of(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }
}
