import MemoUseCases
import TodoRIBs

/// `summary`, `calendar` and `burndown`: a report over the memos filter words choose, as text
/// or `--json`; they differ in what they count and how they read their first words.
///
/// `summary`: each project's open memos and share done, as Taskwarrior's `task summary`.
/// `calendar [MONTH]`: a month's grid with the days memos are due marked. `burndown
/// [daily|weekly]`: memos open and done over time, drawn to the terminal's width.
enum ReportCommand {
    /// What the report `name`'s words ask for; a bad word is a usage error naming it.
    static func action(_ name: String, words: [String]) throws -> MemoAction {
        .report(try LanguageReading.read {
            switch name {
            case "calendar": try CommandReading.calendar(words: words, now: .now(), zone: .system)
            case "burndown": try CommandReading.burndown(words: words, width: StandardScreen.width, now: .now(), zone: .system)
            default: try CommandReading.summary(words: words, now: .now(), zone: .system)
            }
        })
    }
}
