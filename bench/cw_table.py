#!/usr/bin/python3
"""Tables and plots of the concolic-walk experiment (bench/cw.sh).

  bench/cw_table.py OUT [--benchdir DIR] [--alpha 0.05]

Reads OUT/main/results.csv (configurations z3, cw, z3+cw, concretize) and
OUT/params/results.csv (base and the parameter variations), as bench/run.py
wrote them; either may be missing. A run's coverage is its gcov branch
coverage in percent; a run that wrote no test counts as 0 %, a run whose
replay failed is left out. Per program and configuration the median over
the repetitions is used throughout.

Writes OUT/table.md:
  Table 1   (like thesis Table 5.2) per program, the median coverage and
            median wall-clock seconds (column `seconds`, compile included)
            of each main configuration; then the average over programs
            weighted by lines of code (non-empty, non-comment lines of the C
            file) and the plain mean.
  Tests     z3+cw against z3, concretize and cw: per program the difference
            of the medians (percentage points) and the two-sided
            Mann-Whitney U p-value over the repetitions (exact distribution
            without ties, normal approximation with tie correction and
            continuity correction with ties); `*` marks p < alpha. A win or
            loss needs a significant difference; anything else is a tie.
  Solver    per configuration, summed over programs, the per-program median
            of each run's stats.json "solver" counters: queries solved by
            Z3 and by the concolic walk, walk calls, walks that gave up
            (unknown), models rejected; and solved_by_cw per program.
  Table 2   (like thesis Table 5.3) per program, each variation's median
            coverage divided by base's ("·" where it rounds to 1.00), and
            the ratio of the LOC-weighted averages.
And OUT/coverage.png (median coverage per program and main configuration,
error bars min..max over repetitions), OUT/params.png (Table 2 as bars: the
weighted ratio, with a dot per program). Nothing here passes or fails.
"""

import argparse
import collections
import csv
import functools
import json
import math
import os
import re
import statistics
import sys

MAIN = ["z3", "cw", "z3+cw", "concretize"]
PARAMS = ["base", "tabu-off", "tabu-5", "no-bisection", "I10", "I30", "I300",
          "R3", "R25"]
PAIRS = [("z3+cw", "z3"), ("z3+cw", "concretize"), ("z3+cw", "cw")]
SOLVER = ["solved_by_z3", "solved_by_cw", "cw_calls", "cw_unknown",
          "models_rejected"]


