#!/usr/bin/env python3
"""The sqlite3 floor of each command scripts/bench times: the statements `todo` runs, as
Sources/SQLiteMemoStore sends them, with their values written in.

    bench-sql.py STORE OUTDIR USER_NAME USER_ID SHOW_ID WRITE_ID RARE_WORD NOW
    bench-sql.py same TODO_TRACE FLOOR_TRACE

The first writes two files per command into OUTDIR: NAME.sql, its statements, and NAME, the
same as one double-quoted argument for `hyperfine -N`. The second compares two traces of
sqlite3_trace_v2 (scripts/bench takes them of todo and of the floor) statement by statement,
values aside, and fails with the difference. The statements differ from todo's only where the sqlite3 CLI
cannot do what the binary does: the full-text words, which `todo_fts_words` derives in Swift,
are written out (FullTextWords: `u<user>z` + each word, `0` between title and body; the memos
named here are ASCII, whose words are runs of letters and digits), a new uuid is
`randomblob`, and ids the CLI cannot know in advance (the change just written, the memo the
undone `add` created) are found by the same indexes in subqueries.
"""
import difflib
import os
import re
import sqlite3
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
    assert (title + body).isascii(), "the floor spells out the words of ASCII memos only"
    terms = lambda text: "".join(f"u{uid}z{term} " for term in re.findall(r"[A-Za-z0-9]+", text))
    return terms(title) + "0 " + terms(body)


COLS = ("memos.id, memos.uuid, memos.title, memos.body, memos.done, memos.created, memos.updated, "
        "memos.due, memos.wait, memos.priority, memos.project, memos.tags, memos.recur")
# What a listing reads of each memo (SQLiteMemoRow.columns): COLS, the fields of version 4 and blocked.
ALL_COLS = COLS + ", memos.start, memos.scheduled, memos.until, memos.depends, memos.annotations, memos.extra, memos.blocked"
FIELDS = ["title", "body", "done", "created", "updated", "due", "wait", "priority", "project", "tags", "recur"]
# SQLiteMemoRepository.init and the login every command does before its own statements.
OPEN = ("PRAGMA user_version; PRAGMA application_id; "
        "PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA journal_size_limit = 67108864; "
        f"SELECT id, name FROM users WHERE name = {lit(user_name)}; PRAGMA data_version; ")
COUNTS = f"SELECT open_count, done_count FROM users WHERE id = {uid}; "
# The user's selected context, which every listing reads first.
CONTEXT = (f"SELECT contexts.name, contexts.filter FROM users JOIN contexts ON contexts.user_id = users.id "
           f"AND contexts.name = users.context WHERE users.id = {uid}; ")
BY_ID = f"SELECT {COLS} FROM memos WHERE id = {{}} AND user_id = {uid}; "
TRIM = (f"DELETE FROM changes WHERE id = (SELECT id FROM changes WHERE user_id = {uid} "
        "ORDER BY id DESC LIMIT 1 OFFSET 100); ")

with sqlite3.connect(f"file:{store}?mode=ro", uri=True) as connection:
    row = connection.execute(f"SELECT uuid, {', '.join(FIELDS)} FROM memos WHERE id = ?", (write_id,)).fetchone()
memo = dict(zip(["uuid"] + FIELDS, row))
assert memo["tags"] == "" and memo["recur"] is None and memo["done"] == 0, "the written memo is open, plain"


def update(changed):
    """SQLiteMemoRepository.write: every field assigned, whatever changed."""
    new = dict(memo, updated=now, **changed)
    return ("UPDATE memos SET " + ", ".join(f"{f} = {lit(new[f])}" for f in FIELDS)
            + f" WHERE id = {write_id} AND user_id = {uid}; ")


def record(kind, title, snapshot=True):
    """SQLiteMemoRepository.record: the change, the memo as it was, the trim of the history."""
    sql = ("INSERT INTO changes(user_id, kind, memo_count, time, added_from, added_to, memo_id, memo_title) "
           f"VALUES ({uid}, '{kind}', 1, {now}, NULL, NULL, {write_id}, {lit(title)}); ")
    if snapshot:
        sql += ("INSERT INTO change_memos(change_id, memo_id, uuid, " + ", ".join(FIELDS) + ") VALUES "
                f"(last_insert_rowid(), {write_id}, {lit(memo['uuid'])}, " + ", ".join(lit(memo[f]) for f in FIELDS) + "); ")
    return sql + TRIM


