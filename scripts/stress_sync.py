"""The sync part of scripts/stress --postgres: SQLite replicas of one user and a hub in a schema
of its own. `todo sync` killed with SIGKILL mid-sync; the hub's session ended mid-sync from a
second connection (pg_terminate_backend: what a server restart does to the syncing client,
without restarting a server the suite may not own); replicas syncing at the same moment, two
of them on one file. Every round ends with every replica and the hub holding the same memos,
each change applied exactly once.

Run through `scripts/stress --postgres URI` (with --quick for CI's smaller figures).
"""
import json
import os
import random
import signal
import subprocess
import time


def todo(binary, db, args, timeout=600):
    env = dict(os.environ, NO_COLOR="1")
    return subprocess.run([binary, *args, "--db", db, "--user", "stress"], capture_output=True, timeout=timeout, env=env)


def sync_command(binary, db, url=None):
    return [binary, "sync", *([url] if url else []), "--db", db, "--user", "stress"]


def sync(binary, db, url=None):
    """One sync that must succeed with its one line; the error line when it did not."""
    result = subprocess.run(sync_command(binary, db, url), capture_output=True, timeout=600)
    out, err = result.stdout.decode(errors="replace"), result.stderr.decode(errors="replace")
    if result.returncode != 0 or out.count("\n") != 1 or err:
        return f"sync exit {result.returncode}: {err.strip() or out.strip()}"
    return None


def memos(binary, db):
    """The store's memos as export lines without their ids (each replica's own), sorted."""
    result = todo(binary, db, ["export"])
    lines = result.stdout.decode().splitlines()
    return sorted("{" + line.split(",", 1)[1] if line.startswith('{"id":') else line for line in lines)


def titles(binary, db):
    return [json.loads(line)["title"] for line in todo(binary, db, ["export"]).stdout.decode().splitlines()]


def import_titles(binary, db, work, names):
    path = os.path.join(work, "sync-import.jsonl")
    with open(path, "w") as handle:
        handle.writelines(json.dumps({"title": name}) + "\n" for name in names)
    return todo(binary, db, ["import", path]).returncode == 0


def ids_by_title(binary, db):
    return {m["title"]: m["id"] for m in map(json.loads, todo(binary, db, ["export"]).stdout.decode().splitlines())}


def converged(binary, hub, replicas, expected):
    """Every replica syncs in turn, then each again; None when all of them and the hub hold
    the same memos, titled exactly `expected` (each once), else what differs."""
    for db in replicas + replicas:
        failed = sync(binary, db)
        if failed:
            return failed
    reference = memos(binary, hub)
    for db in replicas:
        if memos(binary, db) != reference:
            return f"{os.path.basename(db)} differs from the hub"
    names = titles(binary, hub)
    if len(names) != len(set(names)) or set(names) != expected:
        return f"hub has {len(names)} memos ({len(set(names))} titles), expected {len(expected)}"
    return None


class Hub:
    """A hub schema whose URL carries an application name of its own, so its sessions can be found."""

    def __init__(self, server):
        self.server = server
        self.schema = server.schema()
        self.name = "stress_sync_" + self.schema
        self.url = server.store(self.schema) + "&application_name=" + self.name

    def terminate(self):
        """Ends every session the sync has open on the server; how many there were."""
        return int(self.server.psql(
            f"SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = '{self.name}'"))

    def in_transaction(self):
        """Whether a sync's session has its transaction open: the sync is between its first
        write and its last, holding the user's lock."""
        return int(self.server.psql(
            f"SELECT count(*) FROM pg_stat_activity WHERE application_name = '{self.name}' AND xact_start IS NOT NULL")) > 0


def stop_at(hub, process, delay, inside):
    """Stops the sync (SIGSTOP) after `delay`, or, with `inside`, once the hub sees its
    transaction open; whether its transaction is open then (None when the sync had ended).
    Stopped, the sync stays where it was seen until the caller acts on it."""
    if not inside:
        time.sleep(delay)
        process.send_signal(signal.SIGSTOP)
        return hub.in_transaction() if process.poll() is None else None
    while True:
        process.send_signal(signal.SIGSTOP)
        if process.poll() is not None:
            return None
        if hub.in_transaction():
            return True
        process.send_signal(signal.SIGCONT)
        time.sleep(0.002)


