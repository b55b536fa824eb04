#!/usr/bin/env python3
# bench/coreutils.py: the replay and tables of bench/coreutils.sh, the
# coreutils experiment of KLEE's OSDI'08 paper (Section 5.2) with forage and
# KLEE side by side: reads KLEE's .ktest files and forage's tests.jsonl,
# reruns each test natively on a gcov build and measures the tool's coverage.
"""Replay KLEE and forage suites of a coreutils tool natively, with gcov.

  coreutils.py replay --tool T --gcov-dir G --klee DIR | --forage DIR --out F
      replays every test of the suite against G/src/T (argv, stdin from a
      file, the symbolic files A, B, ... in a scratch directory that is the
      working directory, each run under --timeout seconds), then writes the
      gcov line and branch coverage of src/T.c to F (JSON).
  coreutils.py table OUT
      writes OUT/table.md (and OUT/coverage.png if matplotlib is there) from
      OUT/TOOL/{klee,forage}.json.
"""

import argparse
import glob
import json
import os
import pwd
import re
import shutil
import struct
import subprocess
import sys
import tempfile


class Test:
    """One concrete run of a tool: its argv (argv[0] included), stdin and
    the files its working directory holds."""

    def __init__(self, argv, stdin=b"", files=None):
        self.argv = argv
        self.stdin = stdin
        self.files = files or {}


