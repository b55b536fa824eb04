#!/usr/bin/python3
"""Differential testing of forage against native execution, with csmith.

  bench/difftest.py OUT --count N --seed S [--modes concrete,concolic,symbolic]
                    [--time 10] [--inputs 3] [--max-tests 20] [--jobs 2]
                    [--reduce] [--forage build/bin/forage]
  bench/difftest.py --check-one PROGRAM.c --mode MODE [--kind K] [--forage ...]
  bench/difftest.py OUT --summarize

In the style of Kapus and Cadar (ASE 2017): csmith writes random C programs
(seeds S .. S+N-1) that print a checksum of their globals; each is built
natively with gcc and run, and compared with forage in three modes:

  concrete  forage runs the program as it is (no inputs): the test it
            writes must have printed the native checksum and exit status;
  concolic  up to --inputs scalar globals become inputs (g = nondet() at
            the start of main); every test forage writes (--all-tests) is
            replayed natively with its inputs and must print what forage's
            run of it printed (--capture-output) and exit the same way;
  symbolic  the same with --mode symbolic (forked states: each test's
            output is its own path's).

In every mode each test must also take, natively, exactly the path forage
predicted: forage records the sequence of the program's branch edges each
test took (--trace-branches: its length and hash) and writes the module it
interpreted with a trace call before every branch (--traced-module); clang
builds that module natively with runtime/native/BranchTrace.c, and the
replay of the test must report the same length and hash (docs/difftest.md).

A csmith program is UB-free by construction; a bug forage reports in one
is a mismatch too. Programs whose native run takes over 2 s are skipped.
OUT/summary.json and OUT/summary.md count programs, tests compared and
mismatches per mode; each mismatch keeps its program, forage's output and
the native one under OUT/mismatch/; with --reduce, creduce shrinks each
one (the interestingness test is this script's --check-one, which exits 0
iff the mismatch persists) into OUT/mismatch/*/reduced.c.
"""
import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CSMITH_INC = "/usr/include/csmith"
TRACE_RT = os.path.join(ROOT, "runtime", "native", "BranchTrace.c")
CSMITH_FLAGS = ["--max-funcs", "3", "--max-block-depth", "3",
                "--no-volatiles", "--no-bitfields", "--no-packed-struct",
                "--max-array-dim", "2", "--max-array-len-per-dim", "5"]
NONDET = {"int8_t": "char", "uint8_t": "uchar", "int16_t": "short",
          "uint16_t": "ushort", "int32_t": "int", "uint32_t": "uint",
          "int64_t": "long", "uint64_t": "ulong"}
GLOBAL_RE = re.compile(r"^static ((?:u?int(?:8|16|32|64))_t) (g_\d+) = ",
                       re.M)
HARNESS = r"""
#include <stdio.h>
#include <stdlib.h>
static unsigned long long forage_next(void) {
  char line[128];
  if (!fgets(line, sizeof line, stdin)) exit(0); /* out of inputs */
  return line[0] == '-' ? (unsigned long long)strtoll(line, 0, 10)
                        : strtoull(line, 0, 10);
}
#define NONDET(T, N) T __VERIFIER_nondet_##N(void) { return (T)forage_next(); }
NONDET(signed char, char) NONDET(unsigned char, uchar) NONDET(short, short)
NONDET(unsigned short, ushort) NONDET(int, int) NONDET(unsigned, uint)
NONDET(long, long) NONDET(unsigned long, ulong)
"""


def sh(cmd, timeout, stdin=None, cwd=None):
    """(exit code or 'timeout', stdout) of cmd."""
    try:
        p = subprocess.run(cmd, input=stdin, stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, timeout=timeout,
                           cwd=cwd)
        return p.returncode, p.stdout.decode("latin-1")
    except subprocess.TimeoutExpired:
        return "timeout", ""


def make_symbolic(src, count):
    """src with up to count scalar globals assigned inputs in main."""
    found = GLOBAL_RE.findall(src)
    if not found or "platform_main_begin();" not in src:
        return None
    chosen = found[:count]
    decls = "".join("extern %s __VERIFIER_nondet_%s(void);\n" %
                    (t, NONDET[t]) for t in sorted({t for t, _ in chosen}))
    sets = "".join(" %s = __VERIFIER_nondet_%s();" % (g, NONDET[t])
                   for t, g in chosen)
    src = src.replace('#include "csmith.h"', '#include "csmith.h"\n' + decls,
                      1)
    return src.replace("platform_main_begin();",
                       "platform_main_begin();" + sets, 1)


def native_build(prog, exe, harness):
    cmd = ["gcc", "-w", "-O0", "-I" + CSMITH_INC, prog, "-o", exe]
    if harness:
        cmd.insert(-2, harness)
    code, _ = sh(cmd, 120)
    return code == 0


