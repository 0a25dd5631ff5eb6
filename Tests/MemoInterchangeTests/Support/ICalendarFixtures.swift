/// iCalendar files as the apps people carry write them (shapes taken from each app's output:
/// property order, PRODID, the X- properties each adds, how each writes dates and zones),
/// with LF line breaks here; `crlf(_:)` gives the wire form.
enum ICalendarFixtures {
    /// CRLF line breaks, as RFC 5545 (and every app below) writes them.
    static func crlf(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
    }

    /// tasks.org through DAVx5 (ical4android): a numeric UID, TZID times with no VTIMEZONE,
    /// a fortnightly rule on Saturdays, a subtask link, a category with a space, an alarm.
    static let tasksOrg = """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:+//IDN bitfire.at//ical4android (org.tasks)
        BEGIN:VTODO
        DTSTAMP:20261120T081500Z
        UID:1732541234567
        SEQUENCE:2
        CREATED:20261101T100000Z
        LAST-MODIFIED:20261120T081455Z
        SUMMARY:Water the plants
        DESCRIPTION:Balcony first\\, then the kitchen.\\nUse the blue can.
        PRIORITY:6
        STATUS:NEEDS-ACTION
        DUE;TZID=Europe/Berlin:20261128T180000
        DTSTART;TZID=Europe/Berlin:20261127T090000
        RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=SA
        CATEGORIES:garden,Home Chores
        X-APPLE-SORT-ORDER:123456
        RELATED-TO:1732541230000
        BEGIN:VALARM
        TRIGGER;RELATED=END:-PT15M
        ACTION:DISPLAY
        DESCRIPTION:Default Tasks.org description
        END:VALARM
        END:VTODO
        END:VCALENDAR

        """

    /// Apple Reminders through iCloud: an upper-case UUID, an all-day due DATE, done with
    /// PERCENT-COMPLETE, a long folded X-APPLE line with quoted parameters.
    static let appleReminders = """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:-//Apple Inc.//iOS 17.1//EN
        CALSCALE:GREGORIAN
        BEGIN:VTODO
        COMPLETED:20261119T170312Z
        CREATED:20261118T090000Z
        DTSTAMP:20261119T170313Z
        LAST-MODIFIED:20261119T170312Z
        PERCENT-COMPLETE:100
        PRIORITY:1
        SEQUENCE:1
        STATUS:COMPLETED
        SUMMARY:Pick up parcel 📦
        UID:5E8F6F0B-3F3B-4C19-9C4A-9E1F2F0A1B2C
        X-APPLE-SORT-ORDER:642146100
        DUE;VALUE=DATE:20261119
        X-APPLE-STRUCTURED-LOCATION;VALUE=URI;X-APPLE-RADIUS=70;X-TITLE="Post O
         ffice, Main St":geo:52.520008,13.404954
        BEGIN:VALARM
        UID:7A1C9B9E-1F6E-4C0E-8F7A-3D2B1C0A9E8D
        TRIGGER;VALUE=DATE-TIME:20261119T080000Z
        ACTION:DISPLAY
        DESCRIPTION:Reminder
        END:VALARM
        END:VTODO
        END:VCALENDAR

        """

    /// Thunderbird: a VTIMEZONE for New York, a started task with PERCENT-COMPLETE, Mozilla's
    /// X- properties, an alarm, and an event beside the task.
    static let thunderbird = """
        BEGIN:VCALENDAR
        PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN
        VERSION:2.0
        BEGIN:VTIMEZONE
        TZID:America/New_York
        X-LIC-LOCATION:America/New_York
        BEGIN:DAYLIGHT
        TZOFFSETFROM:-0500
        TZOFFSETTO:-0400
        TZNAME:EDT
        DTSTART:19700308T020000
        RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
        END:DAYLIGHT
        BEGIN:STANDARD
        TZOFFSETFROM:-0400
        TZOFFSETTO:-0500
        TZNAME:EST
        DTSTART:19701101T020000
        RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
        END:STANDARD
        END:VTIMEZONE
        BEGIN:VTODO
        CREATED:20261110T140000Z
        LAST-MODIFIED:20261112T093000Z
        DTSTAMP:20261112T093000Z
        UID:a9b1c2d3-e4f5-4a6b-8c7d-0e1f2a3b4c5d
        SUMMARY:Quarterly report
        STATUS:IN-PROCESS
        PERCENT-COMPLETE:40
        X-MOZ-GENERATION:3
        CLASS:PUBLIC
        DTSTART;TZID=America/New_York:20260601T090000
        DUE;TZID=America/New_York:20261205T170000
        CATEGORIES:Work
        DESCRIPTION:Numbers from Q3\\, see the shared sheet\\; ask Ann.
        BEGIN:VALARM
        ACTION:DISPLAY
        TRIGGER;VALUE=DURATION:-PT30M
        DESCRIPTION:Default Mozilla Description
        END:VALARM
        END:VTODO
        BEGIN:VEVENT
        CREATED:20261110T140000Z
        DTSTAMP:20261110T140000Z
        UID:event-1@example.com
        SUMMARY:Team lunch
        DTSTART;TZID=America/New_York:20261203T120000
        DTEND;TZID=America/New_York:20261203T130000
        END:VEVENT
        END:VCALENDAR

        """

    /// Nextcloud Tasks: floating CREATED and LAST-MODIFIED times, a subtask's parent link, a
    /// cancelled task, GEO and a URL, and a journal entry beside the tasks.
    static let nextcloud = """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:-//Nextcloud Tasks v0.16.1
        BEGIN:VTODO
        UID:d3a1f0e2-7b3c-4b5a-9e8f-1c2d3e4f5a6b
        CREATED:20261101T120000
        LAST-MODIFIED:20261102T080000
        DTSTAMP:20261102T080000
        SUMMARY:Plan holiday
        PRIORITY:5
        PERCENT-COMPLETE:0
        STATUS:NEEDS-ACTION
        RELATED-TO;RELTYPE=PARENT:0b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e
        RELATED-TO;RELTYPE=DEPENDS-ON:a9b1c2d3-e4f5-4a6b-8c7d-0e1f2a3b4c5d
        CLASS:PUBLIC
        X-APPLE-SORT-ORDER:7
        DUE;VALUE=DATE:20261215
        CATEGORIES:travel
        GEO:48.85299;2.36885
        URL:https://example.com/trip
        END:VTODO
        BEGIN:VTODO
        UID:e4b2a1f3-8c4d-4c6b-af90-2d3e4f5a6b7c
        CREATED:20261020T090000
        LAST-MODIFIED:20261021T100000
        DTSTAMP:20261021T100000
        SUMMARY:Old plan
        STATUS:CANCELLED
        END:VTODO
        BEGIN:VJOURNAL
        UID:j-1
        DTSTAMP:20261021T100000Z
        SUMMARY:Notes
        END:VJOURNAL
        END:VCALENDAR

        """

    /// What a careless script writes: a byte order mark, lower-case names, LF line breaks,
    /// folding with a tab, a UTC due time, text escapes.
    static let handWritten = "\u{FEFF}" + """
        begin:vcalendar
        version:2.0
        prodid:-//me//script//EN
        begin:vtodo
        uid:0f8fad5b-d9cb-469f-a165-70867728950e
        dtstamp:20261122T094726Z
        summary:Renew passport\\, and the ID card\\; both at the to
        \twn hall
        due:20261231T230000Z
        priority:3
        categories:admin,papers
        end:vtodo
        end:vcalendar
        """
}
