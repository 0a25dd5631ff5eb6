import MemoStore

/// The memos the engines' urgency arm tests page: 240 of every shape, seeded; some scheduled
/// (passed or ahead of `now`), some blocking. `create` stores a draft and returns its id (a
/// draft may wait on a memo created before it).
public func createUrgencyArmMemos(now: Timestamp, _ create: (MemoDraft) throws -> Int64) rethrows {
    let day: Int64 = 86_400
    var random = SeededRandom(seed: 5)
    var ids: [Int64] = []
    for index in 0..<240 {
        let dueDays = ([nil, nil, -400, -8, -2, 0, 3, 13, 30, 900] as [Int64?]).randomElement(using: &random)!
        var draft = MemoDraft(
            title: "m\(index)", isDone: index % 6 == 0,
            created: Timestamp(secondsSince1970: now.secondsSince1970 - ([0, 3, 50, 200, 500] as [Int64]).randomElement(using: &random)! * day),
            due: dueDays.map { Timestamp(secondsSince1970: now.secondsSince1970 + $0 * day) },
            wait: index % 13 == 0 ? Timestamp(secondsSince1970: now.secondsSince1970 + day) : nil,
            priority: [nil, nil, .low, .medium, .high].randomElement(using: &random)!,
            project: [nil, "work", "home"].randomElement(using: &random)!,
            tags: [[], ["home"], ["home", "car"], ["a", "b", "c"], ["next"], ["home", "next"], ["nextweek", "car"]]
                .randomElement(using: &random)!,
            start: index % 9 == 0 ? now : nil,
            annotations: index % 7 == 0 ? [MemoAnnotation(entry: now, description: "note")] : [])
        draft.scheduled = index % 4 == 0 ? Timestamp(secondsSince1970: now.secondsSince1970 - Int64(index) * 3_600)
            : index % 4 == 1 ? Timestamp(secondsSince1970: now.secondsSince1970 + day) : nil
        // Every fifth waits on one of the memos before it: that one is blocking while open.
        draft.dependencies = index % 5 == 4 ? [.id(ids[Int.random(in: 0..<index, using: &random)])] : []
        ids.append(try create(draft))
    }
}

/// Coefficients that lift a scheduled memo from deep in its class to the top, and weigh
/// blocking and age more than Taskwarrior does: the urgency arm tests page with them too.
public let urgencyArmLiftedCoefficients: UrgencyCoefficients = {
    var lifted = UrgencyCoefficients()
    lifted.scheduled = 40
    lifted.blocking = 30
    lifted.age = 9
    return lifted
}()
