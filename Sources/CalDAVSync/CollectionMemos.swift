import MemoInterchange
import MemoStore
import MemoSync

/// A CalDAV collection as a merge pass sees it (`MergeRemote`): the tasks read from it this
/// sync, the resources the replica knows there, and those gone. Each memo is written as one
/// VTODO, and that text is the one the server is sent.
struct CollectionMemos: MergeRemote {
    /// The tasks read from the server this sync, by uuid.
    let tasks: [String: CalDAVTask]
    /// Every resource the replica knew in the collection, by uuid.
    let known: [String: SyncResource]
    /// The uuids whose resources are gone from the server.
    let gone: Set<String>
    let timeZone: LocalTimeZone
    /// Stamps a change a task brings (CalDAV keeps whole-task times only) at the task's time:
    /// the collection as every replica names it.
    var identity = "caldav"
    /// When the server stored each task read this sync, by uuid (by the server's clock): what
    /// a phone's change is stamped with, since the phone's own clock (its LAST-MODIFIED) may be
    /// minutes off and nothing here can tell by how much. A task without one is stamped with
    /// its memo's `updated`, LAST-MODIFIED.
    var stored: [String: Timestamp] = [:]
    /// What this replica wrote to the server and has not recorded since (a sync stopped between
    /// its writes and its commit), by uuid (`SyncReplica.outbox`).
    var sent: [String: SyncOutboxEntry] = [:]

    /// A task read this sync as it states itself, merged as its completion reads
    /// (`CalDAVTask.completion`); a resource not read is unchanged since the last sync, so the
    /// server holds the base, unless it is gone or was never there.
    func held(_ uuids: [String], entries: [String: SyncEntry], into report: inout SyncReport) throws -> [String: RemoteMemo] {
        var held: [String: RemoteMemo] = [:]
        for uuid in uuids {
            let base = entries[uuid]?.base
            if let task = tasks[uuid] {
                let arriving = task.completion(over: base, in: timeZone)
                held[uuid] = RemoteMemo(
                    held: task.memo, arriving: arriving, stamps: stamps(of: arriving, over: base, at: stored[uuid], sent: sent[uuid]))
            } else {
                held[uuid] = RemoteMemo(held: gone.contains(uuid) || known[uuid] == nil ? nil : base)
            }
        }
        return held
    }

    /// Each field of `memo` that differs from `base` (every field of a task new to the replica:
    /// made on a phone, it was made when the server stored it), stamped at `time` by this
    /// collection; but a field that holds what this replica sent and never recorded (`sent`)
    /// keeps the stamp it was sent with: it is this replica's own write, not a phone's. `nil`
    /// with neither a time nor anything sent.
    private func stamps(of memo: Memo, over base: Memo?, at time: Timestamp?, sent: SyncOutboxEntry?) -> MemoStamps? {
        guard time != nil || sent?.merged != nil else { return nil }
        var stamps = MemoStamps()
        for field in MemoField.allCases where base.map({ memo[field] != $0[field] }) ?? true {
            if let written = sent?.merged, written[field] == memo[field], let own = sent?.mergedStamps[field] {
                stamps[field] = own
            } else if let time {
                stamps[field] = FieldStamp(time: time, replica: identity)
            }
        }
        return stamps
    }

    /// The stamps of a next occurrence made here for a series done over there: as every machine
    /// that marks the memo done makes it alike, its fields are made by none of them (second 0,
    /// as a replica's store stamps one), so any change made to it anywhere wins over them.
    func occurrenceStamps() -> MemoStamps {
        var stamps = MemoStamps()
        for field in MemoField.allCases { stamps[field] = FieldStamp(time: Timestamp(secondsSince1970: 0), replica: identity) }
        return stamps
    }

    /// `memo` as the server will hold it: written as a VTODO and read back. What the mapping
    /// keeps is unchanged (`VTodo` gives every field back); kept iCalendar lines that no longer
    /// apply go, such as the UID line a next memo copies from a task made on a phone (which
    /// names that task, not the next one), so every machine holds the same memo. The text is
    /// the one written, so the server holds exactly what reads back as the returned memo.
    func form(of memo: Memo) -> (memo: Memo, written: String) {
        let text = VTodo.calendar(of: [memo], timeZone: timeZone)
        guard let read = try? CalDAVTask.read(text, timeZone: timeZone, now: memo.updated), read.memo.uuid == memo.uuid else { return (memo, text) }
        return (read.memo.withID(memo.id), text)
    }
}
