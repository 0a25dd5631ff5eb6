import MemoStore

/// Where a row stands in a listing's tree: how deep, its children's progress, and the parent
/// it names when the listing does not show that parent.
struct MemoRowFamily {
    /// 0 for a memo listed at the top level; one more for each parent above it in the listing.
    var depth = 0
    /// Its children's counts, when it has any.
    var progress: ChildCount?
    /// Its parent, when the listing leaves the parent out.
    var hiddenParent: MemoReference?

    /// The longest part of a hidden parent's title a row shows.
    static let parentTitleLength = 24

    /// `[2/5]` (done of all children), then `parent:1 (Move house)`, as a row shows them.
    var words: [String] {
        var words: [String] = []
        if let progress { words.append("[\(progress.done)/\(progress.total)]") }
        if let hiddenParent {
            let title = hiddenParent.title.count > Self.parentTitleLength
                ? hiddenParent.title.prefix(Self.parentTitleLength - 1) + "…" : Substring(hiddenParent.title)
            words.append("parent:\(hiddenParent.id) (\(String(title).terminalSafe))")
        }
        return words
    }
}
