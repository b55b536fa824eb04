#!/usr/bin/env python3
"""Tables and plot of bench/portfolio.py (issue 23, item 6).

  bench/portfolio_table.py OUT

(from OUT/results.csv, or, for a run stopped early, from the row.json of
every program whose configs all finished)
Reads OUT/results.csv and the replayed suites under OUT/runs; writes
OUT/table.md: per suite and program, the gcov branches taken by each
config's replayed suite (`eN`: N error calls reached, confirmed by replay),
whether the default took at least as many as the best single technique,
and what exactly one single technique contributed: gcov branches (by file,
line and gcov's branch index on that line) and error calls that no other
single technique reached, with how many of them the default also got. Then
per suite the means, goals proved (stats.json) and where the default loses.
OUT/plot.txt is an ASCII plot of each config's mean gcov branch coverage.
"""
import collections, csv, glob, json, os, sys

from crabs_table import gcov_branches

NOT_SINGLE = ("default", "jobs2")  # the portfolio's configs
ORDER = ["default", "jobs2", "hybrid", "symbolic", "crabs", "reach", "sample"]


def num(x):
    try:
        return int(float(x))
    except (TypeError, ValueError):
        return 0


def proved(stats):
    """Goals proved unreachable: goals.proved, or, where --abstraction
    alone leaves that at 0, its abstraction.proved_unreachable."""
    return max(num((stats.get("goals") or {}).get("proved")),
               num((stats.get("abstraction") or {}).get("proved_unreachable")))


def run_proved(out, r):
    path = os.path.join(out, "runs", r["suite"], r["config"], r["task"],
                        "stats.json")
    try:
        return proved(json.load(open(path)))
    except (OSError, ValueError):
        return 0


def taken(out, r):
    """{(file, line, index)} of the gcov branches a replayed suite took."""
    d = os.path.join(out, "runs", r["suite"], r["config"], r["task"])
    return {(f, ln, i) for (f, ln), counts in gcov_branches(d).items()
            for i, c in enumerate(counts) if c > 0}


def unique_cell(out, rs, singles):
    """What exactly one single technique got, and how much the default has."""
    br = {c: taken(out, rs[c]) for c in singles + ["default"] if c in rs}
    er = {c: set(rs[c]["errors_confirmed"].split()) for c in br}
    parts = []
    for c in singles:
        if c not in br:
            continue
        others = [o for o in singles if o != c and o in br]
        ub = br[c] - set().union(*(br[o] for o in others))
        ue = er[c] - set().union(*(er[o] for o in others))
        if ub or ue:
            dflt = br.get("default", set())
            text = "%s %d br (default %d)" % (c, len(ub), len(ub & dflt))
            if ue:
                text += ", err %s (default %s)" % (
                    " ".join(sorted(ue)),
                    "has" if ue <= er.get("default", set()) else "misses")
            parts.append(text)
    return "; ".join(parts) or "-"


