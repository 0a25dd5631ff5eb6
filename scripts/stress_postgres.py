"""The PostgreSQL part of scripts/stress: load, kill -9 during import and undo, racing undos,
sync (scripts/stress_sync.py) and bad connections, each in a schema of its own on the server
the URI names.

Run through `scripts/stress --postgres URI` (with --quick for CI's smaller figures).
"""
import json
import os
import random
import signal
import subprocess
import time
import uuid

import stress_sync


class Postgres:
    """The server under test; every check gets a fresh schema, dropped at the end."""

    def __init__(self, uri):
        self.uri = uri
        self.schemas = []

    def psql(self, sql, schema=None):
        uri = self.store(schema) if schema else self.uri
        result = subprocess.run(["psql", uri, "-X", "-A", "-t", "-q", "-v", "ON_ERROR_STOP=1", "-c", sql],
                                capture_output=True, text=True, timeout=120)
        if result.returncode != 0:
            raise RuntimeError(result.stderr.strip())
        return result.stdout.strip()

    def schema(self):
        name = "stress_" + uuid.uuid4().hex[:12]
        self.psql(f"CREATE SCHEMA {name}")
        self.schemas.append(name)
        return name

    def store(self, schema):
        """The URI todo is given: the server, with the schema as its search path."""
        return self.uri + ("&" if "?" in self.uri else "?") + "options=-csearch_path%3D" + schema

    def count(self, schema, where="true"):
        return int(self.psql(f"SELECT count(*) FROM memos WHERE {where}", schema))

    def drop_all(self):
        for name in self.schemas:
            try:
                self.psql(f"DROP SCHEMA {name} CASCADE")
            except RuntimeError:
                pass


def run(binary, db, args, user="stress", timeout=600):
    env = dict(os.environ, NO_COLOR="1")
    return subprocess.run([binary, "--db", db, "--user", user, *args], capture_output=True, timeout=timeout, env=env)


def load(check, binary, server, work, processes, adds):
    """Several processes adding at once, starting on an empty schema: every add succeeds
    with an id of its own, and the schema is created once under the advisory lock."""
    schema = server.schema()
    db = server.store(schema)
    script = 'for i in $(seq %d); do "$0" --db "$2" --user load add "p$1 memo $i" >>"$3" || echo FAIL >>"$3.fail"; done' % adds
    started = time.time()
    workers = [subprocess.Popen(["sh", "-c", script, binary, str(p), db, os.path.join(work, f"pg-ids{p}")],
                                stderr=subprocess.DEVNULL) for p in range(processes)]
    for worker in workers:
        worker.wait()
    elapsed = time.time() - started
    failures = sum(os.path.exists(os.path.join(work, f"pg-ids{p}.fail")) for p in range(processes))
    ids = []
    for p in range(processes):
        path = os.path.join(work, f"pg-ids{p}")
        if os.path.exists(path):
            with open(path) as handle:
                ids += [int(line) for line in handle if line.strip()]
    expected = processes * adds
    stored = server.count(schema)
    check(f"postgres load: {processes} processes x {adds} adds on an empty schema",
          failures == 0 and len(ids) == expected and len(set(ids)) == expected and stored == expected,
          f"{len(set(ids))} unique ids of {expected}, {failures} failed, {stored} stored, {elapsed:.1f}s")


def crash(check, binary, server, work, rounds, lines):
    """kill -9 at random moments during an import and during its undo: all of it or none."""
    schema = server.schema()
    db = server.store(schema)
    source = os.path.join(work, "pg-import.jsonl")
    with open(source, "w") as handle:
        for i in range(lines):
            handle.write(json.dumps({"title": f"imported {i}", "body": "x" * (i % 50)}) + "\n")
    run(binary, db, ["add", "before the crashes"])
    started = time.time()
    run(binary, db, ["import", source])
    duration = time.time() - started
    run(binary, db, ["undo"])
    rng = random.Random(11)
    intact, outcomes = 0, {"none": 0, "all": 0, "partial": 0}
    for _ in range(rounds):
        before = server.count(schema)
        process = subprocess.Popen([binary, "--db", db, "--user", "stress", "import", source],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.1, 1.5) * duration)
        process.send_signal(signal.SIGKILL)
        process.wait()
        # The server notices the lost client and rolls back; wait until its session is gone.
        wait_for_sessions(server)
        after = server.count(schema)
        state = "none" if after == before else "all" if after == before + lines else "partial"
        outcomes[state] += 1
        added = run(binary, db, ["add", "after a crash"])
        intact += state != "partial" and added.returncode == 0
        if state == "all":
            run(binary, db, ["undo"])
            run(binary, db, ["undo"])
    check(f"postgres crash: kill -9 during import of {lines} lines, {rounds} times", intact == rounds,
          f"{intact} intact ({outcomes['none']} none, {outcomes['all']} all, {outcomes['partial']} partial)")

    intact = 0
    undo_rounds = max(2, rounds // 4)
    for _ in range(undo_rounds):
        run(binary, db, ["import", source])
        before = server.count(schema)
        process = subprocess.Popen([binary, "--db", db, "--user", "stress", "undo"],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.0, 0.5) * duration)
        process.send_signal(signal.SIGKILL)
        process.wait()
        wait_for_sessions(server)
        after = server.count(schema)
        intact += after in (before, before - lines)
        if after == before:
            run(binary, db, ["undo"])
    check(f"postgres crash: kill -9 during undo of a {lines}-line import, {undo_rounds} times",
          intact == undo_rounds, f"{intact} intact")


