/// Ids as Taskwarrior's `task ids` prints them: runs of consecutive ids as ranges, separated
/// by spaces (`1-3 5 7-8`), so `todo $(todo ids +x) done` names them all.
enum IDRanges {
    /// `ids` (lowest first) as ranges; the empty text for none.
    static func text(_ ids: [Int64]) -> String {
        var parts: [String] = []
        var index = 0
        while index < ids.count {
            var end = index
            while end + 1 < ids.count, ids[end + 1] == ids[end] + 1 { end += 1 }
            parts.append(end == index ? "\(ids[index])" : "\(ids[index])-\(ids[end])")
            index = end + 1
        }
        return parts.joined(separator: " ")
    }
}
