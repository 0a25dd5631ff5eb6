import MemoInterchange
import MemoStore

/// One resource of a CalDAV collection as a memo: its VTODO (the one without RECURRENCE-ID)
/// read with the `VTodo` mapping, and what its instances say.
///
/// Clients complete a recurring task in three ways; each reads here as "the current occurrence
/// is done" (`completion(over:in:)`), so todo's own rule (done makes the next memo, whose uuid
/// is derived from the series) makes exactly one next memo, wherever and however often it syncs:
/// - STATUS:COMPLETED on the recurring VTODO (Thunderbird, Nextcloud Tasks): done as it says;
/// - DUE (and DTSTART) moved forward by one step of the rule, still open (tasks.org);
/// - an instance with RECURRENCE-ID marked COMPLETED or CANCELLED (jtx Board, Apple).
struct CalDAVTask {
    /// The task's memo (id 0), as the resource states it.
    let memo: Memo
    /// When an instance of the series was marked completed or cancelled (its last change);
    /// `nil` when none was.
    let completedInstance: Timestamp?

    /// The task a resource's calendar data holds; `nil` when it holds no VTODO (an event).
    /// - throws: `InterchangeError` for calendar data todo cannot read, or a task the store
    ///   would refuse (`MemoRules`: a DESCRIPTION over the body's limit, say).
    static func read(_ text: String, timeZone: LocalTimeZone, now: Timestamp) throws(InterchangeError) -> CalDAVTask? {
        let reader = ICalendarReader(text: text)
        let zones = ICalendarZones(local: timeZone)
        var master: ICalendarComponent?
        var instances: [ICalendarComponent] = []
        while let component = try reader.nextComponent() {
            switch component.name {
            case "VTIMEZONE": zones.define(component)
            case "VTODO" where component.property("RECURRENCE-ID") != nil: instances.append(component)
            case "VTODO" where master == nil: master = component
            default: continue
            }
        }
        guard let master else { return nil }
        let draft = try VTodo.draft(from: master, zones: zones)
        guard let uuid = draft.uuid else { throw .invalidLine(line: master.line, reason: "a VTODO without a UID") }
        var completedInstance: Timestamp?
        for instance in instances {
            let state = try VTodo.draft(from: instance, zones: zones)
            guard state.isDone else { continue }
            let time = state.updated ?? now
            completedInstance = max(completedInstance ?? time, time)
        }
        let memo = Memo(draft, id: 0, uuid: uuid, now: now)
        // What the store would refuse is refused here, by the rule an import keeps.
        if let problem = MemoRules.problem(inArriving: memo) { throw .invalidLine(line: master.line, reason: problem.description) }
        return CalDAVTask(memo: memo, completedInstance: completedInstance)
    }

    /// The memo to merge for this task, given `base` (the memo as both sides last agreed): a
    /// completion of the current occurrence in any client's way reads as the memo done, at its
    /// agreed due date; anything else as the task states it.
    func completion(over base: Memo?, in zone: LocalTimeZone) -> Memo {
        guard let base, !base.isDone, base.recur != nil, !memo.isDone else { return memo }
        var done = memo
        if let instanceTime = completedInstance {
            done.isDone = true
            done.updated = max(done.updated, instanceTime)
            done.end = instanceTime
            return done
        }
        guard memo.recur == base.recur, let due = base.due, let moved = memo.due, moved > due,
              base.nextOccurrence(at: memo.updated, in: zone)?.due == moved
        else { return memo }
        done.isDone = true
        done.end = memo.updated
        done.due = base.due
        done.scheduled = base.scheduled
        done.wait = base.wait
        done.until = base.until
        return done
    }
}
