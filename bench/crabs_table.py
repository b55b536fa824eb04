#!/usr/bin/python3
"""Seed 003's tables from a bench/crabs.sh (or bench/run.py) output directory.

  bench/crabs_table.py OUT [--out OUT/table.md]

Per task and configuration: branch outcomes covered by the run's tests
(internal count), the CFG-reachable ones, those proved unreachable, coverage
raw (covered / all) and adjusted (covered / (reachable - proved)), and gcov's
branch coverage of the replayed suite. A plain strategy proves nothing; its
adjusted figure uses the task's CFG-reachable count. Then, per strategy, on
how many tasks --abstraction was at least as good (adjusted), and the
false-proof check: no branch proved unreachable by any run may be covered by
any test of any run of the same task (tests.jsonl's new_branches).
"""
import argparse
import collections
import csv
import json
import os
import subprocess


def load(path):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def covered_ids(outdir):
    ids = set()
    try:
        with open(os.path.join(outdir, "tests.jsonl")) as f:
            for line in f:
                try:
                    ids.update(json.loads(line).get("new_branches", []))
                except ValueError:
                    pass
    except OSError:
        pass
    return ids


def gcov_branches(outdir):
    """{(file basename, line): [count per gcov branch]} of a replayed suite."""
    d = os.path.join(outdir, "replay")
    out = {}
    if not os.path.exists(os.path.join(d, "program.gcda")):
        return out
    try:
        text = subprocess.run(["gcov", "--json-format", "--stdout", "-b",
                               "program.gcda"], cwd=d, capture_output=True,
                              text=True, timeout=120).stdout
        for f in json.loads(text).get("files", []):
            for ln in f.get("lines", []):
                if ln.get("branches"):
                    out[(os.path.basename(f["file"]), ln["line_number"])] = [
                        b["count"] for b in ln["branches"]]
    except (OSError, ValueError, subprocess.SubprocessError):
        pass
    return out


def gcov_refutes(proof, counts, outcomes_proved_on_line):
    """True iff native coverage contradicts the proof. gcov numbers a
    line's branches in the order gcc emits the jumps, which a negated
    condition (`if (! irp)`) reverses, so the check does not guess which
    gcov branch is the proved outcome: on a line with two gcov branches, one
    proved outcome is refuted when both branches were taken, both outcomes
    (the whole `if` dead) when either was; on other lines (several
    conditions, a switch), when every branch was taken. The interpreter's
    check, by branch id, is the exact one; this one catches a replay that
    goes where the interpreter never went."""
    loc = proof["location"].split(":")
    key = (os.path.basename(loc[0]), int(loc[1])) if len(loc) >= 2 else None
    c = counts.get(key)
    if not c:
        return False
    if len(c) == 2 and {"true", "false"} <= outcomes_proved_on_line:
        return any(x > 0 for x in c)
    return all(x > 0 for x in c)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("out")
    p.add_argument("--table")
    a = p.parse_args()
    rows = list(csv.DictReader(open(os.path.join(a.out, "results.csv"))))
    by_task = collections.defaultdict(dict)
    reachable = {}
    for r in rows:
        if not os.path.isabs(r["outdir"]):
            r["outdir"] = os.path.join(a.out, r["outdir"])
        stats = load(os.path.join(r["outdir"], "stats.json")) or {}
        ab = stats.get("abstraction") or {}
        unreach = load(os.path.join(r["outdir"], "unreachable.json")) or []
        e = {
            "covered": stats.get("branches_covered", 0),
            "all": stats.get("branches_total", 0),
            "proved": len(unreach),
            "proved_ids": {u["branch"] for u in unreach},
            "proofs": unreach,
            "gcov_lines": gcov_branches(r["outdir"]),
            "gcov": float(r["gcov_branch_coverage"] or 0) * 100,
            "ids": covered_ids(r["outdir"]),
            "divergences": ab.get("monitor_divergences", 0),
            "mc_tests": ab.get("mc_tests", 0),
            "mc_reproduced": ab.get("mc_tests_reproduced", 0),
            "seconds": stats.get("seconds", 0),
        }
        if "branches_cfg_reachable" in ab:
            reachable[r["task"]] = ab["branches_cfg_reachable"]
        by_task[r["task"]][r["config"]] = e
    configs = sorted({c for t in by_task.values() for c in t})
    lines = ["| task | config | covered | all | reachable | proved | raw % "
             "| adjusted % | gcov % | MC tests (replayed) | divergences |",
             "|---|---|---|---|---|---|---|---|---|---|---|"]
    wins = collections.Counter()
    pairs = collections.Counter()
    false_proofs = 0
    gcov_false = 0
    adjusted = collections.defaultdict(list)
    proved = collections.defaultdict(list)
    for task in sorted(by_task):
        runs = by_task[task]
        reach = reachable.get(task)
        every = set().union(*(e["ids"] for e in runs.values()))
        native = collections.defaultdict(lambda: None)
        for e in runs.values():
            for k, v in e["gcov_lines"].items():
                old = native[k]
                native[k] = v if old is None or len(old) != len(v) else [
                    a + b for a, b in zip(old, v)]
        native = {k: v for k, v in native.items() if v is not None}
        for e in runs.values():
            on_line = collections.defaultdict(set)
            for p in e["proofs"]:
                on_line[p["location"]].add(p["outcome"])
            gcov_false += sum(
                gcov_refutes(p, native,
                             on_line[p["location"]])
                for p in e["proofs"])
        for c in configs:
            if c not in runs:
                continue
            e = runs[c]
            denom = (reach if reach is not None else e["all"]) - e["proved"]
            e["adjusted"] = 100.0 * e["covered"] / denom if denom else 100.0
            false_proofs += len(e["proved_ids"] & every)
            adjusted[c].append(e["adjusted"])
            proved[c].append(e["proved"])
            lines.append("| %s | %s | %d | %d | %s | %d | %.1f | %.1f | %.1f "
                         "| %d (%d) | %d |" % (
                             task, c, e["covered"], e["all"],
                             reach if reach is not None else "?",
                             e["proved"], 100.0 * e["covered"] / max(1, e["all"]),
                             e["adjusted"], e["gcov"], e["mc_tests"],
                             e["mc_reproduced"], e["divergences"]))
        for c in configs:
            if c.startswith("crabs-") and c[6:] in runs and c in runs:
                pairs[c[6:]] += 1
                wins[c[6:]] += runs[c]["adjusted"] >= runs[c[6:]]["adjusted"]
    lines += ["", "| config | mean adjusted % | mean proved |", "|---|---|---|"]
    for c in configs:
        n = max(1, len(adjusted[c]))
        lines.append("| %s | %.1f | %.1f |" % (c, sum(adjusted[c]) / n,
                                                sum(proved[c]) / n))
    lines += ["", "| strategy | tasks where --abstraction >= plain (adjusted) |",
              "|---|---|"]
    for s in sorted(pairs):
        lines.append("| %s | %d of %d |" % (s, wins[s], pairs[s]))
    lines += ["", "False proofs (a proved branch some test of some run takes): "
              "%d in the interpreter, %d in gcov's replay of every suite"
              % (false_proofs, gcov_false), ""]
    out = a.table or os.path.join(a.out, "table.md")
    with open(out, "w") as f:
        f.write("\n".join(lines))
    print("\n".join(lines))


if __name__ == "__main__":
    main()