def traced_build(module, exe, harness):
    """The module forage interpreted, with its branch trace calls, built
    natively (docs/difftest.md)."""
    code, _ = sh(["clang-14", "-w", "-O0", module, harness, TRACE_RT, "-o",
                  exe], 120)
    return code == 0


def traced_run(exe, inputs, work, prefix=None):
    """(count, hash) of the branch edges a native run took (only the first
    prefix ones if given), or None."""
    trace = os.path.join(work, "trace.txt")
    if os.path.exists(trace):
        os.remove(trace)
    env = dict(os.environ, FORAGE_BRANCH_TRACE=trace)
    if prefix is not None:
        env["FORAGE_BRANCH_TRACE_PREFIX"] = str(prefix)
    try:
        subprocess.run([exe], input=inputs.encode(),
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       timeout=2, env=env)
    except subprocess.TimeoutExpired:
        return None
    if not os.path.exists(trace):
        return None
    with open(trace) as f:
        count, digest = f.read().split()
    return int(count), digest


def forage_run(forage, prog, out, mode, time):
    cmd = [forage, "run", prog, "--out", out, "--seed", "1", "--no-progress",
           "--capture-output", "--all-tests", "--time", str(time),
           "--trace-branches", "--traced-module", out + ".bc",
           "--compile-flag=-I" + CSMITH_INC, "--quiet"]
    if mode == "concrete":
        cmd += ["--max-iterations", "1"]
    if mode == "symbolic":
        # Depth first, so that states reach the checksum at the end of
        # main within the budget (csmith's arithmetic makes every fork's
        # query costly).
        cmd += ["--mode", "symbolic", "--search", "dfs"]
    code, _ = sh(cmd, time + 60)
    tests = []
    path = os.path.join(out, "tests.jsonl")
    if os.path.exists(path):
        with open(path) as f:
            tests = [t for t in (json.loads(line) for line in f
                                 if line.strip()) if "file" in t]
    return code, tests


def compare(forage, prog, mode, work, time, max_tests):
    """{'tests': n compared, 'mismatches': [...], 'skipped': reason}."""
    harness = os.path.join(work, "harness.c")
    with open(harness, "w") as f:
        f.write(HARNESS)
    exe = os.path.join(work, "native")
    if not native_build(prog, exe, None if mode == "concrete" else harness):
        return {"tests": 0, "mismatches": [], "skipped": "native build"}
    code, tests = forage_run(forage, prog, os.path.join(work, "forage"),
                             mode, time)
    if code not in (0, 1) and not tests:
        return {"tests": 0, "mismatches": [{"why": "forage exit %s" % code,
                                            "kind": "exit"}]}
    traced = os.path.join(work, "traced")
    if not traced_build(os.path.join(work, "forage.bc"), traced, harness):
        return {"tests": 0, "mismatches": [{"why": "traced build failed",
                                            "kind": "traced-build"}]}
    result = {"tests": 0, "mismatches": []}
    for t in tests[:max_tests]:
        inputs = "".join(i["value"] + "\n" for i in t["inputs"])
        predicted = t.get("branches", {})
        predicted = (predicted.get("count"), predicted.get("hash"))
        if t.get("end") == "limit":
            # forage cut it short: its path so far must be a prefix of the
            # native one (output and status say nothing yet).
            if predicted[0] is None:
                continue
            taken = traced_run(traced, inputs, work, predicted[0])
            if taken is None:
                result["native_timeouts"] = result.get("native_timeouts",
                                                       0) + 1
                continue
            result["prefix_tests"] = result.get("prefix_tests", 0) + 1
            if taken != predicted:
                result["mismatches"].append({
                    "why": "path prefix differs: forage cut its run after "
                    "%d branches (hash %s), the native run's first ones "
                    "hash %s (%d taken)" % (predicted[0], predicted[1],
                                            taken[1], taken[0]),
                    "kind": "path", "test": t["file"], "inputs": inputs})
            continue
        ncode, nout = sh([exe], 2, stdin=inputs.encode())
        if ncode == "timeout":
            result.setdefault("native_timeouts", 0)
            result["native_timeouts"] = result["native_timeouts"] + 1
            continue
        result["tests"] += 1
        why = kind = None
        if "bug" in t:
            kind = "bug"
            why = "forage reports %s at %s" % (t["bug"]["kind"],
                                                t["bug"]["location"])
        elif t.get("end") != "exit":
            kind = "end"
            why = "forage's execution ended with %s" % t.get("end")
        elif t.get("output") != nout:
            kind, why = "output", "output differs"
        elif t.get("exit_code") != ncode:
            kind = "exit"
            why = "exit status %s, native %s" % (t.get("exit_code"), ncode)
        else:
            taken = traced_run(traced, inputs, work)
            if taken != predicted:
                kind = "path"
                why = ("path differs: forage predicted %s branches (hash "
                       "%s), the native run took %s" %
                       (predicted[0], predicted[1],
                        "%d (hash %s)" % taken if taken else "no trace"))
        if why:
            result["mismatches"].append({
                "why": why, "kind": kind, "test": t["file"],
                "inputs": inputs, "forage_output": t.get("output"),
                "native_output": nout})
    return result


