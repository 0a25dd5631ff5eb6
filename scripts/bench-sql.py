#!/usr/bin/env python3
"""The sqlite3 floor of the writes scripts/bench cannot replay as traced (`add`, `undo`): the
statements `todo` runs, as Sources/SQLiteMemoStore sends them, with their values written in.

    bench-sql.py STORE OUTDIR USER_NAME USER_ID SHOW_ID WRITE_ID RARE_WORD NOW
    bench-sql.py same TODO_TRACE FLOOR_TRACE
    bench-sql.py spell <TRACE >STATEMENTS

The first writes two files per command into OUTDIR: NAME.sql, its statements, and NAME, the
same as one double-quoted argument for `scripts/bench-timer` (which splits words as `hyperfine
-N` does). The second compares two traces of sqlite3_trace_v2 (scripts/bench takes them of todo and of the floor) statement by statement,
values aside, and fails with the difference. The third spells out the full-text words of a
trace (`todo_fts_words`, which the sqlite3 CLI lacks), so the CLI can replay it. The statements differ from todo's only where the sqlite3 CLI
cannot do what the binary does: the full-text words, which `todo_fts_words` derives in Swift,
are written out (FullTextWords: `u<user>z` + each word, `0` between title and body; the memos
named here are ASCII, whose words are runs of letters and digits), a new uuid is
`randomblob`, and ids the CLI cannot know in advance (the change just written, the memo the
undone `add` created) are found by the same indexes in subqueries.
"""
import difflib
import os
import re
import sys


def statements(path):
    """A trace's statements without their values, and without FTS5's own reads."""
    result = []
    for line in open(path):
        sql = re.sub(r"\(\s+", "(", re.sub(r"\s+", " ", line)).strip().rstrip(";").strip()
        if not sql or sql == "PRAGMA 'main'.data_version" or "memo_words_config" in sql:
            continue
        # What only one side can write: Swift's words, a random uuid, ids known only after a write.
        sql = re.sub(r"todo_fts_words\([^)]*\)|lower\(hex\(randomblob\(\d+\)\)\)|last_insert_rowid\(\)", "?", sql)
        sql = re.sub(r"\(SELECT added_from FROM changes WHERE id = (\(SELECT id FROM changes WHERE user_id = \d+ "
                     r"ORDER BY id DESC LIMIT 1\))\)", "?", sql)
        sql = re.sub(r"\(SELECT id FROM changes WHERE user_id = \d+ ORDER BY id DESC LIMIT 1\)", "?", sql)
        result.append(re.sub(r"\b\d+\b", "?", re.sub(r"'(?:[^']|'')*'", "?", sql)))
    return result


def notes(stored):
    """The notes of an annotations column (StoredFieldText: `<bytes>:<text>` items, a time and
    a note each), as FullTextTerms.searchedNotes keeps them (ASCII, so bytes are characters)."""
    items, at = [], 0
    while at < len(stored):
        colon = stored.index(":", at)
        length = int(stored[at:colon])
        items.append(stored[colon + 1:colon + 1 + length])
        at = colon + 1 + length
    kept, size = [], 0
    for note in items[1::2]:
        size += len(note)
        if size > 400_000:
            break
        kept.append(note)
    return kept


def fts_words(user, title, body, annotations=""):
    """What todo_fts_words(user, title, body[, annotations]) returns for ASCII text."""
    assert (title + body + annotations).isascii(), "the floor spells out the words of ASCII memos only"
    terms = lambda text: "".join(f"u{user}z{term} " for term in re.findall(r"[A-Za-z0-9]+", text))
    return terms(title) + "0 " + terms(body) + "".join("0 " + terms(note) for note in notes(annotations))


if sys.argv[1] == "spell":
    # A trace read on stdin with each todo_fts_words(USER, 'TITLE', 'BODY'[, 'ANNOTATIONS'])
    # spelled out, as the sqlite3 CLI, which lacks the function, can run it.
    text = r"'((?:[^']|'')*)'"
    call = re.compile(r"todo_fts_words\((\d+), " + text + ", " + text + "(?:, " + text + r")?\)")
    unquote = lambda group: (group or "").replace("''", "'")
    literal = lambda m: "'" + fts_words(int(m[1]), unquote(m[2]), unquote(m[3]), unquote(m[4])).replace("'", "''") + "'"
    sys.stdout.writelines(call.sub(literal, line) for line in sys.stdin)
    sys.exit(0)

if sys.argv[1] == "same":
    todo, floor = statements(sys.argv[2]), statements(sys.argv[3])
    if todo == floor and todo:
        sys.exit(0)
    name = os.path.basename(sys.argv[2]).split(".")[0]
    print(f"floor of {name}: " + ("no statements traced" if not todo else "differs from what todo sends:"), file=sys.stderr)
    sys.stderr.writelines(line + "\n" for line in difflib.unified_diff(todo, floor, "todo", "floor", lineterm="", n=0))
    sys.exit(1)

store, outdir, user_name = sys.argv[1], sys.argv[2], sys.argv[3]
uid, show_id, write_id, rare, now = (int(a) for a in sys.argv[4:9])


