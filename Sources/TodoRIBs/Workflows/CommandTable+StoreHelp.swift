import MemoInterchange

extension CommandTable {
    /// The help of the commands on the whole store: `export`, `import`, `undo`, sync, sharing and the screens.
    /// nil for a command not among them.
    static func storeHelp(_ name: String) -> CommandHelp? {
        switch name {
        case "export":
            CommandHelp(
                "Print every memo, or those a filter finds, oldest first.",
                discussion: """
                JSON Lines by default (the memo object of `todo show --json`, one a line); todo.txt with --format \
                todotxt (dates as local days); a JSON array for `task import` with --format taskwarrior; an iCalendar \
                file (one VTODO per memo, for calendar and tasks apps) with --format ical. Memos keep their uuid, so \
                importing the file again adds nothing. A filter, after export or before it as in Taskwarrior, exports \
                the memos `todo list --all` finds with it, done ones too, at most 10000.

                Examples:
                  todo export > memos.jsonl
                  todo export --format todotxt > todo.txt
                  todo export --format taskwarrior | task import
                  todo export --format ical > memos.ics
                  todo +work export --format ical > work.ics
                """,
                operand: CommandHelp.Operand("filter", "Filter words, and words to search for: export only the memos they find."))
        case "import":
            CommandHelp(
                "Add the memos of a file, all or nothing, and say how many.",
                discussion: """
                Without --format, the format is told from the content: a Taskwarrior export starts with [ (or is one \
                task object a line, with a description), todo's JSON is objects with a title (one a line, or an array of \
                them), an iCalendar file starts with BEGIN:VCALENDAR, anything else is todo.txt. Formats: json (JSON \
                Lines, as `todo export` writes, or the array `todo list --json` prints), todotxt (dates are days in the \
                local time zone), taskwarrior (the JSON of `task export`; a recurring task and its instances become one \
                recurring memo), ical (the VTODOs of an .ics file; events and journal entries are left out and counted). \
                Memos whose uuid you already have are skipped, so importing a file twice adds nothing the second time. \
                Nothing is kept unless the whole input is read and checked: a bad line stops the import, names the line, \
                and leaves the store as it was. Prints how many memos were added and skipped.

                Examples:
                  todo import memos.jsonl
                  todo list +home --json | todo import --db other.sqlite
                  task export | todo import --format taskwarrior
                  todo import todo.txt --format todotxt
                  todo import --format ical tasks.ics
                """,
                operand: CommandHelp.Operand("file", "The file to read; - or nothing for standard input."),
                options: [
                    .format: "\(InterchangeFormat.namesForHelp); without it, told from the content.",
                ])
        case "undo":
            CommandHelp(
                "Take back your last data-changing command, whole, and say what it was.",
                discussion: """
                add, edit, modify, done, undone, rm and import can be undone; run it again to go further back (the \
                last 100 commands are kept). `todo history` lists what it would take back.

                Example:
                  todo undo
                """)
        case "history":
            CommandHelp(
                "List your data-changing commands, newest first: what `todo undo` would take back.",
                discussion: """
                Given a memo's id, lists the recorded commands that changed it, oldest first, each with every field \
                it changed from what to what (--json: an array of {"change", "kind", "time", "created", "deleted", \
                "fields": [{"field", "from", "to"}]}). Only the last 100 commands are kept.

                Examples:
                  todo history
                  todo history --limit 5 --json
                  todo history 12
                """,
                operand: CommandHelp.Operand("id", "A memo's id: list its changes, field by field, oldest first."),
                options: [
                    .limit: "How many entries to print, 1 to \(CommandReading.maxHistoryLimit) "
                        + "(default: \(CommandReading.defaultLimit)).",
                    .json: "Print a JSON array of change records ({\"id\", \"kind\", \"summary\", \"memos\", \"time\"}) " +
                        "instead " +
                        "of text.",
                ])
        case "sync":
            CommandHelp(
                "Sync this store with a hub (a PostgreSQL todo store) or a CalDAV task list, and remember it.",
                discussion: """
                This store (the SQLite file of --db) is a replica: every command works on it offline, and `sync` \
                exchanges with the hub what either side changed since they last met, field by field. `todo sync URL` \
                remembers the hub (without its password: give that in ~/.pgpass or PGPASSWORD); `todo sync` alone \
                syncs with every hub remembered. When both sides changed the same field, the later change wins and \
                the other is kept: see `todo conflicts`. The history of the other machines names what came from this \
                one by its host name, or by `machine = NAME` in the config file (TODO_MACHINE).

                An http:// or https:// URL is a CalDAV task collection (Nextcloud, Radicale, Fastmail…), which phones \
                sync with too: each memo is one task there. Its credentials come from ~/.netrc, or from the URL for \
                one run; they are never stored. Given the account's or its calendar home's URL instead, todo finds \
                the task lists there: the one there is is synced (and remembered), several are listed to pick from.

                Examples:
                  todo sync postgresql://alice@hub.example/todo
                  todo sync https://cloud.example/remote.php/dav/calendars/alice/tasks/
                  todo sync
                  todo sync --watch --interval 60
                """,
                operand: CommandHelp.Operand(
                    "url", "The hub: postgresql://… (or a libpq key=value string), or a CalDAV collection: https://….",
                    single: true))
        case "conflicts":
            CommandHelp(
                "List what lost when a sync met the same change on both sides; take it, or dismiss it.",
                discussion: """
                When two machines changed the same field of a memo before syncing, the later change wins everywhere \
                and the other is kept here. `take N` gives the memo the losing value (an ordinary change: undo takes \
                it back, and the next sync carries it); `dismiss N` forgets it.

                Examples:
                  todo conflicts
                  todo conflicts take 1
                  todo conflicts dismiss 1
                """,
                operand: CommandHelp.Operand("words", "Nothing, take N, or dismiss N."))
        case "admin":
            CommandHelp(
                "Let a PostgreSQL role use a shared store with its own memos only, or take that back.",
                discussion: """
                Run connected as the role that owns the store's tables. `grant ROLE` lets an existing login role in: \
                connected as itself, it reads and changes only its own users' memos, contexts and history, whatever \
                it types, psql included (PostgreSQL's row-level security). The owner's user named like the role, if \
                any, becomes the role's. `revoke ROLE` takes that back; the role's memos stay in the store.

                Examples:
                  psql -c 'CREATE ROLE alice LOGIN'
                  todo --db postgresql://owner@host/todo admin grant alice
                  todo --db postgresql://alice@host/todo list
                  todo --db postgresql://owner@host/todo admin revoke alice
                """,
                operand: CommandHelp.Operand("words", "grant ROLE or revoke ROLE."))
        case "share":
            CommandHelp(
                "Share one of your projects, sub-projects included, with another user of the hub.",
                discussion: """
                On a PostgreSQL hub (--db postgresql://…). A writer (the default) reads the project's memos, adds to \
                it and changes its memos (modify, annotate, start, stop, done, undone); a reader reads them. Only you \
                delete them, and only you share or unshare the project. Sharing again with the same user changes the \
                role. The user must have used the hub once. Where users connect as their own PostgreSQL roles, the \
                server enforces each share (row-level security).

                Examples:
                  todo share project:work bob
                  todo share project:home carol --role reader
                """,
                operand: CommandHelp.Operand("words", "project:NAME USER."))
        case "shares":
            CommandHelp(
                "List the projects you share and the ones shared with you.",
                discussion: """
                Yours first (project:work → bob writer), then others' (project:home ← @alice reader).

                Examples:
                  todo shares
                  todo shares --json
                """,
                options: [
                    .json: "Print a JSON array of {\"owner\", \"project\", \"grantee\", \"role\"} objects.",
                ])
        case "unshare":
            CommandHelp(
                "Take back a project you shared with another user of the hub.",
                discussion: """
                At once the user's connection to the hub sees none of the project's memos; their replica drops them \
                at its next sync and says so. Sharing again brings them back.

                Examples:
                  todo unshare project:work bob
                """,
                operand: CommandHelp.Operand("words", "project:NAME USER."))
        case "shell":
            CommandHelp(
                "The interactive shell (also `todo` alone on a terminal).",
                discussion: """
                Log in, then type commands: `help` lists them on every screen, `open ID` shows a memo, `back` returns \
                to the list, `tree` prints the RIBs attached, `quit` leaves.

                On a terminal, lines are edited as in sqlite3 and psql (libedit): arrows, Ctrl-A/E/K/W, Ctrl-R \
                searches back, Tab completes commands, ids, projects and tags, Ctrl-C cancels the line and Ctrl-D on \
                an empty line leaves. Lines are kept in $XDG_STATE_HOME/todo/history (else \
                ~/.local/state/todo/history), readable by you only.

                Without a terminal it reads commands from standard input, logged in as --user:
                  printf 'add milk\\nlist\\nquit\\n' | todo shell
                """)
        case "ui":
            CommandHelp(
                "The full-screen terminal UI: the list of memos and the open memo, drawn as screens.",
                discussion: """
                The list scrolls with j/k or the arrows, PgUp/PgDn, g/G; Enter opens the selected memo (fields, body, \
                annotations, history), Esc or q goes back. a adds (the words of todo add, typed in place), d marks \
                done, u undoes, e edits every field in $VISUAL/$EDITOR, / searches, f filters (the words of todo \
                list, or context NAME), s syncs, ? lists the keys, q quits. A change made by another process shows \
                within a second. Colour unless NO_COLOR is set. `todo` alone still opens the shell.
                """)
        case "version":
            CommandHelp(
                "Show the version (as --version does; Taskwarrior's version).",
                discussion: "Prints one line, `todo` and its version number.")
        default: nil
        }
    }
}
