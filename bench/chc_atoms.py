#!/usr/bin/env python3
"""The model checker with and without Spacer's invariant atoms (issue 24, d4).

usage: bench/chc_atoms.py OUT [--rlimit 20000000] [--cap 300] [--jobs 2]
                          [--atoms none,proofs,all] [PROGRAM.c ...]

For every program (default: bench/crabs/*.c) runs `forage prove --engine
both --chc-rlimit R --mc-invariant-atoms A` for each A (Spacer first, then
the predicate-abstraction model checker; with A = none the model checker
gets no atoms: predicate abstraction alone on the same goals). Spacer's
queries are bounded by Z3 resource units and the model checker stops by
itself (a settled ARG, its refinement bound per goal); --time CAP is only
a safety net, and a run it stopped says so (column mc_stop). Writes
OUT/results.tsv: program, atoms, branch outcomes, covered, proved by the
model checker, proved by Spacer, either, open, atoms seeded, predicates
they gave, refinements, the model checker's stop reason, seconds.
"""
import argparse
import concurrent.futures
import glob
import os
import subprocess
import time

from chc_crabs import read_proofs

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def one(forage, prog, atoms, out, rlimit, cap):
    name = os.path.basename(prog)[:-2]
    d = os.path.join(out, name + "-" + atoms)
    subprocess.run(["rm", "-rf", d])
    t0 = time.time()
    r = subprocess.run(["nice", "-n", "5", forage, "prove", prog, "--engine",
                        "both", "--chc-rlimit", str(rlimit),
                        "--mc-invariant-atoms", atoms, "--time", str(cap),
                        "--out", d], capture_output=True, text=True)
    secs = time.time() - t0
    with open(d + ".log", "w") as f:
        f.write(r.stdout + r.stderr)
    pred, spacer, st = read_proofs(d)
    covered = st.get("branches_covered", "")
    total = st.get("branches_all", "")
    either = pred | spacer
    opened = ""
    if covered != "" and total != "":
        opened = str(int(st.get("branches_cfg_reachable", total)) -
                     int(covered) - len(either))
    refinements = sum(p.get("refinements", 0) for p in st.get("phases", []))
    stop = ""
    for line in r.stdout.splitlines():
        if "model-checked in" in line:
            stop = line.split("(", 1)[-1].rstrip(")")
    return [name, atoms, str(total), str(covered), str(len(pred)),
            str(len(spacer)), str(len(either)), opened,
            str(st.get("seed_atoms", 0)), str(st.get("seeded_predicates", 0)),
            str(refinements), stop, "%.1f" % secs]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("programs", nargs="*")
    ap.add_argument("--rlimit", type=int, default=20000000)
    ap.add_argument("--cap", type=float, default=300)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--atoms", default="none,proofs,all")
    ap.add_argument("--forage", default=os.path.join(ROOT, "build/bin/forage"))
    a = ap.parse_intermixed_args()
    progs = a.programs or sorted(glob.glob(os.path.join(ROOT, "bench/crabs/*.c")))
    os.makedirs(a.out, exist_ok=True)
    runs = [(p, x) for p in progs for x in a.atoms.split(",")]
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        rows = list(ex.map(lambda r: one(a.forage, r[0], r[1], a.out,
                                         a.rlimit, a.cap), runs))
    with open(os.path.join(a.out, "results.tsv"), "w") as out:
        out.write("program\tatoms\tbranches\tcovered\tproved_mc\t"
                  "proved_spacer\tproved_either\topen\tseed_atoms\t"
                  "seeded_predicates\trefinements\tmc_stop\tseconds\n")
        for row in rows:
            out.write("\t".join(row) + "\n")
            print("\t".join(row))


if __name__ == "__main__":
    main()