def counts(open_delta, done_delta):
    return f"UPDATE users SET open_count = open_count + {open_delta}, done_count = done_count + {done_delta} WHERE id = {uid}; "


def page(segments, where, order_limit, count_where):
    """SQLiteMemoQuery.pageSQL and countSQL for one user's open memos, and the counts after."""
    if segments:
        parts = [f"SELECT * FROM (SELECT {ALL_COLS}, coalesce(memos.due, 9223372036854775807) AS due_key FROM memos "
                 f"WHERE memos.user_id = {uid} AND memos.done = 0 AND {condition} AND {WAITS} ORDER BY {order} LIMIT 20)"
                 for condition, order in segments]
        sql = " UNION ALL ".join(parts) + " LIMIT 20 OFFSET 0; "
    else:
        sql = (f"SELECT {COLS}, coalesce(memos.due, 9223372036854775807) AS due_key FROM {where} AND {WAITS} "
               f"ORDER BY {order_limit} LIMIT 20 OFFSET 0; ")
    sql += f"SELECT count(*) FROM (SELECT 1 FROM {count_where} AND {WAITS} LIMIT 1001 OFFSET 20); "
    return OPEN + CONTEXT + sql + COUNTS


WAITS = f"(memos.wait IS NULL OR memos.wait <= {now})"
OPEN_MEMOS = f"memos WHERE memos.user_id = {uid} AND memos.done = 0"
PROJECT = "memos.project >= 'work' AND memos.project < 'work/' AND (memos.project = 'work' OR memos.project > 'work.')"
TAGGED = (f"memo_tags CROSS JOIN memos ON memos.id = memo_tags.memo_id WHERE memo_tags.user_id = {uid} "
          f"AND memo_tags.tag = 'errand' AND memos.user_id = {uid} AND memos.done = 0")
DUE_BEFORE = 1772323200  # due.before:2026-03-01 in UTC
SEARCH = (f"SELECT {COLS} FROM memo_words JOIN memos ON memos.id = memo_words.rowid WHERE memo_words MATCH {{}} "
          f"AND memos.user_id = {uid} ORDER BY memo_words.rowid DESC LIMIT 21; ")
TOP_CHANGE = f"(SELECT id FROM changes WHERE user_id = {uid} ORDER BY id DESC LIMIT 1)"
UNDONE = f"(SELECT added_from FROM changes WHERE id = {TOP_CHANGE})"
WRITE = lambda body: OPEN + "BEGIN IMMEDIATE; " + body + "COMMIT;"
EDITED = "Buy oat milk"
# `burndown` to a pipe: 36 days (80 columns) up to today in UTC (the bench sets TZ=UTC), the
# created and completed moments counted by day (SQLiteReportQuery.slotCountsSQL).
DAY = 86400
BURN_START, BURN_COUNT = now // DAY * DAY - 35 * DAY, 36
BURN_END = BURN_START + BURN_COUNT * DAY
BURN_SLOT = lambda column: (f"CASE WHEN memos.{column} < {BURN_START} THEN -1 WHEN memos.{column} >= {BURN_END} "
                            f"THEN {BURN_COUNT} ELSE (memos.{column} - {BURN_START}) / {DAY} END AS slot")

# SQLiteSchema.urgencyClass and SQLiteUrgencyQuery: the default order's statements.
CLASS = ("(priority + 4 * (start IS NOT NULL) + 8 * (project IS NOT NULL)"
         " + 16 * (CASE WHEN tags = '' THEN 0 ELSE min(3, length(tags) - length(replace(tags, ' ', '')) + 1) END)"
         " + 64 * (annotations <> '') + 128 * blocked)")


