#!/usr/bin/python3
"""gcov branch coverage against iterations, per strategy, from bench runs.

  bench/curves.py RESULTS_DIR [RESULTS_DIR...] --out DIR [--budget N]
                  [--points 100]

Each RESULTS_DIR was written by `bench/run.py ... --curve` (its results.csv
and runs/). A run's curve is a step function: after iteration x, the gcov
branches taken by the replayed tests that forage wrote at an execution <= x
(tests.jsonl gives each test's execution, replay.json the cumulative gcov
count after each test). The curves of a task's repetitions are averaged.

Writes to DIR:
  curves.csv   group, task, config, iteration, mean gcov branches taken,
               gcov branches in the program, repetitions
  summary.csv  group, task, config, mean gcov coverage at the budget
  table.md     per group: mean coverage at the budget per configuration,
               the per-task table, and the paper's claims checked task by
               task (cfg and random-branch against dfs and random-input,
               hybrid against the best single strategy)
  plots/<group>/<task>.png and plots/<group>.png (mean over the group's
  tasks of coverage relative to the program's gcov branches)
Reading the figures is for people: nothing here passes or fails.
"""

import argparse
import collections
import csv
import json
import os
import statistics
import sys


def load_json(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def run_curve(rundir):
    """[(execution, cumulative gcov branches taken)], or None."""
    replay = load_json(os.path.join(rundir, "replay.json"))
    if not isinstance(replay, dict):
        return None
    execution = {}
    try:
        with open(os.path.join(rundir, "tests.jsonl"), encoding="utf-8") as f:
            for line in f:
                t = json.loads(line)
                if "file" in t:  # a test, not a proof line
                    execution[t["file"]] = t["execution"]
    except (OSError, ValueError, KeyError):
        return None
    points = []
    for t in replay.get("tests", []):
        cum = t.get("cumulative_branches_taken")
        if cum is None or t.get("file") not in execution:
            return None  # replayed without --curve
        points.append((execution[t["file"]], cum))
    points.sort()
    return points


def value_at(points, x):
    best = 0
    for execution, cum in points:
        if execution > x:
            break
        best = max(best, cum)
    return best


def load_group(results_dir):
    """{(task, config): {"curves": [...], "total": n}}"""
    runs = collections.defaultdict(lambda: {"curves": [], "total": 0,
                                            "reached": []})
    with open(os.path.join(results_dir, "results.csv"), newline="",
              encoding="utf-8") as f:
        for row in csv.DictReader(f):
            points = run_curve(os.path.join(results_dir, row["outdir"]))
            if points is None:
                print("curves.py: no curve for %s %s rep %s (%s)" % (
                    row["task"], row["config"], row["rep"], row["status"]),
                    file=sys.stderr)
                continue
            entry = runs[(row["task"], row["config"])]
            entry["curves"].append(points)
            # Only the time cap cuts a curve short: a run that ran out of
            # paths (or branches to force) keeps its coverage for good.
            cut = "time budget" in row.get("stop_reason", "") or \
                row["status"] != "ok"
            entry["reached"].append(
                int(float(row.get("executions") or 0)) if cut else None)
            total = row.get("gcov_branches_total") or "0"
            entry["total"] = max(entry["total"], int(float(total)))
    return runs


def claims(final, configs):
    """Lines of the claims table: how often a beats b, task by task."""
    pairs = [("cfg", "dfs"), ("cfg", "random-input"),
             ("random-branch", "dfs"), ("random-branch", "random-input"),
             ("uniform-random", "dfs"), ("uniform-random", "random-input"),
             ("generational", "dfs"), ("hybrid", "cfg"),
             ("hybrid", "random-branch"), ("hybrid", "generational"),
             ("cfg-returns", "cfg"), ("cfg-returns", "dfs"),
             ("hybrid-returns", "hybrid")]
    lines = ["| claim | tasks | wins | ties | losses | mean difference "
             "(points) |", "|---|---:|---:|---:|---:|---:|"]
    for a, b in pairs:
        if a not in configs or b not in configs:
            continue
        diffs = [final[t][a] - final[t][b] for t in final
                 if a in final[t] and b in final[t]]
        if not diffs:
            continue
        wins = sum(d > 1e-9 for d in diffs)
        losses = sum(d < -1e-9 for d in diffs)
        lines.append("| %s > %s | %d | %d | %d | %d | %+.2f |" % (
            a, b, len(diffs), wins, len(diffs) - wins - losses, losses,
            100 * statistics.mean(diffs)))
    singles = [c for c in configs if not c.startswith("hybrid")]
    if "hybrid" in configs and singles:
        means = {c: statistics.mean(final[t][c] for t in final
                                    if c in final[t]) for c in configs}
        best = max(singles, key=lambda c: means[c])
        lines.append("")
        lines.append("Mean over tasks: hybrid %.2f%%, best single strategy "
                     "%s %.2f%%." % (100 * means["hybrid"], best,
                                     100 * means[best]))
    return lines


def plot(group, task_curves, grid, configs, outdir):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    os.makedirs(os.path.join(outdir, group), exist_ok=True)
    for task, by_config in sorted(task_curves.items()):
        fig, ax = plt.subplots(figsize=(6, 4))
        for config in configs:
            if config in by_config:
                ax.plot(grid, by_config[config]["mean"], label=config)
        total = max(v["total"] for v in by_config.values())
        ax.set_title("%s (%d gcov branches)" % (task, total))
        ax.set_xlabel("iterations")
        ax.set_ylabel("gcov branches covered (mean over runs)")
        ax.legend(fontsize="small")
        fig.tight_layout()
        fig.savefig(os.path.join(outdir, group,
                                 task.replace("/", "_") + ".png"), dpi=80)
        plt.close(fig)
    fig, ax = plt.subplots(figsize=(6, 4))
    for config in configs:
        rel = [v[config]["mean"] for v in task_curves.values()
               if config in v and v[config]["total"]]
        totals = [v[config]["total"] for v in task_curves.values()
                  if config in v and v[config]["total"]]
        if not rel:
            continue
        mean = [100 * statistics.mean(r[i] / t for r, t in zip(rel, totals))
                for i in range(len(grid))]
        ax.plot(grid, mean, label=config)
    ax.set_title("%s: mean over %d tasks" % (group, len(task_curves)))
    ax.set_xlabel("iterations")
    ax.set_ylabel("gcov branch coverage (%)")
    ax.legend(fontsize="small")
    fig.tight_layout()
    fig.savefig(os.path.join(outdir, group + ".png"), dpi=90)
    plt.close(fig)


def main(argv):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=(
        argparse.RawDescriptionHelpFormatter))
    p.add_argument("results", nargs="+")
    p.add_argument("--out", required=True)
    p.add_argument("--budget", type=int, help="default: the largest "
                   "execution count of any test")
    p.add_argument("--points", type=int, default=100)
    args = p.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    order = ["dfs", "bounded-dfs", "random-input", "uniform-random",
             "random-branch", "cfg", "cfg-returns", "generational", "hybrid",
             "hybrid-returns"]
    table = ["# gcov branch coverage against iterations", "",
             "Written by `bench/curves.py %s`." % " ".join(argv), ""]
    with open(os.path.join(args.out, "curves.csv"), "w", newline="") as fc, \
            open(os.path.join(args.out, "summary.csv"), "w",
                 newline="") as fs:
        wc, ws = csv.writer(fc), csv.writer(fs)
        wc.writerow(["group", "task", "config", "iteration",
                     "gcov_branches_taken_mean", "gcov_branches_total",
                     "reps"])
        ws.writerow(["group", "task", "config", "reps", "gcov_branches_total",
                     "gcov_branches_taken_mean", "gcov_coverage_mean"])
        for results in args.results:
            group = os.path.basename(os.path.normpath(results))
            runs = load_group(results)
            if not runs:
                continue
            budget = args.budget or max(
                (c[-1][0] for v in runs.values() for c in v["curves"] if c),
                default=1)
            step = max(1, budget // args.points)
            grid = list(range(0, budget + 1, step))
            if grid[-1] != budget:
                grid.append(budget)
            configs = [c for c in order if any(k[1] == c for k in runs)]
            configs += sorted({k[1] for k in runs} - set(configs))
            task_curves = collections.defaultdict(dict)
            final = collections.defaultdict(dict)
            # Per task, the iterations every run reached (some stop at the
            # time cap first): the fair same-iteration comparison point.
            common = {}
            for (task, _), v in runs.items():
                common[task] = min([common.get(task, budget)] +
                                   [r for r in v["reached"] if r is not None])
            at_common = collections.defaultdict(dict)
            for (task, config), v in sorted(runs.items()):
                mean = [statistics.mean(value_at(c, x) for c in v["curves"])
                        for x in grid]
                task_curves[task][config] = {"mean": mean, "total": v["total"]}
                for x, m in zip(grid, mean):
                    wc.writerow([group, task, config, x, "%.2f" % m,
                                 v["total"], len(v["curves"])])
                cov = mean[-1] / v["total"] if v["total"] else 0.0
                final[task][config] = cov
                at_common[task][config] = statistics.mean(
                    value_at(c, common[task]) for c in v["curves"]) / max(
                    v["total"], 1)
                ws.writerow([group, task, config, len(v["curves"]), v["total"],
                             "%.2f" % mean[-1], "%.4f" % cov])
            plot(group, task_curves, grid, configs,
                 os.path.join(args.out, "plots"))
            table += ["## %s: %d tasks, at %d iterations" % (
                group, len(final), budget), "",
                "| configuration | mean gcov branch coverage |", "|---|---:|"]
            for c in configs:
                vals = [final[t][c] for t in final if c in final[t]]
                table.append("| %s | %.2f%% |" % (
                    c, 100 * statistics.mean(vals)))
            table += ["", "Task by task (%):", "",
                      "| task | " + " | ".join(configs) + " |",
                      "|---|" + "---:|" * len(configs)]
            for t in sorted(final):
                table.append("| %s | " % t + " | ".join(
                    "%.1f" % (100 * final[t][c]) if c in final[t] else "-"
                    for c in configs) + " |")
            table += ["", "Claims (coverage at the budget, task by task; a "
                      "run stopped by the time cap keeps its last value):",
                      ""] + claims(final, configs)
            table += ["", "Claims at each task's common iteration count (the "
                      "least any of its runs reached before the time cap "
                      "stopped it), the strict same-iteration comparison:",
                      ""]
            table += claims(at_common, configs)
            table += ["", "Common iteration counts: " + ", ".join(
                "%s %d" % (t, common[t]) for t in sorted(common)), ""]
    with open(os.path.join(args.out, "table.md"), "w") as f:
        f.write("\n".join(table) + "\n")
    print("\n".join(table))


if __name__ == "__main__":
    main(sys.argv[1:])
