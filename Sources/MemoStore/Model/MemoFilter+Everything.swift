extension MemoFilter {
    /// Whether the filter lets every memo through: all statuses, waiting or not, no other
    /// condition. Compared with `.all` as a whole, so a condition added to the filter later
    /// is never mistaken for none.
    public var matchesEveryMemo: Bool {
        var unjudged = self
        unjudged.now = nil
        return unjudged == .all
    }

    /// `matchesEveryMemo`, expired memos too (`includesExpired`): the filter lets through every
    /// memo the user stores, as a read of them all (export) gives them.
    public var matchesEveryStoredMemo: Bool {
        var unexpired = self
        unexpired.includesExpired = false
        return includesExpired && unexpired.matchesEveryMemo
    }
}
