#!/usr/bin/env python3
"""bench/chc_fuzz.py OUT [N] [SEED] [FIRST] [--kind=reach|loops|both|arrays], or
bench/chc_fuzz.py --recheck OUT (every program run so far, again against
the oracle: shards and interrupted runs included): the
soundness test of `forage prove --engine spacer` (issue 24).

Generates N random C programs: reach_fuzz.py's (inputs in [-3, 3], loops,
calls, globals, switches, several reach_error calls) and this script's
loop programs (counters up to an input-dependent bound, paired updates that
keep sums and differences, conditional counters, checks that hold or not
after the loop); with --kind=arrays, programs over local arrays (fills,
copies one element short or not, checks per element). The oracle runs every input combination natively (gcc
-fwrapv: forage's wrap-around) and records which reach_error lines run.
Every error call Spacer proves unreachable (unreachable-chc.json) must be
one no input reaches: anything else is a false proof. Prints a summary;
exits 1 on any false proof. Programs FIRST..N-1 (shards run in
parallel into one OUT). FORAGE=path overrides the binary; TIME the
seconds per program (default 10).
"""
import json
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reach_fuzz  # noqa: E402

FORAGE = reach_fuzz.FORAGE
TIME = os.environ.get("TIME", "10")


class LoopGen:
    """Programs whose error calls need loop invariants."""

    def __init__(self, rng):
        self.r = rng

    def lin(self, vs):
        r = self.r
        terms = ["%d * %s" % (r.choice([-2, -1, 1, 1, 2]), v)
                 for v in r.sample(vs, r.randint(1, 3))]
        return " + ".join(terms) + " + %d" % r.randint(-3, 3)

    def update(self, vs, ind):
        r = self.r
        a, b = r.sample(vs, 2)
        k = r.randint(1, 3)
        kind = r.random()
        if kind < 0.35:  # keeps a + b
            return ["%s%s = %s + %d;" % (ind, a, a, k),
                    "%s%s = %s - %d;" % (ind, b, b, k)]
        if kind < 0.55:  # keeps a - b
            return ["%s%s = %s + %d;" % (ind, a, a, k),
                    "%s%s = %s + %d;" % (ind, b, b, k)]
        if kind < 0.75:
            return ["%sif (%s %s %s) %s = %s + 1; else %s = %s - 1;" %
                    (ind, self.r.choice(vs), r.choice(["<", ">=", "=="]),
                     self.lin(vs), a, a, b, b)]
        if kind < 0.9:
            return ["%s%s = %s;" % (ind, a, self.lin(vs))]
        return ["%s%s = %s + %s;" % (ind, a, a, r.choice(vs))]

    def program(self):
        r = self.r
        lines = ["int g = 0;", "int main(void) {"]
        xs = ["x%d" % k for k in range(reach_fuzz.NIN)]
        for v in xs:
            lines.append("  int %s = __VERIFIER_nondet_int();" % v)
            lines.append("  if (%s < -3 || %s > 3) return 0;" % (v, v))
        vs = ["a", "b", "c"]
        lines.append("  int n = x0 + 3, i = 0;")
        lines.append("  int a = %s, b = %s, c = %d;" %
                     (r.choice(xs + ["0"]), r.choice(xs + ["0"]),
                      r.randint(-2, 2)))
        lines.append("  int s0 = a + b, d0 = a - b;")
        for _ in range(r.randint(1, 2)):
            lines.append("  while (i < n) {")
            for _ in range(r.randint(1, 3)):
                lines += self.update(vs, "    ")
            lines.append("    i = i + 1;")
            lines.append("  }")
            if r.random() < 0.5:
                lines.append("  i = 0;")
        for _ in range(r.randint(1, 3)):
            kind = r.random()
            if kind < 0.3:
                c = "a + b != s0"
            elif kind < 0.45:
                c = "a - b != d0"
            elif kind < 0.6:
                c = "i < 0 || (n >= 0 && i < n)"
            else:
                c = "%s %s %s" % (self.lin(vs + ["i", "n"]),
                                  r.choice(["<", ">", "==", "!="]),
                                  self.lin(vs + xs))
            lines.append("  if (%s) reach_error();" % c)
        lines += ["  return 0;", "}"]
        return lines


class ArrayGen:
    """Programs over local arrays: fills and copies (sometimes one element
    short), a write at an input's index, checks over every element or at
    an input's index. Every element is written before it is read."""

    def __init__(self, rng):
        self.r = rng

    def program(self):
        r = self.r
        n = r.randint(3, 6)
        lines = ["int g = 0;", "int main(void) {"]
        xs = ["x%d" % k for k in range(reach_fuzz.NIN)]
        for v in xs:
            lines.append("  int %s = __VERIFIER_nondet_int();" % v)
            lines.append("  if (%s < -3 || %s > 3) return 0;" % (v, v))
        c = r.randint(-2, 2)
        lines.append("  int a[%d], b[%d], i;" % (n, n))
        fill = r.choice(["%d" % c, "x0", "i", "i + x1"])
        lines.append("  for (i = 0; i < %d; i++) a[i] = %s;" % (n, fill))
        lines.append("  for (i = 0; i < %d; i++) b[i] = %d;" %
                     (n, r.randint(-2, 2)))
        lo, hi = r.choice([(0, n)] * 3 + [(1, n), (0, n - 1)])
        src = r.choice(["a[i]", "a[i]", "%d" % c])
        lines.append("  for (i = %d; i < %d; i++) b[i] = %s;" % (lo, hi, src))
        if r.random() < 0.3:
            lines.append("  if (x1 > %d) b[(x2 + 3) %% %d] = x0;" %
                         (r.randint(0, 3), n))
        for _ in range(r.randint(1, 3)):
            kind = r.random()
            if kind < 0.4:
                lines.append("  for (i = 0; i < %d; i++) if (a[i] != b[i]) "
                             "reach_error();" % n)
            elif kind < 0.7:
                lines.append("  if (b[(x1 + 3) %% %d] != %d) reach_error();" %
                             (n, c))
            else:
                lines.append("  if (a[%d] %s b[%d]) reach_error();" %
                             (r.randrange(n), r.choice(["!=", "<", ">"]),
                              r.randrange(n)))
        lines += ["  return 0;", "}"]
        return lines


