#!/usr/bin/python3
"""Coverage against iterations for bench/crest/grep.sh's runs.

  bench/crest/curves.py OUT --budget N

OUT/runs/PROGRAM/STRATEGY/seedK/ each hold a forage suite (tests.jsonl: the
execution that wrote each test) and its replay.json from `forage replay
--exe --curve` (gcov's branches taken after each test). A run's curve is a
step function of the execution count; seeds are averaged. Writes
OUT/curves.csv, OUT/table.md and OUT/PROGRAM.svg (if matplotlib is there).
"""
import argparse
import json
import os
import statistics
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from lineplot import save_lines  # noqa: E402  (bench/lineplot.py)


def curve(rundir):
    """([(execution, cumulative gcov branches taken)], total branches)."""
    with open(os.path.join(rundir, "replay.json"), encoding="utf-8") as f:
        replay = json.load(f)
    execution = {}
    with open(os.path.join(rundir, "tests.jsonl"), encoding="utf-8") as f:
        for line in f:
            t = json.loads(line)
            if "file" in t:
                execution[t["file"]] = t["execution"]
    points = []
    for t in replay["tests"]:
        cum = t.get("cumulative_branches_taken")
        if cum is not None and t["file"] in execution:
            points.append((execution[t["file"]], cum))
    points.sort()
    return points, replay["totals"]["branches"], replay["totals"]["branches_taken"]


def at(points, x):
    best = 0
    for e, c in points:
        if e <= x:
            best = max(best, c)
    return best


def main():
    p = argparse.ArgumentParser()
    p.add_argument("out")
    p.add_argument("--budget", type=int, required=True)
    a = p.parse_args()
    runs = os.path.join(a.out, "runs")
    xs = sorted(set([1, 10, 25, 50, 100, 200, 300, 500, 750] +
                    list(range(0, a.budget + 1, max(1, a.budget // 50)))))
    xs = [x for x in xs if 0 < x <= a.budget]
    rows, table = [], ["# gcov branch coverage against iterations (mean of seeds)", ""]
    for prog in sorted(os.listdir(runs)):
        pdir = os.path.join(runs, prog)
        curves = {}
        total = None
        for strat in sorted(os.listdir(pdir)):
            sdir = os.path.join(pdir, strat)
            if not os.path.isdir(sdir):
                continue
            per_seed = []
            for seed in sorted(os.listdir(sdir)):
                rd = os.path.join(sdir, seed)
                if not os.path.isfile(os.path.join(rd, "replay.json")):
                    continue
                pts, total, final = curve(rd)
                per_seed.append((seed, pts, final))
            if per_seed:
                curves[strat] = per_seed
        if not curves:
            continue
        marks = [x for x in (100, 300, 500, a.budget) if x <= a.budget]
        table += [f"## {prog} ({total} gcov branches in the sources measured)", "",
                  "| strategy | seeds | " + " | ".join(f"@{m}" for m in marks) +
                  " | final per seed | % at budget |",
                  "|---|---|" + "---|" * len(marks) + "---|---|"]
        order = sorted(curves, key=lambda s: -statistics.mean(
            at(pts, a.budget) for _, pts, _ in curves[s]))
        for strat in order:
            per_seed = curves[strat]
            means = [statistics.mean(at(pts, m) for _, pts, _ in per_seed) for m in marks]
            finals = ", ".join(str(at(pts, a.budget)) for _, pts, _ in per_seed)
            table.append(f"| {strat} | {len(per_seed)} | " +
                         " | ".join(f"{v:.0f}" for v in means) +
                         f" | {finals} | {100 * means[-1] / total:.1f} |")
            for x in xs:
                rows.append((prog, strat, x,
                             statistics.mean(at(pts, x) for _, pts, _ in per_seed),
                             total, len(per_seed)))
        table.append("")
        save_lines(os.path.join(a.out, f"{prog}.svg"),
                   [(strat, xs, [statistics.mean(at(pts, x) for _, pts, _ in curves[strat])
                                 for x in xs]) for strat in order],
                   "iterations (executions)", "gcov branches taken (mean of seeds)",
                   f"{prog}: {total} branches")
    with open(os.path.join(a.out, "curves.csv"), "w", encoding="utf-8") as f:
        f.write("program,strategy,iteration,mean_branches_taken,branches,seeds\n")
        for r in rows:
            f.write("%s,%s,%d,%.1f,%d,%d\n" % r)
    with open(os.path.join(a.out, "table.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(table) + "\n")
    print("\n".join(table))


if __name__ == "__main__":
    main()
