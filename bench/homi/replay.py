#!/usr/bin/python3
"""Replay one forage suite of a coreutils tool natively, coverage over time.

  bench/homi/replay.py SUITE --tool T --gcov-dir G --time S --out F.json

As bench/coreutils.py replay (argv, stdin, files in a scratch directory, as
nobody when run as root, counts under GCOV_PREFIX, gcov of src/T.c only),
but in the order the tests were written, with gcov at 12 points of the run
(tests.jsonl's "seconds" <= S*k/12; vdir's source is ls.c, ginstall's
install.c), so the JSON holds a curve of branches
taken against time, and the set of branches taken at the end ("line:index")
for exclusively covered branches.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import coreutils  # noqa: E402  (bench/coreutils.py)


# Tools whose main source is another's: coreutils builds vdir and dir from
# ls.c, ginstall from install.c.
SOURCE = {"vdir": "ls", "dir": "ls", "ginstall": "install"}


def branch_set(gcov_dir, tool, root):
    tool = SOURCE.get(tool, tool)
    objdir = os.path.join(os.path.abspath(gcov_dir), "src")
    counted = root + objdir
    # The counts go where the build was made, which may not be where it is
    # now (a moved tree): find them.
    for d, _, files in os.walk(root):
        if tool + ".gcda" in files and d.endswith("/src"):
            counted = d
    os.makedirs(counted, exist_ok=True)
    shutil.copy(os.path.join(objdir, tool + ".gcno"), counted)
    gcda = os.path.join(counted, tool + ".gcda")
    if not os.path.exists(gcda):
        gcda = os.path.join(counted, tool + ".gcno")
    out = subprocess.run(["gcov", "-b", "--json-format", "--stdout", "-o",
                          counted, gcda], cwd=counted, capture_output=True,
                         check=True).stdout
    taken, total = set(), 0
    for doc in out.decode().splitlines():
        if not doc.strip():
            continue
        for f in json.loads(doc)["files"]:
            if not f["file"].endswith("src/" + tool + ".c"):
                continue
            for line in f["lines"]:
                for i, b in enumerate(line.get("branches", [])):
                    total += 1
                    if b["count"] > 0:
                        taken.add("%d:%d" % (line["line_number"], i))
    return taken, total


def main():
    p = argparse.ArgumentParser()
    p.add_argument("suite")
    p.add_argument("--tool", required=True)
    p.add_argument("--gcov-dir", required=True)
    p.add_argument("--time", type=float, required=True)
    p.add_argument("--out", required=True)
    p.add_argument("--timeout", type=float, default=2)
    a = p.parse_args()
    exe = os.path.join(os.path.abspath(a.gcov_dir), "src", a.tool)
    seconds = []
    path = os.path.join(a.suite, "tests.jsonl")
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                if line.strip():
                    t = json.loads(line)
                    if "env" in t:
                        seconds.append(t.get("seconds", 0.0))
    tests = coreutils.forage_tests(path, a.tool) if os.path.exists(path) else []
    order = sorted(range(len(tests)), key=lambda i: seconds[i])
    points = [a.time * k / 12 for k in range(1, 13)]
    curve = []
    with tempfile.TemporaryDirectory(prefix="homi-gcda.") as root:
        os.chmod(root, 0o777)
        done = 0
        for t in points:
            batch = []
            while done < len(order) and (seconds[order[done]] <= t or t == points[-1]):
                batch.append(tests[order[done]])
                done += 1
            coreutils.replay(batch, exe, root, a.timeout)
            taken, total = branch_set(a.gcov_dir, a.tool, root)
            curve.append([t, len(taken)])
    result = {"tool": a.tool, "tests": len(tests), "branches_total": total,
              "branches_taken": len(taken), "curve": curve,
              "taken": sorted(taken)}
    with open(a.out, "w") as f:
        json.dump(result, f)
        f.write("\n")


if __name__ == "__main__":
    main()
