import MemoStore

extension VTodo {
    /// The memo a VTODO describes (see `VTodo` for the mapping); times with a TZID are read
    /// with `zones`, floating times and DATEs in `zones.local`.
    /// - throws: `InterchangeError.invalidLine` naming the line of the property that cannot be
    ///   read (a bad date, a PRIORITY that is not 0–9, a time zone nobody knows, an
    ///   `X-TODO-EXTRA` that is not a JSON object) or the VTODO's line for a memo the store
    ///   would refuse.
    public static func draft(from todo: ICalendarComponent, zones: ICalendarZones) throws(InterchangeError) -> MemoDraft {
        var reading = Reading(zones: zones)
        for property in todo.properties {
            do {
                try reading.read(property)
            } catch {
                throw error.at(line: property.line)
            }
        }
        for component in todo.components { reading.keptComponents += component.lines }
        do {
            return try reading.finish()
        } catch {
            throw error.at(line: todo.line)
        }
    }

    /// Every memo in an iCalendar text (a file's content, a CalDAV `calendar-data`), in order;
    /// components other than VTODO are skipped.
    /// - throws: `InterchangeError.invalidLine` as `ICalendarReader` and `draft(from:zones:)` do.
    public static func drafts(inCalendar text: String, timeZone: LocalTimeZone = .system) throws(InterchangeError) -> [MemoDraft] {
        let reader = ICalendarReader(text: text)
        let zones = ICalendarZones(local: timeZone)
        var drafts: [MemoDraft] = []
        while let component = try reader.nextComponent() {
            switch component.name {
            case "VTIMEZONE": zones.define(component)
            case "VTODO": drafts.append(try draft(from: component, zones: zones))
            default: continue
            }
        }
        return drafts
    }

    // MARK: - Private

    /// The state of one VTODO being read, property by property.
    private struct Reading {
        let zones: ICalendarZones
        var draft = MemoDraft(title: "")
        /// Kept lines of mapped properties, by name (`KeptLines.mappedNames`).
        var keptMapped: [String: String] = [:]
        var kept: [String] = []
        var keptComponents: [String] = []
        var seen: Set<String> = []
        var summary: String?
        var status: ICalendarProperty?
        var completed: Timestamp?
        var created: Timestamp?
        var lastModified: Timestamp?
        var stamp: Timestamp?
        var startMoment: Timestamp?
        var rule: ICalendarProperty?

        init(zones: ICalendarZones) {
            self.zones = zones
        }

        mutating func read(_ property: ICalendarProperty) throws(InterchangeError) {
            let isFirst = seen.insert(property.name).inserted
            func time(endOfDay: Bool = false) throws(InterchangeError) -> Timestamp {
                try ICalendarTime.moment(of: property, zones: zones, endOfDay: endOfDay)
            }
            let text = ICalendarText.unescape(property.value[...])
            switch property.name {
            case "UID" where isFirst:
                draft.uuid = uuid(forUID: property.value)
                if draft.uuid != property.value { keptMapped["UID"] = property.text }
            case "SUMMARY" where isFirst: summary = text
            case "DESCRIPTION" where isFirst: draft.body = text
            case "DUE" where isFirst: draft.due = try time(endOfDay: true)
            case "DTSTART" where isFirst: draft.scheduled = try time()
            case "PRIORITY" where isFirst:
                guard let priority = priority(property.value) else {
                    throw .invalidRecord("PRIORITY must be a number from 0 to 9, not \(ICalendarTime.quoted(property.value))")
                }
                draft.priority = priority
                if property.text != "PRIORITY:" + (priority.map(Self.priorityNumber) ?? "") { keptMapped["PRIORITY"] = property.text }
            case "CATEGORIES":
                var refused: [String] = []
                for tag in ICalendarText.list(property.value) where !tag.isEmpty {
                    if MemoLimits.problem(withTag: tag) == nil { draft.tags.append(tag) } else { refused.append(tag) }
                }
                if !refused.isEmpty { kept.append("CATEGORIES:" + refused.map(ICalendarText.escape).joined(separator: ",")) }
            case "STATUS" where isFirst: status = property
            case "COMPLETED" where isFirst: completed = try time()
            case "CREATED" where isFirst: created = try time()
            case "LAST-MODIFIED" where isFirst: lastModified = try time()
            case "DTSTAMP" where isFirst: stamp = try time()
            case "RRULE" where isFirst: rule = property
            case "RELATED-TO" where (property.parameter("RELTYPE") ?? "").uppercased() == "DEPENDS-ON":
                if let uuid = uuid(forUID: property.value) { draft.depends.append(uuid) }
            case "RELATED-TO" where draft.parent == nil && isParentLink(property) && uuid(forUID: property.value) != nil:
                draft.parent = uuid(forUID: property.value)
                if property.text != "RELATED-TO;RELTYPE=PARENT:" + (draft.parent ?? "") { keptMapped["RELATED-TO"] = property.text }
            case startProperty where isFirst: startMoment = try time()
            case waitProperty where isFirst: draft.wait = try time()
            case untilProperty where isFirst: draft.until = try time(endOfDay: true)
            case projectProperty where isFirst: draft.project = text
            case annotationProperty:
                var entry = created ?? stamp ?? InterchangeRules.earliest
                if let value = property.parameter(annotationEntryParameter) {
                    entry = try ICalendarTime.moment(value, name: annotationEntryParameter, tzid: nil, zones: zones, endOfDay: false)
                }
                draft.annotations.append(MemoAnnotation(entry: entry, description: text))
            case extraProperty where isFirst:
                try readExtra(text)
            default:
                kept.append(property.text)
            }
        }

