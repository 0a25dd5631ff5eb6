extension CommandTable {
    /// The help of the commands that read memos: `list`, `show`, `search`, the charts and `context`.
    /// nil for a command not among them.
    static func readingHelp(_ name: String) -> CommandHelp? {
        switch name {
        case "list", "ls", "next":
            CommandHelp(
                aliasAbstract(name)
                    ?? "List memos, most urgent first: open ones unless told otherwise. Prints a row a memo (--json: an array).",
                discussion: """
                Filters: +tag, -tag, project:NAME (and its sub-projects), pri:H|M|L, due:DATE (that day), \
                due.before:DATE, due.after:DATE, +overdue, +waiting (memos hidden until their wait date), and \
                Taskwarrior's virtual tags +OVERDUE, +DUE, +YESTERDAY, +TODAY, +TOMORROW, +WEEK, +MONTH, +QUARTER, \
                +YEAR, +WAITING, +BLOCKED, +BLOCKING (open memos only, as in Taskwarrior), +UNBLOCKED, +READY, \
                +PENDING, +COMPLETED, +DELETED (none: todo keeps no deleted memos), +TAGGED, +RECURRING, +ACTIVE, \
                +ANNOTATED, +SCHEDULED, +UNTIL, +PROJECT, +PRIORITY, each negated with - too (-OVERDUE keeps done \
                memos); +PARENT (memos with children), +CHILD (memos with a parent) and parent:ID (one memo's \
                children); status:pending|completed|waiting|recurring|deleted, description:TEXT (its start), an \
                empty value for "has none" (project:, due:, tags:, end: …), Taskwarrior's \
                attribute modifiers (project.isnt:work, due.none:, description.has:milk, tags.any:, entry.after:DATE, \
                due.by:DATE, pri.above:L …), /regex/ (title and annotations), limit:N (as --limit N), ids (3, 1-3, \
                2,5: those memos), uuids (8ad2e3db: whole, or their first eight characters or more) and uuid:START \
                (any start of one; uuid.not:START the others), all joined by and (or side by side), or, xor, not \
                and ( ), not before and before or before xor, as in Taskwarrior. A child is listed under its parent, indented; a parent shows its \
                children's progress [done/all], and a child whose parent is not listed names it. Urgency: \
                Taskwarrior's score of due date, priority, age, tags, project, start, a passed scheduled date, \
                blocking and annotations, weighed by the config file's urgency.<term>.coefficient keys. Other words \
                are searched for in the memos' titles, bodies and annotations, as `todo search` does among the memos the filters \
                and --all/--done choose, newest first (so --sort does not apply then).
                A listing that stops at its limit says on stderr how many more there are.

                Examples:
                  todo list
                  todo list project:work +urgent --sort due
                  todo list due.before:eow --json
                  todo list milk +errand
                  todo list '(' +home or +errand ')' not project.none:
                  todo list --all --limit 100 --json | jq '.[].title'
                """,
                operand: CommandHelp.Operand("filter", "Filter words, and words to search for."))
        case "show", "info":
            CommandHelp(
                aliasAbstract(name)
                    ?? "Print one memo in full: its title, each field a line, then the body (--json: one memo object).",
                discussion: """
                Taskwarrior's order takes ids or a filter first and shows each memo it finds in turn, done \
                ones too: todo 1-3 info, todo +home info, todo 8ad2e3db info (a uuid's start). So do ids, \
                a uuid, tags or attributes after the command: todo info 1 3, todo info 8ad2e3db, todo show \
                +home. Words before and after it are one filter: todo +home info 2 shows #2 if it has +home.

                Examples:
                  todo show 12
                  todo show 12 --json
                  todo 8ad2e3db info
                """,
                operand: CommandHelp.Operand("id", "The memo's id."),
                options: [
                    .json: "Print the memo as a JSON object instead of text.",
                ])
        case "search":
            CommandHelp(
                "Find memos whose title, body and annotations have all the words. Prints a row a memo, newest first (--json: an array).",
                discussion: """
                Filter words (+tag, -tag, project:NAME, pri:X, due.before:DATE …, as in list) narrow the search; \
                every other word must be found. Done memos are searched too.

                Examples:
                  todo search milk
                  todo search call mom +family --json
                """,
                operand: CommandHelp.Operand("words", "The words to find, and filter words."))
        case "projects":
            CommandHelp(
                "List your projects with how many open and done memos each has.",
                discussion: """
                A memo counts for its own project only: work.q4 is not added into work.

                Examples:
                  todo projects
                  todo projects --json
                """,
                options: [
                    .json: "Print a JSON array of {\"name\", \"open\", \"done\"} objects.",
                ])
        case "tags":
            CommandHelp(
                "List your tags with how many open and done memos carry each.",
                discussion: """
                Examples:
                  todo tags
                  todo tags --json
                """,
                options: [
                    .json: "Print a JSON array of {\"name\", \"open\", \"done\"} objects.",
                ])
        case "summary":
            CommandHelp(
                "Show each project with its open memos and how much of it is done.",
                discussion: """
                A project's counts include its sub-projects', which follow it indented; memos without a project come \
                last as (none). Complete is the share done, rounded down. Filter words (+tag, -tag, project:NAME, \
                pri:X, due.before:DATE …, as in list) choose the memos counted; open and done ones both count.

                Examples:
                  todo summary
                  todo summary +bills
                  todo summary project:work --json
                """,
                operand: CommandHelp.Operand("filter", "Filter words."),
                options: [
                    .json: "Print a JSON array of {\"project\", \"depth\", \"open\", \"done\", \"complete\"} objects (project " +
                        "null for memos without one; counts include sub-projects; complete in whole percent).",
                ])
        case "calendar":
            CommandHelp(
                "Show a month with the days open memos are due marked.",
                discussion: """
                MONTH is 2026-12, or a month's name (december, dec) meaning the next one: this month or a later one. \
                Without it, this month. Days with memos due are marked * (bold on a terminal, red once past) and \
                today is shown inverted on a terminal. Weeks start on Monday. Filter words (as in list) choose the \
                memos; waiting ones count unless -waiting.

                Examples:
                  todo calendar
                  todo calendar dec +bills
                  todo calendar 2027-01 --json
                """,
                operand: CommandHelp.Operand("month-and-filter", "The month, then filter words."),
                options: [
                    .json: "Print {\"year\", \"month\", \"today\", \"days\": [{\"date\", \"due\"}, …]}: every day of the " +
                        "month " +
                        "(dates YYYY-MM-DD, local) with how many memos are due on it.",
                ])
        case "burndown":
            CommandHelp(
                "Chart how many memos were open and done at the end of each day or week.",
                discussion: """
                daily (the default) or weekly (weeks from Monday), in your time zone; as many as fit the terminal's \
                width (80 columns when output is not a terminal), up to today, from the first with a memo. A memo \
                counts as open from its creation; a done memo as done from its last change, as todo keeps no separate \
                time of completion (so changing a done memo moves it). Filter words (as in list) choose the memos.

                Examples:
                  todo burndown
                  todo burndown weekly project:work
                  todo burndown --json
                """,
                operand: CommandHelp.Operand("period-and-filter", "daily or weekly, then filter words."),
                options: [
                    .json: "Print {\"period\", \"periods\": [{\"date\", \"start\", \"open\", \"done\"}, …]}, oldest first: " +
                        "date " +
                        "the local day a period starts, start that moment in UTC, open and done at its end.",
                ])
        case "context":
            CommandHelp(
                "List your contexts, select one (or none), or define or delete one.",
                discussion: """
                While a context is selected, list and search show only the memos its filter chooses, and add gives \
                new memos its project and tags. Contexts live in the store, so every machine that uses it has them.

                Examples:
                  todo context define work project:work +urgent
                  todo context work
                  todo context
                  todo context none
                  todo context delete work
                """,
                operand: CommandHelp.Operand("words", "NAME, none, define NAME FILTER... or delete NAME."))
        default: nil
        }
    }
}
