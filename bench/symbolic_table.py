#!/usr/bin/python3
"""Tables and plots of the symbolic-execution experiment (bench/symbolic.sh).

  bench/symbolic_table.py OUT [--searcher S]

Reads OUT/main/results.csv (as bench/run.py writes it), each run's
stats.json and tests.jsonl under OUT/main/runs/<task>/<config>/<rep>/, and
OUT/command.txt. A configuration is a searcher S with no pruning (`S`),
random pruning (`S+random`) or Homi (`S+homi`). A run's gcov coverage is its
gcov branch coverage in percent (a run that wrote no test: 0 %; a failed
replay: left out); per task and configuration the median over repetitions is
used. A run whose files are missing (killed, say) is left out of what needs
them, with a warning.

OUT/table.md holds:
  Runs        per task and configuration, the medians of gcov coverage,
              internal branches covered, peak live states, states per second
              and solver queries per state (stats.json "strategy_stats"),
              states pruned, and the runs' statuses.
  Summary     per searcher, the mean over tasks of the median gcov coverage
              without pruning, with random pruning and with Homi (over the
              tasks all three have), and on how many tasks homi beats / ties
              with / loses to none and random, and random to none (medians
              compared; a tie is within 1e-9).
  Exclusive   per task and searcher, the internal branch ids each pruning
              covered (the union over repetitions of tests.jsonl's
              "new_branches"), and those only homi, only none and only
              random covered; totals per searcher (over the tasks where
              all three have tests.jsonl files).
  Command     OUT/command.txt: the symbolic.sh command and run.py's.
OUT/coverage.png: per task, internal branches covered against seconds (the
median over repetitions on a common grid; a run keeps its last value after it
ended) for S, S+random and S+homi, S from --searcher (default the
TABLE_SEARCHER environment variable, else klee). OUT/coverage_all.png: the
same for every configuration (a colour per searcher, a line style per
pruning). OUT/states.png: live states against seconds for S's three
configurations, y axis symmetric-log (linear below 1, so 0 shows).
Nothing here passes or fails.
"""

import argparse
import json
import math
import os
import statistics
import sys

from compare import EPS, value_at  # bench/compare.py, next to this script
from curves import load_json  # bench/curves.py
from cw_table import covs, fmt, load, median, ordered, row  # bench/cw_table.py

PRUNINGS = ["none", "random", "homi"]
STYLE = {"none": "-", "random": "--", "homi": ":"}


def config_name(searcher):
    """The configuration name symbolic.sh gives a searcher."""
    return searcher.removeprefix("nurs:").replace(":", "-")


def split(config):
    """(searcher, pruning) of a configuration name."""
    base, _, suffix = config.rpartition("+")
    return (base, suffix) if base and suffix in PRUNINGS else (config, "none")


def joined(searcher, pruning):
    return searcher if pruning == "none" else searcher + "+" + pruning


def warn(message):
    print("symbolic_table.py: " + message, file=sys.stderr)


def attach_runs(data, results_dir):
    """Each row's stats.json ("stats", {} if missing) and the union of its
    tests' new branch ids ("branches", None if tests.jsonl is missing)."""
    for r in data["rows"]:
        rundir = os.path.join(results_dir, r.get("outdir") or "")
        what = "%s %s rep %s (%s)" % (r["task"], r["config"], r["rep"],
                                      r["status"])
        stats = load_json(os.path.join(rundir, "stats.json"))
        if not isinstance(stats, dict):
            warn("no stats.json for " + what + ": left out")
            stats = {}
        r["stats"] = stats
        r["branches"] = None
        try:
            with open(os.path.join(rundir, "tests.jsonl"),
                      encoding="utf-8") as f:
                r["branches"] = {b for line in f if line.strip()
                                 for b in load_json_line(line)}
        except OSError:
            if stats and not stats.get("tests"):
                r["branches"] = set()  # no test, so no file
            else:
                warn("no tests.jsonl for " + what + ": left out of the "
                     "exclusive branches")


def load_json_line(line):
    try:
        return json.loads(line).get("new_branches") or []
    except (ValueError, AttributeError):
        return []


def strategy(r, key):
    value = (r["stats"].get("strategy_stats") or {}).get(key)
    return value if isinstance(value, (int, float)) else None


def med_of(data, task, config, get):
    return median(get(r) for r in data["runs"].get((task, config), []))


def statuses(data, task, config):
    count = {}
    for r in data["runs"].get((task, config), []):
        count[r["status"]] = count.get(r["status"], 0) + 1
    return ", ".join("%d %s" % (n, s) for s, n in sorted(count.items()))


