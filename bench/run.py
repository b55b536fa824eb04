#!/usr/bin/python3
"""Run forage configurations over a directory of C tasks; one CSV row per run.

  bench/run.py TASKDIR --config dfs='--strategy dfs' --config NAME='FLAGS' ...
      [--time 60] [--jobs 2] [--reps 1] [--seed 1] [--out DIR] [--limit N]
      [--forage build/bin/forage] [--no-replay] [--curve] [--all-files]

Tasks are the *.c and *.i files under TASKDIR (recursively) or, where TASKDIR
holds SV-COMP task files (*.yml, format 2.0), one per .yml (its input file;
data_model ILP32 adds --arch 32); --all-files adds the unreferenced .c/.i.
Each run is `forage run TASK --out OUT/runs/<task>/<config>/<rep> --time T
--seed SEED+rep --no-progress FLAGS`, its process group killed after T+30 s
(status timeout), its peak memory from os.wait4; then, unless --no-replay,
`forage replay OUTDIR` measures gcov branch coverage (replay.json; with
--curve also after each test, for bench/curves.py). Rows go
to OUT/results.csv as runs end; the same command again with the same --out
runs only the (task, config, rep) rows still missing.
"""

import argparse
import collections
import contextlib
import concurrent.futures
import csv
import datetime
import json
import os
import shlex
import shutil
import signal
import subprocess
import sys
import threading
import time
import traceback

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

COLUMNS = [  # bench/README.md says what each means
    "task", "config", "rep", "status", "exit_code",
    "gcov_branch_coverage", "gcov_branches_taken", "gcov_branches_total",
    "internal_coverage", "internal_covered", "internal_total", "tests",
    "bugs", "seconds", "peak_mem_mb", "executions", "solver_seconds",
    "instructions", "replay_status", "confirmed_bugs", "explore_seconds",
    "stop_reason", "seed", "arch", "task_file", "outdir"]

# CSV column <- stats.json field.
FROM_STATS = {"internal_covered": "branches_covered", "tests": "tests",
              "internal_total": "branches_total", "bugs": "bugs",
              "executions": "executions", "solver_seconds": "solver_seconds",
              "instructions": "instructions", "explore_seconds": "seconds",
              "stop_reason": "stop_reason"}

STOP = threading.Event()  # set on Ctrl-C: children are stopped, rows dropped


def _scalar(text):
    """A YAML scalar or flow list, as the subset SV-COMP task files use."""
    text = text.strip()
    if text.startswith("[") and text.endswith("]"):
        return [_scalar(t) for t in text[1:-1].split(",") if t.strip()]
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        return text[1:-1]
    return text


def parse_task_yml(text):
    """input_files (a list) and options (a dict) of an SV-COMP task file:
    top-level keys, a scalar, flow or block list, a one-level mapping."""
    data, top = {"input_files": [], "options": {}}, None
    for raw in text.splitlines():
        line = raw.split(" #")[0].rstrip() if not raw.lstrip().startswith(
            "#") else ""
        item = line.strip()
        if not item or item == "---":
            continue
        if line[0] not in " \t-":
            top, _, value = item.partition(":")
            if top == "input_files" and value.strip():
                value = _scalar(value)
                data[top] = value if isinstance(value, list) else [value]
        elif top == "input_files" and item.startswith("-"):
            data[top].append(_scalar(item[1:]))
        elif top == "options" and ":" in item:
            key, _, value = item.partition(":")
            data[top][key.strip()] = _scalar(value)
    return data


def yml_task(path):
    """((input file, "32" or None), None) of a task file, or (None, why)."""
    try:
        with open(path, encoding="utf-8") as f:
            data = parse_task_yml(f.read())
    except (OSError, UnicodeDecodeError) as e:
        return None, "unreadable: %s" % e
    files, options = data["input_files"], data["options"]
    program = os.path.abspath(os.path.join(os.path.dirname(path),
                                           (files or [""])[0]))
    if len(files) != 1:
        return None, "%d input files (forage takes one)" % len(files)
    if str(options.get("language", "C")).upper() != "C":
        return None, "language %s" % options.get("language")
    if not os.path.isfile(program):
        return None, "missing input file %s" % program
    ilp32 = str(options.get("data_model", "")).upper() == "ILP32"
    return (program, "32" if ilp32 else None), None


