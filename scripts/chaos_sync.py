#!/usr/bin/python3
"""The chaos test of issue 32: five replicas of one user change the same memos at random and
sync through a hub and a CalDAV task list, with everything that goes wrong in life.

    python3 scripts/chaos_sync.py --hub URI [--steps N] [--seed N] [--binary PATH]

- Three SQLite replicas of a hub (a schema of its own on the server URI names); the first is
  also the bridge to the CalDAV task list, which two phones (Python's `caldav`, as
  scripts/caldav-phone plays one, on the Radicale of $TODO_TEST_CALDAV_*) change too.
- Each step, one of them acts: adds a memo (a third of them recurring daily), sets a
  priority or a project, completes one (recurring ones too), deletes one, or syncs. A replica
  goes offline for stretches (no sync); every clock but the servers' is off by up to ±10 min:
  each phone's (it stamps LAST-MODIFIED) and each replica's, whose every `todo` runs under
  libfaketime (Debian's `faketime`), so the binary's own clock_gettime and SQLite's 'now' are
  moved, with nothing in todo to tell it; a sync is killed with SIGKILL at a random moment, or
  has its hub sessions ended mid-sync (what a hub restart does to it).
- Then a quiescent round (every replica syncs, three times over) and the checks:
  every replica's canonical export equals the hub's (ids aside); the phones' list holds a
  task for every memo; 0 duplicates (a title other than a recurring one's held once, a
  recurring series open at most once); 0 missed occurrences (a series completed and not
  deleted has its next memo open); 0 lost edits (each field written holds its newest write,
  newest by when it was made, of the memos nobody deleted).

The seed is printed on failure; TODO_CHAOS_SEED (or --seed) replays a run. CI runs the short
form (.ci/run); scripts/stress --postgres URI --chaos runs the long one.
"""
import argparse
import contextlib
import importlib.machinery
import importlib.util
import io
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import time
import types
import uuid

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PRIORITIES = {"H": 1, "M": 5, "L": 9}
# How far apart two writes of one field on two machines may be and still go either way: a
# second (stamps are whole seconds) and the error of each writer's hub-clock offset (25 ms).
PRECISION = 1 + 2 * 0.025


