import MemoInterchange
import MemoStore
import TodoLanguage

/// A history entry in words, as `history` and `undo` print it; the store keeps only facts.
enum MemoChangeText {
    /// `add #12 "Buy milk"` for one memo, `done 3 memos` for several, `import 1000 memos`, `import 1 memo`.
    static func summary(_ change: MemoChange) -> String {
        if change.kind != .import, change.memoCount == 1, let memo = change.firstMemo {
            return "\(change.kind.rawValue) #\(memo.id) \(MemoJSON.string(memo.title))"
        }
        return "\(change.kind.rawValue) \(CountText.of(change.memoCount, "memo"))"
    }
}
