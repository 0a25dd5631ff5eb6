import MemoStore
import MemoUseCases

/// A page of memos as a tree: each child under its parent, indented, in the page's order
/// within each level; a child whose parent is not on the page stays where the page has it.
///
/// Only the page is arranged, so nothing beyond it is read. A cycle a sync may have left is
/// broken where the page first meets it: every memo is shown once.
enum MemoTree {
    /// The page's memos in tree order, each with its depth (0 for a memo whose parent is not on the page).
    static func rows(of memos: [Memo]) -> [(memo: Memo, depth: Int)] {
        // Most pages hold no subtask: they are their own order, without sets of 10,000 uuids.
        guard memos.contains(where: { $0.parent != nil }) else { return memos.map { ($0, 0) } }
        let shown = Set(memos.map(\.uuid))
        var children: [String: [Memo]] = [:]
        for memo in memos {
            if let parent = memo.parent, parent != memo.uuid, shown.contains(parent) { children[parent, default: []].append(memo) }
        }
        var rows: [(memo: Memo, depth: Int)] = []
        var placed = Set<String>()
        // Depth first without recursion: a tree has no depth limit.
        func place(_ root: Memo, depth: Int) {
            var stack = [(memo: root, depth: depth)]
            while let (memo, depth) = stack.popLast() {
                guard placed.insert(memo.uuid).inserted else { continue }
                rows.append((memo, depth))
                for child in (children[memo.uuid] ?? []).reversed() { stack.append((child, depth + 1)) }
            }
        }
        for memo in memos where memo.parent.map({ !shown.contains($0) || $0 == memo.uuid }) ?? true {
            place(memo, depth: 0)
        }
        // Memos of a cycle have no root on the page: each starts where the page has it.
        for memo in memos { place(memo, depth: 0) }
        return rows
    }
}
