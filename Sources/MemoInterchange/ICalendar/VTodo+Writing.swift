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
        func line(_ text: String) { ICalendarText.appendFolded(text, to: &output) }

        line("BEGIN:VTODO")
        if let uid = kept.first("UID"), uuid(forUID: uid.value) == memo.uuid {
            line(uid.text)
        } else {
            line("UID:" + memo.uuid)
        }
        line("DTSTAMP:" + ICalendarTime.utc(memo.updated))
        line("CREATED:" + ICalendarTime.utc(memo.created))
        line("LAST-MODIFIED:" + ICalendarTime.utc(memo.updated))
        line("SUMMARY:" + ICalendarText.escape(memo.title))
        if !memo.body.isEmpty { line("DESCRIPTION:" + ICalendarText.escape(memo.body)) }
        // DUE and DTSTART must share a type: days only when both fall at the end of a local day.
        let days = [memo.due, memo.scheduled].compactMap { $0 }.map { endOfDay($0, timeZone) }
        let asDays = !days.isEmpty && days.allSatisfy { $0 != nil }
        if let due = memo.due {
            line(asDays ? "DUE;VALUE=DATE:" + ICalendarTime.date(endOfDay(due, timeZone)!) : "DUE:" + ICalendarTime.utc(due))
        }
        if let scheduled = memo.scheduled {
            line(asDays ? "DTSTART;VALUE=DATE:" + ICalendarTime.date(endOfDay(scheduled, timeZone)!)
                 : "DTSTART:" + ICalendarTime.utc(scheduled))
        }
        if let priority = kept.first("PRIORITY"), VTodo.priority(priority.value) == .some(memo.priority) {
            line(priority.text)
        } else if let priority = memo.priority {
            line("PRIORITY:" + (priority == .high ? "1" : priority == .medium ? "5" : "9"))
        }
        if !memo.tags.isEmpty { line("CATEGORIES:" + memo.tags.map(ICalendarText.escape).joined(separator: ",")) }
        if memo.isDone, let status = kept.first("STATUS"), status.value.uppercased() == "CANCELLED" {
            line(status.text)
        } else if memo.isDone {
            line("STATUS:COMPLETED")
            line("COMPLETED:" + ICalendarTime.utc(memo.updated))
        } else {
            line(memo.start == nil ? "STATUS:NEEDS-ACTION" : "STATUS:IN-PROCESS")
        }
        let keptRule = kept.first("RRULE")
        if let keptRule, (memo.due == nil ? nil : recurrence(keptRule.value)?.recurrence) == memo.recur {
            line(keptRule.text)
        } else if let recur = memo.recur {
            line("RRULE:" + rrule(recur))
        }
        for uuid in memo.depends { line("RELATED-TO;RELTYPE=DEPENDS-ON:" + uuid) }
        if let start = memo.start { line(startProperty + ":" + ICalendarTime.utc(start)) }
        if let wait = memo.wait { line(waitProperty + ":" + ICalendarTime.utc(wait)) }
        if let until = memo.until { line(untilProperty + ":" + ICalendarTime.utc(until)) }
        if let project = memo.project { line(projectProperty + ":" + ICalendarText.escape(project)) }
        for annotation in memo.annotations {
            line(annotationProperty + ";" + annotationEntryParameter + "=" + ICalendarTime.utc(annotation.entry) + ":"
                 + ICalendarText.escape(annotation.description))
        }
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
            line(extraProperty + ":" + ICalendarText.escape(String(decoding: json, as: UTF8.self)))
        }
        for text in kept.verbatim { line(text) }
        line("END:VTODO")
    }

    // MARK: - Private

    /// The local day whose end (23:59:59 in `zone`) `time` is, or `nil` when it is another moment.
    private static func endOfDay(_ time: Timestamp, _ zone: LocalTimeZone) -> LocalDateTime? {
        let local = zone.components(of: time)
        guard local.hour == 23, local.minute == 59, local.second == 59, zone.moment(of: local) == time else { return nil }
        return local
    }
}
