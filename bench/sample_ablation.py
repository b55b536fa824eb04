#!/usr/bin/python3
"""bench/sample_ablation.py MAIN ABL... - the learner ablation of forage sample.

MAIN is a bench/sample.py output directory (its A(LP) rows are the
baseline with every learner on); each ABL is one run over the same
programs with `--configs lp --extra "--learners ..."` (the directory name
says which learner is off, e.g. ablation-no-range). Prints a markdown table
of gcov branch coverage and distinct bug sites per program, over the
programs every directory has finished, with the means. Each cell is the
mean over the seeds every directory has for that program.
"""
import json
import os
import sys


def rows(d):
    """program -> seed -> row of its A(LP) runs."""
    out = {}
    runs = os.path.join(d, "runs")
    if not os.path.isdir(runs):
        return out
    for prog in os.listdir(runs):
        lp = os.path.join(runs, prog, "lp")
        for seed in os.listdir(lp) if os.path.isdir(lp) else []:
            f = os.path.join(lp, seed, "row.json")
            if os.path.exists(f):
                out.setdefault(prog, {})[seed] = json.load(open(f))
    return out


def cell(r, seeds, key):
    return sum(r[s][key] for s in seeds) / len(seeds)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    dirs = sys.argv[1:]
    names = ["all learners"] + [os.path.basename(d.rstrip("/")).replace(
        "ablation-", "") for d in dirs[1:]]
    data = [rows(d) for d in dirs]
    progs = sorted(set.intersection(*[set(r) for r in data]))
    seeds = {p: sorted(set.intersection(*[set(r[p]) for r in data]))
             for p in progs}
    progs = [p for p in progs if seeds[p]]
    print("| program | " + " | ".join("%s cov%% / #E" % n for n in names) + " |")
    print("|---|" + "---|" * len(names))
    for p in progs:
        print("| %s | " % p + " | ".join(
            "%.1f / %.1f" % (cell(r[p], seeds[p], "gcov_cov"),
                             cell(r[p], seeds[p], "bug_sites")) for r in data)
            + " |")
    if progs:
        print("| **mean** | " + " | ".join("%.1f / %.2f" % (
            sum(cell(r[p], seeds[p], "gcov_cov") for p in progs) / len(progs),
            sum(cell(r[p], seeds[p], "bug_sites") for p in progs) / len(progs))
            for r in data) + " |")


if __name__ == "__main__":
    main()
