#!/usr/bin/python3
"""Tables and curves of bench/homi/real.sh's runs.

  bench/homi/table.py OUT --time S

Reads OUT/runs/TOOL/CONFIG/seedK/{replay.json,stats.json}; writes
OUT/table.md (mean gcov branches of src/TOOL.c taken per configuration, per
seed, peak live states, pruning figures, branches covered exclusively by one
configuration over the union of its seeds) and OUT/TOOL.svg (branches
against time, mean of seeds).
"""
import argparse
import json
import os
import statistics
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from curves import load_json as load  # noqa: E402  (bench/curves.py)
from lineplot import save_lines  # noqa: E402  (bench/lineplot.py)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("out")
    p.add_argument("--time", type=float, required=True)
    a = p.parse_args()
    runs = os.path.join(a.out, "runs")
    lines = ["# Homi (seed 004) scaled: gcov branch coverage of src/TOOL.c",
             "", "Mean over seeds; `states` = peak live states (mean); "
             "`pruned`, `runs`, `features` = Homi's/random pruning's "
             "figures (mean); `excl` = branches this configuration took "
             "(union of its seeds) that no other configuration of the tool "
             "took.", ""]
    summary = []
    for tool in sorted(os.listdir(runs)):
        tdir = os.path.join(runs, tool)
        data = {}
        for config in sorted(os.listdir(tdir)):
            seeds = []
            cdir = os.path.join(tdir, config)
            if not os.path.isdir(cdir):
                continue
            for seed in sorted(os.listdir(cdir)):
                r = load(os.path.join(cdir, seed, "replay.json"))
                s = load(os.path.join(cdir, seed, "stats.json")) or {}
                if r:
                    seeds.append((seed, r, s))
            if seeds:
                data[config] = seeds
        if not data:
            continue
        total = next(iter(data.values()))[0][1]["branches_total"]
        unions = {c: set().union(*(set(r["taken"]) for _, r, _ in v))
                  for c, v in data.items()}
        lines += [f"## {tool} ({total} branches)", "",
                  "| configuration | seeds | mean branches | per seed | % | states | pruned | runs | features | excl |",
                  "|---|---|---|---|---|---|---|---|---|---|"]
        order = sorted(data, key=lambda c: -statistics.mean(
            r["branches_taken"] for _, r, _ in data[c]))
        for c in order:
            v = data[c]
            mean = statistics.mean(r["branches_taken"] for _, r, _ in v)
            per = ", ".join(str(r["branches_taken"]) for _, r, _ in v)
            ss = [s.get("strategy_stats", {}) for _, _, s in v]
            states = statistics.mean(x.get("peak_states", 0) for x in ss)
            pr = [x.get("pruning") for x in ss if x.get("pruning")]
            pruned = f"{statistics.mean(x['pruned'] for x in pr):.0f}" if pr else "-"
            nruns = f"{statistics.mean(x['runs'] for x in pr):.1f}" if pr else "-"
            feats = f"{statistics.mean(x['features'] for x in pr):.0f}" if pr else "-"
            others = set().union(*(u for k, u in unions.items() if k != c))
            excl = len(unions[c] - others)
            lines.append(f"| {c} | {len(v)} | {mean:.1f} | {per} | "
                         f"{100 * mean / total:.1f} | {states:.0f} | {pruned} | "
                         f"{nruns} | {feats} | {excl} |")
            summary.append((tool, c, mean))
        lines.append("")
        series = []
        for c in order:
            curves = [r["curve"] for _, r, _ in data[c]]
            xs = [pt[0] for pt in curves[0]]
            series.append((c, xs, [statistics.mean(cv[i][1] for cv in curves)
                                   for i in range(len(xs))]))
        save_lines(os.path.join(a.out, f"{tool}.svg"), series, "seconds",
                   "gcov branches taken (mean of seeds)", f"{tool} ({total} branches)",
                   marker=".")
    with open(os.path.join(a.out, "table.md"), "w") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(a.out, "summary.csv"), "w") as f:
        f.write("tool,config,mean_branches_taken\n")
        for row in summary:
            f.write("%s,%s,%.1f\n" % row)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