def load_phone():
    loader = importlib.machinery.SourceFileLoader("caldav_phone", os.path.join(ROOT, "scripts", "caldav-phone"))
    spec = importlib.util.spec_from_loader("caldav_phone", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


class Chaos:
    def __init__(self, binary, hub_server, seed, work):
        self.rng = random.Random(seed)
        self.binary, self.work = binary, work
        self.schema = "chaos_" + uuid.uuid4().hex[:12]
        self.server = hub_server
        self.psql(f"CREATE SCHEMA {self.schema}")
        self.name = "chaos_" + self.schema
        self.hub = hub_server + ("&" if "?" in hub_server else "?") + f"options=-csearch_path%3D{self.schema}&application_name={self.name}"
        self.replicas = [os.path.join(work, f"replica-{i}.sqlite") for i in range(3)]
        self.phone = load_phone()
        self.account = types.SimpleNamespace(
            user=os.environ["TODO_TEST_CALDAV_USER"], password=os.environ["TODO_TEST_CALDAV_PASSWORD"], ca=None)
        self.collection = self.phone_call("make_collection", server=os.environ["TODO_TEST_CALDAV_URL"],
                                          name="chaos-" + uuid.uuid4().hex[:10], components="VTODO", display=None).strip()
        self.skews = [self.rng.randint(-600, 600) for _ in range(2)]
        self.replica_skews = [self.rng.randint(-600, 600) for _ in range(3)]
        self.faketime = shutil.which("faketime")
        if self.faketime is None:
            raise SystemExit("chaos: no faketime (apt-get install faketime): the replicas' clocks cannot be skewed")
        self.netrc = os.path.join(work, "home")
        os.makedirs(self.netrc, exist_ok=True)
        with open(os.path.join(self.netrc, ".netrc"), "w") as handle:
            handle.write(f"machine 127.0.0.1 login {self.account.user} password {self.account.password}\n")
        os.chmod(os.path.join(self.netrc, ".netrc"), 0o600)
        self.offline_until = [0, 0, 0]
        self.writes = []  # (start, end, uuid, field, value, writer, certain)
        # What the bridge and the list may last have agreed on (each memo's priority and project):
        # the bridge's memos after its last sync that succeeded, and after each that failed since.
        self.bridge_bases = [{}]
        self.started = time.time()
        self.deleted = set()
        self.counter = 0
        self.series_uuids = {}
        self.events = {"kill -9": 0, "hub sessions ended": 0, "offline": 0, "phone ops": 0, "syncs": 0}

    # MARK: - Running things

    def psql(self, sql):
        result = subprocess.run(["psql", self.server, "-X", "-A", "-t", "-q", "-c", sql], capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(result.stderr.strip())
        return result.stdout.strip()

    def env(self):
        # The monotonic clock is left alone: only the wall clock is a machine's to get wrong.
        return dict(os.environ, NO_COLOR="1", HOME=self.netrc, TZ="UTC", XDG_CONFIG_HOME="/nonexistent",
                    FAKETIME_DONT_FAKE_MONOTONIC="1")

    def clock(self, db):
        """What a run of todo on `db` starts with: a replica's runs under its own skewed clock
        (`faketime`, which makes the shared memory its libfaketime reads before it starts the
        binary: a libfaketime that must make it itself calls setenv while Swift's runtime
        starts, which loses the arguments); the hub's under the machine's."""
        return [self.faketime, "-f", f"{self.replica_skews[self.replicas.index(db)]:+d}s"] if db in self.replicas else []

    def todo(self, db, *args):
        result = subprocess.run([*self.clock(db), self.binary, args[0], "--db", db, "--user", "chaos", *args[1:]],
                                capture_output=True, text=True, env=self.env(), timeout=300)
        return result

    def phone_call(self, command, skew=0, **fields):
        os.environ["TODO_PHONE_CLOCK_SKEW"] = str(skew)
        output = io.StringIO()
        with contextlib.redirect_stdout(output):
            getattr(self.phone, command)(types.SimpleNamespace(**vars(self.account), **fields))
        return output.getvalue()

    def memos(self, db):
        result = self.todo(db, "export")
        return [json.loads(line) for line in result.stdout.splitlines()] if result.returncode == 0 else []

    def tasks(self):
        return [self.phone.describe(r) for r in self.phone.resources(self.phone.collection(self.account, self.collection))]

    # MARK: - Steps

    def step(self, number):
        actor = self.rng.randrange(5)
        if actor >= 3:
            self.phone_step(actor - 3)
            return
        db = self.replicas[actor]
        roll = self.rng.random()
        if roll < 0.07 and self.offline_until[actor] <= number:
            self.offline_until[actor] = number + self.rng.randint(3, 12)
            self.events["offline"] += 1
        elif roll < 0.5:
            if self.offline_until[actor] <= number:
                self.sync(actor)
        else:
            self.edit(db)

    def edit(self, db):
        writer = f"replica {self.replicas.index(db)}"
        memos = [m for m in self.memos(db) if not m["done"]]
        roll = self.rng.random()
        if roll < 0.3 or not memos:
            self.counter += 1
            words = [f"chaos {self.counter}"]
            if self.rng.random() < 0.33:
                words = [f"series {self.counter}", "recur:daily", f"due:2026-12-{self.rng.randint(1, 28):02d}"]
            self.todo(db, "add", *words)
            return
        memo = self.rng.choice(memos)
        if roll < 0.55:
            value = self.rng.choice("HML")
            start = time.time()
            if self.changed(self.todo(db, "modify", str(memo["id"]), f"pri:{value}")):
                self.writes.append((start, time.time(), memo["uuid"], "priority", value, writer, True))
        elif roll < 0.75:
            value = f"p{self.counter}x{self.rng.randint(0, 999)}"
            start = time.time()
            if self.changed(self.todo(db, "modify", str(memo["id"]), f"project:{value}")):
                self.writes.append((start, time.time(), memo["uuid"], "project", value, writer, True))
        elif roll < 0.92:
            self.todo(db, "done", str(memo["id"]))
        elif self.todo(db, "rm", str(memo["id"])).returncode == 0:
            self.deleted.add(memo["uuid"])

    @staticmethod
    def changed(result):
        """Whether a `modify` changed its memo: one that set a field to the value it already held
        here says `no change`, writes nothing and stamps nothing, so it is no write (a value that
        arrived here earlier stays stamped as when it was made elsewhere, as Taskwarrior records
        no operation for it either)."""
        return result.returncode == 0 and not result.stdout.rstrip().endswith(": no change")

    def phone_step(self, index):
        skew = self.skews[index]
        # In an order of their own, not the server's: a seed replays the same choices.
        tasks = sorted((t for t in self.tasks() if t["status"] != "COMPLETED"), key=lambda t: (t["summary"] or "", t["due"] or ""))
        self.events["phone ops"] += 1
        roll = self.rng.random()
        if roll < 0.2 or not tasks:
            self.counter += 1
            self.phone_call("add", skew, collection=self.collection, summary=f"phone {self.counter}", fields=[])
            return
        task = self.rng.choice(tasks)
        if roll < 0.7:
            value = self.rng.choice("HML")
            start = time.time()
            self.phone_call("edit", skew, collection=self.collection, uid=task["uid"], fields=[f"priority={PRIORITIES[value]}"])
            if self.held(task)["priority"] != value:
                # Set back to what the bridge and the list last agreed on (maybe), the task reads
                # as if its priority never changed: CalDAV keeps no history of a task.
                back = any(base.get(task["uid"].lower(), {}).get("priority") == value for base in self.bridge_bases)
                self.writes.append((start, time.time(), task["uid"].lower(), "priority", value, "phone" + ", set back" * back, not back))
            self.resent(task, start, ("project",) if self.held(task)["priority"] != value else ("priority", "project"))
        elif roll < 0.9:
            start = time.time()
            self.phone_call("complete", skew, collection=self.collection, uid=task["uid"])
            self.resent(task, start, ("priority", "project"))
        else:
            self.phone_call("delete", skew, collection=self.collection, uid=task["uid"])
            self.deleted.add(task["uid"].lower())

    @staticmethod
    def held(task):
        """A task's priority and project as a memo holds them."""
        number = task["priority"]
        priority = None if number in (None, 0) else "H" if number <= 4 else "M" if number == 5 else "L"
        return {"priority": priority, "project": task["project"]}

    def resent(self, task, start, fields):
        """A phone sends all of a task at every change, as a task is one resource, and CalDAV
        keeps one time per task: each of `fields` that it sends unchanged by this change counts
        as changed now when it differs from what the bridge and the list last agreed on (a
        value a phone set that the bridge has not read yet; README: "each field a phone changed
        counts as changed when the server stored the task"). Maybe so, when a sync of the
        bridge failed since its last that succeeded (it may or may not have agreed on more)."""
        uid = task["uid"].lower()
        for field in fields:
            value = self.held(task)[field]
            differs = [base.get(uid, {}).get(field, "no base") != value for base in self.bridge_bases]
            if value is not None and any(differs):
                self.writes.append((start, time.time(), uid, field, value, "phone, sent again", all(differs)))

    def maybe_written_back(self, db):
        """The bridge killed mid-sync may have written tasks to the list before its own commit:
        the next sync reads them back as changes the server stored now (CalDAV keeps no time
        per field, and the bridge kept no record of writing them). What it may have written is
        what it held then; each such value counts as maybe written now."""
        now = time.time()
        for memo in self.memos(db):
            for field in ("priority", "project"):
                self.writes.append((now, now, memo["uuid"], field, memo[field], "the bridge, killed, maybe written back", False))

    def sync(self, actor, interrupt=True):
        result = self.run_sync(actor, interrupt)
        if actor == 0:
            held = {m["uuid"].lower(): {"priority": m["priority"], "project": m["project"]} for m in self.memos(self.replicas[0])}
            self.bridge_bases = [held] if result == 0 else self.bridge_bases + [held]
        return result

    def run_sync(self, actor, interrupt):
        db = self.replicas[actor]
        first = not self.remembered(db)
        command = [self.binary, "sync", "--db", db, "--user", "chaos"]
        if first:
            # The first sync names the hub (and, for the bridge, then the list).
            result = subprocess.run(self.clock(db) + command[:2] + [self.hub] + command[2:], capture_output=True, env=self.env())
            if actor == 0 and result.returncode == 0:
                result = subprocess.run(self.clock(db) + command[:2] + [self.collection] + command[2:], capture_output=True, env=self.env())
            return result.returncode
        self.events["syncs"] += 1
        # A session of its own: the SIGKILL goes to todo and to the faketime that waits on it.
        process = subprocess.Popen(self.clock(db) + command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=self.env(),
                                   start_new_session=True)
        roll = self.rng.random() if interrupt else 1
        if roll < 0.12:
            time.sleep(self.rng.uniform(0, 0.12))
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGKILL)
                self.events["kill -9"] += 1
                if actor == 0:
                    self.maybe_written_back(db)
                # What faketime would have removed had it lived, named by its pid.
                for name in (f"faketime_shm_{process.pid}", f"sem.faketime_sem_{process.pid}"):
                    with contextlib.suppress(OSError):
                        os.unlink(os.path.join("/dev/shm", name))
        elif roll < 0.22:
            time.sleep(self.rng.uniform(0, 0.12))
            self.psql(f"SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = '{self.name}'")
            self.events["hub sessions ended"] += 1
        process.wait()
        return process.returncode

    def remembered(self, db):
        import sqlite3
        try:
            # Read-only: connecting must not make the file a first sync would refuse.
            with contextlib.closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True)) as connection:
                return connection.execute("SELECT count(*) FROM sync_hubs").fetchone()[0] > 0
        except sqlite3.Error:
            return False

    # MARK: - The end

    def quiesce(self):
        """Every replica syncs in turn, three times over, the bridge first each time; the
        failures, as text."""
        failures = []
        for _ in range(3):
            for actor in range(3):
                if not self.remembered(self.replicas[actor]):
                    if self.sync(actor, interrupt=False) != 0:
                        failures.append(f"replica {actor}: its first sync failed")
                    continue
                result = subprocess.run([*self.clock(self.replicas[actor]), self.binary, "sync", "--db", self.replicas[actor], "--user", "chaos"],
                                        capture_output=True, text=True, env=self.env())
                if result.returncode != 0:
                    failures.append(f"replica {actor}: {result.stderr.strip()}")
        return failures[-3:]

    def check(self):
        problems = []
        canonical = lambda db: sorted(json.dumps({k: v for k, v in m.items() if k != "id"}, sort_keys=True) for m in self.memos(db))
        hub = canonical(self.hub)
        for index, db in enumerate(self.replicas):
            if canonical(db) != hub:
                problems.append(f"replica {index}'s export differs from the hub's")
        memos = self.memos(self.hub)
        uuids = {m["uuid"].lower() for m in memos}
        tasks = {t["uid"].lower() for t in self.tasks()}
        if tasks != uuids:
            problems.append(f"the phones' list and the hub differ: {len(tasks - uuids)} tasks, {len(uuids - tasks)} memos of their own")
        by_title = {}
        for memo in memos:
            by_title.setdefault(memo["title"], []).append(memo)
        for title, group in by_title.items():
            recurring = any(m["recur"] for m in group)
            open_ = [m for m in group if not m["done"]]
            if not recurring and len(group) > 1:
                problems.append(f"duplicate: {title} held {len(group)} times")
            if recurring and len(open_) > 1:
                problems.append(f"duplicate: series {title} open {len(open_)} times")
            if recurring and not open_ and not any(m["uuid"].lower() in self.deleted for m in group) \
                    and not self.series_deleted(title):
                problems.append(f"missed occurrence: series {title} has no open memo")
        current = {m["uuid"].lower(): m for m in memos}
        # 0 lost edits: each field written holds the newest write, newest by when it was made
        # (the wall clock of this script, not the writers' skewed ones: a person's "later"),
        # a second's tie aside. A write was made between when its command began and ended.
        newest = {}
        for start, end, memo_uuid, field, value, writer, certain in self.writes:
            newest.setdefault((memo_uuid.lower(), field), []).append((start, end, value, writer, certain))
        lost = []
        for (memo_uuid, field), writes in newest.items():
            if memo_uuid in self.deleted or memo_uuid not in current:
                continue
            latest = max((start for start, _, _, _, certain in writes if certain), default=None)
            if latest is None:
                continue  # only values the bridge maybe wrote back: nobody wrote the field
            # The precision README states: stamps are whole seconds of the hub's clock, which
            # each replica knows to within 25 ms (a phone's are the server's own), and in one
            # second the greater identity wins; so a write that ended less than PRECISION before
            # the newest began may hold the field, and no earlier one may.
            allowed = {value for _, end, value, _, _ in writes if end >= latest - PRECISION}
            if current[memo_uuid].get(field) not in allowed:
                history = ", ".join(f"{value} by {writer} at {start - self.started:.1f}s" + ("" if certain else " (maybe)")
                                    for start, _, value, writer, certain in sorted(writes))
                lost.append(f"{memo_uuid[:8]}.{field} = {current[memo_uuid].get(field)!r}, written {history}")
        if lost:
            problems.append(f"lost edits ({len(lost)} of {len(newest)}): " + "; ".join(lost[:3]))
        return problems, len(memos), len(newest)

    def series_deleted(self, title):
        """Whether a memo of the series `title` was deleted (its open occurrence among them)."""
        return any(uid in self.deleted for uid in self.series_uuids.get(title, ()))

    def drop(self):
        with contextlib.suppress(RuntimeError):
            self.psql(f"DROP SCHEMA {self.schema} CASCADE")


