/// Turns the dependency ids a person typed into the uuids a memo keeps, and refuses a
/// dependency that would close a cycle, naming the ids around it. Shared by every engine,
/// which lends it two lookups of the user's memos.
public struct DependencyResolver {
    /// What the resolver knows of a memo: its id, the uuids it waits on and its parent's uuid.
    public struct Node {
        /// The memo's id.
        public let id: Int64
        /// The uuids it waits on.
        public let depends: [String]
        /// The uuid of its parent.
        public let parent: String?

        /// Creates a node.
        public init(id: Int64, depends: [String], parent: String? = nil) {
            self.id = id
            self.depends = depends
            self.parent = parent
        }
    }

    /// - parameters:
    ///   - memoWithID: the user's memo with this id; throws `MemoStoreError.memoNotFound`.
    ///   - nodes: the user's memos among these uuids, by uuid (missing ones left out).
    public init(memoWithID: @escaping (Int64) throws -> Memo, nodes: @escaping ([String]) throws -> [String: Node]) {
        self.memoWithID = memoWithID
        self.nodes = nodes
    }

    /// `draft` with the uuids of its `dependencies` added to `depends`, and the uuid of its
    /// `parentReference` in `parent`.
    /// - throws: `.memoNotFound` for an id the user has no memo with; `.invalidField("depends"`
    ///   or `"parent", …)` for a uuid the user has no memo with.
    public func resolved(_ draft: MemoDraft) throws -> MemoDraft {
        guard !draft.dependencies.isEmpty || draft.parentReference != nil else { return draft }
        var draft = draft
        draft.depends += try draft.dependencies.map { try memo(referencedBy: $0, field: "depends").uuid }
        draft.dependencies = []
        if let reference = draft.parentReference {
            draft.parent = try memo(referencedBy: reference, field: "parent").uuid
            draft.parentReference = nil
        }
        return draft
    }

    /// The ids of the user's memos with these uuids, by uuid; unknown uuids are left out.
    public func ids(of uuids: [String]) throws -> [String: Int64] {
        try nodes(Array(Set(uuids))).mapValues(\.id)
    }

    /// `memos` (as `patch` left them) with the patch's dependency changes applied.
    /// - throws: `.memoNotFound` for an unknown id; `.invalidField("depends", …)` for an unknown
    ///   uuid to wait on, or a memo made to wait on itself or on a memo that waits on it, naming
    ///   the ids of the cycle.
    public func applying(_ patch: MemoPatch, to memos: [Memo]) throws -> [Memo] {
        let memos = try applyingParent(of: patch, to: memos)
        guard patch.clearsDependencies || !patch.addedDependencies.isEmpty || !patch.removedDependencies.isEmpty else {
            return memos
        }
        let added = try patch.addedDependencies.map { try memo(referencedBy: $0, field: "depends") }
        // A uuid goes whether or not its memo still exists: a deleted one's is removed so.
        let removed = Set(try patch.removedDependencies.map { reference in
            if case .uuid(let uuid) = reference { return uuid }
            return try memo(referencedBy: reference, field: "depends").uuid
        })
        var result: [Memo] = []
        for var memo in memos {
            var depends = patch.clearsDependencies ? [] : memo.depends.filter { !removed.contains($0) }
            for other in added {
                if other.uuid == memo.uuid {
                    throw MemoStoreError.invalidField(name: "depends", reason: "#\(memo.id) cannot wait on itself")
                }
                depends.append(other.uuid)
            }
            memo.depends = Array(Set(depends)).sorted()
            try checkNoCycle(through: memo, newlyWaitingOn: added.map(\.uuid))
            result.append(memo)
        }
        return result
    }

    // MARK: - Private

    let memoWithID: (Int64) throws -> Memo
    let nodes: ([String]) throws -> [String: Node]

    /// Walks what `memo`'s new dependencies wait on, breadth first; reaching `memo` again is a cycle.
    private func checkNoCycle(through memo: Memo, newlyWaitingOn starts: [String]) throws {
        var cameFrom: [String: String] = [:]
        var frontier = starts.filter { memo.depends.contains($0) }
        for start in frontier { cameFrom[start] = memo.uuid }
        var ids: [String: Int64] = [memo.uuid: memo.id]
        while !frontier.isEmpty {
            let found = try nodes(frontier)
            var next: [String] = []
            for uuid in frontier {
                guard let node = found[uuid] else { continue }
                ids[uuid] = node.id
                for dependency in node.depends where cameFrom[dependency] == nil {
                    cameFrom[dependency] = uuid
                    if dependency == memo.uuid {
                        throw MemoStoreError.invalidField(name: "depends", reason: cycle(ending: uuid, from: cameFrom, ids: ids, memo: memo))
                    }
                    next.append(dependency)
                }
            }
            frontier = next
        }
    }

    /// `#1 waits on #2, which waits on #1`, for the path that led back to `memo`.
    private func cycle(ending last: String, from cameFrom: [String: String], ids: [String: Int64], memo: Memo) -> String {
        var path = [last]
        var at = last
        while let previous = cameFrom[at], previous != memo.uuid {
            path.append(previous)
            at = previous
        }
        let chain = ([memo.uuid] + path.reversed() + [memo.uuid]).map { "#\(ids[$0].map(String.init) ?? "?")" }
        return "that would be a cycle: " + chain.joined(separator: " waits on ")
    }
}
