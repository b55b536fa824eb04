#!/usr/bin/python3
"""Tables and plots of the concolic-walk experiment (bench/cw.sh).

  bench/cw_table.py OUT [--benchdir DIR] [--alpha 0.05]

Reads OUT/main/results.csv (configurations z3, cw, z3+cw, cw+z3, concretize) and
OUT/params/results.csv (base and the parameter variations), as bench/run.py
writes them; either may be missing. A run's coverage is its gcov branch
coverage in percent (a run that wrote no test: 0 %; a failed replay: left
out). Per program and configuration, the median over repetitions is used.
LOC is the count of non-empty, non-comment lines of the program (from the
CSV's task_file, else DIR/<task>.c).

OUT/table.md holds:
  Table 1  (thesis Table 5.2) per program, each main configuration's median
           coverage and the median seconds until the run's last new branch
           (from stats.json's series: runs end at the budget, so the budget
           says nothing); then the LOC-weighted average and the plain mean.
  Tests    z3+cw and cw+z3 against z3, concretize and cw, and cw+z3 against
           z3+cw: per program the difference
           of the medians (points) and the two-sided Mann-Whitney U p-value
           over the repetitions, exact (with ties, by enumerating every
           split of the pooled midranks); `*` marks
           p < alpha. Only a significant difference is a win or a loss.
  Solver   per configuration, the per-program medians of each run's
           stats.json "solver" counters, summed over programs.
  Table 2  (thesis Table 5.3) per program, each variation's median coverage
           over base's ("·" where that rounds to 1.00), and the ratio of
           their LOC-weighted averages (over the programs both have).
OUT/coverage.png: median coverage per program and main configuration, error
bars min..max over repetitions. OUT/params.png: Table 2's weighted ratios as
bars, a dot per program. Nothing here passes or fails.
"""

import argparse
import collections
import csv
import functools
import itertools
import json
import math
import os
import re
import statistics
import sys

from curves import load_json  # bench/curves.py, next to this script

MAIN = ["z3", "cw", "z3+cw", "cw+z3", "concretize"]
PARAMS = ["base", "tabu-off", "tabu-5", "no-bisection", "I10", "I30", "I300",
          "R3", "R25"]
PAIRS = [("z3+cw", "z3"), ("z3+cw", "concretize"), ("z3+cw", "cw"),
         ("cw+z3", "z3"), ("cw+z3", "concretize"), ("cw+z3", "cw"),
         ("cw+z3", "z3+cw")]
SOLVER = ["solved_by_z3", "solved_by_cw", "cw_calls", "cw_unknown",
          "models_rejected"]


def load(results_dir):
    """{"runs": {(task, config): [rows]}, "tasks", "configs", ...} or None."""
    try:
        with open(os.path.join(results_dir, "results.csv"), newline="",
                  encoding="utf-8") as f:
            rows = list(csv.DictReader(f))
    except OSError:
        return None
    if not rows:
        return None
    runs = collections.defaultdict(list)
    for row in rows:
        cov = row.get("gcov_branch_coverage") or ""
        row["cov"] = 100 * float(cov) if cov else \
            0.0 if row.get("replay_status") == "no-tests" else None
        stats = load_json(os.path.join(results_dir, row.get("outdir") or "",
                                       "stats.json")) or {}
        solver = stats.get("solver")
        row["solver"] = solver if isinstance(solver, dict) else {}
        row["to_final"] = time_to_final(stats, row)
        runs[(row["task"], row["config"])].append(row)
    return {"runs": runs, "rows": rows, "configs": {r["config"] for r in rows},
            "tasks": sorted({r["task"] for r in rows}),
            "reps": max(int(r["rep"]) + 1 for r in rows),
            "meta": load_json(os.path.join(results_dir, "meta.json")) or {}}


def time_to_final(stats, row):
    """Seconds until the run's last new branch (internal count), from the
    stats.json series; the run's seconds if there is no series."""
    series = stats.get("series") or []
    final = stats.get("branches_covered")
    for sample in series:
        if final is not None and sample.get("branches_covered") == final:
            return sample.get("seconds")
    return float(row["seconds"]) if row.get("seconds") else None


