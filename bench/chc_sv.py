#!/usr/bin/env python3
"""forage prove --engine ENGINE on the sv-benchmarks tasks (issue 24).

usage: bench/chc_sv.py SVDIR OUT [--time 60] [--engine spacer]
                       [--expect false|true|all] [--skip SUBSTRING]
                       [--flag=--mc-solver-timeout --flag=6 ...]

SVDIR is a checkout with tasks.tsv (id, path, data_model, error_expected,
...); it is read in place, never copied. For every task whose
error_expected matches --expect, runs `forage prove` with the task's data
model and writes OUT/<id>/ (the run's output) and OUT/results.tsv: id,
path, expected, error calls, error calls proved, safe (every error call
proved unreachable), wall seconds, the chc figures. A task whose error is
reachable and that is proved safe is a false proof: the script says so and
exits 1.
"""
import argparse
import json
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("svdir")
    ap.add_argument("out")
    ap.add_argument("--time", type=float, default=60)
    ap.add_argument("--engine", default="spacer")
    ap.add_argument("--expect", default="false")
    ap.add_argument("--forage", default=os.path.join(ROOT, "build/bin/forage"))
    ap.add_argument("--flag", action="append", default=[],
                    help="extra option for forage prove (repeatable)")
    ap.add_argument("--skip", default="",
                    help="skip tasks whose path contains this")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    rows = []
    with open(os.path.join(a.svdir, "tasks.tsv")) as f:
        head = f.readline().rstrip("\n").split("\t")
        for line in f:
            rows.append(dict(zip(head, line.rstrip("\n").split("\t"))))
    out = open(os.path.join(a.out, "results.tsv"), "w")
    out.write("id\tpath\texpected\terror_calls\tproved\tsafe\tseconds\t"
              "chc_seconds\tunknown\tdropped\n")
    false_proofs = 0
    for r in rows:
        if a.expect != "all" and r["error_expected"] != a.expect:
            continue
        if a.skip and a.skip in r["path"]:
            continue
        d = os.path.join(a.out, r["id"])
        subprocess.run(["rm", "-rf", d])
        cmd = [a.forage, "prove", os.path.join(a.svdir, r["path"]),
               "--arch", r["data_model"], "--engine", a.engine,
               "--time", str(a.time), "--out", d] + a.flag
        t0 = time.time()
        p = subprocess.run(cmd, capture_output=True, text=True,
                           timeout=a.time * 3 + 60)
        secs = time.time() - t0
        with open(os.path.join(a.out, r["id"] + ".log"), "w") as log:
            log.write(" ".join(cmd) + "\n" + p.stdout + p.stderr)
        chc = {}
        try:
            with open(os.path.join(d, "stats.json")) as f:
                chc = json.load(f).get("chc", {})
        except (OSError, ValueError):
            pass
        calls = chc.get("error_calls", 0)
        proved = chc.get("error_calls_proved", 0)
        safe = calls > 0 and proved == calls
        if safe and r["error_expected"] == "true":
            false_proofs += 1
            print("FALSE PROOF:", r["id"], r["path"])
        out.write("\t".join(str(x) for x in [
            r["id"], r["path"], r["error_expected"], calls, proved,
            "yes" if safe else "no", "%.1f" % secs,
            "%.1f" % chc.get("seconds", 0), chc.get("unknown", ""),
            chc.get("dropped_by_check", "")]) + "\n")
        out.flush()
        print(r["id"], r["path"], "safe" if safe else "open",
              "%d/%d" % (proved, calls), "%.1fs" % secs, flush=True)
    return 1 if false_proofs else 0


if __name__ == "__main__":
    sys.exit(main())