def suite_table(out, suite, rows, configs):
    singles = [c for c in configs if c not in NOT_SINGLE]
    by = collections.defaultdict(dict)
    for r in rows:
        by[r["task"]][r["config"]] = r
    lines = ["## %s" % suite, "",
             "| program | gcov total | " + " | ".join(configs) +
             " | default >= best single | only one technique |",
             "|---|---|" + "---|" * len(configs) + "---|---|"]
    wins, losses, errs_missed = 0, [], []
    for task in sorted(by):
        rs = by[task]
        total = max(num(r["gcov_branches_total"]) for r in rs.values())
        cells = []
        for c in configs:
            r = rs.get(c)
            e = len(r["errors_confirmed"].split()) if r else 0
            cells.append("-" if r is None else "%d%s" % (
                num(r["gcov_branches_taken"]), " e%d" % e if e else ""))
        # With the default alone (a run to compare two builds) there is no
        # single technique to be the best: the default is its own yardstick.
        best = max(singles or ["default"],
                   key=lambda c: num(rs[c]["gcov_branches_taken"])
                   if c in rs else -1)
        d = num(rs["default"]["gcov_branches_taken"]) if "default" in rs \
            else 0
        b = num(rs[best]["gcov_branches_taken"]) if best in rs else 0
        ok = d >= b
        wins += ok
        if not ok:
            losses.append("%s: default %d, %s %d" % (task, d, best, b))
        single_errs = set().union(*(set(rs[c]["errors_confirmed"].split())
                                    for c in singles if c in rs))
        dflt_errs = set(rs["default"]["errors_confirmed"].split()) \
            if "default" in rs else set()
        errs_missed += ["%s %s" % (task, e)
                        for e in sorted(single_errs - dflt_errs)]
        lines.append("| %s | %d | %s | %s | %s |" % (
            task, total, " | ".join(cells), "yes" if ok else "no",
            unique_cell(out, rs, singles)))
    n = len(by)
    means = {c: sum(num(by[t][c]["gcov_branches_taken"]) for t in by
                    if c in by[t]) / max(n, 1) for c in configs}
    proved = {c: sum(run_proved(out, by[t][c]) for t in by if c in by[t])
              for c in configs}
    errs = {c: sum(len(by[t][c]["errors_confirmed"].split()) for t in by
                   if c in by[t]) for c in configs}
    lines.append("| **mean** | | " + " | ".join(
        "%.1f" % means[c] for c in configs) + " | %d of %d | |" % (wins, n))
    lines += ["",
              "| config | mean gcov branches | errors reached (replayed) "
              "| goals proved |", "|---|---|---|---|"]
    lines += ["| %s | %.1f | %d | %d |" % (c, means[c], errs[c], proved[c])
              for c in configs]
    lines += ["", "- default >= best single technique on %d of %d programs "
              "(%.0f %%)" % (wins, n, 100.0 * wins / max(n, 1)),
              "- highest mean: %s" % max(configs, key=lambda c: means[c]),
              "- default loses: %s" % ("; ".join(losses) or "nowhere"),
              "- errors a single technique reached and the default did not:"
              " %s" % ("; ".join(errs_missed) or "none"), ""]
    return lines, means


def plot(means_by_suite, configs):
    """ASCII bars: mean gcov branches per program, relative to the best."""
    lines = ["Mean gcov branches taken per program, per config and suite",
             "(bar length relative to the suite's highest mean)", ""]
    for suite, means in means_by_suite.items():
        top = max(means.values()) or 1
        lines.append(suite)
        for c in configs:
            bar = "#" * int(round(50 * means[c] / top))
            lines.append("  %-9s |%-50s| %.1f" % (c, bar, means[c]))
        lines.append("")
    return lines


def write(out, rows, configs):
    suites = collections.OrderedDict()
    for r in rows:
        suites.setdefault(r["suite"], []).append(r)
    md = ["# The portfolio against each technique alone", "",
          "Cells: gcov branches taken by the replayed suite; `eN`: N error "
          "calls reached, confirmed by native replay. *Only one technique*: "
          "gcov branches (file, line, gcov's index on the line) and error "
          "calls exactly one single technique got, and how many of those "
          "the default also got.", ""]
    means = collections.OrderedDict()
    for suite, rs in suites.items():
        lines, means[suite] = suite_table(out, suite, rs, configs)
        md += lines
    with open(os.path.join(out, "table.md"), "w") as f:
        f.write("\n".join(md) + "\n")
    with open(os.path.join(out, "plot.txt"), "w") as f:
        f.write("\n".join(plot(means, configs)) + "\n")


def finished_rows(out):
    """Rows of the programs every config of a stopped run finished."""
    rows = [json.load(open(p)) for p in sorted(
        glob.glob(os.path.join(out, "runs", "*", "*", "*", "row.json")))]
    configs = list(dict.fromkeys(r["config"] for r in rows))
    n = collections.Counter((r["suite"], r["task"]) for r in rows)
    return [r for r in rows if n[(r["suite"], r["task"])] == len(configs)]


def main():
    out = sys.argv[1]
    try:
        rows = list(csv.DictReader(open(os.path.join(out, "results.csv"))))
    except OSError:
        rows = finished_rows(out)
    configs = sorted(dict.fromkeys(r["config"] for r in rows),
                     key=lambda c: (ORDER + [c]).index(c))
    write(out, rows, configs)
    print(open(os.path.join(out, "table.md")).read())


if __name__ == "__main__":
    main()
