import MemoStore

extension VTodo {
    /// One memo as a VTODO component: folded lines ending in CRLF, from `BEGIN:VTODO` to
    /// `END:VTODO`. DATE values are days in `timeZone`.
    public static func component(of memo: Memo, timeZone: LocalTimeZone = .system) -> String {
        var bytes: [UInt8] = []
        append(memo, timeZone: timeZone, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A whole VCALENDAR (VERSION 2.0, todo's PRODID) holding one VTODO per memo.
    public static func calendar(of memos: [Memo], timeZone: LocalTimeZone = .system) -> String {
        var bytes = Array(calendarStart.utf8)
        for memo in memos { append(memo, timeZone: timeZone, to: &bytes) }
        bytes += Array(calendarEnd.utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What comes before the first VTODO of a file.
    public static let calendarStart = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:\(productID)\r\nCALSCALE:GREGORIAN\r\n"
    /// What comes after the last VTODO of a file.
    public static let calendarEnd = "END:VCALENDAR\r\n"

    /// Appends one memo as a VTODO component (folded, CRLF) to `output`, DATEs in `timeZone`.
    public static func append(_ memo: Memo, timeZone: LocalTimeZone = .system, to output: inout [UInt8]) {
        let kept = KeptLines(memo.extra[keptLinesKey])
        var out = ICalendarLineWriter(appendingTo: output)
        output = []
        defer { output = out.bytes }

        out.ascii("BEGIN:VTODO")
        out.endLine()
        if let uid = kept.first("UID"), uuid(forUID: uid.value) == memo.uuid {
            out.raw(uid.text)
        } else {
            out.ascii("UID:")
            out.raw(memo.uuid)
        }
        out.endLine()
        out.ascii("DTSTAMP:")
        out.utc(memo.updated)
        out.endLine()
        out.ascii("CREATED:")
        out.utc(memo.created)
        out.endLine()
        out.ascii("LAST-MODIFIED:")
        out.utc(memo.updated)
        out.endLine()
        out.ascii("SUMMARY:")
        out.escaped(memo.title)
        out.endLine()
        if !memo.body.isEmpty {
            out.ascii("DESCRIPTION:")
            out.escaped(memo.body)
            out.endLine()
        }
        // DUE and DTSTART must share a type: days only when both are what a bare date means,
        // the end of a local day for DUE and its start for DTSTART.
        let dueDay = memo.due.map { day($0, timeZone, atEnd: true) }
        let scheduledDay = memo.scheduled.map { day($0, timeZone, atEnd: false) }
        let asDays = (dueDay != nil || scheduledDay != nil) && dueDay != .some(nil) && scheduledDay != .some(nil)
        if let due = memo.due {
            if asDays, let day = dueDay ?? nil {
                out.ascii("DUE;VALUE=DATE:")
                out.date(day)
            } else {
                out.ascii("DUE:")
                out.utc(due)
            }
            out.endLine()
        }
        if let scheduled = memo.scheduled {
            if asDays, let day = scheduledDay ?? nil {
                out.ascii("DTSTART;VALUE=DATE:")
                out.date(day)
            } else {
                out.ascii("DTSTART:")
                out.utc(scheduled)
            }
            out.endLine()
        }
        if let priority = kept.first("PRIORITY"), VTodo.priority(priority.value) == .some(memo.priority) {
            out.raw(priority.text)
            out.endLine()
        } else if let priority = memo.priority {
            switch priority {
            case .high: out.ascii("PRIORITY:1")
            case .medium: out.ascii("PRIORITY:5")
            case .low: out.ascii("PRIORITY:9")
            }
            out.endLine()
        }
        if !memo.tags.isEmpty {
            out.ascii("CATEGORIES:")
            for (offset, tag) in memo.tags.enumerated() {
                if offset > 0 { out.ascii(",") }
                out.escaped(tag)
            }
            out.endLine()
        }
        if memo.isDone, let status = kept.first("STATUS"), status.value.uppercased() == "CANCELLED" {
            out.raw(status.text)
            out.endLine()
        } else if memo.isDone {
            out.ascii("STATUS:COMPLETED")
            out.endLine()
            out.ascii("COMPLETED:")
            out.utc(memo.end ?? memo.updated)
            out.endLine()
        } else {
            if memo.start == nil { out.ascii("STATUS:NEEDS-ACTION") } else { out.ascii("STATUS:IN-PROCESS") }
            out.endLine()
        }
        if let keptRule = kept.first("RRULE"), (memo.due == nil ? nil : recurrence(keptRule.value)?.recurrence) == memo.recur {
            out.raw(keptRule.text)
            out.endLine()
        } else if let recur = memo.recur {
            out.ascii("RRULE:")
            out.raw(rrule(recur))
            out.endLine()
        }
        for uuid in memo.depends {
            out.ascii("RELATED-TO;RELTYPE=DEPENDS-ON:")
            out.raw(uuid)
            out.endLine()
        }
        if let parent = memo.parent {
            if let link = kept.first("RELATED-TO"), uuid(forUID: link.value) == parent {
                out.raw(link.text)
            } else {
                out.ascii("RELATED-TO;RELTYPE=PARENT:")
                out.raw(parent)
            }
            out.endLine()
        }
        for (name, time) in [(startProperty, memo.start), (waitProperty, memo.wait), (untilProperty, memo.until)] {
            guard let time else { continue }
            out.raw(name)
            out.ascii(":")
            out.utc(time)
            out.endLine()
        }
        if let project = memo.project {
            out.raw(projectProperty)
            out.ascii(":")
            out.escaped(project)
            out.endLine()
        }
        for annotation in memo.annotations {
            out.raw(annotationProperty)
            out.ascii(";")
            out.raw(annotationEntryParameter)
            out.ascii("=")
            out.utc(annotation.entry)
            out.ascii(":")
            out.escaped(annotation.description)
            out.endLine()
        }
        if !memo.extra.isEmpty {
            let others = memo.extra.keys.filter { $0 != keptLinesKey || !kept.isLines }.sorted()
            if !others.isEmpty {
                var json: [UInt8] = [UInt8(ascii: "{")]
                for (offset, key) in others.enumerated() {
                    if offset > 0 { json.append(UInt8(ascii: ",")) }
                    MemoJSON.appendString(key, to: &json)
                    json.append(UInt8(ascii: ":"))
                    json += Array((memo.extra[key] ?? "null").utf8)
                }
                json.append(UInt8(ascii: "}"))
                out.raw(extraProperty)
                out.ascii(":")
                out.escaped(String(decoding: json, as: UTF8.self))
                out.endLine()
            }
        }
        for text in kept.verbatim {
            out.raw(text)
            out.endLine()
        }
        out.ascii("END:VTODO")
        out.endLine()
    }

    // MARK: - Private

    /// The local day whose end (23:59:59 in `zone`, `atEnd`) or start (00:00:00) `time` is, or
    /// `nil` when it is another moment.
    private static func day(_ time: Timestamp, _ zone: LocalTimeZone, atEnd: Bool) -> LocalDateTime? {
        let local = zone.components(of: time)
        let isBound = atEnd ? (local.hour, local.minute, local.second) == (23, 59, 59) : (local.hour, local.minute, local.second) == (0, 0, 0)
        guard isBound, zone.moment(of: local) == time else { return nil }
        return local
    }
}