def discover(taskdir, all_files):
    """Sorted list of tasks: dicts with id, file, arch."""
    ymls, sources = [], []
    for dirpath, dirnames, filenames in os.walk(taskdir):
        dirnames.sort()
        for name in sorted(filenames):
            path = os.path.join(dirpath, name)
            if name.endswith((".yml", ".yaml")):
                ymls.append(path)
            elif name.endswith((".c", ".i")):
                sources.append(os.path.abspath(path))
    tasks, seen = [], set()
    for path in ymls:
        found, why = yml_task(path)
        if not found:
            print("skip %s: %s" % (os.path.relpath(path, taskdir), why),
                  file=sys.stderr)
            continue
        if found in seen:
            continue
        seen.add(found)
        tasks.append({"rel": os.path.relpath(path, taskdir),
                      "file": found[0], "arch": found[1]})
    referenced = {program for program, _ in seen}
    if not ymls or all_files:
        for path in sources:
            if path not in referenced:
                tasks.append({"rel": os.path.relpath(path, taskdir),
                              "file": path, "arch": None})
    elif any(p not in referenced for p in sources):
        print("the .c/.i files that no .yml references are not run "
              "(--all-files runs them)", file=sys.stderr)
    # Task ids: the path under TASKDIR without extension, '/' -> '__';
    # with the extension where that alone would collide (foo.c and foo.i).
    stems = [os.path.splitext(t["rel"])[0].replace(os.sep, "__")
             for t in tasks]
    count = collections.Counter(stems)
    for t, stem in zip(tasks, stems):
        t["id"] = stem if count[stem] == 1 else t["rel"].replace(os.sep, "__")
    return sorted(tasks, key=lambda t: t["id"])


def run_limited(cmd, log_path, limit):
    """Run cmd in its own process group; (exit code, timed out, seconds,
    peak memory in KiB). Kills the group after `limit` seconds."""
    start = time.monotonic()
    with open(log_path, "wb") as log:
        log.write(b"$ %s\n" % shlex.join(cmd).encode())
        log.flush()
        proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=log,
                                stderr=subprocess.STDOUT,
                                start_new_session=True)
    timed_out, killed_at = False, None
    # Poll without reaping, so the group can still be killed at the end.
    while os.waitid(os.P_PID, proc.pid,
                    os.WEXITED | os.WNOHANG | os.WNOWAIT) is None:
        now = time.monotonic()
        if killed_at is None and (now - start > limit or STOP.is_set()):
            timed_out, killed_at = not STOP.is_set(), now
            _signal_group(proc.pid, signal.SIGINT)  # forage writes its stats
        elif killed_at is not None and now - killed_at > 10:
            _signal_group(proc.pid, signal.SIGKILL)
        time.sleep(0.05)
    _signal_group(proc.pid, signal.SIGKILL)  # leftovers of the group
    _, status, usage = os.wait4(proc.pid, 0)
    code = os.waitstatus_to_exitcode(status)
    proc.returncode = code      # reaped here; keep Popen from waiting again
    return code, timed_out, time.monotonic() - start, usage.ru_maxrss


def _signal_group(pgid, sig):
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, sig)


