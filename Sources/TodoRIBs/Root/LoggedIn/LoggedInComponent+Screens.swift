import MemoStore

/// What the screens' edges of the DI tree (`+TodoList`, `+DetailContents`) take from
/// LoggedIn's scope. As in uber's `LoggedInComponent+OffGame`, the narrowing to a read-only
/// stream happens at the edge; the edges take the same clock, so they share this file.
extension LoggedInComponent {
    /// LoggedIn's stream, read-only: the detail screen follows it and never publishes on it.
    var memoStream: MemoStream { mutableMemoStream }

    /// The clock both screens read and show dates with.
    var clock: LocalClock { dependency.clock }

    /// Whether both screens are drawn full-screen (`todo ui`) or printed (the shell).
    var isFullScreen: Bool { dependency.isFullScreen }
}
