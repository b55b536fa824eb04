#!/usr/bin/env python3
"""forage prove on bench/crabs with each engine (issue 24).

usage: bench/chc_crabs.py OUT [--time 30] [--engines predicates,spacer,both]
                          [PROGRAM.c ...]

For every program (default: bench/crabs/*.c) and engine, runs `forage
prove --engine E --time T` and writes OUT/results.tsv: program, engine,
branch outcomes, reachable in the CFG, covered, proved by the predicate
model checker, proved by Spacer, proved by either, open, seconds.
"""
import argparse
import glob
import json
import os
import subprocess
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def read_proofs(d):
    """The branch outcomes a `forage prove` run in d proved unreachable with
    the predicate model checker and with Spacer, and its stats.json."""
    pred, spacer = set(), set()
    try:
        for x in json.load(open(os.path.join(d, "unreachable.json"))):
            pred.add(x["branch"])
    except (OSError, ValueError):
        pass
    try:
        for x in json.load(open(os.path.join(d, "unreachable-chc.json"))):
            if "branch" in x:
                spacer.add(x["branch"])
    except (OSError, ValueError):
        pass
    try:
        st = json.load(open(os.path.join(d, "stats.json")))
    except (OSError, ValueError):
        st = {}
    return pred, spacer, st


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("programs", nargs="*")
    ap.add_argument("--time", type=float, default=30)
    ap.add_argument("--engines", default="predicates,spacer,both")
    ap.add_argument("--forage", default=os.path.join(ROOT, "build/bin/forage"))
    a = ap.parse_args()
    progs = a.programs or sorted(glob.glob(os.path.join(ROOT, "bench/crabs/*.c")))
    os.makedirs(a.out, exist_ok=True)
    out = open(os.path.join(a.out, "results.tsv"), "w")
    out.write("program\tengine\tbranches\tcovered\tproved_predicates\t"
              "proved_spacer\tproved_either\topen\tseconds\n")
    for p in progs:
        name = os.path.basename(p)[:-2]
        for e in a.engines.split(","):
            d = os.path.join(a.out, name + "-" + e)
            subprocess.run(["rm", "-rf", d])
            t0 = time.time()
            r = subprocess.run([a.forage, "prove", p, "--engine", e, "--time",
                                str(a.time), "--out", d],
                               capture_output=True, text=True)
            secs = time.time() - t0
            with open(d + ".log", "w") as f:
                f.write(r.stdout + r.stderr)
            pred, spacer, st = read_proofs(d)
            # Covered: from the summary line "coverage: C/N raw".
            covered, total = "", ""
            for line in r.stdout.splitlines():
                if "coverage:" in line:
                    covered, total = line.split()[1].split("/")
            if not total:
                total = str(st.get("branches_all", ""))
            either = pred | spacer
            opened = ""
            if covered and total:
                opened = str(int(total) - int(covered) - len(either))
            out.write("\t".join([name, e, total, covered, str(len(pred)),
                                 str(len(spacer)), str(len(either)), opened,
                                 "%.1f" % secs]) + "\n")
            out.flush()
            print(name, e, "pred", len(pred), "spacer", len(spacer),
                  "either", len(either), "%.1fs" % secs, flush=True)


if __name__ == "__main__":
    main()
