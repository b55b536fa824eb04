#!/usr/bin/env python3
"""The portfolio (forage run's default) against single techniques at equal
time on SV-COMP tasks (issue 23, item 6): branches covered (forage's count),
goals proved unreachable, and whether reach_error was reached.

  bench/portfolio.py SV_BENCHMARKS_DIR OUT [--time S] [--jobs N] [--forage F]
                     [--configs default,hybrid,...] [--tasks t001,t003]

SV_BENCHMARKS_DIR holds tasks.tsv (id, path, data_model, error_expected).
Writes OUT/results.csv and prints a table; every run's suite is in OUT/runs.
"""
import argparse, concurrent.futures, csv, json, os, subprocess

CONFIGS = {
    "default": [],
    "hybrid": ["--strategy", "hybrid"],
    "symbolic": ["--mode", "symbolic"],
    "crabs": ["--abstraction"],
    "jobs2": ["--jobs", "2"],  # the portfolio in two processes
}


def run(forage, task, root, out, config, time):
    d = os.path.join(out, "runs", config, task["id"])
    cmd = [forage, "run", os.path.join(root, task["path"]), "--out", d,
           "--seed", "1", "--no-progress", "--quiet", "--time", str(time),
           "--arch", task["data_model"]] + CONFIGS[config]
    subprocess.run(["rm", "-rf", d])
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   timeout=time * 3 + 60)
    row = {"task": task["id"], "config": config, "covered": "", "total": "",
           "proved": "", "error_reached": "", "seconds": ""}
    try:
        s = json.load(open(os.path.join(d, "stats.json")))
        g = s.get("goals", {})
        row.update(covered=g.get("covered", s.get("branches_covered")),
                   total=g.get("branches", s.get("branches_total")),
                   proved=g.get("proved", 0), seconds=round(s["seconds"], 1),
                   error_reached=int(any(e["status"] == "covered"
                                         for e in g.get("error_calls", []))))
    except (OSError, ValueError, KeyError):
        pass
    return row


def main():
    p = argparse.ArgumentParser()
    p.add_argument("root")
    p.add_argument("out")
    p.add_argument("--time", type=float, default=10)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--forage", default="build/bin/forage")
    p.add_argument("--configs", default="default,hybrid")
    p.add_argument("--tasks", default="")
    a = p.parse_args()
    tasks = list(csv.DictReader(open(os.path.join(a.root, "tasks.tsv")),
                                delimiter="\t"))
    if a.tasks:
        keep = set(a.tasks.split(","))
        tasks = [t for t in tasks if t["id"] in keep]
    configs = a.configs.split(",")
    os.makedirs(a.out, exist_ok=True)
    forage = os.path.abspath(a.forage)
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        rows = list(ex.map(lambda tc: run(forage, tc[0], a.root, a.out,
                                          tc[1], a.time),
                           [(t, c) for t in tasks for c in configs]))
    with open(os.path.join(a.out, "results.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
    by = {(r["task"], r["config"]): r for r in rows}
    print("task   " + "".join("%-22s" % c for c in configs))
    for t in tasks:
        cells = []
        for c in configs:
            r = by[(t["id"], c)]
            cells.append("%-22s" % ("%s/%s p%s e%s" % (
                r["covered"], r["total"], r["proved"], r["error_reached"])))
        print("%-6s %s" % (t["id"], "".join(cells)))
    for c in configs:
        rs = [by[(t["id"], c)] for t in tasks]
        cov = sum(int(r["covered"] or 0) for r in rs)
        err = sum(int(r["error_reached"] or 0) for r in rs)
        prv = sum(int(r["proved"] or 0) for r in rs)
        print("%-8s covered %d, proved %d, errors reached %d" % (c, cov, prv,
                                                                err))
    base = configs[0]
    for c in configs[1:]:
        ge = sum(int(by[(t["id"], base)]["covered"] or 0) >=
                 int(by[(t["id"], c)]["covered"] or 0) for t in tasks)
        print("%s covers at least as many branches as %s on %d of %d tasks" %
              (base, c, ge, len(tasks)))


if __name__ == "__main__":
    main()