def _load_json(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def _ratio(num, den):
    return "" if num in (None, "") or not den else "%.6f" % (num / den)


def _value(d, key):
    v = d.get(key) if isinstance(d, dict) else None
    return "" if v is None else "%.3f" % v if isinstance(v, float) else v


def run_one(job, args):
    task, config, flags, rep = job
    try:
        return None if STOP.is_set() else _run_one(task, config, flags, rep,
                                                   args)
    except Exception:  # not recorded, so that a rerun does it again
        print("harness error on %s %s rep%d:\n%s" % (
            task["id"], config, rep, traceback.format_exc()), file=sys.stderr)


def _run_one(task, config, flags, rep, args):
    outdir = os.path.join(args.out, "runs", task["id"], config, str(rep))
    shutil.rmtree(outdir, ignore_errors=True)  # a half-done earlier run
    os.makedirs(outdir)
    seed = args.seed + rep
    cmd = [args.forage, "run", task["file"], "--out", outdir,
           "--time", str(args.time), "--seed", str(seed), "--no-progress"]
    cmd += (["--arch", task["arch"]] if task["arch"] else []) + flags
    code, timed_out, seconds, maxrss = run_limited(
        cmd, os.path.join(outdir, "forage.log"), args.time + 30)
    if STOP.is_set():
        return None
    status = "timeout" if timed_out else \
        "ok" if code in (0, 1) else "error:%d" % code
    stats = _load_json(os.path.join(outdir, "stats.json")) or {}
    row = {column: _value(stats, key) for column, key in FROM_STATS.items()}
    row.update({
        "task": task["id"], "config": config, "rep": rep, "status": status,
        "exit_code": code, "internal_coverage": _ratio(
            stats.get("branches_covered"), stats.get("branches_total")),
        "seconds": "%.3f" % seconds, "peak_mem_mb": "%.1f" % (maxrss / 1024),
        "seed": seed, "arch": task["arch"] or "", "task_file": task["file"],
        "outdir": os.path.relpath(outdir, args.out)})
    if not args.no_replay:
        has_tests = any(n.startswith("test-") and n.endswith(".xml")
                        for n in os.listdir(outdir))
        row.update(replay(outdir, args) if has_tests else
                   {"replay_status": "no-tests"})
    return row


def replay(outdir, args):
    """gcov columns from `forage replay OUTDIR`; empty when it fails."""
    path = os.path.join(outdir, "replay.json")
    code, timed_out, _, _ = run_limited(
        [args.forage, "replay", outdir] + (["--curve"] if args.curve else []),
        os.path.join(outdir, "replay.log"),
        2 * args.time + 120)
    result = {"replay_status": "timeout" if timed_out else code}
    data = _load_json(path) if not timed_out else None
    totals = data.get("totals") if isinstance(data, dict) else None
    if isinstance(totals, dict):
        result["gcov_branches_taken"] = _value(totals, "branches_taken")
        result["gcov_branches_total"] = _value(totals, "branches")
        cov = totals.get("branch_coverage")
        result["gcov_branch_coverage"] = "%.6f" % cov if cov is not None \
            else _ratio(totals.get("branches_taken"), totals.get("branches"))
        tests = data.get("tests") or []
        result["confirmed_bugs"] = sum(
            1 for t in tests if isinstance(t, dict) and t.get("confirmed"))
    return result


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=(
        argparse.RawDescriptionHelpFormatter))
    p.add_argument("taskdir")
    p.add_argument("--config", action="append", default=[],
                   metavar="NAME=FLAGS", help="a configuration (repeatable)")
    p.add_argument("--time", type=float, default=60, help="seconds per run")
    p.add_argument("--jobs", type=int, default=2, help="parallel runs")
    p.add_argument("--reps", type=int, default=1, help="repetitions")
    p.add_argument("--seed", type=int, default=1, help="seed of repetition 0")
    p.add_argument("--out", help="default bench/results/run-DATE-TIME")
    p.add_argument("--forage", default=os.path.join(ROOT, "build/bin/forage"))
    p.add_argument("--no-replay", action="store_true", help="no gcov columns")
    p.add_argument("--curve", action="store_true",
                   help="gcov after every test (replay --curve)")
    p.add_argument("--limit", type=int, help="only the first N tasks")
    p.add_argument("--all-files", action="store_true",
                   help="with .yml tasks, also the unreferenced .c/.i files")
    args = p.parse_args(argv)
    if not args.config:
        p.error("give at least one --config NAME=FLAGS")
    args.configs = {}
    for spec in args.config:
        name, sep, flags = spec.partition("=")
        if not sep or not name or "/" in name or name in (".", ".."):
            p.error("--config wants NAME=FLAGS, got %r" % spec)
        if name in args.configs:
            p.error("configuration %r given twice" % name)
        args.configs[name] = shlex.split(flags)
    if not os.path.isdir(args.taskdir):
        p.error("no such directory: %s" % args.taskdir)
    if not (os.path.isfile(args.forage) and os.access(args.forage, os.X_OK)):
        p.error("no forage binary at %s (build it: make build)" % args.forage)
    if args.time <= 0 or args.jobs < 1 or args.reps < 1:
        p.error("--time, --jobs and --reps must be positive")
    args.forage = os.path.abspath(args.forage)
    args.time = int(args.time) if args.time == int(args.time) else args.time
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    args.out = os.path.abspath(args.out or os.path.join(
        ROOT, "bench", "results", "run-" + stamp))
    return args