def undo_race(check, binary, server, work, rounds, commands):
    """Two processes undoing at once never take back one command twice: every command is
    taken back exactly once, and nothing is left."""
    good = 0
    for _ in range(rounds):
        schema = server.schema()
        db = server.store(schema)
        for i in range(commands):
            run(binary, db, ["add", f"memo {i}"])
        script = 'for i in $(seq %d); do "$0" --db "$1" --user stress undo >>"$2" 2>>"$2.err"; done' % (commands // 2)
        outputs = [os.path.join(work, f"pg-undo-{schema}-{p}") for p in range(2)]
        workers = [subprocess.Popen(["sh", "-c", script, binary, db, out]) for out in outputs]
        for worker in workers:
            worker.wait()
        lines = []
        for out in outputs:
            if os.path.exists(out):
                with open(out) as handle:
                    lines += [line for line in handle if line.strip()]
        left = server.count(schema)
        history = int(server.psql("SELECT count(*) FROM changes", schema))
        good += len(lines) == commands and len(set(lines)) == commands and left == 0 and history == 0
    check(f"postgres undo race: two processes undoing {commands} adds at once, {rounds} times",
          good == rounds, f"{good} of {rounds} took back each command exactly once")


def bad_connections(check, binary, server, work):
    """Unreachable server, refused login, another program's tables: one line on stderr,
    exit 1, the password never shown, nothing changed."""
    secret = "hunter2-" + uuid.uuid4().hex[:6]
    separator = "&" if "?" in server.uri else "?"
    cases = [
        ("unreachable server", f"postgresql://someone:{secret}@/todo?host=/nonexistent-todo-dir"),
        ("refused login", server.uri + separator + f"user=nobody_todo_stress&password={secret}"),
        ("unreadable password", f"postgresql://someone:{secret}%zz@localhost/todo"),
    ]
    foreign = server.schema()
    server.psql("CREATE TABLE accounts (id int PRIMARY KEY); INSERT INTO accounts VALUES (7)", foreign)
    cases.append(("another program's tables", server.store(foreign)))
    for name, db in cases:
        result = run(binary, db, ["add", "never stored"], timeout=60)
        err = result.stderr.decode(errors="replace")
        ok = (result.returncode == 1 and err.count("\n") == 1 and secret not in err and secret not in
              result.stdout.decode(errors="replace") and "postgresql://" not in err)
        check(f"postgres bad connection: {name}", ok, f"exit {result.returncode}: {err.strip()}")
    tables = server.psql(f"SELECT string_agg(tablename, ',') FROM pg_tables WHERE schemaname = '{foreign}'")
    check("postgres bad connection: another program's schema left untouched",
          tables == "accounts" and server.psql("SELECT id FROM accounts", foreign) == "7", tables)


def wait_for_sessions(server, timeout=30):
    """Waits until no other client session is running a statement (a killed client's is rolled back)."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        active = int(server.psql("SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend' "
                                 "AND pid <> pg_backend_pid() AND datname = current_database()"))
        if active == 0:
            return
        time.sleep(0.05)


def main(check, binary, uri, work, quick):
    server = Postgres(uri)
    try:
        if quick:
            load(check, binary, server, work, 8, 25)
            crash(check, binary, server, work, 4, 20000)
            undo_race(check, binary, server, work, 2, 20)
            stress_sync.main(check, binary, server, work, quick)
        else:
            load(check, binary, server, work, 8, 200)
            crash(check, binary, server, work, 12, 200000)
            undo_race(check, binary, server, work, 5, 40)
            stress_sync.main(check, binary, server, work, quick)
        bad_connections(check, binary, server, work)
    finally:
        server.drop_all()