def ordered(names, order):
    return [c for c in order if c in names] + sorted(set(names) - set(order))


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def covs(data, task, config):
    return [r["cov"] for r in data["runs"].get((task, config), [])
            if r["cov"] is not None]


def count_loc(path):
    """Non-empty lines of a C file once its comments are removed."""
    with open(path, encoding="utf-8", errors="replace") as f:
        text = re.sub(r'//[^\n]*|/\*.*?\*/|("(?:\\.|[^"\\\n])*"|'
                      r"'(?:\\.|[^'\\\n])*')",
                      lambda m: m.group(1) or "\n" * m.group(0).count("\n"),
                      f.read(), flags=re.S)
    return sum(1 for line in text.splitlines() if line.strip())


def lines_of_code(datasets, benchdirs):
    """{task: LOC} from task_file, else BENCHDIR/<task>.c or .i."""
    loc = {}
    for row in (row for data in datasets for row in data["rows"]):
        task = row["task"]
        for path in [row.get("task_file") or ""] + [
                os.path.join(d, task.replace("__", os.sep) + ext)
                for d in benchdirs if d for ext in (".c", ".i")]:
            if task not in loc and path and os.path.isfile(path):
                loc[task] = count_loc(path)
    return loc


def weighted(values, loc):
    """LOC-weighted mean of {task: value}; weight 1 if a LOC is unknown."""
    pairs = [(v, loc.get(t, 1)) for t, v in values.items() if v is not None]
    total = sum(w for _, w in pairs)
    return sum(v * w for v, w in pairs) / total if total else None


@functools.lru_cache(maxsize=None)
def u_counts(m, n):
    """counts[u]: orderings of m + n distinct values whose U equals u."""
    if m == 0 or n == 0:
        return (1,)
    a, b = u_counts(m - 1, n), u_counts(m, n - 1)  # largest value in x / y
    return tuple((a[u - n] if 0 <= u - n < len(a) else 0) +
                 (b[u] if u < len(b) else 0) for u in range(m * n + 1))


def mann_whitney(x, y):
    """Two-sided p-value of the Mann-Whitney U test, or None."""
    m, n = len(x), len(y)
    if not m or not n:
        return None
    pooled, count = sorted(x + y), collections.Counter(x + y)
    rank = {v: pooled.index(v) + (count[v] + 1) / 2 for v in count}  # mid
    u = sum(rank[v] for v in x) - m * (m + 1) / 2
    if all(c == 1 for c in count.values()):
        counts, k = u_counts(m, n), int(round(u))
        tail = min(sum(counts[:k + 1]), sum(counts[k:]))
        return min(1.0, 2 * tail / sum(counts))
    # Ties (coverage values often tie): the exact permutation distribution
    # of U over every split of the pooled midranks (3432 for 7 + 7).
    ranks = [rank[v] for v in x + y]
    observed = abs(u - m * n / 2)
    extreme = total = 0
    for chosen in itertools.combinations(range(m + n), m):
        us = sum(ranks[i] for i in chosen) - m * (m + 1) / 2
        total += 1
        extreme += abs(us - m * n / 2) >= observed - 1e-9
    return extreme / total


def fmt(value, pattern="%.1f"):
    return "-" if value is None else pattern % value


def row(*cells):
    return "| " + " | ".join(str(c) for c in cells) + " |"


def table1(data, configs, loc):
    lines = [row("program", "LOC", *["%s %s" % (c, what) for c in configs
                                     for what in ("cov %", "s to final")]),
             "|---|---:|" + "---:|---:|" * len(configs)]
    med, sec = {c: {} for c in configs}, {c: {} for c in configs}
    for t in data["tasks"]:
        for c in configs:
            med[c][t] = median(covs(data, t, c))
            sec[c][t] = median(r["to_final"] for r in
                               data["runs"].get((t, c), [])
                               if r["to_final"] is not None)
        lines.append(row(t, loc.get(t, "?"), *[
            fmt(d[c][t]) for c in configs for d in (med, sec)]))
    lines.append(row("**weighted average**", "", *[
        fmt(weighted(med[c], loc)) if d is med else ""
        for c in configs for d in (med, sec)]))
    lines.append(row("**mean**", "", *[
        fmt(weighted(d[c], {})) for c in configs for d in (med, sec)]))
    return lines, med