def one_program(args, seed):
    """Per mode results for csmith seed."""
    work = tempfile.mkdtemp(prefix="difftest-%d-" % seed)
    try:
        prog = os.path.join(work, "p.c")
        code, _ = sh(["csmith", "--seed", str(seed), "-o", prog] +
                     CSMITH_FLAGS, 60)
        if code != 0:
            return seed, {"skipped": "csmith failed"}
        exe = os.path.join(work, "plain")
        if not native_build(prog, exe, None):
            return seed, {"skipped": "native build"}
        ncode, _ = sh([exe], 2)
        if ncode == "timeout" or ncode != 0:
            return seed, {"skipped": "native run %s" % ncode}
        with open(prog) as f:
            src = f.read()
        out = {}
        for mode in args.modes:
            p = prog
            if mode != "concrete":
                sym = make_symbolic(src, args.inputs)
                if sym is None:
                    out[mode] = {"tests": 0, "mismatches": [],
                                 "skipped": "no scalar global"}
                    continue
                p = os.path.join(work, "p-%s.c" % mode)
                with open(p, "w") as f:
                    f.write(sym)
            mwork = os.path.join(work, mode)
            os.makedirs(mwork)
            r = compare(args.forage, p, mode, mwork, args.time,
                        args.max_tests)
            if r["mismatches"]:
                keep = os.path.join(args.out, "mismatch",
                                    "%d-%s" % (seed, mode))
                shutil.rmtree(keep, ignore_errors=True)
                os.makedirs(keep)
                shutil.copy(p, os.path.join(keep, "program.c"))
                with open(os.path.join(keep, "mismatches.json"), "w") as f:
                    json.dump(r["mismatches"], f, indent=1)
                if args.reduce:
                    reduce(args, os.path.join(keep, "program.c"), mode,
                           r["mismatches"][0]["kind"], keep)
            out[mode] = r
        return seed, out
    finally:
        shutil.rmtree(work, ignore_errors=True)


def reduce(args, program, mode, kind, keep):
    test = os.path.join(keep, "interesting.sh")
    with open(test, "w") as f:
        f.write("#!/bin/sh\nexec /usr/bin/python3 %s --check-one p.c "
                "--mode %s --kind %s --forage %s --time %d\n" % (
                    os.path.abspath(__file__), mode, kind,
                    os.path.abspath(args.forage), args.time))
    os.chmod(test, 0o755)
    red = os.path.join(keep, "reduce")
    os.makedirs(red, exist_ok=True)
    shutil.copy(program, os.path.join(red, "p.c"))
    sh(["timeout", "900", "creduce", "--n", "1", test, "p.c"], 1000,
       cwd=red)
    shutil.copy(os.path.join(red, "p.c"), os.path.join(keep, "reduced.c"))


