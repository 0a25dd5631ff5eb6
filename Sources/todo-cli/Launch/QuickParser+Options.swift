extension QuickParser {
    /// The long options of the quick commands, apart from `--db` and `--user`, as bits: a
    /// `Set<String>` would pay for instantiating its generic type at every start.
    struct Options: OptionSet {
        let rawValue: UInt16

        static let json = Options(rawValue: 1 << 0)
        static let all = Options(rawValue: 1 << 1)
        static let done = Options(rawValue: 1 << 2)
        static let body = Options(rawValue: 1 << 3)
        static let limit = Options(rawValue: 1 << 4)
        static let sort = Options(rawValue: 1 << 5)
        static let title = Options(rawValue: 1 << 6)
        static let format = Options(rawValue: 1 << 7)
        static let due = Options(rawValue: 1 << 8)
        static let wait = Options(rawValue: 1 << 9)
        static let priority = Options(rawValue: 1 << 10)
        static let project = Options(rawValue: 1 << 11)
        static let tag = Options(rawValue: 1 << 12)
        static let recur = Options(rawValue: 1 << 13)

        /// The options that take no value.
        static let flags: Options = [.json, .all, .done]
        /// The field options of `add` and `modify` (`AttributeOptions`).
        static let attributes: Options = [.due, .wait, .priority, .project, .tag, .recur]

        init(rawValue: UInt16) {
            self.rawValue = rawValue
        }

        /// The option `--name`; nil when no quick command takes it.
        init?(name: Substring) {
            switch name {
            case "json": self = .json
            case "all": self = .all
            case "done": self = .done
            case "body": self = .body
            case "limit": self = .limit
            case "sort": self = .sort
            case "title": self = .title
            case "format": self = .format
            case "due": self = .due
            case "wait": self = .wait
            case "priority": self = .priority
            case "project": self = .project
            case "tag": self = .tag
            case "recur": self = .recur
            default: return nil
            }
        }
    }
}
