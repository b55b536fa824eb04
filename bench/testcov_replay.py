#!/usr/bin/env python3
"""Replay a Test-Comp suite the way TestCov does, independently of forage.

    bench/testcov_replay.py SUITE_DIR PROGRAM.c [--arch 32|64] [--json]
    bench/testcov_replay.py --compare SUITE_DIR PROGRAM.c [--arch ..]

--arch defaults to the suite's metadata.xml architecture, and one that
differs from it is refused (a 64-bit suite of cdaudio.i.cil-1 replayed at
-m32 gave 71 branches for forage replay's 244).

A harness of its own (not forage's runtime/replay) defines every
__VERIFIER_nondet_* function the program calls to read the next line of
stdin, and is compiled as the Test-Comp format (docs/test-format.md) says:

    gcc -std=gnu11 -m32|-m64 -Wno-attributes -D__alias__(x)= \
        -include PROGRAM harness.c -lm --coverage

Each test-*.xml is run in file order with its <input> texts joined by
newlines on stdin: the k-th <input> is what the k-th nondet call returns,
whatever its attributes say (no value is skipped, no flag is added). gcov's
JSON output then gives the program file's branches taken at least once.

--compare also runs `forage replay SUITE_DIR --no-sanitizers` and prints
both counts; it exits 1 when they differ by more than one branch.
"""
import argparse
import glob
import gzip
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

# name -> C type of its result
NONDET = {
    "bool": "_Bool", "_Bool": "_Bool", "char": "char", "uchar": "unsigned char",
    "schar": "signed char", "short": "short", "ushort": "unsigned short",
    "int": "int", "uint": "unsigned int", "unsigned": "unsigned int",
    "long": "long", "ulong": "unsigned long", "longlong": "long long",
    "ulonglong": "unsigned long long", "float": "float", "double": "double",
    "size_t": "unsigned long", "u8": "unsigned char", "u16": "unsigned short",
    "u32": "unsigned int", "u64": "unsigned long long", "s8": "signed char",
    "s16": "short", "s32": "int", "s64": "long long",
    "loff_t": "long long", "sector_t": "unsigned long long",
    "pointer": "void *", "pchar": "char *", "int128": "__int128",
    "uint128": "unsigned __int128",
}

HEADER = r"""
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
extern void __gcov_dump(void);
static char tc_line[4096];
static const char *tc_next(void) {
  if (!fgets(tc_line, sizeof tc_line, stdin)) {
    fprintf(stderr, "No more test inputs available\n");
    exit(107);
  }
  tc_line[strcspn(tc_line, "\n")] = 0;
  return tc_line;
}
static void tc_crash(int sig) { __gcov_dump(); _exit(128 + sig); }
__attribute__((constructor)) static void tc_init(void) {
  signal(SIGABRT, tc_crash);
  signal(SIGSEGV, tc_crash);
  signal(SIGFPE, tc_crash);
  signal(SIGBUS, tc_crash);
}
"""


def harness(program_text):
    out = [HEADER]
    for name, ctype in NONDET.items():
        fn = "__VERIFIER_nondet_" + name
        if not re.search(r"\b%s\b" % re.escape(fn), program_text):
            continue
        if re.search(r"\b%s\s*\([^;{)]*\)\s*\{" % re.escape(fn), program_text):
            continue  # the program defines it
        if ctype in ("float", "double"):
            body = "return (%s)strtod(tc_next(), 0);" % ctype
        elif "*" in ctype:
            body = "return (%s)(unsigned long)strtoull(tc_next(), 0, 0);" % ctype
        elif ctype.startswith("unsigned") or ctype == "_Bool":
            body = "return (%s)strtoull(tc_next(), 0, 10);" % ctype
        else:
            body = "return (%s)strtoll(tc_next(), 0, 10);" % ctype
        out.append("%s %s(void) { %s }" % (ctype, fn, body))
    for fn in ("__VERIFIER_error", "reach_error"):
        # Declared but not defined: a call is the error, as TestCov detects.
        if re.search(r"\b%s\b" % fn, program_text) and not re.search(
                r"\b%s\s*\([^;{)]*\)\s*\{" % fn, program_text):
            out.append('void %s(void) { fputs("error reached\\n", stderr); '
                       'exit(1); }' % fn)
    if re.search(r"\b__VERIFIER_assume\b", program_text) and not re.search(
            r"\b__VERIFIER_assume\s*\([^;{)]*\)\s*\{", program_text):
        out.append("void __VERIFIER_assume(int c) { if (!c) exit(0); }")
    return "\n".join(out) + "\n"


