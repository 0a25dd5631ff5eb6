import MemoInterchange

extension CommandOption {
    /// The name help shows for its value (`--limit <n>`); nil for a flag.
    public var valueName: String? {
        switch self {
        case .title: "title"
        case .body: "body"
        case .due, .wait: "date"
        case .priority: "H|M|L"
        case .project: "name"
        case .tag: "tag"
        case .recur: "period"
        case .limit: "n"
        case .sort: "order"
        case .format: "format"
        case .interval: "seconds"
        case .role: "role"
        case .all, .done, .json, .watch, .yes, .keepChildren, .subtree: nil
        }
    }

    /// Its one line of help, as most commands that take it say it (`CommandHelp` has a
    /// command's own words); `maxLimit` is the command's largest `--limit`.
    public func help(maxLimit: Int?) -> String {
        switch self {
        case .title: "The new title."
        case .body: "Free text kept with the memo."
        case .due: "When it is due: 2026-12-01, tomorrow, fri, eom, +3d …."
        case .wait: "Hide it from the default list until then."
        case .priority: "H, M or L."
        case .project: "A dotted project name: home, work.q4."
        case .tag: "A tag; repeat for more."
        case .recur: "daily, weekly, monthly, yearly, 3d, 2w, 6m, 1y, or Taskwarrior's biweekly, quarterly, P1M… (needs a due date)."
        case .all: "Include done memos (and waiting ones)."
        case .done: "Only done memos."
        case .limit:
            "How many memos to print, 1 to \(maxLimit ?? CommandReading.maxListLimit) (default: \(CommandReading.defaultLimit))."
        case .sort: "urgency (the default), due, priority, created (newest first), oldest or end (earliest done first)."
        case .format: "\(InterchangeFormat.namesForHelp) (default: json)."
        case .json: "Print a JSON array of memo objects instead of text."
        case .watch:
            "Stay, keeping this store current until Ctrl-C or SIGTERM: a hub's changes arrive at once, and every remote "
                + "syncs each --interval."
        case .interval: "With --watch, the seconds between syncs (1 to 86400; default 30)."
        case .role: "What the user may do: reader or writer (default: writer)."
        case .yes: "Mark the whole subtree of a memo with open children done."
        case .keepChildren: "Move the children of a removed memo up a level instead."
        case .subtree: "Copy the memos below each memo too, each under the copy of its parent."
        }
    }
}
