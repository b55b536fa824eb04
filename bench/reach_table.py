#!/usr/bin/env python3
"""bench/reach_table.py OUT CORPUSDIR: Tables 4.2 and 4.3 of Dinges' thesis
for forage from the runs bench/reach.sh wrote in OUT: per program, targets
covered (mean over seeds), time to cover each (mean), the effort measure
(reach: backward segments; concolic: executions; symbolic: explored paths),
UNREACHABLE verdicts, and native replay confirmations. Writes OUT/table.md
and OUT/segments.png."""
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


def main():
    out, corpus = sys.argv[1], sys.argv[2]
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
    with open(os.path.join(out, "table.md"), "w") as f:
        f.write("\n".join(lines) + "\n")
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
