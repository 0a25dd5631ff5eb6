import MemoStore

extension MemoService {
    /// Gives `listing` its memos' progress and the parents it does not show: an indexed read for
    /// the page's memos only, and a second when a memo's parent is not on the page.
    func addFamily(to listing: inout MemoListing, for user: User) throws {
        guard !listing.memos.isEmpty else { return }
        listing.childCounts = try repository.childCounts(of: listing.memos.map(\.uuid), for: user)
        let parents = listing.memos.compactMap(\.parent)
        guard !parents.isEmpty else { return }
        let missing = Set(parents).subtracting(listing.memos.map(\.uuid))
        guard !missing.isEmpty else { return }
        for parent in try repository.memos(uuids: Array(missing), for: user).values {
            listing.parents[parent.uuid] = MemoReference(id: parent.id, title: parent.title)
        }
    }

    /// The memos of `memos`' subtrees below them, nearest first (children, then theirs…), each
    /// once, whatever cycle a sync may have left: what a write to a whole subtree reaches.
    func descendants(of memos: [Memo], for user: User) throws -> [Memo] {
        var seen = Set(memos.map(\.uuid))
        var found: [Memo] = []
        var frontier = memos.map(\.uuid)
        while !frontier.isEmpty {
            let children = try repository.children(of: frontier, for: user).filter { seen.insert($0.uuid).inserted }
            found += children
            frontier = children.map(\.uuid)
        }
        return found
    }
}

extension MemoService {
    /// Throws `SubtaskRefusal` for the first of `ids` with memos below it that `ids` leave out
    /// (open ones only for `done`).
    func refuseChildren(of ids: [Int64], openOnly: Bool, for user: User) throws {
        let memos = try ids.map { try repository.memo(id: $0, for: user) }
        let given = Set(ids)
        for memo in memos {
            let left = try descendants(of: [memo], for: user).filter { !given.contains($0.id) && (!openOnly || !$0.isDone) }
            if !left.isEmpty { throw SubtaskRefusal(parent: memo.id, children: left.map(\.id).sorted(), isDone: openOnly) }
        }
    }

    /// `done` or `undone` of `ids`, as one command (one undo step); a recurring parent's next
    /// occurrence gets fresh copies of the memos below it.
    func setDone(_ isDone: Bool, ids: [Int64], for user: User) throws -> MemoResult {
        try repository.asOneCommand(isDone ? .done : .undone, for: user) {
            let completion = try repository.setDone(isDone, ids: ids, timeZone: timeZone, for: user)
            // Already so: said as `start` and `stop` say it, not as a second marking.
            if completion.isUnchanged { return .unchanged(isDone ? .done : .undone, completion.memos) }
            var created = completion.created
            for next in completion.created {
                let series = RecurrenceSeries(memoUUID: next.uuid)
                guard let done = completion.memos.first(where: { $0.recur != nil && RecurrenceSeries(memoUUID: $0.uuid) == series }) else { continue }
                created += try copySubtree(below: done, under: next, derived: true, for: user)
            }
            return .changed(isDone ? .done : .undone, completion.memos, created: created)
        }
    }

    /// Deletes `ids` and every memo below them, or, `keepingChildren`, moves each child of a
    /// deleted memo up to the nearest of its ancestors that stays (none: the top level), then
    /// deletes `ids` alone. Returns the memos deleted.
    func removeParents(ids: [Int64], keepingChildren: Bool, for user: User) throws -> [Memo] {
        let memos = try ids.map { try repository.memo(id: $0, for: user) }
        guard keepingChildren else {
            let below = try descendants(of: memos, for: user)
            return try repository.delete(ids: ids + below.map(\.id), for: user)
        }
        // The moves and the removal are one command: undo puts the children back under it.
        return try repository.asOneCommand(.rm, for: user) {
            try removeKeepingChildren(memos, for: user)
        }
    }

    /// Moves each child of `memos` up to the nearest of its ancestors that stays (none: the
    /// top level), then deletes `memos` alone. Returns the memos deleted.
    private func removeKeepingChildren(_ memos: [Memo], for user: User) throws -> [Memo] {
        let removed = Dictionary(memos.map { ($0.uuid, $0) }, uniquingKeysWith: { first, _ in first })
        var moves: [String?: [Int64]] = [:]
        for child in try repository.children(of: Array(removed.keys), for: user) where removed[child.uuid] == nil {
            var above = child.parent
            var seen = Set<String>()
            while let uuid = above, let gone = removed[uuid], seen.insert(uuid).inserted { above = gone.parent }
            moves[above, default: []].append(child.id)
        }
        for (parent, children) in moves.sorted(by: { ($0.value.first ?? 0) < ($1.value.first ?? 0) }) {
            var patch = MemoPatch()
            patch.parent = parent.map { .set(.uuid($0)) } ?? .clear
            _ = try repository.modify(ids: children, with: patch, as: .modify, for: user)
        }
        return try repository.delete(ids: memos.map(\.id), for: user)
    }

    /// A copy of each memo of `ids` and of every memo below it, each copy of a child under the
    /// copy of its parent. Returns the copies, each original's subtree after it.
    func duplicateSubtrees(ids: [Int64], for user: User) throws -> [Memo] {
        let originals = try ids.map { try repository.memo(id: $0, for: user) }
        return try repository.asOneCommand(.add, for: user) {
            var copies: [Memo] = []
            for original in originals {
                let copy = try repository.create(original.duplicateDraft, for: user)
                // A copy made for an earlier id (a child of this one, given first) is not copied again.
                copies += [copy] + (try copySubtree(below: original, under: copy, derived: false, skipping: Set(copies.map(\.uuid)), for: user))
            }
            return copies
        }
    }

    // MARK: - Private

    /// Fresh copies (open, not started) of the memos below `original`, under `copy`, level by
    /// level. `derived` copies take uuids derived from the copy's and the original's, so two
    /// replicas that make the same next occurrence make the same copies, and a copy already
    /// there is not made again. Each memo is copied once, and neither a copy made here nor
    /// one of `skipping` (made earlier in the command) is copied: in a cycle a sync or an
    /// import left, the copy of its top memo is a child of a memo below it.
    private func copySubtree(
        below original: Memo, under copy: Memo, derived: Bool, skipping: Set<String> = [], for user: User
    ) throws -> [Memo] {
        var made: [Memo] = []
        var level = [(original: original, copy: copy)]
        var seen = skipping.union([original.uuid, copy.uuid])
        while !level.isEmpty {
            var next: [(original: Memo, copy: Memo)] = []
            for (parent, parentCopy) in level {
                for child in try repository.children(of: [parent.uuid], for: user) where seen.insert(child.uuid).inserted {
                    var draft = child.duplicateDraft
                    draft.parent = parentCopy.uuid
                    if derived {
                        let uuid = NameBasedUUID.uuid(for: "todo subtask copy " + parentCopy.uuid + " " + child.uuid)
                        if let there = try repository.memos(uuids: [uuid], for: user)[uuid] {
                            seen.insert(there.uuid)
                            next.append((child, there))
                            continue
                        }
                        draft.uuid = uuid
                    }
                    let stored = try repository.create(draft, for: user)
                    seen.insert(stored.uuid)
                    made.append(stored)
                    next.append((child, stored))
                }
            }
            level = next
        }
        return made
    }
}
