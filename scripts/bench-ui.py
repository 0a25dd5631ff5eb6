"""Drives `todo ui` on a pseudo-terminal and times each key to the next frame (scripts/bench-ui)."""
import fcntl
import os
import pty
import select
import statistics
import struct
import sys
import termios
import time

todo, db = sys.argv[1], sys.argv[2]


def spawn(arguments, rows, columns):
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        os.execv(todo, [todo] + arguments + ["--db", db])
    return pid, fd


def read_until(fd, done, limit=30.0):
    """Reads until done(output) holds; returns the output and when the first byte came."""
    output, first = b"", None
    deadline = time.monotonic() + limit
    while not done(output):
        ready, _, _ = select.select([fd], [], [], max(0, deadline - time.monotonic()))
        if not ready:
            raise SystemExit("timed out; the screen so far: %r" % output[-400:])
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        if first is None:
            first = time.monotonic()
        output += chunk
    return output, first


def drain(fd, quiet=0.03):
    """Reads until the UI has written nothing for `quiet` seconds."""
    while select.select([fd], [], [], quiet)[0]:
        try:
            if not os.read(fd, 65536):
                return
        except OSError:
            return


def key_times(fd, key, count):
    times = []
    for _ in range(count):
        sent = time.monotonic()
        os.write(fd, key)
        _, first = read_until(fd, lambda output: len(output) > 0)
        times.append((first - sent) * 1000)
        drain(fd)
    return times


def row(name, times):
    times = sorted(times)
    p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
    return "| %s | %d | %.1f | %.1f | %.1f |" % (name, len(times), statistics.median(times), p95, times[-1])


def keys(rows, columns):
    pid, fd = spawn(["ui"], rows, columns)
    read_until(fd, lambda output: "open ·".encode() in output)
    drain(fd)
    lines = ["", "## Keys at %dx%d" % (columns, rows), "", "| key | presses | median | p95 | worst |", "|---|---|---|---|---|"]
    lines.append(row("j (down; past a screen and a half, a page read each screen)", key_times(fd, b"j", 200)))
    lines.append(row("k (up, within the page)", key_times(fd, b"k", 10)))
    lines.append(row("PgDn (a page read every other press)", key_times(fd, b"\x1b[6~", 50)))
    # G reads the list's last rows (backward from its end), g the first (offset 0), in turn.
    ends, starts = [], []
    for _ in range(20):
        ends += key_times(fd, b"G", 1)
        starts += key_times(fd, b"g", 1)
    lines.append(row("G from the top (the real end of the list, read backward)", ends))
    key_times(fd, b"G", 1)
    lines.append(row("PgUp from the real end, 30 screens up", key_times(fd, b"\x1b[5~", 30)))
    lines.append(row("PgDn, 30 screens down again to the end", key_times(fd, b"\x1b[6~", 30)))
    lines.append(row("k and j at the real end", key_times(fd, b"k", 10) + key_times(fd, b"j", 10)))
    lines.append(row("g (the first page, from the end)", starts))
    key_times(fd, b"g", 1)
    opens = []
    for _ in range(10):
        opens += key_times(fd, b"\r", 1)
        key_times(fd, b"q", 1)
    lines.append(row("Enter (open the memo and its history)", opens))
    writes = []
    for _ in range(10):
        writes += key_times(fd, b"d", 1)
        writes += key_times(fd, b"u", 1)
    lines.append(row("d and u (write, then read the page again)", writes))
    os.write(fd, b"q")
    os.waitpid(pid, 0)
    return lines


def startup(runs=15):
    ui, listing = [], []
    for _ in range(runs):
        started = time.monotonic()
        pid, fd = spawn(["ui"], 24, 80)
        read_until(fd, lambda output: "open ·".encode() in output)
        ui.append((time.monotonic() - started) * 1000)
        drain(fd)
        os.write(fd, b"q")
        drain(fd)
        os.waitpid(pid, 0)
        os.close(fd)
        started = time.monotonic()
        pid, fd = spawn(["list"], 24, 80)
        read_until(fd, lambda output: False)
        os.waitpid(pid, 0)
        listing.append((time.monotonic() - started) * 1000)
        os.close(fd)
    return ["", "## Start-up at 80x24", "", "| | runs | median | p95 | worst |", "|---|---|---|---|---|",
            row("todo ui, to its first frame", ui), row("todo list, to its exit", listing),
            "", "ui / list (medians): %.2f" % (statistics.median(ui) / statistics.median(listing))]


lines = keys(24, 80) + keys(60, 200) + startup()
print("\n".join(lines))
