import Foundation
import MemoStore
import TestSupport

/// Random memos that the store would accept, with every field, awkward text and extreme dates.
struct RandomMemos {
    /// 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z.
    static let earliest: Int64 = -62_135_596_800
    static let latest: Int64 = 253_402_300_799

    var random: SeededRandom

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    mutating func memo(id: Int64) -> Memo {
        let created = time()
        let due = chance(2) ? time() : nil
        return Memo(
            id: id, uuid: uuid(), title: title(), body: chance(3) ? "" : text(maxWords: 12),
            isDone: chance(3), created: created, updated: chance(2) ? created : time(),
            due: due, wait: chance(3) ? time() : nil,
            priority: chance(2) ? Priority.allCases.randomElement(using: &random) : nil,
            project: chance(2) ? project() : nil,
            tags: (0..<Int.random(in: 0...4, using: &random)).map { _ in word(allowingSpecial: false) },
            recur: due != nil && chance(2)
                ? Recurrence(count: Int.random(in: 1...12, using: &random), unit: Recurrence.Unit.allCases.randomElement(using: &random)!)
                : nil)
    }

    // MARK: - Private

    private static let pieces: [String] = [
        "milk", "Buy", "é", "e\u{301}", "🥛", "🇯🇵", "שלום", "日本語", "%", "%41", "%%", "100%", "+", "+work", "@home",
        "due:2026-12-01", "t:2026-11-30", "rec:1w", "pri:A", "uuid:x", "body:y", "(A)", "x", "2026-01-01",
        "\"", "\\", "'", "\u{0}", "\u{1}", "\u{1B}[2J", "\u{7F}", "\u{85}", "\u{202E}", "\u{A0}", "\u{3000}", "\t", "\r", "\n",
        "a:b", "[", "]", "{", "}", ",", "\u{10FFFF}", "\u{FEFF}",
    ]

    private mutating func chance(_ oneIn: Int) -> Bool {
        Int.random(in: 0..<oneIn, using: &random) == 0
    }

    private mutating func time() -> Timestamp {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return Timestamp(secondsSince1970: Self.earliest + Int64.random(in: 0...200_000, using: &random))
        case 1: return Timestamp(secondsSince1970: Self.latest - Int64.random(in: 0...200_000, using: &random))
        default: return Timestamp(secondsSince1970: Int64.random(in: Self.earliest...Self.latest, using: &random))
        }
    }

    private mutating func uuid() -> String {
        let hex = Array("0123456789abcdef")
        return [8, 4, 4, 4, 12].map { count in
            String((0..<count).map { _ in hex[Int.random(in: 0..<16, using: &random)] })
        }.joined(separator: "-")
    }

    private mutating func title() -> String {
        var title = text(maxWords: 6)
        if title.allSatisfy(\.isWhitespace) { title += "t" }
        return title
    }

    private mutating func text(maxWords: Int) -> String {
        let count = Int.random(in: 1...maxWords, using: &random)
        var text = ""
        for index in 0..<count {
            if index > 0 { text += chance(5) ? "  " : " " }
            text += chance(2) ? Self.pieces.randomElement(using: &random)! : word(allowingSpecial: true)
        }
        if chance(8) { text = " " + text }
        if chance(8) { text += " " }
        return text
    }

    /// A word without whitespace or control characters; `allowingSpecial` lets it start with `+`, `-` or `@`.
    private mutating func word(allowingSpecial: Bool) -> String {
        let letters = Array("abcXYZ019_.-:%+@éß日🥛")
        var word = String((0..<Int.random(in: 1...8, using: &random)).map { _ in letters.randomElement(using: &random)! })
        while !allowingSpecial, let first = word.first, first == "+" || first == "-" || first == "@" { word.removeFirst() }
        return word.isEmpty ? "w" : word
    }

    private mutating func project() -> String {
        (0..<Int.random(in: 1...3, using: &random)).map { _ in
            var part = word(allowingSpecial: true).replacingOccurrences(of: ".", with: "")
            if part.isEmpty { part = "p" }
            return part
        }.joined(separator: ".")
    }
}
