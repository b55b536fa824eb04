#!/usr/bin/python3
"""Budgets and claims of bench/budgets.sh runs: OUT/table.md.

  bench/budget_table.py OUT --time T --max-memory MB [--tasks TASKDIR]

For each run of OUT/results.csv: wall seconds against T (a run holds its
budget when it ends within max(1 s, 5 %) of T), peak MiB against MB, the
exit code (4 is a crash), and whether a claim of exhaustion is false: the
task's expected verdict (tasks.tsv next to or inside TASKDIR, columns id,
path, data_model, error_expected) says the error is reachable, yet forage
found no bug and said the path space was exhausted.
"""
import argparse
import csv
import os
import sys


def expected_verdicts(taskdir):
    """{task name as run.py names it: error_expected} from tasks.tsv."""
    out = {}
    for cand in (os.path.join(taskdir, "tasks.tsv"),
                 os.path.join(os.path.dirname(os.path.abspath(taskdir)),
                              "tasks.tsv")):
        if not os.path.exists(cand):
            continue
        base = os.path.dirname(cand)
        with open(cand) as f:
            for row in csv.DictReader(f, delimiter="\t"):
                path = os.path.relpath(os.path.join(base, row["path"]),
                                       os.path.abspath(taskdir))
                name = os.path.splitext(path)[0].replace("/", "__")
                out[name] = row["error_expected"]
        break
    return out


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("out")
    p.add_argument("--time", type=float, required=True)
    p.add_argument("--max-memory", type=float, required=True)
    p.add_argument("--tasks", default=None)
    a = p.parse_args()
    verdicts = expected_verdicts(a.tasks) if a.tasks else {}
    with open(os.path.join(a.out, "results.csv")) as f:
        rows = list(csv.DictReader(f))
    slack = max(1.0, 0.05 * a.time)
    lines = ["# Budgets and claims: --time %g, --max-memory %g MB" %
             (a.time, a.max_memory), "",
             "A run holds its time budget when its wall time (compile "
             "included) is at most %.1f s." % (a.time + slack), "",
             "| task | config | seconds | peak MB | exit | stop reason | "
             "verdict |", "|---|---|---:|---:|---:|---|---|"]
    bad = {"time": 0, "memory": 0, "crash": 0, "false-exhaustion": 0}
    for r in sorted(rows, key=lambda r: (r["task"], r["config"])):
        secs = float(r["seconds"] or 0)
        mem = float(r["peak_mem_mb"] or 0)
        flags = []
        if secs > a.time + slack:
            flags.append("time")
        if mem > a.max_memory:
            flags.append("memory")
        if r["exit_code"] == "4" or r["status"].startswith("error:-") \
                or r["status"] == "timeout":
            flags.append("crash")
        exhausted = r["stop_reason"] == "path space exhausted"
        if exhausted and verdicts.get(r["task"]) == "true" and \
                int(r["bugs"] or 0) == 0:
            flags.append("false-exhaustion")
        for fl in flags:
            bad[fl] += 1
        lines.append("| %s | %s | %.1f | %.0f | %s | %s | %s |" % (
            r["task"], r["config"], secs, mem, r["exit_code"],
            r["stop_reason"], ", ".join(flags) or "ok"))
    worst = max((float(r["seconds"] or 0) for r in rows), default=0)
    peak = max((float(r["peak_mem_mb"] or 0) for r in rows), default=0)
    lines += ["", "%d runs; longest %.1f s, highest peak %.0f MB; over time: "
              "%d, over memory: %d, crashes: %d, false exhaustion claims: %d"
              % (len(rows), worst, peak, bad["time"], bad["memory"],
                 bad["crash"], bad["false-exhaustion"])]
    text = "\n".join(lines) + "\n"
    with open(os.path.join(a.out, "table.md"), "w") as f:
        f.write(text)
    print(lines[-1])
    return 1 if any(bad.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
