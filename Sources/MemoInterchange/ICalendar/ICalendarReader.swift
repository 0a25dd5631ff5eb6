/// Reads an iCalendar stream (RFC 5545) a component at a time: unfolds lines, parses content
/// lines, and hands out each top-level component of every VCALENDAR in the input.
///
/// Guarantees: memory stays bounded by one top-level component (a VTODO with its alarms), not
/// the file; input may end lines with CRLF or LF, start with a byte order mark, use lower-case
/// names, be several VCALENDARs one after another, and have blank lines between components.
/// Anything else that breaks the structure — a line outside a VCALENDAR, an `END:` that closes
/// nothing or the wrong block, a block still open at the end, a line that is not
/// `NAME[;PARAMS]:value` — throws `InterchangeError.invalidLine` naming the line.
public final class ICalendarReader {
    /// Reads lines from `nextLine`: each without its line break (like `LineReader.nextLine()`),
    /// with its 1-based line number.
    public init(nextLine: @escaping () throws(InterchangeError) -> (bytes: [UInt8], number: Int)?) {
        self.source = nextLine
    }

    /// Reads the whole of `text` (an `.ics` file's content, or a CalDAV `calendar-data`).
    public convenience init(text: String) {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var position = 0
        var number = 0
        self.init { () throws(InterchangeError) -> (bytes: [UInt8], number: Int)? in
            guard position < bytes.count else { return nil }
            number += 1
            var end = position
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            var line = Array(bytes[position..<end])
            position = end + 1
            if line.last == 0x0D { line.removeLast() }
            return (line, number)
        }
    }

    /// The next top-level component inside a VCALENDAR (a VTODO, VEVENT, VTIMEZONE…), or `nil`
    /// at the end of the input.
    /// - throws: `InterchangeError.invalidLine` for a file whose structure or lines are malformed.
    public func nextComponent() throws(InterchangeError) -> ICalendarComponent? {
        var stack: [ICalendarComponent] = []
        while let (bytes, number) = try nextContentLine() {
            let property: ICalendarProperty
            do {
                property = try ICalendarProperty(parsing: bytes, line: number)
            } catch {
                throw error.at(line: number)
            }
            switch property.name {
            case "BEGIN":
                let name = property.value.uppercased()
                guard !name.isEmpty else { throw .invalidLine(line: number, reason: "BEGIN without a component name") }
                if !inCalendar {
                    guard name == "VCALENDAR" else {
                        throw .invalidLine(line: number, reason: "expected BEGIN:VCALENDAR, found BEGIN:\(name)")
                    }
                    inCalendar = true
                    sawCalendar = true
                    continue
                }
                var component = ICalendarComponent(name: name, line: number)
                component.beginText = property.text
                stack.append(component)
            case "END":
                let name = property.value.uppercased()
                guard var component = stack.popLast() else {
                    guard inCalendar, name == "VCALENDAR" else {
                        throw .invalidLine(line: number, reason: "END:\(name) closes nothing open")
                    }
                    inCalendar = false
                    continue
                }
                guard component.name == name else {
                    throw .invalidLine(
                        line: number, reason: "END:\(name) where END:\(component.name) (opened on line \(component.line)) was expected")
                }
                component.endText = property.text
                if stack.isEmpty { return component }
                stack[stack.count - 1].components.append(component)
            default:
                guard inCalendar else {
                    throw .invalidLine(line: number, reason: "expected BEGIN:VCALENDAR, found a \(property.name) line")
                }
                if stack.isEmpty {
                    calendarProperties.append(property)
                } else {
                    stack[stack.count - 1].properties.append(property)
                }
            }
        }
        if let open = stack.last {
            throw .invalidLine(line: open.line, reason: "BEGIN:\(open.name) has no END:\(open.name)")
        }
        if inCalendar { throw .invalidLine(line: lastNumber, reason: "the file ends before END:VCALENDAR") }
        return nil
    }

    /// Whether a VCALENDAR was seen so far (an empty input has none).
    public private(set) var sawCalendar = false
    /// The properties of the VCALENDARs read so far (VERSION, PRODID…).
    public private(set) var calendarProperties: [ICalendarProperty] = []

    // MARK: - Private

    private let source: () throws(InterchangeError) -> (bytes: [UInt8], number: Int)?
    private var lastNumber = 0
    private var pending: (bytes: [UInt8], number: Int)?
    private var inCalendar = false

    private func readLine() throws(InterchangeError) -> (bytes: [UInt8], number: Int)? {
        guard let line = try source() else { return nil }
        lastNumber = line.number
        return line
    }

    /// The next unfolded line that is not blank, with the number of its first physical line.
    private func nextContentLine() throws(InterchangeError) -> ([UInt8], Int)? {
        var current = pending
        pending = nil
        if let line = current, line.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { current = nil }
        while current == nil {
            guard let line = try readLine() else { return nil }
            if line.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            if line.bytes[0] == 0x20 || line.bytes[0] == 0x09 {
                throw .invalidLine(line: line.number, reason: "a folded line (starting with a space) continues no property")
            }
            current = line
        }
        var (bytes, number) = current!
        while let next = try readLine() {
            if let first = next.bytes.first, first == 0x20 || first == 0x09 {
                bytes += next.bytes.dropFirst()
            } else {
                pending = next
                break
            }
        }
        return (bytes, number)
    }
}