def tests(data, med, alpha):
    lines = []
    for a, b in (p for p in PAIRS if p[0] in med and p[1] in med):
        lines += ["", "### %s vs %s" % (a, b), "",
                  row("program", a, b, "difference", "p", ""),
                  "|---|---:|---:|---:|---:|---|"]
        verdict = {"beats": [], "ties with": [], "loses to": []}
        for t in data["tasks"]:
            p = mann_whitney(covs(data, t, a), covs(data, t, b))
            if p is None:
                continue
            diff, sig = med[a][t] - med[b][t], p < alpha
            verdict["ties with" if not sig or diff == 0 else
                    "beats" if diff > 0 else "loses to"].append(t)
            lines.append(row(t, fmt(med[a][t]), fmt(med[b][t]),
                             "%+.1f" % diff, "%.3g" % p, "*" if sig else ""))
        lines += ["", a + " " + ", ".join(
            "%s %s on %d program%s%s" % (
                word, b, len(ts), "" if len(ts) == 1 else "s",
                " (%s)" % ", ".join(ts) if ts else "")
            for word, ts in verdict.items()) + "."]
    return lines


def solver_tables(data, configs):
    def med_field(t, c, key):
        return median(r["solver"].get(key)
                      for r in data["runs"].get((t, c), []))
    lines = [row("configuration", *SOLVER), "|---|" + "---:|" * len(SOLVER)]
    for c in configs:
        lines.append(row(c, *["%g" % sum(med_field(t, c, k) or 0
                                         for t in data["tasks"])
                              for k in SOLVER]))
    return lines


def table2(data, configs, loc):
    def ratio(v, base):
        if v is None or base is None:
            return None
        return 1.0 if v == base else v / base if base else math.inf

    def cell(r):
        return "-" if r is None else "·" if "%.2f" % r == "1.00" else \
            "%.2f" % r
    variations = [c for c in configs if c != "base"]
    med = {c: {t: median(covs(data, t, c)) for t in data["tasks"]}
           for c in configs}
    base = med["base"]
    ratios = {c: {t: ratio(med[c][t], base[t]) for t in data["tasks"]}
              for c in variations}
    wavg = {}
    for c in variations:
        both = [t for t in data["tasks"] if None not in (med[c][t], base[t])]
        wavg[c] = ratio(weighted({t: med[c][t] for t in both}, loc),
                        weighted({t: base[t] for t in both}, loc))
    lines = [row("program", "LOC", "base cov %", *variations),
             "|---|---:|---:|" + "---:|" * len(variations)]
    for t in data["tasks"]:
        lines.append(row(t, loc.get(t, "?"), fmt(base[t]),
                         *[cell(ratios[c][t]) for c in variations]))
    lines.append(row("**weighted average**", "", fmt(weighted(base, loc)),
                     *[cell(wavg[c]) for c in variations]))
    return lines, ratios, wavg


