extension MemoFilter {
    /// Whether the filter lets every memo the user stores through: all statuses, waiting or
    /// not, expired ones too, no other condition. Compared with `.all` as a whole, so a
    /// condition added to the filter later is never mistaken for none. What the user's kept
    /// counts answer (`projectCountsOfEveryMemo`) and a read of every memo (export) gives.
    public var matchesEveryMemo: Bool {
        var unjudged = self
        unjudged.now = nil
        unjudged.includesExpired = false
        return includesExpired && unjudged == .all
    }
}
