import MemoInterchange
import MemoStore
import TodoLanguage

/// A history entry in words, as `history` and `undo` print it; the store keeps only facts.
enum MemoChangeText {
    /// `add #12 "Buy milk"` for one memo, `done 3 memos` for several, `import 1000 memos`, `import 1 memo`;
    /// what arrived by sync names where from: `from laptop: #12 "Buy milk"`, `from HUB: 3 memos`.
    static func summary(_ change: MemoChange) -> String {
        let kind = change.origin.map { "from \($0):" } ?? change.kind.rawValue
        if change.kind != .import, change.memoCount == 1, let memo = change.firstMemo {
            return "\(kind) #\(memo.id) \(MemoJSON.string(memo.title))"
        }
        return "\(kind) \(CountText.of(change.memoCount, "memo"))"
    }

    /// How one memo's history heads an entry: the command's name, or `from HUB` for what arrived,
    /// after the name of another user who made it (`bob: modify`).
    static func heading(_ change: MemoChange) -> String {
        let heading = change.origin.map { "from \($0)" } ?? change.kind.rawValue
        return change.author.map { "\($0): \(heading)" } ?? heading
    }
}