def open_results(path):
    """(csv file, writer, keys already done) — appending to an earlier
    results.csv of the same columns, so a benchmark can be resumed."""
    done = set()
    resume = os.path.exists(path) and os.path.getsize(path) > 0
    if resume:
        with open(path, newline="", encoding="utf-8") as f:
            reader = csv.DictReader(f)
            if reader.fieldnames != COLUMNS:
                sys.exit("%s has other columns; choose another --out" % path)
            done = {(r["task"], r["config"], r["rep"]) for r in reader}
    f = open(path, "a" if resume else "w", newline="", encoding="utf-8")
    writer = csv.DictWriter(f, COLUMNS)
    if not resume:
        writer.writeheader()
        f.flush()
    return f, writer, done


def progress_line(n, total, row):
    r = {c: row.get(c, "") for c in COLUMNS}
    cov, replayed = r["gcov_branch_coverage"], r["replay_status"]
    parts = ["[%d/%d]" % (n, total), r["task"], r["config"],
             "rep%s" % r["rep"], r["status"], "exit=%s" % r["exit_code"],
             "gcov=%.1f%%" % (100 * float(cov)) if cov else
             "replay=%s" % replayed,
             "branches=%s/%s" % (r["internal_covered"], r["internal_total"]),
             "tests=%s" % r["tests"], "bugs=%s" % r["bugs"],
             "%ss" % r["seconds"], "%sMB" % r["peak_mem_mb"]]
    return " ".join(p for p in parts if p[-1] not in "=/")  # empty ones


def write_meta(args, ntasks):
    path = os.path.join(args.out, "meta.json")
    configs = (_load_json(path) or {}).get("configs", {})  # when resumed
    configs.update({n: shlex.join(c) for n, c in args.configs.items()})
    version = subprocess.run([args.forage, "--version"], capture_output=True,
                             text=True).stdout.strip()
    with open(path, "w") as f:
        json.dump({"taskdir": os.path.abspath(args.taskdir), "tasks": ntasks,
                   "configs": configs, "time": args.time, "reps": args.reps,
                   "seed": args.seed, "jobs": args.jobs,
                   "replay": not args.no_replay, "forage": args.forage,
                   "forage_version": version, "started":
                   datetime.datetime.now().isoformat(timespec="seconds")},
                  f, indent=2)


def main(argv):
    args = parse_args(argv)
    tasks = discover(args.taskdir, args.all_files)[:args.limit]
    if not tasks:
        sys.exit("no tasks (*.c, *.i or *.yml) under %s" % args.taskdir)
    os.makedirs(args.out, exist_ok=True)
    write_meta(args, len(tasks))
    results, writer, done = open_results(os.path.join(args.out, "results.csv"))
    jobs = [(t, name, flags, rep) for t in tasks for rep in range(args.reps)
            for name, flags in args.configs.items()
            if (t["id"], name, str(rep)) not in done]
    print("%d tasks x %d configs x %d reps: %d runs%s, --time %s, --jobs %d"
          " -> %s" % (len(tasks), len(args.configs), args.reps, len(jobs),
                      " (%d rows already there)" % len(done) if done else "",
                      args.time, args.jobs, args.out), flush=True)
    finished = 0
    pool = concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs)
    try:
        futures = [pool.submit(run_one, job, args) for job in jobs]
        for future in concurrent.futures.as_completed(futures):
            row = future.result()
            if row is not None:
                finished += 1
                writer.writerow(row)
                results.flush()
                print(progress_line(finished, len(jobs), row), flush=True)
    except KeyboardInterrupt:
        STOP.set()  # the workers stop their children and write nothing more
        print("\ninterrupted: stopping the running children", file=sys.stderr)
        pool.shutdown(wait=True, cancel_futures=True)
        results.close()
        print("kept %d rows in %s; the same command with --out %s finishes "
              "the rest" % (finished + len(done), results.name, args.out),
              file=sys.stderr)
        return 130
    pool.shutdown()
    results.close()
    print("wrote %s" % results.name)
    if finished < len(jobs):
        print("%d runs failed in the harness and are not in the CSV; the same"
              " command with --out %s retries them" % (len(jobs) - finished,
                                                       args.out))
    return 0 if finished == len(jobs) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
