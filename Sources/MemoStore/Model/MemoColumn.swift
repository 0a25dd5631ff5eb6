/// A column of a stored memo: the one ordered list of a memo's columns that both engines lay
/// their rows out by. Each engine derives from it its select, insert and update lists, the
/// position it decodes each column from, and which column a field or a filter term reads.
///
/// The order of the cases is the order of the columns (`rawValue` is the position), and every
/// table that keeps whole memos (`memos`, snapshots, sync tables) keeps the columns from
/// `firstField` on in this order. Adding a field means a case here, its name, the fields that
/// map to it, and each engine's value for it (`SQLiteMemoRow`, `PostgresMemoColumns`).
public enum MemoColumn: Int, Sendable, CaseIterable {
    case id, uuid, title, body, done, created, updated, due, wait, priority, project, tags, recur
    case start, scheduled, until, depends, annotations, extra, ended, parent

    /// The first column after `id` and `uuid`: from here on, the columns are what an insert,
    /// an update or a snapshot writes of a memo.
    public static let firstField = MemoColumn.title

    /// How many columns there are: the last case's position and one (`MemoColumnTests` holds
    /// it to `allCases`). A constant, so a row's decoder pays nothing to know it.
    @inlinable
    public static var count: Int { parent.rawValue + 1 }

    /// Calls `body` with each column from `first` on, in order. (It walks the cases instead of
    /// `allCases`: a one-shot command pays for the metadata of every new generic type it meets.)
    @inlinable
    public static func forEach(from first: MemoColumn = .id, _ body: (MemoColumn) throws -> Void) rethrows {
        var position = first.rawValue
        while let column = MemoColumn(rawValue: position) {
            try body(column)
            position += 1
        }
    }

    /// The names of the columns from `first` on, each between `prefix` and `suffix`, in order,
    /// separated by ", ": a list of columns as SQL spells it. (Copied from the literals into one
    /// new string: built piece by piece, the lists cost a one-shot command more than the
    /// literal lists they replace.)
    public static func list(from first: MemoColumn = .id, prefix: StaticString = "", suffix: StaticString = "") -> String {
        var length = 0
        forEach(from: first) { column in
            length += (column == first ? 0 : 2) + prefix.utf8CodeUnitCount + column.staticName.utf8CodeUnitCount + suffix.utf8CodeUnitCount
        }
        return String(unsafeUninitializedCapacity: length) { buffer in
            guard var end = buffer.baseAddress else { return 0 }
            func put(_ text: StaticString) {
                end.initialize(from: text.utf8Start, count: text.utf8CodeUnitCount)
                end += text.utf8CodeUnitCount
            }
            forEach(from: first) { column in
                if column != first { put(", ") }
                put(prefix)
                put(column.staticName)
                put(suffix)
            }
            return length
        }
    }

    /// `text` of each column from `first` on, in order, separated by ", ": a list of columns
    /// as SQL spells it, each as `text` makes it.
    public static func list(from first: MemoColumn = .id, _ text: (MemoColumn) -> String) -> String {
        var list = ""
        forEach(from: first) { column in
            if column != first { list += ", " }
            list += text(column)
        }
        return list
    }

    /// The column's name in every table that keeps memos.
    public var name: String {
        staticName.description
    }

    /// The column's name in every table that keeps memos, as the literal it is.
    public var staticName: StaticString {
        switch self {
        case .id: return "id"
        case .uuid: return "uuid"
        case .title: return "title"
        case .body: return "body"
        case .done: return "done"
        case .created: return "created"
        case .updated: return "updated"
        case .due: return "due"
        case .wait: return "wait"
        case .priority: return "priority"
        case .project: return "project"
        case .tags: return "tags"
        case .recur: return "recur"
        case .start: return "start"
        case .scheduled: return "scheduled"
        case .until: return "until"
        case .depends: return "depends"
        case .annotations: return "annotations"
        case .extra: return "extra"
        case .ended: return "ended"
        case .parent: return "parent"
        }
    }

    /// Whether the column holds a moment (`Timestamp`), which an engine may store in a type
    /// of its own.
    public var isMoment: Bool {
        switch self {
        case .created, .updated, .due, .wait, .start, .scheduled, .until, .ended: return true
        case .id, .uuid, .title, .body, .done, .priority, .project, .tags, .recur, .depends, .annotations, .extra, .parent:
            return false
        }
    }

    /// Where the column lies in a row that holds the columns in order from `first` on.
    @inlinable
    public func position<Index: FixedWidthInteger>(from first: Index) -> Index {
        first + Index(truncatingIfNeeded: rawValue)
    }

    /// The column that holds `field`.
    public init(_ field: MemoField) {
        switch field {
        case .title: self = .title
        case .body: self = .body
        case .done: self = .done
        case .end: self = .ended
        case .due: self = .due
        case .wait: self = .wait
        case .scheduled: self = .scheduled
        case .until: self = .until
        case .start: self = .start
        case .priority: self = .priority
        case .project: self = .project
        case .tags: self = .tags
        case .recur: self = .recur
        case .depends: self = .depends
        case .parent: self = .parent
        case .annotations: self = .annotations
        case .extra: self = .extra
        }
    }

    /// The column a filter term on `field` reads.
    public init(_ field: MemoTermField) {
        switch field {
        case .description: self = .title
        case .entry: self = .created
        case .end: self = .ended
        case .modified: self = .updated
        case .project: self = .project
        case .priority: self = .priority
        case .recur: self = .recur
        case .tags: self = .tags
        case .annotations: self = .annotations
        case .depends: self = .depends
        case .due: self = .due
        case .wait: self = .wait
        case .scheduled: self = .scheduled
        case .until: self = .until
        case .start: self = .start
        }
    }
}
