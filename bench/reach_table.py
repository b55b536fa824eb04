#!/usr/bin/env python3
"""bench/reach_table.py OUT CORPUSDIR: Tables 4.2 and 4.3 of Dinges' thesis
for forage from the runs bench/reach.sh wrote in OUT: per program, targets
covered (mean over seeds), time to cover each (mean), the effort measure
(reach: backward segments; concolic: executions; symbolic: explored paths),
UNREACHABLE verdicts, and native replay confirmations; per program, an
exact two-tailed Mann-Whitney U test on the per-run mean time to reach
(spec: one value per run; a target not reached costs the whole budget)
between reach and each forward tool. Writes OUT/table.md, OUT/per-target.md
(every reach verdict) and OUT/segments.png."""
import itertools
import json
import os
import re
import statistics
import sys

TOOLS = ["reach", "concolic", "symbolic"]


def targets_of(prog):
    out = []
    with open(prog) as f:
        for n, line in enumerate(f, 1):
            col = line.find("reach_error();")
            if col >= 0 and not line.lstrip().startswith("extern"):
                out.append("%d:%d" % (n, col + 1))
    return out


def key(loc):
    m = re.search(r":(\d+):(\d+)", loc or "")
    return "%s:%s" % (m.group(1), m.group(2)) if m else None


def load_run(d, tool):
    """{target line:col -> seconds}, effort, unreachable set, confirmed."""
    reached, unreachable, effort = {}, set(), 0
    stats = os.path.join(d, "stats.json")
    if not os.path.exists(stats):
        return None
    s = json.load(open(stats))
    if tool == "reach":
        for t in s.get("targets", []):
            k = key(t["target"])
            effort += t["segments"]
            if t["verdict"] == "REACHED":
                reached[k] = t["seconds"]
            elif t["verdict"] == "UNREACHABLE":
                unreachable.add(k)
        # seconds of a target are its own; cumulative time is the sum
    else:
        effort = s.get("paths", 0) if tool == "symbolic" else s.get("executions", 0)
        tj = os.path.join(d, "tests.jsonl")
        if os.path.exists(tj):
            for line in open(tj):
                t = json.loads(line)
                b = t.get("bug")
                if b and b.get("kind") == "reach-error":
                    k = key(b.get("location"))
                    reached.setdefault(k, t.get("seconds", 0))
    confirmed = 0
    rp = os.path.join(d, "replay.txt")
    if os.path.exists(rp):
        m = re.search(r"claimed bugs: (\d+) confirmed, (\d+) not", open(rp).read())
        if m:
            confirmed = int(m.group(1))
    return reached, effort, unreachable, confirmed


def mann_whitney(xs, ys):
    """Exact two-tailed p of the U test (ties by mid-ranks), enumerating
    every split of the pooled values; fine for 7 + 7 runs."""
    pooled = xs + ys
    order = sorted(range(len(pooled)), key=lambda k: pooled[k])
    ranks = [0.0] * len(pooled)
    k = 0
    while k < len(order):
        j = k
        while j + 1 < len(order) and pooled[order[j + 1]] == pooled[order[k]]:
            j += 1
        for m in range(k, j + 1):
            ranks[order[m]] = (k + j) / 2 + 1
        k = j + 1
    n = len(xs)
    mean = n * (len(pooled) + 1) / 2
    observed = abs(sum(ranks[:n]) - mean)
    total = hits = 0
    for pick in itertools.combinations(range(len(pooled)), n):
        total += 1
        if abs(sum(ranks[k] for k in pick) - mean) >= observed - 1e-9:
            hits += 1
    return hits / total


def run_times(out, name, tool, tgts, budget):
    """Per run (seed order): mean over tgts of seconds to reach, budget if
    not reached."""
    base = os.path.join(out, name)
    vals = []
    for d in sorted(os.listdir(base)) if os.path.isdir(base) else []:
        if d.startswith(tool + "-"):
            r = load_run(os.path.join(base, d), tool)
            if r is None:
                continue
            reached = r[0]
            if tool == "reach":
                # reach searches the targets in turn: a target's time
                # counts from the start of the run, as for forward runs.
                reached, clock = {}, 0.0
                st = json.load(open(os.path.join(base, d, "stats.json")))
                for t in st.get("targets", []):
                    clock += t["seconds"]
                    if t["verdict"] == "REACHED":
                        reached[key(t["target"])] = clock
            vals.append(statistics.mean(
                reached.get(t, budget) for t in tgts) if tgts else 0)
    return vals


