/// One `BEGIN:NAME` … `END:NAME` block of an iCalendar file: a VTODO, a VTIMEZONE, a VALARM
/// inside a VTODO.
///
/// Guarantees: `properties` and `components` are in the order the file has them; `name` is
/// upper-case.
public struct ICalendarComponent: Sendable, Hashable {
    /// `VTODO`, `VTIMEZONE`, `STANDARD`, `VALARM`…
    public var name: String
    /// The component's own properties.
    public var properties: [ICalendarProperty]
    /// The components nested in it.
    public var components: [ICalendarComponent]
    /// The 1-based line of its `BEGIN:`.
    public var line: Int

    /// Creates a component.
    public init(name: String, properties: [ICalendarProperty] = [], components: [ICalendarComponent] = [], line: Int = 0) {
        self.name = name
        self.properties = properties
        self.components = components
        self.line = line
    }

    /// The first property named `name` (upper-case), or `nil`.
    public func property(_ name: String) -> ICalendarProperty? {
        properties.first { $0.name == name }
    }

    /// Every line of the component as it came (`BEGIN:`, properties, nested components, `END:`),
    /// unfolded, to be written back unchanged.
    public var lines: [String] {
        var lines = [beginText ?? "BEGIN:\(name)"]
        lines += properties.map(\.text)
        for component in components { lines += component.lines }
        lines.append(endText ?? "END:\(name)")
        return lines
    }

    /// The `BEGIN:` and `END:` lines as written (`begin:valarm`), when read from a file.
    public var beginText: String?
    /// See `beginText`.
    public var endText: String?
}
