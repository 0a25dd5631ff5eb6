/// What `todo share` or `todo unshare` changed.
public enum ShareChange: Sendable, Equatable {
    /// The project is now shared as `share` says; `previous`: the role it had before, when it
    /// was shared with that user already (nil for a new share).
    case shared(ProjectShare, previous: ShareRole?)
    /// The share was taken back: the grantee no longer sees the project.
    case unshared(ProjectShare)
}
