import MemoStore

/// A remote as a merge pass (`MergePass`) sees it: what it holds of a page of memos, and the
/// form in which it will hold a merged one. The hub and every CalDAV collection implement it;
/// how each reaches its remote and commits is its session's own.
///
/// Nothing here names a field: a field added to `Memo` travels through `MemoMerge` and each
/// remote's codec, not through this protocol.
public protocol MergeRemote {
    /// What is written to the remote for one memo: the memo itself for a hub, its calendar
    /// text for a CalDAV collection.
    associatedtype Written

    /// The remote's identity, which stamps a change it holds without a stamp of its own
    /// (`RemoteMemo.stamps`): the same for every replica that meets it.
    var identity: String { get }

    /// What the remote holds of each of `uuids` (one page), given what the replica knows of
    /// them (`entries`, by uuid; a uuid the replica never had is absent). A uuid left out of
    /// the answer is not merged this time: the remote holds something todo cannot take, and it
    /// is named in `report` (`SyncReport.noteUnreadable`).
    func held(_ uuids: [String], entries: [String: SyncEntry], into report: inout SyncReport) throws -> [String: RemoteMemo]

    /// `memo` (a merged one) as the remote will hold it, with what is written for it; the
    /// returned memo keeps `memo`'s id, and reads back from the remote unchanged.
    func form(of memo: Memo) -> (memo: Memo, written: Written)
}
