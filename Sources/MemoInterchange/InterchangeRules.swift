import MemoStore

/// What every reader checks in what it imports, beyond its own syntax: identities that are
/// UUIDs, times that every writer can write again, and fields the store would refuse.
///
/// Guarantees: a draft that passes `check(_:)` has a lower-case UUID (or none), times within
/// years 1…9999 UTC, a valid project and tags, and `recur` only together with `due`; so what
/// a reader hands the store can be exported and read back unchanged.
enum InterchangeRules {
    /// 0001-01-01T00:00:00Z, the earliest time a record may carry.
    static let earliest = Timestamp(secondsSince1970: -62_135_596_800)
    /// 9999-12-31T23:59:59Z, the latest time a record may carry.
    static let latest = Timestamp(secondsSince1970: 253_402_300_799)

    /// `text` as a lower-case UUID (`8-4-4-4-12` hexadecimal digits); `nil` when it is not one.
    static func uuid(_ text: String) -> String? {
        let utf8 = text.utf8
        guard utf8.count == 36 else { return nil }
        var result: [UInt8] = []
        result.reserveCapacity(36)
        for (offset, byte) in utf8.enumerated() {
            if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                guard byte == UInt8(ascii: "-") else { return nil }
                result.append(byte)
                continue
            }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"): result.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): result.append(byte + 0x20)
            default: return nil
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The UUID in `text`, lower-cased, for the field `field`.
    /// - throws: `InterchangeError.invalidRecord` naming the field when `text` is not a UUID.
    static func requireUUID(_ text: String, field: String = "uuid") throws(InterchangeError) -> String {
        guard let uuid = uuid(text) else {
            throw .invalidRecord("\"\(field)\" is not a UUID like 0f8fad5b-d9cb-469f-a165-70867728950e")
        }
        return uuid
    }

    /// Whether `time` lies within years 1…9999 UTC.
    static func isInRange(_ time: Timestamp) -> Bool {
        time >= earliest && time <= latest
    }

    /// `time` moved into years 1…9999 UTC, for day-precision formats whose days are valid but
    /// whose local end of day may fall just outside.
    static func clamped(_ time: Timestamp) -> Timestamp {
        min(max(time, earliest), latest)
    }

    /// `time`, checked for the field `field`.
    /// - throws: `InterchangeError.invalidRecord` when it lies outside years 1…9999.
    static func requireInRange(_ time: Timestamp, field: String) throws(InterchangeError) -> Timestamp {
        guard isInRange(time) else {
            throw .invalidRecord("\"\(field)\" is outside the years 1 to 9999")
        }
        return time
    }

    /// `text` read as a recurrence, for the field `recur`.
    /// - throws: `InterchangeError.invalidRecord` when `Recurrence` does not read it: saying
    ///   what todo repeats by, so a Taskwarrior `1h` is refused, never kept as another period.
    static func recurrence(_ text: String) throws(InterchangeError) -> Recurrence {
        guard let recurrence = Recurrence(text) else {
            throw .invalidRecord(
                "unsupported \"recur\" \(MemoJSON.string(text)): todo repeats by whole days, weeks, months or years"
                    + " (daily, 3d, biweekly, 2wks, P1M, quarterly, annual…) or by weekdays, not by hours or minutes")
        }
        return recurrence
    }

    /// Checks the fields of a finished draft that the store would refuse, so the error can
    /// name the record: project, tags, and `recur` without `due`.
    /// - throws: `InterchangeError.invalidRecord` saying which field and why.
    static func check(_ draft: MemoDraft) throws(InterchangeError) {
        if let project = draft.project, let problem = MemoLimits.problem(withProject: project) {
            throw .invalidRecord("invalid project: \(problem)")
        }
        if let problem = MemoLimits.problem(withTags: draft.tags) {
            throw .invalidRecord("invalid tags: \(problem)")
        }
        if draft.recur != nil, draft.due == nil {
            throw .invalidRecord("invalid recur: needs a due date")
        }
        if !draft.depends.isEmpty || !draft.annotations.isEmpty || !draft.extra.isEmpty,
           let problem = MemoFieldRules.problem(in: Memo(draft, id: 0, uuid: draft.uuid ?? "", now: earliest)) {
            throw .invalidRecord("invalid \(problem.field): \(problem.reason)")
        }
    }
}
