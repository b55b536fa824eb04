#!/usr/bin/env python3
"""bench/fork_table.py OUT: the table of bench/fork.sh's runs (OUT/table.md).

For each OUT/NAME-TOOL run: forks (forage: strategy_stats.forks; KLEE: the
conditional-branch forks of klee-stats), states created and states per
second, peak live states (forage: peak_states; KLEE: the most NumStates of
klee-stats' rows), peak resident memory from /usr/bin/time -v and that
divided by the peak live states (also above the base run's), the CPU
time (user + system, /usr/bin/time) and states per CPU second, and the time
in the interpreter and the solver (forage: stats.json's interpreter_seconds
and solver_seconds; KLEE: its last row's UserTime, all of KLEE's user CPU
time, and SolverTime).
"""
import csv
import json
import os
import re
import sys


def peak_rss_kb(d, name="time.txt"):
    if not os.path.exists(os.path.join(d, name)):
        return 0
    with open(os.path.join(d, name)) as f:
        m = re.search(r"Maximum resident set size \(kbytes\): (\d+)", f.read())
    return int(m.group(1)) if m else 0


def cpu_seconds(d):
    """User plus system CPU time of the run (/usr/bin/time -v): on a loaded
    machine the tools get different shares of the cores (forage's Z3 runs
    on a thread of its own), so states per CPU second compare them too."""
    with open(os.path.join(d, "time.txt")) as f:
        t = f.read()
    return sum(float(m) for m in re.findall(
        r"(?:User|System) time \(seconds\): ([0-9.]+)", t))


def forage_row(d):
    with open(os.path.join(d, "out", "stats.json")) as f:
        s = json.load(f)
    st = s["strategy_stats"]
    secs = s["seconds"]
    return {
        "forks": st["forks"],
        "created": st["states_created"],
        "seconds": secs,
        "peak": st["peak_states"],
        "killed": st["states_killed"],
        "interp": s["interpreter_seconds"],
        "solver": s["solver_seconds"],
    }


def klee_row(d):
    with open(os.path.join(d, "klee-stats.csv")) as f:
        rows = list(csv.DictReader(f))
    last = rows[-1]
    secs = float(last["WallTime"]) / 1e6
    solver = float(last["SolverTime"]) / 1e6
    killed = 0
    with open(os.path.join(d, "stderr.txt"), errors="replace") as f:
        killed = sum(int(n) for n in re.findall(r"killing (\d+) states", f.read()))
    return {
        "forks": int(last["BranchesConditional"]) if "BranchesConditional" in last else 0,
        "created": int(last["States"]),
        "seconds": secs,
        "peak": max(int(r["NumStates"]) for r in rows),
        "killed": killed,
        "interp": float(last["UserTime"]) / 1e6,
        "solver": solver,
    }


def main():
    out = sys.argv[1]
    runs = sorted(x for x in os.listdir(out)
                  if os.path.isfile(os.path.join(out, x, "done")))
    lines = [
        "| program | tool | forks | states created | states/s | peak live "
        "states | peak RSS (MB) | RSS per live state (KB) | base RSS (MB) | "
        "above the base, per live state (KB) | killed | "
        "interpreter (KLEE: user CPU) / solver (s) | CPU (s) | "
        "states per CPU s |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    data = {}
    for r in runs:
        name, tool = r.rsplit("-", 1)
        d = os.path.join(out, r)
        try:
            row = forage_row(d) if tool == "forage" else klee_row(d)
        except (OSError, KeyError, ValueError, IndexError) as e:
            lines.append("| %s | %s | run failed: %s |" % (name, tool, e))
            continue
        row["rss_kb"] = peak_rss_kb(d)
        row["base_kb"] = peak_rss_kb(d, "base-time.txt")
        row["cpu"] = cpu_seconds(d)
        data[r] = row
        per = row["rss_kb"] / row["peak"] if row["peak"] else 0
        above = ((row["rss_kb"] - row["base_kb"]) / row["peak"]
                 if row["peak"] and row["base_kb"] else 0)
        lines.append(
            "| %s | %s | %d | %d | %.0f | %d | %.0f | %.1f | %.0f | %.1f | %d "
            "| %.1f / %.1f | %.1f | %.0f |"
            % (name, tool, row["forks"], row["created"],
               row["created"] / row["seconds"] if row["seconds"] else 0,
               row["peak"], row["rss_kb"] / 1024, per, row["base_kb"] / 1024,
               above, row["killed"], row["interp"], row["solver"], row["cpu"],
               row["created"] / row["cpu"] if row["cpu"] else 0))
    with open(os.path.join(out, "table.md"), "w") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(out, "results.json"), "w") as f:
        json.dump(data, f, indent=1)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
