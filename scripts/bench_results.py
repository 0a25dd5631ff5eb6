"""Writes one bench script's block of bench/RESULTS.md where it stands, and nothing else.

A block is the script's heading, what the run measured, and an end marker naming the script.
A later run replaces the block between its heading and its marker; the notes written by hand
after the marker (or anywhere else in the file) stay. A file without the block gets it at the
end, or at the top for scripts/bench's own table. Imported by the bench scripts' Python parts,
which run from the repository's root.
"""
import os


def end_marker(script):
    return f"<!-- {script} writes the text from the heading above to here; notes go below -->"


def write_block(path, script, block, top=False):
    """Puts `block` (its first line the heading) in place of `script`'s block in `path`."""
    heading = block.split("\n", 1)[0]
    marker = end_marker(script)
    new = block.rstrip("\n") + "\n\n" + marker + "\n"
    text = open(path).read() if os.path.exists(path) else ""
    end = text.find(marker + "\n")
    # The block starts at the last heading line before its marker: a hand-written section of
    # the same title earlier in the file is not the script's.
    start = text.rfind(heading + "\n", 0, end) if end >= 0 else -1
    while start > 0 and text[start - 1] != "\n":
        start = text.rfind(heading + "\n", 0, start - 1)
    if end >= 0 and start >= 0:
        text = text[:start] + new + text[end + len(marker) + 1:]
    elif top:
        text = new + ("\n" + text if text else "")
    else:
        text = (text.rstrip("\n") + "\n\n" if text else "") + new
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w") as file:
        file.write(text)
