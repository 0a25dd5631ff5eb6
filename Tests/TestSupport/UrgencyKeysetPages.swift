import MemoStore

/// The pages the engines' keyset tests read from anchors, and what each must be: the slice of
/// `whole` (every id of the list in `sort` order, as offset pages give it) at the anchor's
/// position, with whether a memo lies beyond it. `key` gives a listed memo's key; `read` reads
/// a page at an anchor, `limits` the page sizes; `positions` the memos anchored at (by default a
/// few at either end and the middle). Returns one line for each page that differs, naming it.
public func urgencyKeysetMismatches(
    whole: [Int64], sort: MemoSort = .urgency, limits: [Int] = [1, 5, 30], positions: Set<Int>? = nil, key: (Int64) throws -> MemoPageKey,
    read: (MemoPageAnchor, Int) throws -> (ids: [Int64], hasMore: Bool)
) throws -> [String] {
    var mismatches: [String] = []
    func check(_ name: String, _ anchor: MemoPageAnchor, _ limit: Int, _ range: Range<Int>, beyond: Bool) throws {
        let page = try read(anchor, limit)
        let expected = Array(whole[range])
        if page.ids != expected || page.hasMore != beyond {
            mismatches.append("\(name) limit \(limit): \(page.ids) more \(page.hasMore), offset page \(expected) more \(beyond)")
        }
    }
    for limit in limits {
        try check(".last", .last, limit, max(0, whole.count - limit)..<whole.count, beyond: whole.count > limit)
        try check(".first", .first, limit, 0..<min(whole.count, limit), beyond: whole.count > limit)
        for position in positions ?? Set([0, 1, 7, whole.count / 2, whole.count - 2, whole.count - 1]) where whole.indices.contains(position) {
            let memoKey = try key(whole[position])
            try check(".from #\(position)", .from(memoKey), limit, position..<min(whole.count, position + limit),
                      beyond: whole.count > position + limit)
            try check(".from after #\(position)", .from(memoKey.successor(in: sort)), limit, position + 1..<min(whole.count, position + 1 + limit),
                      beyond: whole.count > position + 1 + limit)
            try check(".before #\(position)", .before(memoKey), limit, max(0, position - limit)..<position, beyond: position > limit)
        }
    }
    return mismatches
}