def run(binary, hub_server, steps, seed, work):
    """One chaos run; (passed, the line that says how it went)."""
    started = time.time()
    chaos = Chaos(binary, hub_server, seed, work)
    try:
        for actor in range(3):
            chaos.sync(actor)
        for number in range(steps):
            chaos.step(number)
            # Which series each memo belongs to, as its replicas see it: a deletion of any
            # occurrence excuses the series from the missed-occurrence check.
            for memo in chaos.memos(chaos.replicas[number % 3]):
                if memo["recur"]:
                    chaos.series_uuids.setdefault(memo["title"], set()).add(memo["uuid"].lower())
        failures = chaos.quiesce()
        problems, count, fields = chaos.check()
        problems = ([f"the quiescent syncs failed: {failures}"] if failures else []) + problems
        summary = (f"{steps} steps, {count} memos, {fields} fields written, skews: phones {chaos.skews} s, replicas {chaos.replica_skews} s, "
                   + ", ".join(f"{name} {n}" for name, n in chaos.events.items()) + f", {time.time() - started:.1f}s")
        if problems:
            return False, f"seed {seed} ({summary}): " + " | ".join(problems) + f"\nreplay: TODO_CHAOS_SEED={seed}"
        return True, f"seed {seed}: {summary}"
    finally:
        chaos.drop()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--hub", required=True, help="a PostgreSQL server URI (a schema of its own is made there)")
    parser.add_argument("--steps", type=int, default=120)
    parser.add_argument("--seed", type=int, default=int(os.environ.get("TODO_CHAOS_SEED", "0")) or random.randrange(1, 10**9))
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "todo"))
    options = parser.parse_args()
    import tempfile
    with tempfile.TemporaryDirectory(prefix="todo-chaos-") as work:
        passed, line = run(options.binary, options.hub, options.steps, options.seed, work)
    print(("chaos: " if passed else "chaos FAILED: ") + line)
    sys.exit(0 if passed else 1)


if __name__ == "__main__":
    main()
