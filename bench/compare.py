#!/usr/bin/python3
"""Compare forage configurations from a results.csv written by bench/run.py.

  bench/compare.py OUT/results.csv [--metric gcov_branch_coverage]
                   [--plots DIR] [--per-task]

Prints, and writes to OUT/table.md, one row per configuration: the mean and
median over tasks of the metric (the repetitions of a task averaged first),
how many tasks have a value, total bugs, mean seconds per run, timeouts and
errors; then a wins/losses/ties matrix (row configuration against column
configuration, task by task, on the rep-averaged metric), and in table.md the
per-task values. When no run has the metric (no `forage replay`), the default
gcov_branch_coverage falls back to internal_coverage, and says so.

With --plots DIR, writes PNGs from each run's stats.json "series":
DIR/tasks/<task>.png, internal branch coverage (branches_covered /
branches_total) of every configuration against seconds and against
iterations; DIR/aggregate.png, the mean over tasks of that coverage against
time, absolute and relative to the best final coverage on each task.
The numbers are measurements to read side by side, not pass/fail checks.
"""

import argparse
import bisect
import collections
import csv
import json
import math
import os
import re
import statistics
import sys

EPS = 1e-9
LOWER_IS_BETTER = {"seconds", "peak_mem_mb", "solver_seconds",
                   "explore_seconds"}  # for the other metrics higher wins


def load(path):
    with open(path, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    meta = {}
    try:
        with open(os.path.join(os.path.dirname(path), "meta.json")) as f:
            meta = json.load(f)
    except (OSError, ValueError):
        pass
    order = list(meta.get("configs", {}))
    for r in rows:
        if r["config"] not in order:
            order.append(r["config"])
    configs = [c for c in order if any(r["config"] == c for r in rows)]
    return rows, configs, meta


def num(text):
    try:
        v = float(text)
    except (TypeError, ValueError):
        return None
    return v if math.isfinite(v) else None


def per_task(rows, column):
    """{(task, config): mean over the reps that have a value}."""
    values = collections.defaultdict(list)
    for r in rows:
        v = num(r.get(column))
        if v is not None:
            values[(r["task"], r["config"])].append(v)
    return {k: statistics.fmean(v) for k, v in values.items()}


def fmt(v, metric):
    if v is None:
        return "-"
    if "coverage" in metric:
        return "%.1f%%" % (100 * v)
    return "%d" % v if v == int(v) and abs(v) < 1e15 else "%.4g" % v


def markdown(header, body):
    lines = ["| " + " | ".join(header) + " |",
             "|" + "|".join("---" if i == 0 else "---:"
                            for i in range(len(header))) + "|"]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in body]
    return "\n".join(lines)


def summary(rows, configs, tasks, metric, values):
    bugs = per_task(rows, "bugs")
    body = []
    for c in configs:
        got = [values[(t, c)] for t in tasks if (t, c) in values]
        runs = [r for r in rows if r["config"] == c]
        secs = [s for s in (num(r["seconds"]) for r in runs) if s is not None]
        total_bugs = sum(v for (t, cc), v in bugs.items() if cc == c)
        body.append([
            c, fmt(statistics.fmean(got), metric) if got else "-",
            fmt(statistics.median(got), metric) if got else "-",
            "%d/%d" % (len(got), len(tasks)), fmt(total_bugs, "bugs"),
            "%.1f" % statistics.fmean(secs) if secs else "-",
            sum(r["status"] == "timeout" for r in runs),
            sum(r["status"].startswith("error") for r in runs)])
    return markdown(["config", "mean " + metric, "median", "tasks",
                     "bugs", "mean s/run", "timeouts", "errors"], body)


