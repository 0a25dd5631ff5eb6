/// The sizes the store accepts, enforced on every write with `MemoStoreError`.
public enum MemoLimits {
    /// A title holds at most this many characters (grapheme clusters); it must also contain
    /// something other than whitespace.
    public static let maxTitleLength = 1_000
    /// A body holds at most this many characters (grapheme clusters).
    public static let maxBodyLength = 100_000
    /// A user name holds at most this many characters.
    public static let maxUserNameLength = 64
    /// How many data-changing commands the history keeps per user; older ones can no longer be undone.
    public static let historyDepth = 100
}
