import MemoStore

/// How far a hub's clock is ahead of this machine's, as one sync measures it: the hub's clock
/// is read between two readings of this machine's, and taken as read at the middle of that
/// round trip, so the offset is off by at most half the round trip.
///
/// A loaded machine may take a while to get an answer (its process waiting for a processor),
/// so a sync reads up to `readings` times, stopping at the first round trip within
/// `roundTripLimit`, and keeps the quickest. An offset known within half that limit (25 ms)
/// is not replaced by a less precise one that agrees with it; one it contradicts (this
/// machine's clock was set since) is.
public struct HubClockReading: Sendable, Equatable {
    /// The hub's clock minus this machine's, in milliseconds.
    public let offset: Int64
    /// The hub's clock at the reading, in milliseconds since 1970.
    public let hubMilliseconds: Int64
    /// How long the round trip of the reading took, in milliseconds.
    public let roundTrip: Int64

    /// The longest round trip whose offset replaces one already known (then it is known within 25 ms).
    public static let roundTripLimit: Int64 = 50
    /// How many times one sync reads the hub's clock at most.
    public static let readings = 3

    /// The quickest of up to `readings` readings by `read`, which returns this machine's clock
    /// before it asks, the hub's answer, and this machine's clock after (all in milliseconds).
    public static func measure(_ read: () throws -> (asked: Int64, hub: Int64, answered: Int64)) rethrows -> HubClockReading {
        var best = HubClockReading(try read())
        var count = 1
        while best.roundTrip > roundTripLimit, count < readings {
            let next = HubClockReading(try read())
            if next.roundTrip < best.roundTrip { best = next }
            count += 1
        }
        return best
    }

    /// The offset to keep given the one known (`nil`: none): this one, unless it is less precise
    /// than `roundTripLimit` allows and agrees with the known one within its own error.
    public func offset(over known: Int64?) -> Int64 {
        guard let known, roundTrip > Self.roundTripLimit else { return offset }
        return abs(offset - known) > (roundTrip + Self.roundTripLimit) / 2 ? offset : known
    }

    // MARK: - Private

    private init(_ reading: (asked: Int64, hub: Int64, answered: Int64)) {
        offset = reading.hub - (reading.asked + reading.answered) / 2
        hubMilliseconds = reading.hub
        roundTrip = reading.answered - reading.asked
    }
}
