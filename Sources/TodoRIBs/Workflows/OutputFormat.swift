/// How a one-shot command prints what it shows.
public enum OutputFormat: Sendable, Equatable {
    /// Lines for people; stable enough to read with `cut` and `grep`.
    case text
    /// The JSON shapes of the shell interface.
    case json
}
