#!/usr/bin/env python3
"""Does any run end early with budget left and branches open?

    bench/early_stops.py --forage BIN [--time 30] [--seed 1] --out DIR P.c...

Runs `forage run P.c --time T --seed S` on each program, one at a time, and
reads its stats.json: a run that stopped before 90 % of its budget while
its goal map still has open branches (neither covered nor proved
unreachable) ended early without a proof that nothing is left (issue 25,
docs/concolic.md "Escalation"). Prints one row per program and exits 1 if
any run did that.
"""
import argparse
import json
import os
import subprocess
import sys


def run(args, prog):
    name = os.path.splitext(os.path.basename(prog))[0]
    out = os.path.join(args.out, name)
    subprocess.run(["rm", "-rf", out])
    cmd = [args.forage, "run", prog, "--time", str(args.time), "--seed",
           str(args.seed), "--no-progress", "--out", out]
    with open(out + ".out", "w") as log:
        subprocess.run(cmd, stdout=log, stderr=subprocess.STDOUT)
    try:
        with open(os.path.join(out, "stats.json")) as f:
            s = json.load(f)
    except (OSError, ValueError):
        return name, None
    return name, s


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--forage", required=True)
    p.add_argument("--time", type=float, default=30)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--out", required=True)
    p.add_argument("programs", nargs="+")
    args = p.parse_args()
    os.makedirs(args.out, exist_ok=True)
    early = 0
    print("program\tseconds\tcovered/total\tproved\topen\tstop_reason\tverdict")
    for prog in args.programs:
        name, s = run(args, prog)
        if s is None:
            print("%s\t-\t-\t-\t-\tno stats.json\tFAILED" % name)
            early += 1
            continue
        g = s.get("goals", {})
        secs = s.get("seconds", 0)
        opened = g.get("open", 0)
        ended_early = secs < 0.9 * args.time and opened > 0
        early += ended_early
        verdict = ("EARLY with open branches" if ended_early else
                   "used its budget" if secs >= 0.9 * args.time else
                   "ended: nothing open")
        print("%s\t%.1f\t%d/%d\t%d\t%d\t%s\t%s" %
              (name, secs, g.get("covered", 0), g.get("branches", 0),
               g.get("proved", 0), opened, s.get("stop_reason", ""), verdict),
              flush=True)
    return 1 if early else 0


if __name__ == "__main__":
    sys.exit(main())
