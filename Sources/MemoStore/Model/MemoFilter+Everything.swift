extension MemoFilter {
    /// Whether the filter lets every memo through: all statuses, waiting or not, no other
    /// condition. Compared with `.all` as a whole, so a condition added to the filter later
    /// is never mistaken for none.
    public var matchesEveryMemo: Bool {
        var unjudged = self
        unjudged.now = nil
        return unjudged == .all
    }
}