def runs_table(data, configs):
    lines = [row("task", "config", "gcov cov %", "branches", "peak states",
                 "states/s", "queries/state", "pruned", "runs"),
             "|---|---|---:|---:|---:|---:|---:|---:|---|"]
    for t in data["tasks"]:
        for c in configs:
            if (t, c) not in data["runs"]:
                continue
            covered = med_of(data, t, c,
                             lambda r: r["stats"].get("branches_covered"))
            total = max((r["stats"].get("branches_total") or 0
                         for r in data["runs"][(t, c)]), default=0)
            lines.append(row(
                t, c, fmt(median(covs(data, t, c))),
                "-" if covered is None else "%g/%d" % (covered, total),
                fmt(med_of(data, t, c,
                           lambda r: strategy(r, "peak_states")), "%g"),
                fmt(med_of(data, t, c,
                           lambda r: strategy(r, "states_per_second")),
                    "%.0f"),
                fmt(med_of(data, t, c,
                           lambda r: strategy(r, "queries_per_state")),
                    "%.2f"),
                fmt(med_of(data, t, c,
                           lambda r: strategy(r, "states_pruned")), "%g"),
                statuses(data, t, c)))
    return lines


def verdict(med, tasks, a, b):
    """"W/T/L": tasks where median a beats, ties with, loses to median b."""
    diffs = [med[a][t] - med[b][t] for t in tasks]
    wins = sum(d > EPS for d in diffs)
    losses = sum(d < -EPS for d in diffs)
    return "%d/%d/%d" % (wins, len(diffs) - wins - losses, losses)