def tests_of(suite):
    files = sorted(glob.glob(os.path.join(suite, "test-*.xml")))
    for f in files:
        root = ET.parse(f).getroot()
        yield f, [(i.text or "").strip() for i in root.iter("input")]


def suite_arch(suite):
    """32 or 64 from the suite's metadata.xml <architecture>, or None."""
    try:
        root = ET.parse(os.path.join(suite, "metadata.xml")).getroot()
    except (OSError, ET.ParseError):
        return None
    a = (root.findtext("architecture") or "").strip()
    return 32 if a.startswith("32") else 64 if a.startswith("64") else None


def gcov_branches(build, source):
    """(taken, total) over the program file, from gcov's JSON."""
    subprocess.run(["gcov", "-j", "-b", "-o", build, source], cwd=build,
                   capture_output=True, check=True)
    taken = total = 0
    for gz in glob.glob(os.path.join(build, "*.gcov.json.gz")):
        data = json.load(gzip.open(gz))
        for f in data["files"]:
            if os.path.basename(f["file"]) != os.path.basename(source):
                continue
            for line in f["lines"]:
                for b in line.get("branches", []):
                    total += 1
                    taken += b["count"] > 0
    return taken, total


def testcov_replay(suite, program, arch, timeout=3):
    program = os.path.abspath(program)
    build = tempfile.mkdtemp(prefix="testcov-")
    try:
        src = os.path.join(build, "program.c")
        shutil.copy(program, src)
        with open(os.path.join(build, "harness.c"), "w") as h:
            h.write(harness(open(program, errors="replace").read()))
        exe = os.path.join(build, "program")
        # One translation unit as TestCov builds it: the program included
        # into the harness. gcov then names the data after the harness;
        # compile the program as its own unit instead so its branches are
        # its own file's, with the same flags.
        cmd = ["gcc", "-std=gnu11", "-m%d" % arch, "-Wno-attributes",
               "-D__alias__(x)=", "-w", "--coverage", "-c", "program.c",
               "-o", "program.o"]
        subprocess.run(cmd, cwd=build, check=True, capture_output=True)
        subprocess.run(["gcc", "-std=gnu11", "-m%d" % arch, "-w", "-c",
                        "harness.c", "-o", "harness.o"], cwd=build, check=True,
                       capture_output=True)
        subprocess.run(["gcc", "-m%d" % arch, "--coverage", "program.o",
                        "harness.o", "-lm", "-o", exe], cwd=build, check=True,
                       capture_output=True)
        n = 0
        for _, values in tests_of(suite):
            n += 1
            stdin = "".join(v + "\n" for v in values)
            try:
                subprocess.run([exe], input=stdin.encode(), cwd=build,
                               capture_output=True, timeout=timeout)
            except subprocess.TimeoutExpired:
                pass
        taken, total = gcov_branches(build, src)
        return {"tests": n, "taken": taken, "total": total}
    finally:
        shutil.rmtree(build, ignore_errors=True)


def forage_replay(suite, program, forage):
    subprocess.run([forage, "replay", suite, "--program", program,
                    "--no-sanitizers"], capture_output=True)
    r = json.load(open(os.path.join(suite, "replay.json")))
    t = r.get("totals", r)
    return {"taken": t.get("branches_taken"), "total": t.get("branches")}


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("suite")
    ap.add_argument("program")
    ap.add_argument("--arch", type=int, choices=(32, 64),
                    help="default: the suite's metadata.xml architecture")
    ap.add_argument("--compare", action="store_true")
    ap.add_argument("--forage", default=os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "build", "bin",
        "forage"))
    a = ap.parse_args()
    meta = suite_arch(a.suite)
    if a.arch is None:
        a.arch = meta or 64
    elif meta and meta != a.arch:
        # A suite replayed at another width reads its values into other
        # types and other struct sizes: its figures mean nothing.
        print("testcov_replay: the suite is %d-bit, not %d" % (meta, a.arch),
              file=sys.stderr)
        return 2
    tc = testcov_replay(a.suite, a.program, a.arch)
    if not a.compare:
        print(json.dumps(tc))
        return 0
    fr = forage_replay(a.suite, a.program, a.forage)
    diff = abs((fr["taken"] or 0) - tc["taken"])
    print(json.dumps({"testcov": tc, "forage": fr, "diff": diff}))
    return 0 if diff <= 1 else 1


if __name__ == "__main__":
    sys.exit(main())
