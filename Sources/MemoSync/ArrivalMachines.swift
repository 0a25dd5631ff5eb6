import MemoStore

/// Who made what a sync brings to a replica: the machines whose changes won the fields a merged
/// memo changes there, found by the replica identities their stamps carry (`FieldStamp.replica`)
/// and the names those replicas gave themselves at the hub (`SyncHub.replicaNames`). History
/// names an arrival so (`from laptop, phone`), and a change a phone made, which a replica
/// brought from a CalDAV collection, by that collection's URL, as the bridging replica's own
/// history names it; when one of them is not known (a change made on the hub itself, a
/// deletion, stamps from before, a replica that never named itself), it names the remote, as
/// before.
enum ArrivalMachines {
    /// `outcomes` with `SyncOutcome.origin` set where every machine is known: one lookup at
    /// `hub` for the page, none when nothing in it changes a field here by a stamped change.
    static func named(_ outcomes: [SyncOutcome], at hub: any SyncHub, for user: User) throws -> [SyncOutcome] {
        let replicas = outcomes.map(Self.replicas)
        let wanted = Set(replicas.compactMap { $0 }.joined())
        guard !wanted.isEmpty else { return outcomes }
        // A collection is named by its URL; only replicas need the hub.
        let collections = wanted.compactMap { replica in FieldStamp.collectionURL(ofIdentity: replica).map { (replica, $0) } }
        let others = wanted.subtracting(collections.map(\.0))
        let names = try (others.isEmpty ? [:] : hub.replicaNames(others.sorted(), for: user))
            .merging(collections) { named, _ in named }
        return zip(outcomes, replicas).map { outcome, replicas in
            guard let replicas else { return outcome }
            let known = replicas.compactMap { names[$0] }
            guard known.count == replicas.count else { return outcome }
            var named = outcome
            named.origin = Set(known).sorted().joined(separator: ", ")
            return named
        }
    }

    /// The replica identities of the stamps of the fields `outcome` changes on the replica (of
    /// every stamped field for a memo new there); `nil` when it changes none, or one of those
    /// fields has no stamp.
    static func replicas(of outcome: SyncOutcome) -> Set<String>? {
        guard let merged = outcome.merged, !MemoMerge.sameFields(merged, outcome.entry.local) else { return nil }
        let fields = outcome.entry.local.map { local in MemoField.allCases.filter { local[$0] != merged[$0] } }
            ?? MemoField.allCases.filter { outcome.stamps[$0] != nil }
        var replicas = Set<String>()
        for field in fields {
            guard let stamp = outcome.stamps[field], !stamp.replica.isEmpty else { return nil }
            replicas.insert(stamp.replica)
        }
        return replicas.isEmpty ? nil : replicas
    }
}
