#!/usr/bin/python3
"""bench/sample.py - seed 000's Table 4 on a directory of C programs.

    bench/sample.py BENCHDIR OUT [--rounds R] [--samples N] [--seeds 1,2]
                    [--configs lp,bbox,bias-only,uniform,concolic]
                    [--extra "FLAGS"] [--forage PATH]

For every PROGRAM.c directly in BENCHDIR and every seed: runs `forage
sample --config lp` (A(LP)) with the given rounds and samples, then bbox
(A(BBOX)) and bias-only (B) with the same rounds and samples, then
uniform (C) and `forage run` (the hybrid concolic search, the modern
baseline) each for A(LP)'s wall time. Every suite is replayed natively
(`forage replay`: gcov branch coverage, bugs confirmed under ASan/UBSan).
Writes OUT/results.csv (one row per run) and OUT/table.md (per program:
time, targets and distinct bug sites hit, gcov branch coverage; means per
configuration). Runs one at a time: time budgets are wall-clock. Rerunning
with the same OUT skips runs already done.
"""
import argparse
import csv
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAMES = {"lp": "A(LP)", "bbox": "A(BBOX)", "bias-only": "B",
         "uniform": "C", "concolic": "concolic"}


def run(cmd, log):
    with open(log, "w") as f:
        f.write(" ".join(cmd) + "\n")
        f.flush()
        return subprocess.run(cmd, stdout=f, stderr=subprocess.STDOUT).returncode


def one(args, prog, config, seed, budget, outdir):
    name = os.path.splitext(os.path.basename(prog))[0]
    d = os.path.join(outdir, "runs", name, config, str(seed))
    done = os.path.join(d, "row.json")
    if os.path.exists(done):
        return json.load(open(done))
    os.makedirs(os.path.dirname(d), exist_ok=True)
    suite = os.path.join(d, "suite")
    os.makedirs(d, exist_ok=True)
    if config == "concolic":
        cmd = [args.forage, "run", prog, "--seed", str(seed), "--no-progress",
               "--time", "%.2f" % budget, "--out", suite]
    else:
        cmd = [args.forage, "sample", prog, "--config", config,
               "--seed", str(seed), "--no-progress", "--out", suite,
               "--rounds", str(args.rounds), "--samples", str(args.samples)]
        if config == "uniform":
            cmd += ["--time", "%.2f" % budget]
        cmd += args.extra.split()
    run(cmd, os.path.join(d, "forage.log"))
    stats = json.load(open(os.path.join(suite, "stats.json")))
    run([args.forage, "replay", suite, "--program", prog],
        os.path.join(d, "replay.log"))
    rep = json.load(open(os.path.join(suite, "replay.json")))
    sites = set()
    for line in open(os.path.join(suite, "tests.jsonl")):
        t = json.loads(line)
        if t.get("bug"):
            sites.add(t["bug"]["kind"] + "@" + t["bug"]["location"])
    targets = sum(1 for s in sites if s.startswith("reach-error"))
    tot = rep["total"] if "total" in rep else rep["files"][0]
    row = {"program": name, "config": config, "seed": seed,
           "seconds": stats["seconds"], "runs": stats["executions"],
           "tests": stats["tests"], "bug_sites": len(sites),
           "targets": targets,
           "confirmed": rep.get("claims_confirmed", 0),
           "refuted": rep.get("claims_refuted", 0),
           "gcov_branches": tot["branches"],
           "gcov_taken": tot["branches_taken"],
           "gcov_cov": 100.0 * tot["branch_coverage"],
           "internal": stats["branches_covered"],
           "acceptance": acceptance(stats)}
    json.dump(row, open(done, "w"))
    return row


def acceptance(stats):
    rounds = stats.get("strategy_stats", {}).get("rounds", [])
    p = sum(r.get("proposals", 0) for r in rounds)
    a = sum(r.get("accepted", 0) for r in rounds)
    return a / p if p else 0.0


def table(rows, configs, out):
    progs = sorted({r["program"] for r in rows})
    lines = ["| program | " + " | ".join(
        "%s T | #E | tgt | cov%%" % NAMES[c] for c in configs) + " |",
        "|---|" + "---|---|---|---|" * len(configs)]
    mean = {c: [0.0, 0.0, 0.0, 0.0, 0] for c in configs}
    for p in progs:
        cells = []
        for c in configs:
            rs = [r for r in rows if r["program"] == p and r["config"] == c]
            if not rs:
                cells.append("- | - | - | -")
                continue
            k = len(rs)
            t = sum(r["seconds"] for r in rs) / k
            e = sum(r["bug_sites"] for r in rs) / k
            g = sum(r["targets"] for r in rs) / k
            cv = sum(r["gcov_cov"] for r in rs) / k
            cells.append("%.1f | %.1f | %.1f | %.1f" % (t, e, g, cv))
            m = mean[c]
            m[0] += t; m[1] += e; m[2] += g; m[3] += cv; m[4] += 1
        lines.append("| %s | %s |" % (p, " | ".join(cells)))
    lines.append("| **mean** | " + " | ".join(
        "%.1f | %.2f | %.2f | %.1f" % tuple(v / max(1, mean[c][4])
                                            for v in mean[c][:4])
        for c in configs) + " |")
    lines.append("| **sum** | " + " | ".join(
        "%.1f | %d | %d | -" % (mean[c][0], round(mean[c][1]), round(mean[c][2]))
        for c in configs) + " |")
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")
    print("\n".join(lines))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("benchdir")
    ap.add_argument("out")
    ap.add_argument("--rounds", type=int, default=10)
    ap.add_argument("--samples", type=int, default=1000)
    ap.add_argument("--seeds", default="1")
    ap.add_argument("--configs", default="lp,bbox,bias-only,uniform,concolic")
    ap.add_argument("--extra", default="", help="more flags for sample runs")
    ap.add_argument("--forage", default=os.path.join(ROOT, "build/bin/forage"))
    ap.add_argument("--table-only", action="store_true",
                    help="only tabulate the runs OUT already has")
    args = ap.parse_args()
    configs = args.configs.split(",")
    for c in configs:
        if c not in NAMES:
            sys.exit("sample.py: unknown config " + c)
    progs = sorted(os.path.join(args.benchdir, f)
                   for f in os.listdir(args.benchdir) if f.endswith(".c"))
    os.makedirs(args.out, exist_ok=True)
    rows = []
    if args.table_only:
        for prog in progs:
            name = os.path.splitext(os.path.basename(prog))[0]
            for seed in [int(s) for s in args.seeds.split(",")]:
                for c in configs:
                    f = os.path.join(args.out, "runs", name, c, str(seed),
                                     "row.json")
                    if os.path.exists(f):
                        rows.append(json.load(open(f)))
        table(rows, configs, os.path.join(args.out, "table.md"))
        return
    for prog in progs:
        for seed in [int(s) for s in args.seeds.split(",")]:
            budget = None
            for c in ["lp"] + [c for c in configs if c != "lp"]:
                if c not in configs and c != "lp":
                    continue
                r = one(args, prog, c, seed, budget or 0, args.out)
                if c == "lp":
                    budget = max(1.0, r["seconds"])
                if c in configs:
                    rows.append(r)
                print("%-10s %-9s seed %d: %6.1fs  sites %d  gcov %.1f%%" % (
                    r["program"], c, seed, r["seconds"], r["bug_sites"],
                    r["gcov_cov"]), flush=True)
    with open(os.path.join(args.out, "results.csv"), "w") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
        w.writeheader()
        w.writerows(rows)
    table(rows, configs, os.path.join(args.out, "table.md"))


if __name__ == "__main__":
    main()