def read_ktest(path):
    """Parses a KLEE .ktest file (KLEE's lib/Basic/KTest.cpp: "KTEST",
    then big-endian u32 fields) into (args, [(name, bytes)])."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:5] not in (b"KTEST", b"BOUT\n"):
        raise ValueError(path + ": not a .ktest file")
    pos = 5

    def u32():
        nonlocal pos
        (value,) = struct.unpack_from(">I", data, pos)
        pos += 4
        return value

    def blob():
        nonlocal pos
        n = u32()
        pos += n
        return data[pos - n:pos]

    version = u32()
    args = [blob().decode("utf-8", "replace") for _ in range(u32())]
    if version >= 2:
        u32()  # symArgvs
        u32()  # symArgvLen
    objects = []
    for _ in range(u32()):
        name = blob().decode("utf-8", "replace")
        objects.append((name, blob()))
    return args, objects


def until_nul(b):
    return b.split(b"\0", 1)[0]


def ktest_to_test(path, tool):
    """KLEE's POSIX runtime names its objects argNN (the symbolic
    arguments, in order), A_data, B_data, ... (the symbolic files' contents;
    A-data in older KLEEs) and stdin; the *_stat objects, n_args and
    model_version have no native counterpart."""
    _, objects = read_ktest(path)
    argv, stdin, files = [tool.encode()], b"", {}
    for name, data in objects:
        if re.fullmatch(r"arg\d+", name):
            argv.append(until_nul(data))
        elif name == "stdin":
            stdin = data
        elif re.fullmatch(r"[A-Z]([-_]data)?", name):
            files[name[0]] = data
    return Test(argv, stdin, files)


def forage_tests(path, tool):
    """forage's tests.jsonl: each line's "env" holds argv (argv[0]
    included), stdin and files, bytes as lowercase hex."""
    tests = []
    with open(path) as f:
        for line in f:
            if not line.strip():
                continue
            env = json.loads(line).get("env")
            if env is None:
                continue
            argv = [bytes.fromhex(a) for a in env.get("argv", [])]
            if not argv:
                argv = [tool.encode()]
            files = {f["name"]: bytes.fromhex(f["data"])
                     for f in env.get("files", [])}
            tests.append(Test(argv, bytes.fromhex(env.get("stdin", "")),
                              files))
    return tests


def drop_privileges():
    """Replays run as nobody when this script runs as root: a test's argv
    may name any path (sort -o/x, tac's temporary files, ...)."""
    if os.geteuid() != 0:
        return None
    user = pwd.getpwnam("nobody")

    def demote():
        os.setgroups([])
        os.setgid(user.pw_gid)
        os.setuid(user.pw_uid)
    return demote


def replay(tests, exe, gcda_root, timeout):
    """Runs each test; the coverage counts go under gcda_root
    (GCOV_PREFIX), not into the build. Returns (runs, timeouts)."""
    demote = drop_privileges()
    env = {"PATH": "/usr/bin:/bin", "LC_ALL": "C", "TZ": "UTC0",
           "GCOV_PREFIX": gcda_root, "GCOV_PREFIX_STRIP": "0"}
    timeouts = 0
    for test in tests:
        with tempfile.TemporaryDirectory(prefix="coreutils-replay.") as cwd:
            for name, data in test.files.items():
                with open(os.path.join(cwd, name), "wb") as f:
                    f.write(data)
            stdin_path = os.path.join(cwd, ".stdin")
            with open(stdin_path, "wb") as f:
                f.write(test.stdin)
            if demote:
                os.chmod(cwd, 0o777)
                for name in os.listdir(cwd):
                    os.chmod(os.path.join(cwd, name), 0o666)
            with open(stdin_path, "rb") as stdin:
                try:
                    subprocess.run(test.argv, executable=exe, cwd=cwd,
                                   stdin=stdin, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL, env=env,
                                   timeout=timeout, preexec_fn=demote)
                except subprocess.TimeoutExpired:
                    timeouts += 1
    return len(tests), timeouts


def gcov_coverage(gcov_dir, tool, gcda_root):
    """gcov's JSON (gcc 12, `gcov -b --json-format --stdout`) for src/TOOL.c:
    lines with a count, and branches taken at least once."""
    objdir = os.path.join(os.path.abspath(gcov_dir), "src")
    counted = gcda_root + objdir
    os.makedirs(counted, exist_ok=True)
    shutil.copy(os.path.join(objdir, tool + ".gcno"), counted)
    gcda = os.path.join(counted, tool + ".gcda")
    result = {"lines_covered": 0, "lines_total": 0,
              "branches_covered": 0, "branches_total": 0}
    if not os.path.exists(gcda):
        # No test ran to its exit: measure the counts of nothing.
        gcda = os.path.join(counted, tool + ".gcno")
    out = subprocess.run(["gcov", "-b", "--json-format", "--stdout",
                          "-o", counted, gcda], cwd=counted,
                         capture_output=True, check=True).stdout
    suffix = "src/" + tool + ".c"
    for doc in out.decode().splitlines():
        if not doc.strip():
            continue
        for f in json.loads(doc)["files"]:
            if not f["file"].endswith(suffix):
                continue
            lines = {}
            for line in f["lines"]:
                n = line["line_number"]
                lines[n] = lines.get(n, 0) + line["count"]
                for b in line.get("branches", []):
                    result["branches_total"] += 1
                    result["branches_covered"] += b["count"] > 0
            result["lines_total"] = len(lines)
            result["lines_covered"] = sum(c > 0 for c in lines.values())
    return result


def cmd_replay(a):
    exe = os.path.join(os.path.abspath(a.gcov_dir), "src", a.tool)
    if not os.access(exe, os.X_OK):
        sys.exit("coreutils.py: no executable %s; build the gcov tree "
                 "first" % exe)
    if a.klee:
        files = sorted(glob.glob(os.path.join(a.klee, "*.ktest")))
        tests = [ktest_to_test(f, a.tool) for f in files]
        found = os.path.isdir(a.klee)
    else:
        path = os.path.join(a.forage, "tests.jsonl")
        found = os.path.exists(path)
        tests = forage_tests(path, a.tool) if found else []
    with tempfile.TemporaryDirectory(prefix="coreutils-gcda.") as root:
        os.chmod(root, 0o777)
        runs, timeouts = replay(tests, exe, root, a.timeout)
        result = gcov_coverage(a.gcov_dir, a.tool, root)
    result.update(tool=a.tool, suite="klee" if a.klee else "forage",
                  tests=runs, timeouts=timeouts, suite_found=found)
    with open(a.out, "w") as f:
        json.dump(result, f, indent=1)
        f.write("\n")


def percent(part, whole):
    return "%.1f" % (100.0 * part / whole) if whole else "-"


def cmd_table(a):
    rows = []
    for tool in sorted(os.listdir(a.out)):
        if tool == "runs":
            continue
        per = {}
        for suite in ("klee", "forage"):
            p = os.path.join(a.out, tool, suite + ".json")
            if os.path.exists(p):
                with open(p) as f:
                    per[suite] = json.load(f)
        if per:
            rows.append((tool, per))
    head = ("| tool | lines | branches | KLEE tests | KLEE line % | "
            "KLEE branch % | forage tests | forage line % | "
            "forage branch % |\n|---|---|---|---|---|---|---|---|---|\n")
    text = ""
    for tool, per in rows:
        any_ = next(iter(per.values()))
        cells = [tool, str(any_["lines_total"]), str(any_["branches_total"])]
        for suite in ("klee", "forage"):
            r = per.get(suite)
            if r is None or not r.get("suite_found", True):
                cells += ["no suite" if r else "-", "-", "-"]
                continue
            cells += [str(r["tests"]),
                      percent(r["lines_covered"], r["lines_total"]),
                      percent(r["branches_covered"], r["branches_total"])]
        text += "| " + " | ".join(cells) + " |\n"
    with open(os.path.join(a.out, "table.md"), "w") as f:
        f.write(head + text)
    sys.stdout.write(head + text)
    plot(rows, os.path.join(a.out, "coverage.png"))


def plot(rows, path):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return
    tools = [t for t, _ in rows]
    fig, ax = plt.subplots(figsize=(max(6, len(tools) * 0.6), 3.5))
    for k, suite in enumerate(("klee", "forage")):
        values = []
        for _, per in rows:
            r = per.get(suite)
            values.append(100.0 * r["lines_covered"] / r["lines_total"]
                          if r and r["lines_total"] else 0)
        ax.bar([i + k * 0.4 for i in range(len(tools))], values, 0.4,
               label={"klee": "KLEE 3.2", "forage": "forage"}[suite])
    ax.set_xticks([i + 0.2 for i in range(len(tools))])
    ax.set_xticklabels(tools, rotation=45, ha="right")
    ax.set_ylabel("gcov line coverage of src/TOOL.c (%)")
    ax.set_ylim(0, 100)
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=120)


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawTextHelpFormatter)
    sub = p.add_subparsers(dest="command", required=True)
    r = sub.add_parser("replay", help="replay one suite with gcov")
    r.add_argument("--tool", required=True)
    r.add_argument("--gcov-dir", required=True)
    g = r.add_mutually_exclusive_group(required=True)
    g.add_argument("--klee", help="KLEE's output directory (*.ktest)")
    g.add_argument("--forage", help="forage's output directory")
    r.add_argument("--out", required=True)
    r.add_argument("--timeout", type=float, default=2.0)
    t = sub.add_parser("table", help="the Markdown table and the plot")
    t.add_argument("out")
    a = p.parse_args()
    {"replay": cmd_replay, "table": cmd_table}[a.command](a)


if __name__ == "__main__":
    main()
