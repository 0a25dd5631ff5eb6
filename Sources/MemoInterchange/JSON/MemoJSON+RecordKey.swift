extension MemoJSON {
    /// The keys a memo record may have, told apart by their UTF-8 bytes: a JSON Lines import
    /// reads several keys a line, and making each a `String` to compare with every case cost
    /// more than the value it names.
    enum RecordKey: String, CaseIterable {
        case title, uuid, body, done, created, updated, due, wait, priority, project, tags, recur
        case start, scheduled, until, depends, annotations, extra, end, parent
        /// Any other key (kept nowhere: its value is skipped).
        case other = "?"

        /// The key spelled by `bytes`, `.other` when no known key is.
        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            // No two keys have the same length and first letter: that names the one candidate,
            // whose spelling (`rawValue`, as bytes) is then compared whole.
            let candidate: RecordKey
            let spelling: StaticString
            switch (bytes.count, bytes.first ?? 0) {
            case (3, UInt8(ascii: "d")): (candidate, spelling) = (.due, "due")
            case (3, UInt8(ascii: "e")): (candidate, spelling) = (.end, "end")
            case (4, UInt8(ascii: "b")): (candidate, spelling) = (.body, "body")
            case (4, UInt8(ascii: "d")): (candidate, spelling) = (.done, "done")
            case (4, UInt8(ascii: "t")): (candidate, spelling) = (.tags, "tags")
            case (4, UInt8(ascii: "u")): (candidate, spelling) = (.uuid, "uuid")
            case (4, UInt8(ascii: "w")): (candidate, spelling) = (.wait, "wait")
            case (5, UInt8(ascii: "e")): (candidate, spelling) = (.extra, "extra")
            case (5, UInt8(ascii: "r")): (candidate, spelling) = (.recur, "recur")
            case (5, UInt8(ascii: "s")): (candidate, spelling) = (.start, "start")
            case (5, UInt8(ascii: "t")): (candidate, spelling) = (.title, "title")
            case (5, UInt8(ascii: "u")): (candidate, spelling) = (.until, "until")
            case (6, UInt8(ascii: "p")): (candidate, spelling) = (.parent, "parent")
            case (7, UInt8(ascii: "c")): (candidate, spelling) = (.created, "created")
            case (7, UInt8(ascii: "d")): (candidate, spelling) = (.depends, "depends")
            case (7, UInt8(ascii: "p")): (candidate, spelling) = (.project, "project")
            case (7, UInt8(ascii: "u")): (candidate, spelling) = (.updated, "updated")
            case (8, UInt8(ascii: "p")): (candidate, spelling) = (.priority, "priority")
            case (9, UInt8(ascii: "s")): (candidate, spelling) = (.scheduled, "scheduled")
            case (11, UInt8(ascii: "a")): (candidate, spelling) = (.annotations, "annotations")
            default: (candidate, spelling) = (.other, "")
            }
            self = candidate != .other && spelling.withUTF8Buffer { $0.elementsEqual(bytes) } ? candidate : .other
        }
    }
}
