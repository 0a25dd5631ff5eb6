import MemoStore

/// What both screens' edges of the DI tree (`+TodoList`, `+DetailContents`) take from
/// LoggedIn's scope. As in uber's `LoggedInComponent+OffGame`, the narrowing to a read-only
/// stream happens at the edge; the two edges take the same things, so they share this file.
extension LoggedInComponent {
    /// LoggedIn's stream, read-only: the children follow it and never publish on it.
    var memoStream: MemoStream { mutableMemoStream }

    /// The clock both screens read and show dates with.
    var clock: LocalClock { dependency.clock }
}