def summary_table(data, searchers):
    lines = [row("searcher", "tasks", "none %", "random %", "homi %",
                 "homi vs none", "homi vs random", "random vs none"),
             "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for s in searchers:
        med = {p: {t: median(covs(data, t, joined(s, p)))
                   for t in data["tasks"]} for p in PRUNINGS}
        tasks = [t for t in data["tasks"]
                 if all(med[p][t] is not None for p in PRUNINGS)]
        if not tasks:
            lines.append(row(s, 0, "-", "-", "-", "-", "-", "-"))
            continue
        lines.append(row(s, len(tasks), *[
            fmt(statistics.fmean(med[p][t] for t in tasks))
            for p in PRUNINGS], verdict(med, tasks, "homi", "none"),
            verdict(med, tasks, "homi", "random"),
            verdict(med, tasks, "random", "none")))
    return lines


def union_branches(data, task, config):
    """Branch ids covered by any repetition, or None if none has them."""
    found = [r["branches"] for r in data["runs"].get((task, config), [])
             if r["branches"] is not None]
    return set().union(*found) if found else None


def exclusive_table(data, searchers):
    lines = [row("task", "searcher", "none", "random", "homi", "homi only",
                 "none only", "random only"),
             "|---|---|---:|---:|---:|---:|---:|---:|"]
    for s in searchers:
        total = [0] * 6
        for t in data["tasks"]:
            sets = {p: union_branches(data, t, joined(s, p))
                    for p in PRUNINGS}
            if any(v is None for v in sets.values()):
                continue
            only = [len(sets[p] - set().union(*[sets[q] for q in PRUNINGS
                                                if q != p]))
                    for p in ("homi", "none", "random")]
            counts = [len(sets[p]) for p in PRUNINGS] + only
            total = [a + b for a, b in zip(total, counts)]
            lines.append(row(t, s, *counts))
        lines.append(row("**total**", s, *total))
    return lines


def series(r, key):
    """(seconds, None, values) of a run's stats.json series, the shape
    compare.value_at reads, or None."""
    points = sorted((s["seconds"], s[key]) for s in
                    r["stats"].get("series") or []
                    if isinstance(s, dict) and isinstance(
                        s.get("seconds"), (int, float)) and isinstance(
                            s.get(key), (int, float)))
    return (tuple(p[0] for p in points), None,
            tuple(p[1] for p in points)) if points else None


def median_curve(data, task, config, key, grid):
    reps = [s for s in (series(r, key)
                        for r in data["runs"].get((task, config), []))
            if s is not None]
    return [statistics.median(value_at(s, x) for s in reps)
            for x in grid] if reps else None


def figure(path, data, curves, key, ylabel, title, symlog=False):
    """Per task a subplot of the median curves of `key`; curves is a list
    of (configuration, plot keyword arguments)."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        warn("no matplotlib for %s (Debian: apt-get install "
             "python3-matplotlib): no %s" % (sys.executable, path))
        return
    end = max([float(data["meta"].get("time") or 0)] +
              [r["stats"]["series"][-1].get("seconds") or 0
               for r in data["rows"] if r["stats"].get("series")])
    grid = [end * i / 200 for i in range(201)]
    tasks = data["tasks"]
    ncols = min(3, len(tasks))
    nrows = math.ceil(len(tasks) / ncols)
    fig, axes = plt.subplots(nrows, ncols, squeeze=False,
                             figsize=(5 * ncols, 3.4 * nrows + 0.8))
    for ax in axes.flat[len(tasks):]:
        ax.set_visible(False)
    for ax, t in zip(axes.flat, tasks):
        total = max((r["stats"].get("branches_total") or 0
                     for c, _ in curves for r in data["runs"].get((t, c), [])),
                    default=0)
        for c, style in curves:
            curve = median_curve(data, t, c, key, grid)
            if curve is not None:
                ax.plot(grid, curve, label=c, **style)
        ax.set_title("%s (%d branches)" % (t, total) if total else t,
                     fontsize="medium")
        ax.set_xlabel("seconds")
        ax.set_ylabel(ylabel)
        if symlog:
            ax.set_yscale("symlog", linthresh=1)
        ax.grid(alpha=0.3)
    fig.suptitle(title)
    handles, labels = [], []
    for ax in axes.flat:
        for h, l in zip(*ax.get_legend_handles_labels()):
            if l not in labels:
                handles.append(h)
                labels.append(l)
    fig.legend(handles, labels, loc="lower center", fontsize="small",
               ncol=min(len(labels), 7) or 1, frameon=False)
    legend_inches = 0.2 * math.ceil(len(labels) / 7) + 0.1
    fig.tight_layout(rect=(0, legend_inches / (3.4 * nrows + 0.8), 1, 1))
    fig.savefig(path, dpi=80)
    plt.close(fig)
    print("wrote " + path)


def main(argv):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=(
        argparse.RawDescriptionHelpFormatter))
    p.add_argument("out")
    p.add_argument("--searcher", default=os.environ.get("TABLE_SEARCHER")
                   or "klee", help="the searcher of coverage.png and "
                   "states.png (default $TABLE_SEARCHER, else klee)")
    args = p.parse_args(argv)
    results_dir = os.path.join(args.out, "main")
    data = load(results_dir)
    if not data:
        sys.exit("symbolic_table.py: no rows in %s/results.csv" % results_dir)
    attach_runs(data, results_dir)
    configs = ordered(data["configs"], list(data["meta"].get("configs", {})))
    searchers = list(dict.fromkeys(split(c)[0] for c in configs))
    meta = data["meta"]
    out = ["# Forking symbolic execution: searchers, random pruning and "
           "Homi", "",
           "%s; %d tasks, %d rep(s), %s s per run; gcov coverage is the "
           "median over repetitions." % (
               meta.get("forage_version") or "forage", len(data["tasks"]),
               data["reps"], meta.get("time", "?")),
           "", "## Runs: medians per task and configuration", "",
           "branches: internal branch directions covered / in the program; "
           "states/s and queries/state from stats.json's strategy_stats.",
           ""] + runs_table(data, configs)
    out += ["", "## Summary per searcher: mean over tasks of the median gcov "
            "coverage", "", "W/T/L: tasks won / tied / lost, medians "
            "compared.", ""] + summary_table(data, searchers)
    out += ["", "## Exclusively covered internal branches", "",
            "Per pruning, the branch ids its runs' tests covered (union over "
            "repetitions); `homi only` are covered by homi but by neither "
            "none nor random, and so on. A task where a pruning has no "
            "tests.jsonl is left out.", ""] + exclusive_table(
                data, searchers)
    try:
        with open(os.path.join(args.out, "command.txt"),
                  encoding="utf-8") as f:
            command = f.read().strip()
    except OSError:
        command = "(no %s/command.txt)" % args.out
    out += ["", "## Command", "", "```", command, "```", ""] + [
        "- %s: `%s`" % (c, meta.get("configs", {}).get(c, "?"))
        for c in configs]
    with open(os.path.join(args.out, "table.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print("\n".join(out))

    chosen = config_name(args.searcher)
    if chosen not in searchers:
        warn("no searcher %s in %s; plotting %s" % (
            chosen, results_dir, searchers[0]))
        chosen = searchers[0]
    three = [(joined(chosen, q), {"color": "C%d" % i})
             for i, q in enumerate(PRUNINGS)]
    every = [(c, {"color": "C%d" % (searchers.index(split(c)[0]) % 10),
                  "linestyle": STYLE[split(c)[1]]}) for c in configs]
    median = "median over %d rep(s)" % data["reps"]
    figure(os.path.join(args.out, "coverage.png"), data, three,
           "branches_covered", "internal branches covered",
           "%s: internal branch coverage (%s)" % (chosen, median))
    figure(os.path.join(args.out, "coverage_all.png"), data, every,
           "branches_covered", "internal branches covered",
           "every configuration: internal branch coverage (%s)" % median)
    figure(os.path.join(args.out, "states.png"), data, three, "states",
           "live states", "%s: live states (%s)" % (chosen, median),
           symlog=True)


if __name__ == "__main__":
    main(sys.argv[1:])
