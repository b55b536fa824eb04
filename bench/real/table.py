"""bench/real/table.py WORK [NAME...]: the corpus table from corpus.sh's runs.

For each program: forage's exit status, tests written against the run's own
count (a lost test shows), gcov line and branch coverage of the program's
sources from the native replay, the solver's share of the run, unknown
answers, the peak resident memory measured from outside (/usr/bin/time),
the native calls still made (stats.json native_calls, and those that let
outside data in, external_data), files left in the working directory, and
every test whose recorded exit status disagrees with its native replay,
and the bug claims the plain native run does not show; beside them KLEE's
and AFL++'s figures where corpus.sh ran them (AFL++: only the programs
bench/real/afl.txt feeds, the others named with the reason). Writes
WORK/results/table.md and WORK/results/results.json."""
import json
import os
import re
import sqlite3
import sys


def load(path, default=None):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError):
        return default


def text(path):
    try:
        with open(path, errors="replace") as f:
            return f.read()
    except OSError:
        return ""


def mismatches(tests, replay):
    """Tests whose recorded end differs from the native run's."""
    out = []
    for t, r in zip(tests, replay.get("tests", [])):
        end = t.get("end")
        native = ("timeout" if r.get("timed_out") else
                  f"signal {r['signal']}" if r.get("signal") else
                  f"exit {r.get('exit_status')}")
        if end == "exit":
            if native != f"exit {t.get('exit_code')}":
                out.append((t["file"], f"exit {t.get('exit_code')}", native))
    return out


def unconfirmed(tests, replay):
    """Bug claims the plain native run does not show: replay --exe has no
    sanitizer build, so an out-of-bounds read that does not crash runs on."""
    return [(t["file"], t.get("bug", {}).get("kind", "?"))
            for t, r in zip(tests, replay.get("tests", []))
            if t.get("end") == "error" and r.get("confirmed") is False]


def program(work, name):
    d = os.path.join(work, "runs", name)
    stats = load(os.path.join(d, "suite", "stats.json"), {})
    replay = load(os.path.join(d, "replay.json"), {})
    tests = []
    try:
        with open(os.path.join(d, "suite", "tests.jsonl")) as f:
            tests = [json.loads(l) for l in f if l.strip()]
    except OSError:
        pass
    tests = [t for t in tests if "file" in t]
    # /usr/bin/time -f '%M %e': the last line (a first may say the status)
    timing = (text(os.path.join(d, "time.txt")).strip().splitlines() or [""])[-1]
    peak_kb, wall = (timing.split() + ["0", "0"])[:2]
    totals = replay.get("totals", {})
    seconds = stats.get("seconds") or 0
    log = text(os.path.join(d, "forage.log"))
    errors = [l for l in log.splitlines() if "error:" in l or "unsupported" in l]
    ends = {}
    for t in tests:
        ends[t.get("end", "?")] = ends.get(t.get("end", "?"), 0) + 1
    return {
        "program": name,
        "exit": text(os.path.join(d, "exit.txt")).strip(),
        "status": stats.get("status"),
        "stop_reason": stats.get("stop_reason"),
        "tests_jsonl": len(tests),
        "tests_counted": stats.get("tests"),
        "executions": stats.get("executions"),
        "ends": ends,
        "lines": totals.get("lines_covered"),
        "lines_total": totals.get("lines"),
        "line_coverage": totals.get("line_coverage"),
        "branches_taken": totals.get("branches_taken"),
        "branches_total": totals.get("branches"),
        "branch_coverage": totals.get("branch_coverage"),
        "solver_seconds": stats.get("solver_seconds"),
        "seconds": seconds,
        "solver_share": (stats.get("solver_seconds") or 0) / seconds if seconds else None,
        "solver_unknown": stats.get("solver_unknown"),
        "peak_rss_mb": int(peak_kb) // 1024 if peak_kb.isdigit() else None,
        "wall_seconds": float(wall) if wall.replace(".", "").isdigit() else None,
        "native_calls": stats.get("native_calls", {}),
        "external_data": stats.get("external_data", {}),
        "cwd_files": text(os.path.join(d, "cwd-files.txt")).splitlines(),
        # A program that writes files (sed's w) may have written B, which
        # the replay gives every test afresh.
        "b_changed": text(os.path.join(d, "cwd", "B")) != text(os.path.join(d, "in", "seed")),
        "mismatches": mismatches(tests, replay),
        "claims_not_shown_natively": unconfirmed(tests, replay),
        "errors": errors[:5],
    }


