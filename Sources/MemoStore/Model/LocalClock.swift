/// The time as a person sees it: the current moment and the zone it is read in.
///
/// Screens and commands take one so tests can pin both; the program hands in `.system`.
public struct LocalClock: Sendable {
    /// The zone times are typed and shown in.
    public let timeZone: LocalTimeZone
    /// The current moment.
    public let now: @Sendable () -> Timestamp

    /// Creates a clock reading `now` in `timeZone`.
    public init(timeZone: LocalTimeZone, now: @escaping @Sendable () -> Timestamp) {
        self.timeZone = timeZone
        self.now = now
    }

    /// The system's clock in the C library's local zone (`TZ`).
    public static let system = LocalClock(timeZone: .system, now: { Timestamp.now() })

    /// A clock stopped at `moment` in `timeZone`, for tests.
    public static func fixed(at moment: Timestamp, in timeZone: LocalTimeZone) -> LocalClock {
        LocalClock(timeZone: timeZone, now: { moment })
    }
}
