extension DependencyResolver {
    /// The user's memo that `reference` names, as the resolver knows it.
    /// - throws: `.memoNotFound` for an id, `.invalidField(field, …)` for a uuid, the user has no
    ///   memo with.
    func memo(referencedBy reference: MemoIdentifier, field: String) throws -> (id: Int64, uuid: String) {
        switch reference {
        case .id(let id):
            let memo = try memoWithID(id)
            return (memo.id, memo.uuid)
        case .uuid(let uuid):
            guard let node = try nodes([uuid])[uuid] else {
                throw MemoStoreError.invalidField(name: field, reason: "no memo with uuid \(uuid)")
            }
            return (node.id, uuid)
        }
    }

    /// `memos` with the patch's parent set or cleared.
    /// - throws: `.invalidField("parent", …)` for a memo made its own parent or the parent of one
    ///   of its ancestors, naming the ids of the cycle.
    func applyingParent(of patch: MemoPatch, to memos: [Memo]) throws -> [Memo] {
        switch patch.parent {
        case .keep:
            return memos
        case .clear:
            return memos.map { memo in
                var memo = memo
                memo.parent = nil
                return memo
            }
        case .set(let reference):
            let parent = try memo(referencedBy: reference, field: "parent")
            let ancestors = try self.ancestors(from: parent)
            return try memos.map { memo in
                var memo = memo
                if let index = ancestors.firstIndex(where: { $0.uuid == memo.uuid }) {
                    let chain = [memo.id] + ancestors[...index].map(\.id)
                    let named = chain.map { "#\($0)" }.joined(separator: ", which is a child of ")
                    throw MemoStoreError.invalidField(name: "parent", reason: "that would be a cycle: \(named)")
                }
                memo.parent = parent.uuid
                return memo
            }
        }
    }

    // MARK: - Private

    /// `start` and the memos above it, nearest first, up to a memo without a parent, a parent
    /// the user has no memo with, or a cycle already there (from a sync), whichever comes first.
    private func ancestors(from start: (id: Int64, uuid: String)) throws -> [(id: Int64, uuid: String)] {
        var chain = [start]
        var seen: Set<String> = [start.uuid]
        var node = try nodes([start.uuid])[start.uuid]
        while let parent = node?.parent, seen.insert(parent).inserted, let found = try nodes([parent])[parent] {
            chain.append((found.id, parent))
            node = found
        }
        return chain
    }
}
