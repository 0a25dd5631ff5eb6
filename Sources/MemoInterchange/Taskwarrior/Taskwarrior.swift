import MemoStore

/// Taskwarrior 2.6's JSON form of tasks, as `task export` writes and `task import` reads.
///
/// Reading (`Taskwarrior+Reading.swift`): `description` → title; `status` `pending` or
/// `waiting` → open, `completed` → done, `deleted` → skipped, `recurring` → a recurring
/// template; `entry` → created, `modified` (else `end`, else `entry`) → updated, `end` → end
/// (a done memo without one was done when last modified); `uuid` kept
/// (a UUID, lower-cased); `due`, `wait`, `scheduled`, `start`, `until`, `priority`, `project`,
/// `tags`, `recur`, `depends` (an array, or 2.5's comma-separated string) and `annotations`
/// → fields of the same names; `body` (todo's own, which Taskwarrior keeps as an orphan
/// attribute) → body; `parenttask` (a user-defined attribute holding the parent's uuid: Taskwarrior's
/// own `parent` means a recurring template) → parent; every other key but Taskwarrior's
/// computed ones (`id`, `urgency`) → `extra`, its value as it came (user-defined attributes,
/// and the recurrence's own `parent`, `imask`, `mask`, `rtype`). Every instance of a recurring
/// series is a memo of its own, with its uuid (`TaskwarriorSeries`): the pending one due last
/// carries `recur` and keeps the template whole (`templateKey`); earlier pending ones keep
/// `recur` as an attribute only; completed ones are done memos; a template with no pending
/// instance gets the one it makes next, due where its `mask` ends.
///
/// Writing (`Taskwarrior+Writing.swift`): the inverse, as a JSON array `task import` accepts:
/// an open recurring memo goes out with its series' template (the kept one, or one todo makes
/// with the memo as its first instance), so Taskwarrior makes no occurrence again; a subtask's
/// parent goes out as the `parenttask` attribute; annotations, extra fields and the body go out
/// as they came in.
///
/// Guarantees: what `Taskwarrior+Writing` writes, the reader reads back exactly.
public enum Taskwarrior {
    /// The user-defined attribute a subtask's parent uuid travels in (`uda.parenttask.type=string`).
    public static let parentAttribute = "parenttask"

    /// The extra field that keeps a recurring series' Taskwarrior template, whole (its JSON
    /// object), on the memo of the series' last open occurrence (`TaskwarriorSeries`). A dot
    /// cannot be in a Taskwarrior attribute's name, so no attribute of a task meets it.
    public static let templateKey = "taskwarrior.template"

    /// The uuid of the template todo writes for its own recurring memo `uuid` (name-based, so
    /// every export names the same template, and the reader knows the series as todo's own).
    static func templateUUID(for uuid: String) -> String {
        NameBasedUUID.uuid(for: "taskwarrior template " + uuid)
    }

    /// `time` as Taskwarrior writes it: `20261122T094726Z`.
    static func basicISO(_ time: Timestamp) -> String {
        var text = ""
        text.reserveCapacity(16)
        for character in time.iso8601 where character != "-" && character != ":" { text.append(character) }
        return text
    }

    /// Taskwarrior's `20261122T094726Z`, or ISO 8601 with separators; `nil` for anything else.
    static func time(_ text: String) -> Timestamp? {
        let utf8 = Array(text.utf8)
        guard utf8.count == 16, utf8[8] == UInt8(ascii: "T"), utf8[15] == UInt8(ascii: "Z") else {
            return Timestamp(iso8601: text)
        }
        // 20261122T094726Z → 2026-11-22T09:47:26Z
        var extended: [UInt8] = []
        extended.reserveCapacity(20)
        extended += utf8[0..<4] + [UInt8(ascii: "-")] + utf8[4..<6] + [UInt8(ascii: "-")] + utf8[6..<11]
        extended += [UInt8(ascii: ":")] + utf8[11..<13] + [UInt8(ascii: ":")] + utf8[13..<16]
        return Timestamp(iso8601: String(decoding: extended, as: UTF8.self))
    }
}