def urgency(code, due, created):
    """Urgency.score with the standard coefficients."""
    score = 0.0  # each term added in UrgencyClass.score's order, so the sums are the same doubles
    for term in ({3: 6.0, 2: 3.9, 1: 1.8}.get(code & 3, 0.0), 4.0 if code & 4 else 0.0, 1.0 if code & 8 else 0.0,
                 {1: 0.8 * 1.0, 2: 0.9 * 1.0, 3: 1.0}.get((code >> 4) & 3, 0.0), 1.0 if code & 64 else 0.0,
                 -5.0 if code & 128 else 0.0):
        score += term
    if due is not None:
        overdue = (now - due) / 86400
        score += 12 * (1.0 if overdue >= 7 else 0.2 + 0.8 * (overdue + 14) / 21 if overdue >= -14 else 0.2)
    else:
        score += 2 * min(1, max(0, (now - created) / 86400 / 365))
    return score


def urgency_page(conditions="", narrowed=None, count_where=None):
    """SQLiteUrgencyQuery.pageIDs for one user's open memos: each class's arm, most urgent first
    (`conditions` the filter's, before the waiting one), or every memo a narrowing `FROM …
    WHERE …` finds; then the page's memos by id, and what follows counted."""
    sql, rows = CONTEXT, []
    with sqlite3.connect(f"file:{store}?mode=ro", uri=True) as db:
        if narrowed:
            select = f"SELECT memos.id, {CLASS}, memos.due, memos.created FROM {narrowed} AND {WAITS}"
            sql += select + "; "
            rows += [(urgency(code, due, created), due, created, id) for id, code, due, created in db.execute(select)]
        arms = []  # every class there can be, from the most urgent it could be down
        for dated in () if narrowed else (True,) if "memos.due" in conditions else (True, False):
            for code in range(256):
                most = urgency(code, now - 7 * 86400, 0) if dated else urgency(code, None, now - 365 * 86400)
                arms.append((most, len(arms), dated, code))
        best = []
        for most, _, dated, code in sorted(arms, key=lambda arm: (-arm[0], arm[1])):
            if len(best) == 20 and most < best[-1]:
                break
            null = "NOT NULL" if dated else "NULL"
            arm = (f"SELECT memos.id, {'memos.due' if dated else 'NULL'}, memos.created FROM memos WHERE memos.user_id = {uid}"
                   f" AND memos.done = 0 AND {CLASS} = {code} AND memos.due IS {null}{conditions} AND {WAITS}"
                   f" ORDER BY {'memos.due, ' if dated else ''}memos.created, memos.id LIMIT 20")
            sql += arm + "; "
            read = [(urgency(code, due, created), due, created, id) for id, due, created in db.execute(arm)]
            rows += read
            best = sorted(best + [row[0] for row in read], reverse=True)[:20]
    rows.sort(key=lambda r: (-r[0], r[1] is None, r[1] or 0, r[2], r[3]))
    sql += "".join(f"SELECT {ALL_COLS} FROM memos WHERE id = {row[3]} AND user_id = {uid}; " for row in rows[:20])
    sql += f"SELECT count(*) FROM (SELECT 1 FROM {count_where or OPEN_MEMOS + conditions} AND {WAITS} LIMIT 1001 OFFSET 20); "
    return OPEN + sql + COUNTS


