#!/usr/bin/env python3
"""Digest of every tests.jsonl the e2e suite left, one line per suite.

    scripts/e2e-digests.py build/tests/e2e > digests.tsv
    scripts/e2e-digests.py --compare IDLE.tsv OTHER.tsv

Each e2e test writes its suites under lit's %t paths inside an Output/
directory beside it (tests/e2e/Output, env/Output, portfolio/Output, ...). A
suite's digest is the SHA-256 of its tests.jsonl with the one field that
measures time ("seconds") dropped from every line: what the run found, in
which order, with which inputs. A line is: the suite's path under Output,
its digest, and its stats.json stop_reason. Host addresses in bug messages
are masked: the kernel maps forage's arenas anywhere, on any load.

--compare prints the suites whose digests differ and exits 1 if any does,
except suites whose run says it may vary (listed apart, with the reason):
it ran under --time (stats.json time_budget), whose turns and end depend
on speed, or stopped on --max-memory; it ran in --jobs worker processes
(stats.json jobs), nondeterministic by design; it ran --abstraction,
whose phases are slices of time; or native calls fed it data from outside
forage's model (time(), rand()) (docs/determinism.md).
"""
import hashlib
import json
import os
import re
import sys

# A host address in a bug message ("read of 4 bytes at 0x7fb754000050"):
# forage's arenas are mapped where the kernel puts them, which differs from
# one process to the next on any load.
ADDRESS = re.compile(r"0x[0-9a-fA-F]{6,}")

SPEED_STOPS = ("time budget", "memory budget", "interrupted", "phase ended")


def digests(root):
    out = []
    for d, _, files in os.walk(root):
        if "tests.jsonl" not in files:
            continue
        h = hashlib.sha256()
        with open(os.path.join(d, "tests.jsonl")) as f:
            for line in f:
                try:
                    t = json.loads(line)
                except ValueError:
                    h.update(line.encode())
                    continue
                t.pop("seconds", None)
                bug = t.get("bug")
                if isinstance(bug, dict) and "message" in bug:
                    bug["message"] = ADDRESS.sub("0xADDR", bug["message"])
                h.update(json.dumps(t, sort_keys=True).encode() + b"\n")
        stop, why = "", ""
        try:
            s = json.load(open(os.path.join(d, "stats.json")))
            stop = s.get("stop_reason", "")
            why = may_vary(s)
        except (OSError, ValueError):
            pass
        out.append((os.path.relpath(d, root), h.hexdigest()[:16], stop, why))
    return sorted(out)


def may_vary(stats):
    """Why a run may legitimately differ from one process to the next, by
    what it says of itself (docs/determinism.md), or ""."""
    stop = stats.get("stop_reason", "")
    if any(s in stop for s in SPEED_STOPS):
        return "stopped on a wall-clock or memory budget"
    if stats.get("time_budget", 0) > 0:
        return "ran under --time, whose turns are slices of time"
    if stats.get("jobs", 1) > 1:
        return "nondeterministic by design: --jobs workers interleave as " \
            "the machine schedules them"
    # The portfolio reports its model checker's proofs under "abstraction"
    # too; only --abstraction's alternation is timed.
    if stats.get("abstraction") and stats.get("strategy") != "portfolio":
        return "--abstraction alternates its phases in slices of time"
    if stats.get("external_data"):
        return "native calls fed it data from outside forage's model"
    return ""


def load(path):
    rows = {}
    for line in open(path):
        p = line.rstrip("\n").split("\t") + ["", ""]
        rows[p[0]] = (p[1], p[2], p[3])
    return rows


def compare(a_path, b_path):
    a, b = load(a_path), load(b_path)
    differ, speed, missing = [], [], []
    for k, (da, sa, wa) in sorted(a.items()):
        if k not in b:
            missing.append(k)
            continue
        db, sb, wb = b[k]
        if da == db:
            continue
        if wa or wb:
            speed.append((k, sa, wa or wb))
        else:
            differ.append((k, sa, sb))
    same = len(a) - len(differ) - len(speed) - len(missing)
    print("%d suites: %d equal, %d differ, %d differ as they say they may, "
          "%d missing" %
          (len(a), same, len(differ), len(speed), len(missing)))
    for k, sa, sb in differ:
        print("DIFFER  %s  (%s | %s)" % (k, sa, sb))
    for k, sa, why in speed:
        print("MAY     %s  (%s)" % (k, why))
    for k in missing:
        print("MISSING %s" % k)
    return 1 if differ or missing else 0


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "--compare":
        return compare(sys.argv[2], sys.argv[3])
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    for row in digests(sys.argv[1]):
        print("\t".join(row))
    return 0


if __name__ == "__main__":
    sys.exit(main())
