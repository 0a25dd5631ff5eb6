"""Instructions per key of `todo ui`, counted by callgrind: stable where times on a shared machine are not.

    python3 scripts/bench-ui-instructions.py TODO DB [NAME=KEYS ...]

TODO is a release build stripped of debug info only (`strip -g`: callgrind cannot read Swift's
debug info); DB a store to copy for each session (scripts/bench-ui builds one). Each session
opens the UI at 80x24 on a fresh copy, waits for its first frame, presses the keys (each after
the one before has drawn), and quits; a session pressing no key is subtracted, and what is
left, divided by the presses, is a key's cost. KEYS: keys joined by commas, `*N` to repeat
(`d,u*4` is d u d u d u d u); PgDn, PgUp and Enter by name. By default d and u, j, PgDn, G and g.
"""
import fcntl
import os
import pty
import select
import shutil
import struct
import subprocess
import sys
import tempfile
import termios

todo, db = sys.argv[1], sys.argv[2]
specs = [argument.split("=", 1) for argument in sys.argv[3:]] or [
    ["d and u (write, then read the page again)", "d,u*4"], ["j (down, within the page)", "j*20"],
    ["PgDn (a page read every other press)", "PgDn*8"], ["G and g (the last rows, then the first)", "G,g*3"]]
named = {"PgDn": b"\x1b[6~", "PgUp": b"\x1b[5~", "Enter": b"\r"}


def keys(spec):
    sequence, _, count = spec.partition("*")
    return [named.get(key, key.encode()) for key in sequence.split(",") if key] * int(count or 1)


def read_quiet(fd, quiet, first_limit=60.0):
    """Reads until nothing came for `quiet` seconds after something did; b"" at the end or after `first_limit`."""
    output = b""
    while select.select([fd], [], [], quiet if output else first_limit)[0]:
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        output += chunk
    return output


def session(presses, work):
    store = os.path.join(work, "ui.sqlite")
    shutil.copy(db, store)
    out = os.path.join(work, "callgrind.out")
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        os.execvp("valgrind", ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, todo, "ui", "--db", store])
    screen = b""
    while "open ·".encode() not in screen:
        more = read_quiet(fd, 1.0)
        if not more:
            raise SystemExit("no first frame: %r" % screen[-300:])
        screen += more
    read_quiet(fd, 0.5)
    for key in presses:
        os.write(fd, key)
        read_quiet(fd, 0.5)
    os.write(fd, b"q")
    read_quiet(fd, 1.0, first_limit=20.0)
    os.waitpid(pid, 0)
    os.close(fd)
    summary = subprocess.run(["grep", "-m1", "^summary:", out], capture_output=True, text=True).stdout
    return int(summary.split()[1])


with tempfile.TemporaryDirectory(prefix="todo-ui-instructions.") as work:
    base = session([], work)
    print("| key | presses | instructions a key |")
    print("|---|---|---|")
    for name, spec in specs:
        presses = keys(spec)
        print("| %s | %d | %.2f M |" % (name, len(presses), (session(presses, work) - base) / len(presses) / 1e6), flush=True)
    print("\nopen and quit: %.1f M" % (base / 1e6))