floors = {
    "show": OPEN + BY_ID.format(show_id),
    "list": urgency_page(),
    "list_project": urgency_page(narrowed=f"{OPEN_MEMOS} AND {PROJECT}", count_where=f"{OPEN_MEMOS} AND {PROJECT}"),
    "list_tag": urgency_page(narrowed=TAGGED, count_where=TAGGED),
    "list_due": urgency_page(f" AND memos.due < {DUE_BEFORE}"),
    "list_sort": page([("memos.due IS NOT NULL", "due, id DESC"), ("memos.due IS NULL", "id DESC")], None, None, OPEN_MEMOS),
    # Every memo: the projects' covering index, the memos without one from the kept counts.
    "summary": OPEN + f"SELECT project, count(*) - sum(done), sum(done) FROM memos WHERE user_id = {uid} "
               "AND project IS NOT NULL GROUP BY project ORDER BY project; " + COUNTS,
    "burndown": OPEN + f"SELECT 0, {BURN_SLOT('created')}, count(*) FROM memos WHERE memos.user_id = {uid} GROUP BY slot "
                f"UNION ALL SELECT 1, {BURN_SLOT('updated')}, count(*) FROM memos WHERE memos.user_id = {uid} "
                "AND memos.done = 1 GROUP BY slot;",
    "history": OPEN + f"SELECT id, kind, memo_count, time, memo_id, memo_title FROM changes WHERE user_id = {uid} ORDER BY id DESC LIMIT 20;",
    # Exact words find one memo, fewer than the page: the prefix query runs too.
    "search_rare": OPEN + SEARCH.format(f"'\"u{uid}z{rare}\"'") + SEARCH.format(f"'\"u{uid}z{rare}\"*'") + COUNTS,
    "export": OPEN + f"SELECT {COLS} FROM memos WHERE memos.user_id = {uid} AND memos.done = 0 UNION ALL "
              f"SELECT {COLS} FROM memos WHERE memos.user_id = {uid} AND memos.done = 1 ORDER BY id;",
    "add": WRITE(
        "INSERT INTO memos(user_id, uuid, title, body, done, created, updated, due, wait, priority, project, tags, recur) "
        f"VALUES ({uid}, lower(hex(randomblob(16))), 'bench memo', '', 0, {now}, {now}, NULL, NULL, 0, NULL, '', NULL); "
        f"INSERT INTO memo_words(rowid, words) VALUES (last_insert_rowid(), {lit(words('bench memo', ''))}); "
        + counts(1, 0)
        + "INSERT INTO changes(user_id, kind, memo_count, time, added_from, added_to, memo_id, memo_title) "
        f"VALUES ({uid}, 'add', 1, {now}, last_insert_rowid(), last_insert_rowid(), last_insert_rowid(), 'bench memo'); "
        + TRIM),
    "done": WRITE(BY_ID.format(write_id) + update({"done": 1}) + counts(-1, 0) + counts(0, 1) + record("done", memo["title"])),
    "edit": WRITE(BY_ID.format(write_id) + update({"title": EDITED})
                  + f"INSERT INTO memo_words(memo_words, rowid, words) VALUES ('delete', {write_id}, {lit(words(memo['title'], memo['body']))}); "
                  + f"INSERT INTO memo_words(rowid, words) VALUES ({write_id}, {lit(words(EDITED, memo['body']))}); "
                  + record("edit", EDITED)),
    "modify": WRITE(BY_ID.format(write_id) + update({"priority": 3}) + record("modify", memo["title"])),
    "rm": WRITE(BY_ID.format(write_id) + f"DELETE FROM memos WHERE id = {write_id} AND user_id = {uid}; "
                + f"INSERT INTO memo_words(memo_words, rowid, words) VALUES ('delete', {write_id}, {lit(words(memo['title'], memo['body']))}); "
                + counts(-1, 0) + record("rm", memo["title"])),
    # `undo` of `add bench memo` (SQLiteMemoRepository.undoLastChange, then removeMemos).
    "undo": WRITE(
        f"SELECT id, kind, memo_count, time, memo_id, memo_title, added_from, added_to FROM changes WHERE user_id = {uid} ORDER BY id DESC LIMIT 1; "
        "SELECT memo_id, uuid, title, body, done, created, updated, due, wait, priority, project, tags, recur "
        f"FROM change_memos WHERE change_id = {TOP_CHANGE}; "
        f"SELECT count(*), coalesce(sum(done), 0) FROM memos WHERE id BETWEEN {UNDONE} AND {UNDONE} AND +user_id = {uid}; "
        + counts(-1, 0)
        + f"INSERT INTO memo_words(memo_words, rowid, words) SELECT 'delete', id, {lit(words('bench memo', ''))} "
        f"FROM memos WHERE id BETWEEN {UNDONE} AND {UNDONE} AND +user_id = {uid}; "
        f"SELECT {COLS} FROM memos WHERE id BETWEEN {UNDONE} AND {UNDONE} AND +user_id = {uid} AND tags <> ''; "
        f"DELETE FROM memos WHERE id BETWEEN {UNDONE} AND {UNDONE} AND +user_id = {uid}; "
        f"DELETE FROM changes WHERE id = {TOP_CHANGE}; "),
}

os.makedirs(outdir, exist_ok=True)
for name, sql in floors.items():
    with open(os.path.join(outdir, name + ".sql"), "w") as file:
        file.write(sql)
    with open(os.path.join(outdir, name), "w") as file:
        file.write('"' + sql.replace("\\", "\\\\").replace('"', '\\"') + '"')