def klee_stats(path):
    """The last row of KLEE's run.stats (SQLite; times in microseconds)."""
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        cur = db.execute("SELECT * FROM stats ORDER BY rowid DESC LIMIT 1")
        names = [d[0] for d in cur.description]
        row = cur.fetchone()
        db.close()
        return dict(zip(names, row)) if row else {}
    except sqlite3.Error:
        return {}


def klee(work, name):
    """KLEE's run of the same program (corpus.sh with KLEE set), or None."""
    d = os.path.join(work, "klee", name)
    if not os.path.isdir(d):
        return None
    replay = load(os.path.join(d, "replay.json"), {})
    totals = replay.get("totals", {})
    st = klee_stats(os.path.join(d, "out", "run.stats"))
    wall = (st.get("WallTime") or 0) / 1e6
    solver = (st.get("SolverTime") or 0) / 1e6
    timing = (text(os.path.join(d, "time.txt")).strip().splitlines() or [""])[-1]
    peak_kb, elapsed = (timing.split() + ["0", "0"])[:2]
    log = text(os.path.join(d, "klee.log")).splitlines()
    info = text(os.path.join(d, "out", "info"))
    ktests = [f for f in os.listdir(os.path.join(d, "out"))
              if f.endswith(".ktest")] if os.path.isdir(os.path.join(d, "out")) else []
    errs = [f for f in os.listdir(os.path.join(d, "out"))
            if f.endswith(".err")] if os.path.isdir(os.path.join(d, "out")) else []
    line_cov, branch_cov = totals.get("line_coverage"), totals.get("branch_coverage")
    if not ktests and text(os.path.join(d, "exit.txt")).strip():
        line_cov = branch_cov = 0.0  # KLEE ended without a test: nothing covered
    return {
        "exit": text(os.path.join(d, "exit.txt")).strip(),
        "tests": len(ktests),
        "error_tests": len(errs),
        "replayed": len(replay.get("tests", [])),
        "lines": totals.get("lines_covered"),
        "lines_total": totals.get("lines"),
        "line_coverage": line_cov,
        "branch_coverage": branch_cov,
        "instructions": st.get("Instructions"),
        "queries": st.get("SolverQueries"),
        "solver_seconds": solver,
        "seconds": wall,
        "solver_share": solver / wall if wall else None,
        "peak_rss_mb": int(peak_kb) // 1024 if peak_kb.isdigit() else None,
        "wall_seconds": float(elapsed) if elapsed.replace(".", "").isdigit() else None,
        "external_calls": sorted({l.split("calling external: ")[1].split("(")[0]
                                  for l in log if "calling external: " in l}),
        "halted": [l for l in info.splitlines() if "HaltTimer" in l or "halting" in l.lower()][:2],
        "errors": [l for l in log if "ERROR" in l][:5],
    }


def afl_plan():
    """bench/real/afl.txt: {name: (stdin, file or -, the arguments or why
    the program is left out)}."""
    plan = {}
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "afl.txt")) as f:
        for l in f:
            if l.strip() and not l.startswith("#"):
                name, mode, rest = (x.strip() for x in (l.split("|") + ["", ""])[:3])
                plan[name] = (mode, rest)
    return plan


def afl(work, name):
    """AFL++'s run of the same program (corpus.sh with AFL set), or None."""
    d = os.path.join(work, "afl", name)
    if not os.path.isdir(d):
        return None
    replay = load(os.path.join(d, "replay.json"), {})
    totals = replay.get("totals", {})
    out = os.path.join(d, "out", "default")
    stats = dict(l.split(":", 1) for l in text(os.path.join(out, "fuzzer_stats")).splitlines()
                 if ":" in l)
    stats = {k.strip(): v.strip() for k, v in stats.items()}

    def count(kind):
        p = os.path.join(out, kind)
        return len([f for f in os.listdir(p) if f.startswith("id:")]) if os.path.isdir(p) else 0

    def num(key):
        v = stats.get(key, "")
        return int(v) if v.isdigit() else None

    timing = (text(os.path.join(d, "time.txt")).strip().splitlines() or [""])[-1]
    peak_kb, elapsed = (timing.split() + ["0", "0"])[:2]
    tests = [l for l in text(os.path.join(d, "suite", "tests.jsonl")).splitlines() if l.strip()]
    log = [re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", l)
           for l in text(os.path.join(d, "afl.log")).splitlines()]
    return {
        "exit": text(os.path.join(d, "exit.txt")).strip(),
        "queue": count("queue"),
        "crashes": count("crashes"),
        "hangs": count("hangs"),
        "tests": len(tests),
        "replayed": len(replay.get("tests", [])),
        "executions": num("execs_done"),
        "fuzz_seconds": num("run_time"),
        "lines": totals.get("lines_covered"),
        "lines_total": totals.get("lines"),
        "line_coverage": totals.get("line_coverage"),
        "branches_taken": totals.get("branches_taken"),
        "branch_coverage": totals.get("branch_coverage"),
        "peak_rss_mb": int(peak_kb) // 1024 if peak_kb.isdigit() else None,
        "wall_seconds": float(elapsed) if elapsed.replace(".", "").isdigit() else None,
        "cwd_files": text(os.path.join(d, "cwd-files.txt")).splitlines(),
        # A program that writes files (sed's w) may have written B, which
        # the replay gives every test afresh.
        "b_changed": text(os.path.join(d, "cwd", "B")) != text(os.path.join(d, "in", "seed")),
        "errors": [l.strip() for l in log if "PROGRAM ABORT" in l or "[-]" in l][:5],
    }


