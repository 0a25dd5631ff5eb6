/// The iCalendar lines a memo keeps in its extra field `icalendar` (`VTodo.keptLinesKey`):
/// what todo does not map, to be written back as it came.
///
/// Guarantees: the value is used only when it is a JSON string whose lines are all content
/// lines (`NAME[;PARAMS]:value`) with every `BEGIN:` closed by its `END:`, so nothing a
/// Taskwarrior attribute that happens to share the name holds can break a VTODO; otherwise
/// `isLines` is false and the value travels as any other extra field. `first(_:)` finds the
/// kept lines of mapped properties (UID, PRIORITY, STATUS, RRULE, the parent's RELATED-TO as
/// the file wrote them),
/// which the writer uses only while they still say what the memo says; `verbatim` is the rest.
struct KeptLines {
    /// Whether the extra value holds kept lines.
    let isLines: Bool
    /// The lines to write back unchanged, in order: properties, then sub-components.
    let verbatim: [String]

    /// The names of mapped properties whose original line is kept.
    static let mappedNames: [String] = ["UID", "PRIORITY", "STATUS", "RRULE", "RELATED-TO"]

    /// Reads the extra value `json` (JSON text), if any.
    init(_ json: String?) {
        guard let json, json.hasPrefix("\"") else {
            (isLines, verbatim, mapped) = (false, [], [:])
            return
        }
        var scanner = JSONScanner(bytes: Array(json.utf8))
        guard let text = try? scanner.string() else {
            (isLines, verbatim, mapped) = (false, [], [:])
            return
        }
        var verbatim: [String] = []
        var mapped: [String: ICalendarProperty] = [:]
        var depth = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let property = try? ICalendarProperty(parsing: Array(line.utf8), line: 0) else {
                (isLines, self.verbatim, self.mapped) = (false, [], [:])
                return
            }
            if property.name == "BEGIN" { depth += 1 }
            if property.name == "END" { depth -= 1 }
            guard depth >= 0 else { break }
            // Of the RELATED-TO lines only a link to the parent is mapped; other kinds stay verbatim.
            if depth == 0, Self.mappedNames.contains(property.name), mapped[property.name] == nil,
               property.name != "RELATED-TO" || VTodo.isParentLink(property) {
                mapped[property.name] = property
            } else {
                verbatim.append(property.text)
            }
        }
        guard depth == 0 else {
            (isLines, self.verbatim, self.mapped) = (false, [], [:])
            return
        }
        (isLines, self.verbatim, self.mapped) = (true, verbatim, mapped)
    }

    /// The kept line of the mapped property `name` (upper-case), if any.
    func first(_ name: String) -> ICalendarProperty? {
        mapped[name]
    }

    // MARK: - Private

    private let mapped: [String: ICalendarProperty]
}
