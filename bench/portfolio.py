#!/usr/bin/env python3
"""The portfolio (forage run's default) against every technique alone at
equal time (issue 23, item 6), on one or more suites.

  bench/portfolio.py SUITE [SUITE...] OUT [--time S] [--seed N] [--jobs N]
      [--forage F] [--configs default,hybrid,...] [--tasks t001,replace]
      [--no-replay]

A SUITE is a directory holding tasks.tsv (id, path, data_model; an SV-COMP
sample) or C programs (every *.c directly in it, --arch 64). Every config
runs every program with the same --time and --seed; each suite is then
replayed natively (`forage replay`, via bench/run.py): gcov branches taken,
and the error calls whose test replay confirmed. From stats.json: forage's
own branch count and goals proved unreachable. Writes OUT/results.csv (one
row per run), prints forage's counts, and bench/portfolio_table.py writes
OUT/table.md (a table per suite on gcov branches, with what only one
technique contributed) and OUT/plot.txt. A run already done under OUT
(its row.json) is not run again.
"""
import argparse, concurrent.futures, csv, glob, json, os, shutil, types

import portfolio_table
import run as bench_run

CONFIGS = {  # config -> forage subcommand and options
    "default": ["run"],
    "hybrid": ["run", "--strategy", "hybrid"],
    "symbolic": ["run", "--mode", "symbolic"],
    "crabs": ["run", "--abstraction"],
    "reach": ["reach", "--symcretic-only"],  # Cover-Error: every error call
    "sample": ["sample"],
    "jobs2": ["run", "--jobs", "2"],
}
COLUMNS = ["suite", "task", "config", "covered", "total", "proved",
           "error_reached", "seconds", "status", "gcov_branches_taken",
           "gcov_branches_total", "errors_confirmed", "replay_status"]


def suite_tasks(root):
    """[{suite, id, file, arch}] of one suite directory."""
    suite = os.path.basename(os.path.normpath(root))
    tsv = os.path.join(root, "tasks.tsv")
    if os.path.exists(tsv):
        return [{"suite": suite, "id": t["id"], "arch": t["data_model"],
                 "file": os.path.abspath(os.path.join(root, t["path"]))}
                for t in csv.DictReader(open(tsv), delimiter="\t")]
    return [{"suite": suite, "id": os.path.basename(f)[:-2], "arch": "64",
             "file": os.path.abspath(f)}
            for f in sorted(glob.glob(os.path.join(root, "*.c")))]


def confirmed_errors(d):
    """Error-call locations (file:line:col) of the tests replay confirmed."""
    rep = bench_run._load_json(os.path.join(d, "replay.json")) or {}
    ok = {t.get("file") for t in rep.get("tests", [])
          if t.get("confirmed") and t.get("observed_bug") == "reach-error"}
    locs = set()
    try:
        for line in open(os.path.join(d, "tests.jsonl")):
            t = json.loads(line)
            if t.get("file") in ok and t.get("bug"):
                locs.add(os.path.basename(t["bug"]["location"]))
    except (OSError, ValueError):
        pass
    return sorted(locs)


def run(forage, task, out, config, time, seed, replay):
    d = os.path.join(out, "runs", task["suite"], config, task["id"])
    done = bench_run._load_json(os.path.join(d, "row.json"))
    if done:
        return done
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    sub, *flags = CONFIGS[config]
    cmd = [forage, sub, task["file"], "--out", d, "--seed", str(seed),
           "--no-progress", "--quiet", "--time", str(time),
           "--arch", task["arch"]] + flags
    code, timed_out, _, _ = bench_run.run_limited(
        cmd, os.path.join(d, "forage.log"), time * 3 + 60)
    row = dict.fromkeys(COLUMNS, "")
    row.update(suite=task["suite"], task=task["id"], config=config,
               status="timeout" if timed_out else code)
    s = bench_run._load_json(os.path.join(d, "stats.json")) or {}
    g = s.get("goals", {})
    if g:
        row.update(covered=g.get("covered"), total=g.get("branches"),
                   proved=portfolio_table.proved(s),
                   seconds=round(s["seconds"], 1),
                   error_reached=sum(e["status"] == "covered"
                                     for e in g.get("error_calls", [])))
    if replay and glob.glob(os.path.join(d, "test-*.xml")):
        r = bench_run.replay(d, types.SimpleNamespace(
            forage=forage, curve=False, time=time))
        row.update({k: r.get(k, "") for k in COLUMNS if k in r})
        row["errors_confirmed"] = " ".join(confirmed_errors(d))
    elif replay:
        row.update(replay_status="no-tests", gcov_branches_taken=0)
    json.dump(row, open(os.path.join(d, "row.json"), "w"))
    return row


def print_counts(tasks, configs, rows):
    """forage's own counts: covered/total, p proved, e errors reached."""
    by = {(r["suite"], r["task"], r["config"]): r for r in rows}
    print("task   " + "".join("%-22s" % c for c in configs))
    for t in tasks:
        cells = []
        for c in configs:
            r = by[(t["suite"], t["id"], c)]
            cells.append("%-22s" % ("%s/%s p%s e%s" % (
                r["covered"], r["total"], r["proved"], r["error_reached"])))
        print("%-6s %s" % (t["id"], "".join(cells)))
    for c in configs:
        rs = [by[(t["suite"], t["id"], c)] for t in tasks]
        cov = sum(int(r["covered"] or 0) for r in rs)
        err = sum(int(r["error_reached"] or 0) for r in rs)
        prv = sum(int(r["proved"] or 0) for r in rs)
        print("%-8s covered %d, proved %d, errors reached %d" % (c, cov, prv,
                                                                err))


def main():
    p = argparse.ArgumentParser()
    p.add_argument("suites", nargs="+")
    p.add_argument("out")
    p.add_argument("--time", type=float, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--forage", default="build/bin/forage")
    p.add_argument("--configs", default="default,hybrid")
    p.add_argument("--tasks", default="")
    p.add_argument("--no-replay", action="store_true")
    a = p.parse_args()
    tasks = [t for root in a.suites for t in suite_tasks(root)]
    if a.tasks:
        keep = set(a.tasks.split(","))
        tasks = [t for t in tasks if t["id"] in keep]
    configs = a.configs.split(",")
    os.makedirs(a.out, exist_ok=True)
    forage = os.path.abspath(a.forage)
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        rows = list(ex.map(lambda tc: run(forage, tc[0], a.out, tc[1], a.time,
                                          a.seed, not a.no_replay),
                           [(t, c) for t in tasks for c in configs]))
    with open(os.path.join(a.out, "results.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=COLUMNS)
        w.writeheader()
        w.writerows(rows)
    print_counts(tasks, configs, rows)
    if not a.no_replay:
        portfolio_table.write(a.out, rows, configs)


if __name__ == "__main__":
    main()