def afl_table(rows):
    """AFL++'s column beside forage's and KLEE's, and the programs it
    leaves out (bench/real/afl.txt)."""
    plan = afl_plan()
    if not any(r.get("afl") for r in rows):
        return []
    md = ["| program | AFL++ input | forage lines | KLEE lines | AFL++ lines | forage branches | KLEE branches | AFL++ branches | AFL++ tests (queue/crashes/hangs) | AFL++ executions | AFL++ peak RSS | files left | exit AFL++ | wall AFL++ |",
          "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    fl, al, kl, wins = [], [], [], 0
    for r in rows:
        a, k = r.get("afl"), r.get("klee") or {}
        mode, args = plan.get(r["program"], ("?", ""))
        if mode not in ("stdin", "file"):
            continue
        a = a or {}
        md.append("| {} | {} | {} | {} | {} | {} | {} | {} | {} ({}/{}/{}) | {} | {} MB | {} | {} | {} s |".format(
            r["program"], f"{mode} {args}".strip(), pct(r["line_coverage"]), pct(k.get("line_coverage")),
            pct(a.get("line_coverage")), pct(r["branch_coverage"]),
            pct(k.get("branch_coverage")), pct(a.get("branch_coverage")),
            a.get("tests", "-"), a.get("queue", "-"), a.get("crashes", "-"), a.get("hangs", "-"),
            a.get("executions", "-"), a.get("peak_rss_mb", "-"),
            "-" if not a else str(len(a["cwd_files"])) + (", B changed" if a["b_changed"] else ""),
            a.get("exit", "-"),
            a.get("wall_seconds", "-")))
        if r["line_coverage"] is not None and a.get("line_coverage") is not None:
            fl.append(r["line_coverage"])
            al.append(a["line_coverage"])
            if k.get("line_coverage") is not None:
                kl.append(k["line_coverage"])
            wins += r["line_coverage"] >= a["line_coverage"]
    n = len(fl)
    if n:
        md.append("| **mean** ({} programs) | | **{}** | {} | **{}** | | | | | | | | | |".format(
            n, pct(sum(fl) / n),
            pct(sum(kl) / len(kl)) + (f" ({len(kl)} programs)" if len(kl) != n else "") if kl else "-",
            pct(sum(al) / n)))
        md.append("")
        md.append(f"forage's line coverage at least AFL++'s on {wins} of {n} programs.")
    out = [f"{name} ({why})" for name, (mode, why) in plan.items()
           if mode not in ("stdin", "file") and name in {r["program"] for r in rows}]
    md.append("")
    md.append("Not in the AFL++ column (it fuzzes stdin or a file): " + ("; ".join(out) or "none") + ".")
    md.append("")
    for r in rows:
        for e in (r.get("afl") or {}).get("errors", []):
            md.append(f"- {r['program']} (AFL++): {e}")
    md.append("")
    return md


def svg_plot(rows, path):
    """Line coverage per program, forage beside KLEE, as a bar chart."""
    rows = [r for r in rows if r["line_coverage"] is not None]
    w, bar, gap, h = 60, 22, 16, 240
    width = 60 + len(rows) * (2 * bar + gap)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{h + 80}" font-family="sans-serif" font-size="11">',
           f'<text x="4" y="14">gcov line coverage at 120 s: forage (dark), KLEE (light)</text>']
    for k in range(0, 101, 25):
        y = 20 + h - h * k / 100
        out.append(f'<line x1="40" x2="{width}" y1="{y}" y2="{y}" stroke="#ddd"/>'
                   f'<text x="4" y="{y + 4}">{k}%</text>')
    x = 50
    for r in rows:
        k = (r["klee"] or {}).get("line_coverage")
        for v, colour in ((r["line_coverage"], "#264b8c"), (k, "#9cb8e6")):
            if v is not None:
                out.append(f'<rect x="{x}" y="{20 + h - h * v}" width="{bar}" height="{h * v}" fill="{colour}"/>')
            x += bar
        out.append(f'<text x="{x - 2 * bar}" y="{h + 36}" transform="rotate(30 {x - 2 * bar} {h + 36})">{r["program"]}</text>')
        x += gap
    out.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def pct(x):
    return "-" if x is None else f"{100 * x:.1f}%"


