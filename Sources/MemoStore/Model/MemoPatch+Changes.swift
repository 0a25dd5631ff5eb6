extension MemoPatch {
    /// What applying the patch to `before` (one command's memos, as stored) changes, decided
    /// once for every engine: each memo patched with `updated` at `now`, refused by
    /// `problem(applyingTo:giving:)`, its dependencies changed through `dependencies`, and
    /// checked by `MemoValidation`; a memo the patch leaves as it was is left out, so it is
    /// neither written nor recorded.
    /// - returns: the changed memos as (as stored, as patched) pairs, in the order of `before`.
    /// - throws: the first rule the patch breaks on any memo; then nothing may be written.
    public func changes(to before: [Memo], at now: Timestamp, dependencies: DependencyResolver) throws -> [(old: Memo, new: Memo)] {
        let patched = try before.map { memo in
            var changed = applied(to: memo)
            changed.updated = now
            if let problem = problem(applyingTo: memo, giving: changed) {
                throw problem
            }
            return changed
        }
        let after = try dependencies.applying(self, to: patched)
        for memo in after { try MemoValidation.check(memo) }
        return zip(before, after).filter { !$0.0.hasSameFields(as: $0.1) }.map { (old: $0.0, new: $0.1) }
    }
}