        mutating func finish() throws(InterchangeError) -> MemoDraft {
            let summaryProblem = summary.flatMap(MemoLimits.problem(withTitle:))
            if case .tooLong(let limit)? = summaryProblem {
                // Too long is refused, as an import refuses it, not replaced by something else.
                throw .invalidRecord("SUMMARY is longer than \(limit) characters")
            }
            if let summary, summaryProblem == nil {
                draft.title = summary
            } else {
                // A task without a title (apps allow it): its first line of text, else a placeholder.
                let line = draft.body.split(whereSeparator: \.isNewline).first { !$0.allSatisfy(\.isWhitespace) }
                draft.title = line.map { String($0.prefix(MemoLimits.maxTitleLength)) } ?? "(no title)"
            }
            let statusValue = status.map { $0.value.uppercased().filter { $0 != " " } }
            switch statusValue {
            case "COMPLETED": draft.isDone = true
            case "CANCELLED":
                draft.isDone = true
                keptMapped["STATUS"] = status!.text
            case "IN-PROCESS": draft.start = startMoment ?? lastModified ?? stamp ?? created
            default: draft.isDone = statusValue == nil && completed != nil
            }
            if draft.isDone { (draft.start, draft.end) = (startMoment, completed) }
            draft.created = created ?? stamp
            draft.updated = lastModified ?? (draft.isDone ? completed : nil) ?? stamp ?? draft.created
            if let rule {
                let read = recurrence(rule.value)
                draft.recur = draft.due == nil ? nil : read?.recurrence
                if draft.recur == nil || read?.exact != true { keptMapped["RRULE"] = rule.text }
            }
            if let uuid = draft.uuid { draft.depends.removeAll { $0 == uuid } }
            if draft.parent != nil, draft.parent == draft.uuid, let line = keptMapped.removeValue(forKey: "RELATED-TO") {
                // A task that names itself its parent: no parent, and the line kept as it came.
                draft.parent = nil
                kept.append(line)
            }
            // One order whatever the file's: mapped properties' lines, other properties, sub-components.
            let lines = KeptLines.mappedNames.compactMap { keptMapped[$0] } + kept + keptComponents
            if !lines.isEmpty, draft.extra[keptLinesKey] == nil {
                var json: [UInt8] = []
                MemoJSON.appendString(lines.joined(separator: "\n"), to: &json)
                draft.extra[keptLinesKey] = String(decoding: json, as: UTF8.self)
            }
            try InterchangeRules.check(draft)
            return draft
        }

        /// `X-TODO-EXTRA`'s JSON object: each member an extra field, its value kept as JSON text.
        private mutating func readExtra(_ text: String) throws(InterchangeError) {
            var scanner = JSONScanner(bytes: Array(text.utf8))
            do {
                scanner.skipWhitespace()
                try scanner.expect(UInt8(ascii: "{"), "at the start of \(extraProperty)")
                var first = true
                while let key = try scanner.nextKey(first: first) {
                    first = false
                    draft.extra[key] = try scanner.rawValue(depth: 2)
                }
                try scanner.expectEnd()
            } catch {
                throw .invalidRecord("\(extraProperty) is not a JSON object: \(error.reason)")
            }
        }

        private static func priorityNumber(_ priority: Priority) -> String {
            switch priority {
            case .high: return "1"
            case .medium: return "5"
            case .low: return "9"
            }
        }
    }
}