def recheck(out):
    """Checks every program already run in OUT (any shard, any binary)
    against a fresh oracle run; returns (counts, false proofs)."""
    counts = {"programs": 0, "error_calls": 0, "reachable": 0,
              "unreachable": 0, "proved": 0, "proved_branches": 0,
              "dropped_by_check": 0}
    bugs = []
    k = 0
    names = sorted(f[:-2] for f in os.listdir(out)
                   if f.endswith(".c") and not f.endswith("-oracle.c"))
    for name in names:
        res = os.path.join(out, name + "-out")
        try:
            proofs = json.load(open(os.path.join(res, "unreachable-chc.json")))
            chc = json.load(open(os.path.join(res, "stats.json")))["chc"]
        except (OSError, ValueError, KeyError):
            continue
        lines = open(os.path.join(out, name + ".c")).read().split("\n")[2:]
        lines = [l for l in lines if l != ""]
        hits = reach_fuzz.oracle(lines, os.path.join(out, name + "-oracle.c"))
        calls = [i + 3 for i, l in enumerate(lines) if "reach_error();" in l]
        counts["programs"] += 1
        counts["error_calls"] += len(calls)
        counts["reachable"] += len([c for c in calls if c in hits])
        counts["unreachable"] += len([c for c in calls if c not in hits])
        counts["dropped_by_check"] += chc.get("dropped_by_check", 0)
        for p in proofs:
            if "branch" in p:
                counts["proved_branches"] += 1
            line = p.get("error_call_line")
            if line is None:
                continue
            counts["proved"] += 1
            if line in hits:
                bugs.append("%s line %d: proved unreachable but reached "
                            "natively" % (name, line))
        k += 1
    return counts, bugs


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--recheck":
        counts, bugs = recheck(sys.argv[2])
        print("summary: %s" % counts)
        for b in bugs:
            print("BUG: " + b)
        sys.exit(1 if bugs else 0)
    args = [a for a in sys.argv[1:] if not a.startswith("--kind")]
    kind = "both"
    for a in sys.argv[1:]:
        if a.startswith("--kind="):
            kind = a.split("=", 1)[1]
    out = args[0]
    n = int(args[1]) if len(args) > 1 else 50
    seed = int(args[2]) if len(args) > 2 else 1
    first = int(args[3]) if len(args) > 3 else 0
    os.makedirs(out, exist_ok=True)
    bugs = []
    counts = {"programs": 0, "error_calls": 0, "reachable": 0,
              "unreachable": 0, "proved": 0, "dropped_by_check": 0}
    for k in range(first, n):
        rng = random.Random(seed * 100003 + k)
        loops = kind == "loops" or (kind == "both" and k % 2 == 0)
        if kind == "arrays":
            lines = ArrayGen(rng).program()
        elif loops:
            lines = LoopGen(rng).program()
        else:
            lines = reach_fuzz.Gen(rng).program()
        src = os.path.join(out, "p%03d.c" % k)
        with open(src, "w") as f:
            f.write(reach_fuzz.HEADER + "\n".join(lines) + "\n")
        hits = reach_fuzz.oracle(lines, os.path.join(out, "p%03d-oracle.c" % k))
        calls = [i + 3 for i, l in enumerate(lines) if "reach_error();" in l]
        res = os.path.join(out, "p%03d-out" % k)
        subprocess.run(["rm", "-rf", res])
        subprocess.run([FORAGE, "prove", src, "--engine", "spacer", "--time",
                        TIME, "--out", res], capture_output=True, timeout=600)
        counts["programs"] += 1
        counts["error_calls"] += len(calls)
        counts["reachable"] += len([c for c in calls if c in hits])
        counts["unreachable"] += len([c for c in calls if c not in hits])
        try:
            proofs = json.load(open(os.path.join(res, "unreachable-chc.json")))
            chc = json.load(open(os.path.join(res, "stats.json")))["chc"]
        except (OSError, ValueError, KeyError):
            bugs.append("p%03d: no unreachable-chc.json" % k)
            continue
        counts["dropped_by_check"] += chc.get("dropped_by_check", 0)
        for p in proofs:
            line = p.get("error_call_line")
            if line is None:
                continue
            counts["proved"] += 1
            if line in hits:
                bugs.append("p%03d line %d: proved unreachable but reached "
                            "natively" % (k, line))
        print("p%03d %s: %d calls, %d reachable, %d proved" %
              (k, kind if kind == "arrays" else
               "loops" if loops else "reach", len(calls),
               len([c for c in calls if c in hits]),
               len([p for p in proofs if "error_call_line" in p])),
              flush=True)
    print("summary: %s" % counts)
    for b in bugs:
        print("BUG: " + b)
    sys.exit(1 if any("proved unreachable" in b for b in bugs) else 0)


if __name__ == "__main__":
    main()