def load_json(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def load(results_dir):
    """{"runs": {(task, config): [rows]}, "configs": [...], ...} or None."""
    try:
        with open(os.path.join(results_dir, "results.csv"), newline="",
                  encoding="utf-8") as f:
            rows = list(csv.DictReader(f))
    except OSError:
        return None
    runs = collections.defaultdict(list)
    for row in rows:
        cov = row.get("gcov_branch_coverage") or ""
        row["cov"] = 100 * float(cov) if cov else \
            0.0 if row.get("replay_status") == "no-tests" else None
        stats = load_json(os.path.join(results_dir, row.get("outdir", ""),
                                       "stats.json")) or {}
        row["solver"] = stats.get("solver") if isinstance(
            stats.get("solver"), dict) else {}
        runs[(row["task"], row["config"])].append(row)
    names = {r["config"] for r in rows}
    return {"runs": runs, "configs": names, "rows": rows,
            "tasks": sorted({r["task"] for r in rows}),
            "reps": max((int(r["rep"]) + 1 for r in rows), default=0),
            "meta": load_json(os.path.join(results_dir, "meta.json")) or {}}


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
        text = f.read()
    text = re.sub(r'//[^\n]*|/\*.*?\*/|("(?:\\.|[^"\\\n])*"|'
                  r"'(?:\\.|[^'\\\n])*')",
                  lambda m: m.group(1) or "\n" * m.group(0).count("\n"),
                  text, flags=re.S)
    return sum(1 for line in text.splitlines() if line.strip())


def lines_of_code(datasets, benchdirs):
    """{task: LOC} from task_file, else BENCHDIR/<task>.c or .i."""
    loc = {}
    for data in datasets:
        for row in data["rows"]:
            task = row["task"]
            candidates = [row.get("task_file") or ""] + [
                os.path.join(d, task.replace("__", os.sep) + ext)
                for d in benchdirs if d for ext in (".c", ".i")]
            for path in candidates:
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
    pooled = sorted(x + y)
    rank, i = {}, 0
    while i < len(pooled):
        j = i
        while j < len(pooled) and pooled[j] == pooled[i]:
            j += 1
        rank[pooled[i]] = (i + 1 + j) / 2  # mid-rank of a run of ties
        i = j
    u = sum(rank[v] for v in x) - m * (m + 1) / 2
    ties = [c for c in collections.Counter(pooled).values() if c > 1]
    if not ties:
        counts, k = u_counts(m, n), int(round(u))
        lower, upper = sum(counts[:k + 1]), sum(counts[k:])
        return min(1.0, 2 * min(lower, upper) / sum(counts))
    size = m + n
    var = m * n / 12 * (size + 1 - sum(t ** 3 - t for t in ties) /
                        (size * (size - 1)))
    if var <= 0:
        return 1.0  # every value equal
    z = max(0.0, abs(u - m * n / 2) - 0.5) / math.sqrt(var)
    return min(1.0, math.erfc(z / math.sqrt(2)))


def fmt(value, pattern="%.1f"):
    return "-" if value is None else pattern % value


def table1(data, configs, loc):
    lines = ["| program | LOC | " + " | ".join(
        "%s cov %% | %s s" % (c, c) for c in configs) + " |",
        "|---|---:|" + "---:|---:|" * len(configs)]
    med = {c: {} for c in configs}
    sec = {c: {} for c in configs}
    for t in data["tasks"]:
        cells = []
        for c in configs:
            med[c][t] = median(covs(data, t, c))
            sec[c][t] = median(float(r["seconds"]) for r in
                               data["runs"].get((t, c), []) if r["seconds"])
            cells += [fmt(med[c][t]), fmt(sec[c][t])]
        lines.append("| %s | %s | " % (t, loc.get(t, "?")) +
                     " | ".join(cells) + " |")
    for label, agg in (("weighted average", lambda d: weighted(d, loc)),
                       ("mean", lambda d: weighted(d, {}))):
        lines.append("| **%s** | | " % label + " | ".join(
            "%s | %s" % (fmt(agg(med[c])), fmt(agg(sec[c])))
            for c in configs) + " |")
    return lines, med


def tests(data, med, alpha):
    lines = []
    for a, b in PAIRS:
        if a not in med or b not in med:
            continue
        lines += ["", "### %s vs %s" % (a, b), "",
                  "| program | %s | %s | difference | p | |" % (a, b),
                  "|---|---:|---:|---:|---:|---|"]
        verdict = {"beats": [], "ties with": [], "loses to": []}
        for t in data["tasks"]:
            p = mann_whitney(covs(data, t, a), covs(data, t, b))
            if med[a][t] is None or med[b][t] is None or p is None:
                continue
            diff = med[a][t] - med[b][t]
            sig = p < alpha
            verdict["ties with" if not sig or diff == 0 else
                    "beats" if diff > 0 else "loses to"].append(t)
            lines.append("| %s | %.1f | %.1f | %+.1f | %.3g | %s |" % (
                t, med[a][t], med[b][t], diff, p, "*" if sig else ""))
        lines += ["", "%s " % a + ", ".join(
            "%s %s on %d program%s%s" % (
                word, b, len(ts), "" if len(ts) == 1 else "s",
                " (%s)" % ", ".join(ts) if ts else "")
            for word, ts in verdict.items()) + "."]
    return lines


def solver_tables(data, configs):
    def med_field(t, c, key):
        return median(r["solver"].get(key) for r in data["runs"].get((t, c),
                                                                     []))
    lines = ["| configuration | " + " | ".join(SOLVER) + " |",
             "|---|" + "---:|" * len(SOLVER)]
    for c in configs:
        sums = [sum(med_field(t, c, k) or 0 for t in data["tasks"])
                for k in SOLVER]
        lines.append("| %s | " % c + " | ".join("%g" % s for s in sums) + " |")
    lines += ["", "solved_by_cw per program (median per run):", "",
              "| program | " + " | ".join(configs) + " |",
              "|---|" + "---:|" * len(configs)]
    for t in data["tasks"]:
        lines.append("| %s | " % t + " | ".join(
            fmt(med_field(t, c, "solved_by_cw"), "%g") for c in configs) + " |")
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
    lines = ["| program | LOC | base cov % | " + " | ".join(variations) +
             " |", "|---|---:|---:|" + "---:|" * len(variations)]
    ratios = {c: {} for c in variations}
    for t in data["tasks"]:
        for c in variations:
            ratios[c][t] = ratio(med[c][t], med["base"][t])
        lines.append("| %s | %s | %s | " % (t, loc.get(t, "?"), fmt(
            med["base"][t])) + " | ".join(cell(ratios[c][t])
                                          for c in variations) + " |")
    wavg = {}
    for c in variations:  # over the programs both have
        both = [t for t in data["tasks"] if None not in (
            med[c][t], med["base"][t])]
        wavg[c] = ratio(weighted({t: med[c][t] for t in both}, loc),
                        weighted({t: med["base"][t] for t in both}, loc))
    lines.append("| **weighted average** | | %s | " % fmt(weighted(
        med["base"], loc)) + " | ".join(cell(wavg[c]) for c in variations) +
        " |")
    return lines, ratios, wavg


def plot_coverage(data, configs, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    tasks, width = data["tasks"], 0.8 / max(1, len(configs))
    fig, ax = plt.subplots(figsize=(max(6, 1.1 * len(tasks)), 4))
    for i, c in enumerate(configs):
        xs, mids, lo, hi = [], [], [], []
        for k, t in enumerate(tasks):
            v = covs(data, t, c)
            if v:
                xs.append(k - 0.4 + width * (i + 0.5))
                mids.append(statistics.median(v))
                lo.append(mids[-1] - min(v))
                hi.append(max(v) - mids[-1])
        ax.bar(xs, mids, width, yerr=[lo, hi], capsize=2, label=c)
    ax.set_xticks(range(len(tasks)))
    ax.set_xticklabels(tasks, rotation=30, ha="right")
    ax.set_ylabel("gcov branch coverage (%), median")
    ax.set_ylim(0, 105)
    ax.legend(fontsize="small", ncol=len(configs))
    fig.tight_layout()
    fig.savefig(path, dpi=90)
    plt.close(fig)


def plot_params(ratios, wavg, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    names = list(ratios)
    fig, ax = plt.subplots(figsize=(max(5, 0.8 * len(names)), 4))
    heights = [w if w and math.isfinite(w) else 0 for w in wavg.values()]
    ax.bar(range(len(names)), heights, 0.6, color="lightsteelblue",
           label="weighted average")
    for k, c in enumerate(names):
        pts = [r for r in ratios[c].values() if r is not None and
               math.isfinite(r)]
        ax.plot([k] * len(pts), pts, "k.", alpha=0.6,
                label="a program" if k == 0 else None)
    ax.axhline(1.0, color="grey", linestyle="--", linewidth=1)
    ax.set_xticks(range(len(names)))
    ax.set_xticklabels(names, rotation=30, ha="right")
    ax.set_ylabel("median coverage / base's")
    ax.legend(fontsize="small")
    fig.tight_layout()
    fig.savefig(path, dpi=90)
    plt.close(fig)


def command_line(out, main, params, benchdir):
    meta = (main or params)["meta"]
    bench = benchdir or meta.get("taskdir", "BENCHDIR")
    reps = main["reps"] if main else 0
    cmd = "bench/cw.sh %s %s %s %s" % (bench, out, meta.get("time", "?"),
                                       reps or "?")
    if params and params["reps"] != min(reps or 7, 3):
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
    p.add_argument("--benchdir", help="where the programs are, for the LOC "
                   "when results.csv's task_file is gone")
    p.add_argument("--alpha", type=float, default=0.05)
    args = p.parse_args(argv)
    main_data = load(os.path.join(args.out, "main"))
    params = load(os.path.join(args.out, "params"))
    if not main_data and not params:
        sys.exit("cw_table.py: neither %s/main/results.csv nor "
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
                "seconds per run", ""] + t1
        out += ["", "## z3+cw against the others (Mann-Whitney U, two-sided,"
                " alpha %g)" % args.alpha] + tests(main_data, med, args.alpha)
        out += ["", "## Solver: per-program medians of the stats.json "
                "counters, summed over programs", ""]
        out += solver_tables(main_data, configs)
        plot_coverage(main_data, configs, os.path.join(args.out,
                                                       "coverage.png"))
    if params and "base" in params["configs"]:
        t2, ratios, wavg = table2(params, ordered(params["configs"], PARAMS),
                                  loc)
        out += ["", "## Table 2: median coverage relative to base (z3+cw "
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