def check_one(args):
    """Exit 0 iff PROGRAM (as given) still shows a mismatch in MODE, and is
    still a well-defined program that prints a checksum: creduce must not
    trade the mismatch for undefined behaviour."""
    work = tempfile.mkdtemp(prefix="difftest-check-")
    prog = os.path.abspath(args.check_one)
    try:
        strict = ["gcc", "-O0", "-I" + CSMITH_INC, "-Werror=implicit-int",
                  "-Werror=return-type", "-Werror=uninitialized",
                  "-Werror=implicit-function-declaration",
                  "-fsanitize=undefined,address",
                  "-fno-sanitize-recover=all", prog, "-o",
                  os.path.join(work, "strict")]
        if args.mode != "concrete":
            harness = os.path.join(work, "harness-strict.c")
            with open(harness, "w") as f:
                f.write(HARNESS)
            strict.insert(-2, harness)
        code, _ = sh(strict, 120)
        if code != 0:
            return 1
        code, out = sh([os.path.join(work, "strict")], 5, stdin=b"")
        if code != 0 or "checksum = " not in out:
            return 1
        r = compare(args.forage, prog, args.mode, work, args.time,
                    args.max_tests)
        return 0 if any(m["kind"] == args.kind and
                        (m["kind"] not in ("output", "exit") or
                         "checksum = " in (m.get("forage_output") or ""))
                        for m in r["mismatches"]) else 1
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("out", nargs="?")
    p.add_argument("--count", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--modes", default="concrete,concolic,symbolic")
    p.add_argument("--time", type=int, default=10)
    p.add_argument("--inputs", type=int, default=3)
    p.add_argument("--max-tests", type=int, default=20)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--reduce", action="store_true")
    p.add_argument("--forage", default=os.path.join(ROOT, "build/bin/forage"))
    p.add_argument("--check-one")
    p.add_argument("--mode", default="concrete")
    p.add_argument("--kind", default="output",
                   help="with --check-one: the kind of mismatch that must "
                   "persist (output, exit, path, bug, end)")
    p.add_argument("--summarize", action="store_true",
                   help="only count OUT/programs.jsonl (of a run, or of "
                   "several concatenated) into OUT/summary.*")
    args = p.parse_args()
    if args.summarize and args.out:
        return summarize(args.out, "bench/difftest.py " +
                         " ".join(sys.argv[1:]))
    if args.check_one:
        return check_one(args)
    if not args.out:
        p.error("give OUT")
    if not shutil.which("csmith") or not os.path.isdir(CSMITH_INC):
        print("difftest: needs Debian's csmith and libcsmith-dev",
              file=sys.stderr)
        return 2
    args.modes = args.modes.split(",")
    os.makedirs(args.out, exist_ok=True)
    seeds = range(args.seed, args.seed + args.count)
    # One line per program as it finishes: a long run killed part way
    # still says what it compared (--summarize OUT counts it).
    with open(os.path.join(args.out, "programs.jsonl"), "w") as log:
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            for seed, res in pool.map(lambda s: one_program(args, s), seeds):
                log.write(json.dumps({"seed": seed, "result": res}) + "\n")
                log.flush()
                for mode, r in res.items():
                    for m in (r.get("mismatches", [])
                              if isinstance(r, dict) else []):
                        print("MISMATCH seed %d %s: %s" % (seed, mode,
                                                           m["why"]),
                              flush=True)
    command = " ".join(["bench/difftest.py"] + sys.argv[1:])
    return summarize(args.out, command)


def summarize(out, command):
    """OUT/summary.json and summary.md from OUT/programs.jsonl; exit 1 if
    any mismatch."""
    totals, skipped, seeds = {}, {}, []
    with open(os.path.join(out, "programs.jsonl")) as f:
        for line in f:
            entry = json.loads(line)
            seeds.append(entry["seed"])
            res = entry["result"]
            if "skipped" in res:
                skipped[res["skipped"]] = skipped.get(res["skipped"], 0) + 1
                continue
            for mode, r in res.items():
                if r.get("skipped"):
                    continue
                t = totals.setdefault(mode, {
                    "programs": 0, "tests": 0, "prefix_tests": 0,
                    "mismatches": 0,
                    "programs_with_mismatch": 0, "native_timeouts": 0,
                    "by_kind": {}})
                t["programs"] += 1
                t["tests"] += r["tests"]
                t["prefix_tests"] += r.get("prefix_tests", 0)
                t["mismatches"] += len(r["mismatches"])
                t["programs_with_mismatch"] += bool(r["mismatches"])
                t["native_timeouts"] += r.get("native_timeouts", 0)
                for m in r["mismatches"]:
                    t["by_kind"][m["kind"]] = t["by_kind"].get(m["kind"],
                                                               0) + 1
    span = "%d..%d" % (min(seeds), max(seeds)) if seeds else "none"
    summary = {"command": command, "seeds": span,
               "programs_generated": len(seeds), "modes": totals,
               "skipped": skipped}
    with open(os.path.join(out, "summary.json"), "w") as f:
        json.dump(summary, f, indent=1)
    lines = ["# forage against native execution: csmith seeds %s" % span,
             "", "`%s`" % command, "",
             "| mode | programs | tests compared | cut-short tests "
             "(path prefix compared) | mismatches | programs with a "
             "mismatch | by kind |", "|---|---:|---:|---:|---:|---:|---|"]
    for m, t in totals.items():
        lines.append("| %s | %d | %d | %d | %d | %d | %s |" % (
            m, t["programs"], t["tests"], t["prefix_tests"], t["mismatches"],
            t["programs_with_mismatch"],
            ", ".join("%s %d" % kv for kv in sorted(t["by_kind"].items()))
            or "-"))
    lines += ["", "skipped programs: %s" % (skipped or "none")]
    with open(os.path.join(out, "summary.md"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print("\n".join(lines))
    return 1 if any(t["mismatches"] for t in totals.values()) else 0

if __name__ == "__main__":
    sys.exit(main())
