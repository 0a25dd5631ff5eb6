/// The one rule for a set of tags as memos keep it.
public enum MemoTags {
    /// `tags` sorted by their UTF-8 bytes, without duplicates: the form every memo and every
    /// export holds, so two engines and two runs agree byte for byte.
    public static func normalized(_ tags: [String]) -> [String] {
        guard tags.count > 1 else { return tags }
        return Array(Set(tags)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