def lit(value):
    if value is None:
        return "NULL"
    if isinstance(value, int):
        return str(value)
    return "'" + value.replace("'", "''") + "'"


def words(title, body):
    """What todo_fts_words(uid, title, body) returns for ASCII text."""
    return fts_words(uid, title, body)


# The columns of a memo as SQLiteMemoRow writes and reads them, `id` and `user_id` aside.
FIELDS = ["uuid", "title", "body", "done", "created", "updated", "due", "wait", "priority", "project", "tags", "recur",
          "start", "scheduled", "until", "depends", "annotations", "extra", "ended", "parent"]
ROW = "memos.owner, " + ", ".join("memos." + f for f in ["id"] + FIELDS) + ", memos.blocked + 2 * memos.blocking"
# SQLiteMemoRepository.init and the login every command does before its own statements.
OPEN = ("PRAGMA user_version; PRAGMA application_id; "
        "PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA journal_size_limit = 67108864; "
        f"SELECT id, name FROM users WHERE name = {lit(user_name)}; PRAGMA data_version; ")
# The user's selected context, which a command that takes words reads first.
CONTEXT = (f"SELECT contexts.name, contexts.filter FROM users JOIN contexts ON contexts.user_id = users.id "
           f"AND contexts.name = users.context WHERE users.id = {uid}; ")
TRIM = (f"DELETE FROM changes WHERE id = (SELECT id FROM changes WHERE user_id = {uid} "
        "ORDER BY id DESC LIMIT 1 OFFSET 100); ")
TOP_CHANGE = f"(SELECT id FROM changes WHERE user_id = {uid} ORDER BY id DESC LIMIT 1)"
UNDONE = f"(SELECT added_from FROM changes WHERE id = {TOP_CHANGE})"
WRITE = lambda body: "BEGIN IMMEDIATE; " + body + "COMMIT;"


def counts(open_delta, done_delta):
    return f"UPDATE users SET open_count = open_count + {open_delta}, done_count = done_count + {done_delta} WHERE id = {uid}; "


# The writes whose traces cannot be replayed as they are (scripts/bench traces the others):
# `add` makes a new uuid each time, and `undo` takes back the change its prepare made.
floors = {
    "add": OPEN + CONTEXT + WRITE(
        f"INSERT INTO memos(user_id, {', '.join(FIELDS)}) VALUES ({uid}, lower(hex(randomblob(16))), 'bench memo', '', 0, "
        f"{now}, {now}, NULL, NULL, 0, NULL, '', NULL, NULL, NULL, NULL, '', '', '', NULL, NULL); "
        f"INSERT INTO memo_words(rowid, words) VALUES (last_insert_rowid(), {lit(words('bench memo', ''))}); "
        + counts(1, 0)
        + "INSERT INTO changes(user_id, kind, memo_count, time, added_from, added_to, memo_id, memo_title) "
        f"VALUES ({uid}, 'add', 1, {now}, last_insert_rowid(), last_insert_rowid(), last_insert_rowid(), 'bench memo'); "
        + TRIM),
    # `undo` of `add bench memo` (SQLiteMemoRepository.undoLastChange, then removeMemos).
    "undo": OPEN + WRITE(
        "SELECT id, kind, memo_count, time, memo_id, memo_title, origin, added_from, added_to FROM changes "
        f"WHERE user_id = {uid} AND origin IS NULL ORDER BY id DESC LIMIT 1; "
        f"SELECT origin FROM changes WHERE user_id = {uid} AND id > {TOP_CHANGE} ORDER BY id; "
        f"SELECT memo_id, {', '.join(FIELDS)} FROM change_memos WHERE change_id = {TOP_CHANGE}; "
        f"SELECT count(*), coalesce(sum(done), 0) FROM memos WHERE id BETWEEN {UNDONE} AND {UNDONE} AND +user_id = {uid}; "
        + counts(-1, 0)
        + f"INSERT INTO memo_words(memo_words, rowid, words) SELECT 'delete', id, {lit(words('bench memo', ''))} "
        f"FROM memos WHERE id BETWEEN {UNDONE} AND {UNDONE} AND +user_id = {uid}; "
        f"SELECT {ROW} FROM memos WHERE id BETWEEN {UNDONE} AND {UNDONE} AND +user_id = {uid} AND tags <> ''; "
        f"DELETE FROM memos WHERE id BETWEEN {UNDONE} AND {UNDONE} AND +user_id = {uid}; "
        f"DELETE FROM change_memos WHERE memo_id BETWEEN {UNDONE} AND {UNDONE} AND change_id IN "
        f"(SELECT id FROM changes WHERE user_id = {uid} AND id > {TOP_CHANGE}); "
        f"SELECT left_alone FROM change_memos WHERE change_id = {TOP_CHANGE} AND left_alone <> ''; "
        f"DELETE FROM changes WHERE id = {TOP_CHANGE}; "),
}

os.makedirs(outdir, exist_ok=True)
for name, sql in floors.items():
    with open(os.path.join(outdir, name + ".sql"), "w") as file:
        file.write(sql)
    with open(os.path.join(outdir, name), "w") as file:
        file.write('"' + sql.replace("\\", "\\\\").replace('"', '\\"') + '"')
