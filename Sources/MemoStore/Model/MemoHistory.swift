/// What the store remembers of one memo's past: the user's recorded commands that touched it,
/// oldest first, each with the memo as it was just before, and the memo as it is now.
///
/// Only the last `MemoLimits.historyDepth` commands of a user are kept, so the first entry
/// may change a memo made before it; `steps` then starts from that entry's snapshot.
public struct MemoHistory: Sendable, Hashable {
    /// One recorded command that touched the memo.
    public struct Entry: Sendable, Hashable {
        /// The command, as `history` lists it.
        public let change: MemoChange
        /// The memo just before the command; `nil` when the command created it.
        public let before: Memo?

        /// Creates an entry; only the stores and tests call this.
        public init(change: MemoChange, before: Memo?) {
            self.change = change
            self.before = before
        }
    }

    /// The memo's id.
    public let memoID: Int64
    /// The recorded commands that touched it, oldest first.
    public let entries: [Entry]
    /// The memo as stored now; `nil` when it was deleted.
    public let current: Memo?

    /// Creates a history; only the stores and tests call this.
    public init(memoID: Int64, entries: [Entry], current: Memo?) {
        self.memoID = memoID
        self.entries = entries
        self.current = current
    }

    /// The history of memo `memoID` from its `entries` and `readCurrent`, which reads the memo
    /// as it is now: a memo with entries that is gone was deleted (`current` nil); with none,
    /// `MemoStoreError.memoNotFound` is thrown, as for a memo that never was the user's.
    public init(memoID: Int64, entries: [Entry], readingCurrent readCurrent: () throws -> Memo) throws {
        let current: Memo?
        do {
            current = try readCurrent()
        } catch MemoStoreError.memoNotFound where !entries.isEmpty {
            current = nil
        }
        self.init(memoID: memoID, entries: entries, current: current)
    }

    /// Each entry with what it changed, field by field, oldest first. What a command left is
    /// what the next one found (the snapshot it kept), or the memo as it is now after the last;
    /// a deleted memo's last step changes every field to nothing.
    public var steps: [MemoHistoryStep] {
        entries.indices.map { index in
            let after = index + 1 < entries.count ? entries[index + 1].before : current
            return MemoHistoryStep(
                change: entries[index].change, created: entries[index].before == nil, deleted: after == nil,
                differences: MemoFieldDifference.between(entries[index].before, after))
        }
    }

    /// Every uuid any version of the memo waits on, to be turned into ids for people.
    public var dependencyUUIDs: [String] {
        let all = entries.compactMap(\.before) + (current.map { [$0] } ?? [])
        return Array(Set(all.flatMap(\.depends))).sorted()
    }
}

/// One command in a memo's history and what it changed there.
public struct MemoHistoryStep: Sendable, Hashable {
    /// The command.
    public let change: MemoChange
    /// Whether the command created the memo (every difference is from nothing).
    public let created: Bool
    /// Whether the command deleted the memo (every difference is to nothing).
    public let deleted: Bool
    /// The fields it changed, in `MemoField` order.
    public let differences: [MemoFieldDifference]

    /// Creates a step.
    public init(change: MemoChange, created: Bool, deleted: Bool, differences: [MemoFieldDifference]) {
        self.change = change
        self.created = created
        self.deleted = deleted
        self.differences = differences
    }
}