def plot(path, draw, labels, ylabel, width):
    """A figure with `labels` on the x axis, drawn by draw(ax), to path."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(max(5, width * len(labels)), 4))
    draw(ax)
    ax.set_xticks(range(len(labels)))
    ax.set_xticklabels(labels, rotation=30, ha="right")
    ax.set_ylabel(ylabel)
    fig.tight_layout()
    fig.savefig(path, dpi=90)
    plt.close(fig)


def plot_coverage(data, configs, path):
    def draw(ax):
        width = 0.8 / len(configs)
        for i, c in enumerate(configs):
            xs, mids, lo, hi = [], [], [], []
            for k, t in enumerate(data["tasks"]):
                v = covs(data, t, c)
                if v:
                    xs.append(k - 0.4 + width * (i + 0.5))
                    mids.append(statistics.median(v))
                    lo.append(mids[-1] - min(v))
                    hi.append(max(v) - mids[-1])
            ax.bar(xs, mids, width, yerr=[lo, hi], capsize=2, label=c)
        ax.set_ylim(0, 105)
        ax.legend(fontsize="small", ncol=len(configs))
    plot(path, draw, data["tasks"], "gcov branch coverage (%), median", 1.1)


def plot_params(ratios, wavg, path):
    def draw(ax):
        ax.bar(range(len(ratios)), [w if w and math.isfinite(w) else 0
                                    for w in wavg.values()],
               0.6, color="lightsteelblue", label="weighted average")
        for k, c in enumerate(ratios):
            pts = [r for r in ratios[c].values()
                   if r is not None and math.isfinite(r)]
            ax.plot([k] * len(pts), pts, "k.", alpha=0.6,
                    label="a program" if k == 0 else None)
        ax.axhline(1.0, color="grey", linestyle="--", linewidth=1)
        ax.legend(fontsize="small")
    plot(path, draw, list(ratios), "median coverage / base's", 0.8)


def command_line(out, main, params, benchdir):
    """The cw.sh command that made OUT, and each part's configurations."""
    data = main or params
    files = [r["task_file"] for r in data["rows"] if r.get("task_file")]
    bench = benchdir or (os.path.dirname(os.path.realpath(files[0]))
                         if files else "BENCHDIR")
    cmd = "bench/cw.sh %s %s %s %s" % (bench, out, data["meta"].get(
        "time", "TIME"), main["reps"] if main else "REPS")
    if params and params["reps"] != min(main["reps"] if main else 7, 3):
        cmd = "PARAM_REPS=%d %s" % (params["reps"], cmd)
    lines = ["Produced by `%s`." % cmd, ""]
    for label, data in (("main", main), ("params", params)):
        if data:
            flags = data["meta"].get("configs", {})
            lines.append("- %s: %d programs, %d reps, %s s per run; %s" % (
                label, len(data["tasks"]), data["reps"],
                data["meta"].get("time", "?"), "; ".join(
                    "%s = `%s`" % (c, flags.get(c, "?")) for c in ordered(
                        data["configs"], MAIN + PARAMS))))
    return lines


def main(argv):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=(
        argparse.RawDescriptionHelpFormatter))
    p.add_argument("out")
    p.add_argument("--benchdir", help="where the programs are (for LOC)")
    p.add_argument("--alpha", type=float, default=0.05)
    args = p.parse_args(argv)
    main_data, params = (load(os.path.join(args.out, part))
                         for part in ("main", "params"))
    if not main_data and not params:
        sys.exit("cw_table.py: no rows in %s/main/results.csv or "
                 "%s/params/results.csv" % (args.out, args.out))
    datasets = [d for d in (main_data, params) if d]
    loc = lines_of_code(datasets, [args.benchdir] + [
        d["meta"].get("taskdir") for d in datasets])
    out = ["# Concolic walk: gcov branch coverage", ""]
    out += command_line(args.out, main_data, params, args.benchdir)
    if main_data:
        configs = ordered(main_data["configs"], MAIN)
        t1, med = table1(main_data, configs, loc)
        out += ["", "## Table 1: median gcov branch coverage (%) and median "
                "seconds to the last new branch", ""] + t1 + [
            "", "## Pairwise comparisons (Mann-Whitney U, two-sided, "
            "alpha %g)" % args.alpha] + tests(main_data, med, args.alpha) + [
            "", "## Solver: per-program medians of the stats.json counters, "
            "summed over programs", ""] + solver_tables(main_data, configs)
        plot_coverage(main_data, configs,
                      os.path.join(args.out, "coverage.png"))
    if params and "base" in params["configs"]:
        t2, ratios, wavg = table2(params, ordered(params["configs"], PARAMS),
                                  loc)
        out += ["", "## Table 2: median coverage relative to base (cw "
                "with the default parameters)", ""] + t2
        if ratios:
            plot_params(ratios, wavg, os.path.join(args.out, "params.png"))
    elif params:
        out += ["", "(%s/params has no `base` configuration: no Table 2)"
                % args.out]
    with open(os.path.join(args.out, "table.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print("\n".join(out))


if __name__ == "__main__":
    main(sys.argv[1:])