def wins(configs, tasks, metric, values):
    """Cell (row A, column B): tasks where A beats B / loses / ties."""
    sign = -1 if metric in LOWER_IS_BETTER else 1
    body = []
    for a in configs:
        cells = [a]
        for b in configs:
            if a == b:
                cells.append("-")
                continue
            w = l = t = 0
            for task in tasks:
                va, vb = values.get((task, a)), values.get((task, b))
                if va is None or vb is None:
                    continue
                va, vb = sign * va, sign * vb
                if va > vb + EPS:
                    w += 1
                elif vb > va + EPS:
                    l += 1
                else:
                    t += 1
            cells.append("%d/%d/%d" % (w, l, t))
        body.append(cells)
    return markdown(["W/L/T: row vs column"] + configs, body)


def task_table(configs, tasks, metric, values):
    body = [[t] + [fmt(values.get((t, c)), metric) for c in configs]
            for t in tasks]
    return markdown(["task"] + configs, body)


# --- Plots ----------------------------------------------------------------

def load_series(rows, base):
    """{task: {config: [series of each rep]}}: a series is the lists
    (seconds, iterations, coverage) of a run's stats.json samples."""
    out = collections.defaultdict(lambda: collections.defaultdict(list))
    for r in rows:
        outdir = r.get("outdir") or os.path.join("runs", r["task"],
                                                 r["config"], r["rep"])
        try:
            with open(os.path.join(base, outdir, "stats.json")) as f:
                series = json.load(f).get("series") or []
        except (OSError, ValueError, AttributeError):
            continue
        points = []
        for s in series:
            try:
                total = s["branches_total"]
                cov = s["branches_covered"] / total if total else None
                points.append((float(s["seconds"]), int(s["iterations"]),
                               cov))
            except (KeyError, TypeError, ValueError):
                continue
        points = sorted(p for p in points if p[2] is not None)
        if points:
            out[r["task"]][r["config"]].append(tuple(zip(*points)))
    return out


def value_at(series, t):
    """Coverage of a step series at time t (0 before the first sample, the
    last value after the run ended)."""
    i = bisect.bisect_right(series[0], t)
    return series[2][i - 1] if i else 0.0


def safe_name(task):
    return re.sub(r"[^A-Za-z0-9._+-]", "_", task) or "task"


def plot(rows, configs, base, plots, meta):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("no matplotlib for %s (Debian: apt-get install "
              "python3-matplotlib); no plots" % sys.executable,
              file=sys.stderr)
        return False
    series = load_series(rows, base)
    if not series:
        print("no stats.json series under %s; no plots" % base,
              file=sys.stderr)
        return True
    colors = {c: "C%d" % (i % 10) for i, c in enumerate(configs)}
    os.makedirs(os.path.join(plots, "tasks"), exist_ok=True)
    for task in sorted(series):
        fig, (ax_t, ax_i) = plt.subplots(1, 2, figsize=(11, 4.2))
        for c in configs:
            for i, (secs, iters, cov) in enumerate(series[task].get(c, [])):
                style = dict(where="post", color=colors[c],
                             alpha=1.0 if i == 0 else 0.45,
                             label=c if i == 0 else None)
                ax_t.step(secs, cov, **style)
                it = [(n, v) for n, v in zip(iters, cov) if n >= 1]
                if it:  # a log axis: from the first execution on
                    ax_i.step(*zip(*it), **style)
        ax_t.set_xlabel("seconds")
        ax_i.set_xlabel("iterations (program executions)")
        ax_i.set_xscale("log")
        for ax in (ax_t, ax_i):
            ax.set_ylabel("internal branch coverage")
            ax.set_ylim(-0.02, 1.02)
            ax.grid(alpha=0.3)
            ax.legend(loc="lower right", fontsize="small")
        fig.suptitle(task)
        fig.tight_layout()
        fig.savefig(os.path.join(plots, "tasks", safe_name(task) + ".png"),
                    dpi=90)
        plt.close(fig)
    aggregate(plt, series, configs, colors, plots, meta)
    print("wrote %d task plots and aggregate.png under %s" %
          (len(series), plots))
    return True