def per_target(out, corpus, names, time_budget):
    lines = ["# forage reach per target and seed (%s s per target)" % time_budget,
             "",
             "| program | seed | target | verdict | segments | seconds | "
             "solver calls | timeouts | loop methods | phase II ok/runs |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for name in names:
        base = os.path.join(out, name)
        if not os.path.isdir(base):
            continue
        runs = [d for d in os.listdir(base) if d.startswith("reach-")]
        for d in sorted(runs, key=lambda d: int(d.split("-")[1])):
            st = os.path.join(base, d, "stats.json")
            if not os.path.exists(st):
                continue
            for t in json.load(open(st)).get("targets", []):
                lines.append("| %s | %s | %s | %s | %d | %.2f | %d | %d | %d | %d/%d |" % (
                    name, d.split("-")[1], os.path.basename(t["target"]),
                    t["verdict"], t["segments"], t["seconds"],
                    t["solver_calls"], t.get("solver_timeouts", 0),
                    t["loop_methods"], t["phase2_successes"], t["phase2_runs"]))
    with open(os.path.join(out, "per-target.md"), "w") as f:
        f.write("\n".join(lines) + "\n")


def main():
    out, corpus = sys.argv[1], sys.argv[2]
    time_budget = int(sys.argv[3]) if len(sys.argv) > 3 else 60
    rows = []
    plot = {}
    for prog in sorted(os.listdir(corpus)):
        if not prog.endswith(".c"):
            continue
        name = prog[:-2]
        tgts = targets_of(os.path.join(corpus, prog))
        row = {"program": name, "targets": len(tgts)}
        for tool in TOOLS:
            covered, times, efforts, unre, conf, seeds = [], [], [], [], [], 0
            base = os.path.join(out, name)
            if not os.path.isdir(base):
                continue
            for d in sorted(os.listdir(base)):
                if not d.startswith(tool + "-"):
                    continue
                r = load_run(os.path.join(base, d), tool)
                if r is None:
                    continue
                seeds += 1
                reached, effort, unreachable, confirmed = r
                covered.append(len([k for k in reached if k in tgts]))
                times += list(reached.values())
                efforts.append(effort)
                unre.append(len(unreachable))
                conf.append(confirmed)
            if seeds:
                row[tool] = {
                    "seeds": seeds,
                    "covered": statistics.mean(covered),
                    "min_covered": min(covered),
                    "time": statistics.mean(times) if times else None,
                    "effort": statistics.mean(efforts),
                    "unreachable": statistics.mean(unre),
                    "confirmed": statistics.mean(conf),
                }
                plot.setdefault(tool, {})[name] = statistics.mean(efforts)
        # The U test on targets some run of some tool reached.
        base = os.path.join(out, name)
        reachable = set()
        for d in os.listdir(base) if os.path.isdir(base) else []:
            tool = d.split("-")[0]
            r = load_run(os.path.join(base, d), tool) if tool in TOOLS else None
            if r:
                reachable |= {k for k in r[0] if k in tgts}
        budget = time_budget * len(tgts)
        xs = run_times(out, name, "reach", sorted(reachable), budget)
        row["p"] = {}
        for tool in TOOLS[1:]:
            ys = run_times(out, name, tool, sorted(reachable), budget)
            if xs and ys and reachable and len(xs) + len(ys) <= 16:
                row["p"][tool] = (mann_whitney(xs, ys), statistics.mean(xs),
                                  statistics.mean(ys))
        rows.append(row)
    lines = [
        "# forage reach against forward modes (Tables 4.2 and 4.3 counterparts)",
        "",
        "covered: targets reached (mean over seeds; min in brackets); "
        "time: mean seconds to reach a reached target; effort: reach = "
        "backward segments (all targets), concolic = executions, symbolic = "
        "paths explored; unre.: targets reported UNREACHABLE; conf.: reached "
        "targets confirmed by native replay (mean).",
        "",
        "| program | tgts | " + " | ".join(
            "%s covered | %s time | %s effort" % (t, t, t) for t in TOOLS)
        + " | reach unre. | reach conf. |",
        "|---|---|" + "---|---|---|" * len(TOOLS) + "---|---|",
    ]
    for r in rows:
        cells = [r["program"], str(r["targets"])]
        for t in TOOLS:
            x = r.get(t)
            if not x:
                cells += ["", "", ""]
                continue
            cells.append("%.2f [%d]" % (x["covered"], x["min_covered"]))
            cells.append("%.2f" % x["time"] if x["time"] is not None else "—")
            cells.append("%.0f" % x["effort"])
        x = r.get("reach")
        cells.append("%.2f" % x["unreachable"] if x else "")
        cells.append("%.2f" % x["confirmed"] if x else "")
        lines.append("| " + " | ".join(cells) + " |")
    lines += [
        "",
        "Time to reach, per run the mean over the targets some run reached, "
        "counted from the start of the run (for reach, the targets before it "
        "included; a target not reached costs the program's budget, %d s per "
        "target): "
        "mean seconds and the exact two-tailed Mann-Whitney U p-value of reach "
        "against each forward tool (significant at p < 0.01)." % time_budget,
        "",
        "| program | reach s | concolic s | p | symbolic s | p |",
        "|---|---|---|---|---|---|",
    ]
    for r in rows:
        p = r.get("p", {})
        if not p:
            continue
        cells = [r["program"]]
        first = True
        for t in TOOLS[1:]:
            if t in p:
                pv, mx, my = p[t]
                if first:
                    cells.append("%.2f" % mx)
                    first = False
                cells += ["%.2f" % my, "%.4f" % pv]
            else:
                cells += ["", ""] if not first else ["", "", ""]
        lines.append("| " + " | ".join(cells) + " |")
    with open(os.path.join(out, "table.md"), "w") as f:
        f.write("\n".join(lines) + "\n")
    per_target(out, corpus, [r["program"] for r in rows], time_budget)
    print("\n".join(lines))
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        names = [r["program"] for r in rows]
        fig, ax = plt.subplots(figsize=(10, 4))
        w = 0.27
        for i, t in enumerate(TOOLS):
            ys = [max(plot.get(t, {}).get(n, 0), 0.5) for n in names]
            ax.bar([k + (i - 1) * w for k in range(len(names))], ys, w, label=t)
        ax.set_yscale("log")
        ax.set_xticks(range(len(names)))
        ax.set_xticklabels(names, rotation=30, ha="right")
        ax.set_ylabel("segments / executions / paths")
        ax.legend()
        fig.tight_layout()
        fig.savefig(os.path.join(out, "segments.png"))
    except ImportError:
        pass


if __name__ == "__main__":
    main()
