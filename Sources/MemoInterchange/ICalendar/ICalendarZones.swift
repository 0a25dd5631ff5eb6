import MemoStore

/// The time zones an iCalendar file's TZIDs name: its own VTIMEZONEs first, then the system's
/// zone database, and the local zone for floating times.
///
/// Guarantees: a TZID defined by a VTIMEZONE the file gave earlier follows that definition (RFC
/// 5545 says the file's own wins); any other is looked up in the zone database once per import
/// (also with prefixes such as Evolution's `/freeassociation.sourceforge.net/` taken off, and
/// `UTC`/`GMT` understood); `nil` when neither knows it.
public final class ICalendarZones {
    /// The zone of floating times and DATE values: the person's own.
    public let local: LocalTimeZone

    /// Zones for a file read by a person in `local`.
    public init(local: LocalTimeZone) {
        self.local = local
    }

    /// Learns the VTIMEZONE `component`; one without a TZID or without a usable observance is ignored.
    public func define(_ component: ICalendarComponent) {
        guard let tzid = component.property("TZID")?.value, let rules = VTimeZone.rules(of: component) else { return }
        defined[tzid] = LocalTimeZone(rules: rules)
    }

    /// The zone `tzid` names, or `nil` when neither the file nor the system knows it.
    public func zone(_ tzid: String) -> LocalTimeZone? {
        if let zone = defined[tzid] { return zone }
        if let known = looked[tzid] { return known }
        let zone = lookUp(tzid)
        looked[tzid] = zone
        return zone
    }

    // MARK: - Private

    private var defined: [String: LocalTimeZone] = [:]
    private var looked: [String: LocalTimeZone?] = [:]

    private func lookUp(_ tzid: String) -> LocalTimeZone? {
        var name = Substring(tzid.trimmingSpaces)
        if ["UTC", "GMT", "Z", "ETC/UTC", "ETC/GMT", "UTC0", "GMT0"].contains(name.uppercased()) { return .utc }
        while !name.isEmpty {
            if let zone = LocalTimeZone.named(String(name)) { return zone }
            guard let slash = name.firstIndex(of: "/") else { return nil }
            name = name[name.index(after: slash)...]
        }
        return nil
    }
}

private extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