def changing_rounds(check, binary, server, work, rounds, base, interrupt, label):
    """Rounds of changes on two replicas and the hub, each round's sync interrupted by
    `interrupt(process, delay)` at a random moment, then synced to the end."""
    started = time.time()
    hub = Hub(server)
    laptop, desktop = os.path.join(work, f"{label}-laptop.sqlite"), os.path.join(work, f"{label}-desktop.sqlite")
    expected = {f"laptop {i}" for i in range(base)}
    import_titles(binary, laptop, work, sorted(expected))
    rng = random.Random(17)
    estimate, good, interrupted, mid_sync, problems = 0.5, 0, 0, 0, []
    for round_ in range(rounds):
        ids = ids_by_title(binary, laptop)
        chosen = rng.sample(sorted(t for t in ids if t.startswith("laptop")), 60)
        todo(binary, laptop, ["modify", *(str(ids[t]) for t in chosen[:50]), f"+r{round_}"])
        todo(binary, laptop, ["rm", *(str(ids[t]) for t in chosen[50:])])
        expected -= set(chosen[50:])
        added = [f"laptop r{round_} {i}" for i in range(max(50, base // 5))]
        import_titles(binary, laptop, work, added)
        expected |= set(added)
        if round_ > 0:
            import_titles(binary, desktop, work, [f"desktop r{round_} {i}" for i in range(10)])
            expected |= {f"desktop r{round_} {i}" for i in range(10)}
        todo(binary, hub.url, ["add", f"hub r{round_}"])
        expected.add(f"hub r{round_}")
        # The laptop's syncs send, the desktop's receive; each machine's first names the hub.
        victim = laptop if round_ % 2 == 0 else desktop
        url = hub.url if round_ < 2 else None
        process = subprocess.Popen(sync_command(binary, victim, url), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        # Random moments; the last round, if none has landed mid-sync yet, aims inside the
        # sync's transaction, so every run proves what it claims.
        inside = round_ == rounds - 1 and mid_sync == 0
        outcome, landed = interrupt(hub, process, rng.uniform(0, 1) * estimate, inside)
        if isinstance(outcome, str):
            problems.append(f"round {round_}: {outcome}")
        interrupted += outcome is True
        mid_sync += landed is True
        recovering = time.time()
        failed = sync(binary, victim, url)
        # The next interruption aims within a whole sync: what the one after an early stop took.
        estimate = max(0.1, time.time() - recovering) if outcome is True else estimate / 2
        failed = failed or converged(binary, hub.url, [laptop] + ([desktop] if round_ > 0 else []), expected)
        good += failed is None and not isinstance(outcome, str)
        if failed:
            problems.append(f"round {round_}: {failed}")
    check(f"postgres sync: {label} mid-sync, {rounds} rounds on {base} memos", good == rounds and mid_sync > 0,
          f"{good} converged, {interrupted} interrupted a running sync, {mid_sync} inside its transaction"
          f" {problems[:2]}, {time.time() - started:.1f}s")


def killed(hub, process, delay, inside):
    """Kills the sync (SIGKILL) after `delay`, or inside its transaction; (whether it was
    still running, whether its transaction was open then)."""
    landed = stop_at(hub, process, delay, inside)
    process.send_signal(signal.SIGKILL)
    process.wait()
    running = process.returncode == -signal.SIGKILL
    return running, running and landed is True


def hub_dropped(hub, process, delay, inside):
    """Ends the sync's session on the server after `delay`, or inside its transaction;
    (whether that stopped it, whether its transaction was open then). The sync must then
    fail in one line (exit 1) or have finished first; what it did otherwise, as text."""
    landed = stop_at(hub, process, delay, inside)
    ended = hub.terminate()
    if process.poll() is None:
        process.send_signal(signal.SIGCONT)
    _, err = process.communicate(timeout=600)
    if process.returncode not in (0, 1) or (process.returncode == 1 and err.decode(errors="replace").count("\n") != 1):
        return f"sync exit {process.returncode} after its session was ended: {err!r}", False
    stopped_it = ended > 0 and process.returncode == 1
    return stopped_it, stopped_it and landed is True


def racing(check, binary, server, work, replicas, memos_each, rounds):
    """`replicas` replicas syncing at the same moment (the first by two processes at once),
    round after round, each changing what it received in between: every sync succeeds, and
    one more sync each in turn brings all of them to the same memos."""
    started = time.time()
    hub = Hub(server)
    paths = [os.path.join(work, f"race-{i}.sqlite") for i in range(replicas)]
    expected = set()
    failures, messages = 0, set()
    for round_ in range(rounds):
        for index, db in enumerate(paths):
            names = [f"replica {index} r{round_} {i}" for i in range(memos_each)]
            import_titles(binary, db, work, names)
            expected |= set(names)
            if round_ > 0:
                todo(binary, db, ["modify", *(str(i) for i in range(1, 11)), f"+seen{index}r{round_}"])
        commands = [sync_command(binary, db, hub.url if round_ == 0 else None) for db in paths + paths[:1]]
        workers = [subprocess.Popen(c, stdout=subprocess.PIPE, stderr=subprocess.PIPE) for c in commands]
        for worker in workers:
            _, err = worker.communicate(timeout=600)
            if worker.returncode != 0:
                failures += 1
                messages.add(err.decode(errors="replace").strip()[:120])
    problem = converged(binary, hub.url, paths, expected)
    check(f"postgres sync: {replicas} replicas racing (one by two processes), {rounds} rounds",
          failures == 0 and problem is None, f"{failures} failed {sorted(messages)[:2]}, {problem or 'converged'}, {time.time() - started:.1f}s")


def main(check, binary, server, work, quick):
    if quick:
        changing_rounds(check, binary, server, work, 3, 1000, killed, "kill -9")
        changing_rounds(check, binary, server, work, 3, 1000, hub_dropped, "hub session ended")
        racing(check, binary, server, work, 4, 50, 2)
    else:
        changing_rounds(check, binary, server, work, 12, 20000, killed, "kill -9")
        changing_rounds(check, binary, server, work, 12, 20000, hub_dropped, "hub session ended")
        racing(check, binary, server, work, 10, 500, 5)