def aggregate(plt, series, configs, colors, plots, meta):
    """Mean over tasks (those with series for every configuration) of the
    rep-averaged coverage on a common time grid."""
    common = [t for t in sorted(series)
              if all(series[t].get(c) for c in configs)]
    end = max([s[0][-1] for t in common for c in configs
               for s in series[t][c]] + [1e-3])
    end = max(end, float(meta.get("time") or 0))
    grid = [end * i / 200 for i in range(201)]
    curves = {c: [] for c in configs}  # per config: one curve per task
    for t in common:
        for c in configs:
            reps = series[t][c]
            curves[c].append([statistics.fmean(value_at(pts, x)
                                               for pts in reps)
                              for x in grid])
    fig, (ax_a, ax_r) = plt.subplots(1, 2, figsize=(11, 4.2))
    for c in configs:
        if not common:
            break
        mean = [statistics.fmean(col) for col in zip(*curves[c])]
        ax_a.plot(grid, mean, color=colors[c], label=c)
        rel = []
        for k, t in enumerate(common):
            best = max(curves[cc][k][-1] for cc in configs)
            rel.append([v / best if best else 1.0 for v in curves[c][k]])
        ax_r.plot(grid, [statistics.fmean(col) for col in zip(*rel)],
                  color=colors[c], label=c)
    ax_a.set_ylabel("mean internal branch coverage")
    ax_r.set_ylabel("mean coverage / best final coverage on the task")
    for ax in (ax_a, ax_r):
        ax.set_xlabel("seconds")
        ax.set_ylim(-0.02, 1.02)
        ax.grid(alpha=0.3)
        ax.legend(loc="lower right", fontsize="small")
    fig.suptitle("mean over %d tasks" % len(common))
    fig.tight_layout()
    fig.savefig(os.path.join(plots, "aggregate.png"), dpi=90)
    plt.close(fig)


def main(argv):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=(
        argparse.RawDescriptionHelpFormatter))
    p.add_argument("results", help="results.csv of bench/run.py")
    p.add_argument("--metric", default="gcov_branch_coverage",
                   help="a numeric column (default gcov_branch_coverage)")
    p.add_argument("--plots", metavar="DIR", help="write PNG plots to DIR")
    p.add_argument("--per-task", action="store_true",
                   help="also print the per-task table")
    args = p.parse_args(argv)
    rows, configs, meta = load(args.results)
    if not rows:
        sys.exit("no rows in %s" % args.results)
    if args.metric not in rows[0]:
        sys.exit("no column %r in %s" % (args.metric, args.results))
    tasks = sorted({r["task"] for r in rows})
    metric, note = args.metric, ""
    values = per_task(rows, metric)
    if not values and metric == "gcov_branch_coverage":
        metric = "internal_coverage"
        values = per_task(rows, metric)
        note = ("no run has gcov_branch_coverage (no `forage replay`), so "
                "this compares internal_coverage, forage's own count.\n\n")
    base = os.path.dirname(os.path.abspath(args.results))
    head = "# forage benchmark: %s\n\n" % metric
    if meta:
        head += "%s; %s s per run, %s rep(s), seed %s; tasks from %s\n\n" % (
            meta.get("forage_version") or "forage", meta.get("time"),
            meta.get("reps"), meta.get("seed"), meta.get("taskdir"))
        head += "".join("- `%s`: `%s`\n" % kv
                        for kv in meta.get("configs", {}).items()) + "\n"
    text = (head + note + summary(rows, configs, tasks, metric, values) +
            "\n\nWins/losses/ties on %s (%s wins), task by task:\n\n" % (
                metric, "lower" if metric in LOWER_IS_BETTER else "higher") +
            wins(configs, tasks, metric, values) + "\n")
    per = "\nPer task (%s, mean over reps):\n\n" % metric + \
        task_table(configs, tasks, metric, values) + "\n"
    print(text + (per if args.per_task else ""))
    out = os.path.join(base, "table.md")
    with open(out, "w", encoding="utf-8") as f:
        f.write(text + per)
    print("wrote %s" % out)
    if args.plots and not plot(rows, configs, base, args.plots, meta):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
