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
        order(of: memos)?.map { (memos[$0.index], $0.depth) } ?? memos.map { ($0, 0) }
    }

    /// `rows(of:)` as positions in `memos`, so a listing of thousands copies no memo; `nil`
    /// when the page holds no subtask and is its own order (most pages).
    static func order(of memos: [Memo]) -> [(index: Int, depth: Int)]? {
        guard memos.contains(where: { $0.parent != nil }) else { return nil }
        let shown = Set(memos.map(\.uuid))
        var children: [String: [Int]] = [:]
        for (index, memo) in memos.enumerated() {
            if let parent = memo.parent, parent != memo.uuid, shown.contains(parent) { children[parent, default: []].append(index) }
        }
        var rows: [(index: Int, depth: Int)] = []
        var placed = Set<String>()
        // Depth first without recursion: a tree has no depth limit.
        func place(_ root: Int, depth: Int) {
            var stack = [(index: root, depth: depth)]
            while let (index, depth) = stack.popLast() {
                guard placed.insert(memos[index].uuid).inserted else { continue }
                rows.append((index, depth))
                for child in (children[memos[index].uuid] ?? []).reversed() { stack.append((child, depth + 1)) }
            }
        }
        for (index, memo) in memos.enumerated() where memo.parent.map({ !shown.contains($0) || $0 == memo.uuid }) ?? true {
            place(index, depth: 0)
        }
        // Memos of a cycle have no root on the page: each starts where the page has it.
        for index in memos.indices { place(index, depth: 0) }
        return rows
    }
}