def main():
    work = sys.argv[1]
    names = sys.argv[2:] or sorted(os.listdir(os.path.join(work, "runs")))
    rows = [program(work, n) for n in names]
    for r in rows:
        r["klee"] = klee(work, r["program"])
        r["afl"] = afl(work, r["program"])
    os.makedirs(os.path.join(work, "results"), exist_ok=True)
    with open(os.path.join(work, "results", "results.json"), "w") as f:
        json.dump(rows, f, indent=1)
    md = []
    if any(r["klee"] for r in rows):
        md += ["| program | forage lines | KLEE lines | forage branches | KLEE branches | forage tests | KLEE tests | forage solver share | KLEE solver share | forage executions | KLEE instructions | exit forage/KLEE | wall forage/KLEE |",
               "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
        fl, kl, wins, n = [], [], 0, 0
        for r in rows:
            k = r["klee"] or {}
            md.append("| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {}/{} | {}/{} s |".format(
                r["program"], pct(r["line_coverage"]), pct(k.get("line_coverage")),
                pct(r["branch_coverage"]), pct(k.get("branch_coverage")),
                r["tests_jsonl"], k.get("tests", "-"),
                pct(r["solver_share"]), pct(k.get("solver_share")),
                r["executions"], k.get("instructions", "-"),
                r["exit"], k.get("exit", "-"),
                r["wall_seconds"], k.get("wall_seconds", "-")))
            if r["line_coverage"] is not None and k.get("line_coverage") is not None:
                fl.append(r["line_coverage"])
                kl.append(k["line_coverage"])
                n += 1
                wins += r["line_coverage"] >= k["line_coverage"]
        if n:
            md.append("| **mean** ({} programs) | **{}** | **{}** | | | | | | | | | | |".format(
                n, pct(sum(fl) / n), pct(sum(kl) / n)))
            md.append("")
            md.append(f"forage's line coverage at least KLEE's on {wins} of {n} programs.")
        md.append("")
    md += afl_table(rows)
    md += ["| program | exit | tests (jsonl/counted) | lines | branches | solver share | unknown | peak RSS | native calls (top) | files left | exit mismatches | claims not shown natively |",
          "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        top = sorted(r["native_calls"].items(), key=lambda kv: -kv[1])[:4]
        md.append("| {} | {} | {}/{} | {} ({}/{}) | {} | {} | {} | {} MB | {} | {} | {} | {} |".format(
            r["program"], r["exit"], r["tests_jsonl"], r["tests_counted"],
            pct(r["line_coverage"]), r["lines"], r["lines_total"],
            pct(r["branch_coverage"]), pct(r["solver_share"]),
            r["solver_unknown"], r["peak_rss_mb"],
            ", ".join(f"{k} {v}" for k, v in top) or "none",
            len(r["cwd_files"]), len(r["mismatches"]),
            len(r["claims_not_shown_natively"])))
    md.append("")
    for r in rows:
        for m in r["mismatches"][:10]:
            md.append(f"- {r['program']} {m[0]}: recorded {m[1]}, native {m[2]}")
        for e in r["errors"]:
            md.append(f"- {r['program']}: {e}")
        for e in (r["klee"] or {}).get("errors", []):
            md.append(f"- {r['program']} (KLEE): {e}")
    md.append("")
    md.append("Every function still called natively (stats.json native_calls: name and calls; those marked * let outside data in, external_data):")
    md.append("")
    for r in rows:
        calls = sorted(r["native_calls"].items(), key=lambda kv: -kv[1])
        md.append("- {}: {}".format(r["program"], ", ".join(
            f"{k}{'*' if k in r['external_data'] else ''} {v}" for k, v in calls) or "none"))
    if any(r["klee"] for r in rows):
        svg_plot(rows, os.path.join(work, "results", "coverage.svg"))
    with open(os.path.join(work, "results", "table.md"), "w") as f:
        f.write("\n".join(md) + "\n")
    print("\n".join(md))


if __name__ == "__main__":
    main()
