#!/usr/bin/env python3
"""bench/reach_fuzz.py OUT [N] [SEED]: the hard test of `forage reach`'s
UNREACHABLE verdicts. Generates N random C programs (inputs bounded to
[-3, 3], loops, calls, globals, switches, arithmetic, several reach_error
calls), runs forage reach on each, and checks every verdict against an
exhaustive native enumeration of all inputs: an UNREACHABLE target that
some input reaches, or a REACHED one that none does, is a soundness bug.
Prints a summary; exits 1 on any bug. FORAGE=path overrides the binary."""
import itertools
import json
import os
import random
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FORAGE = os.environ.get("FORAGE", os.path.join(ROOT, "build/bin/forage"))
NIN = 3
DOM = range(-3, 4)


class Gen:
    def __init__(self, rng):
        self.r = rng
        self.targets = 0

    def var(self, vs):
        return self.r.choice(vs)

    def lhs(self, vs):
        # Loop counters are never assigned: every loop terminates.
        return self.r.choice([v for v in vs if not v.startswith("i")])

    def expr(self, vs, d=0):
        r = self.r
        if d > 1 or r.random() < 0.4:
            return self.var(vs) if r.random() < 0.7 else str(r.randint(-4, 6))
        op = r.choice(["+", "-", "*", "+", "-", "%", "/"])
        a, b = self.expr(vs, d + 1), self.expr(vs, d + 1)
        if op in "%/":
            return "(%s %s %d)" % (a, op, r.choice([2, 3, 5]))
        return "(%s %s %s)" % (a, op, b)

    def cond(self, vs):
        op = self.r.choice(["<", "<=", "==", "!=", ">", ">="])
        c = "%s %s %s" % (self.expr(vs), op, self.expr(vs))
        if self.r.random() < 0.2:
            c = "(%s) && (%s)" % (c, self.cond(vs))
        return c

    def target(self):
        self.targets += 1
        return "reach_error();"

    def block(self, vs, depth, ind, funcs):
        r, out = self.r, []
        for _ in range(r.randint(1, 3)):
            k = r.random()
            if k < 0.3:
                out.append("%s%s = %s;" % (ind, self.lhs(vs), self.expr(vs)))
            elif k < 0.55 and depth < 3:
                out.append("%sif (%s) {" % (ind, self.cond(vs)))
                out += self.block(vs, depth + 1, ind + "  ", funcs)
                if r.random() < 0.5:
                    out.append("%s} else {" % ind)
                    out += self.block(vs, depth + 1, ind + "  ", funcs)
                out.append(ind + "}")
            elif k < 0.65 and depth < 2:
                # The bound lives in a variable no statement assigns.
                i = "i%d" % r.randint(0, 99)
                out.append("%s{ int %s_n = (%s %% 4) + 4;" % (ind, i, self.var(vs)))
                out.append("%sfor (int %s = 0; %s < %s_n; %s++) {" %
                           (ind, i, i, i, i))
                out += self.block(vs + [i], depth + 1, ind + "  ", funcs)
                out.append(ind + "} }")
            elif k < 0.72 and funcs:
                f = r.choice(funcs)
                out.append("%s%s = %s(%s, %s);" % (ind, self.lhs(vs), f,
                                                 self.expr(vs), self.expr(vs)))
            elif k < 0.78:
                out.append("%sg = g + %s;" % (ind, self.expr(vs)))
            elif k < 0.84 and depth < 3:
                out.append("%sswitch (%s) {" % (ind, self.expr(vs)))
                for c in r.sample(range(-2, 4), 2):
                    out.append("%scase %d:" % (ind, c))
                    out += self.block(vs, depth + 1, ind + "  ", funcs)
                    out.append("%s  break;" % ind)
                out.append(ind + "}")
            else:
                out.append("%sif (%s) %s" % (ind, self.cond(vs + ["g"]),
                                             self.target()))
        return out

    def program(self):
        funcs, lines = [], ["int g = %d;" % self.r.randint(-2, 2)]
        for k in range(self.r.randint(0, 2)):
            name = "f%d" % k
            body = self.block(["a", "b", "t"], 1, "  ", list(funcs))
            lines += ["int %s(int a, int b) {" % name, "  int t = a;"] + body
            lines += ["  return %s;" % self.expr(["a", "b", "t"]), "}"]
            funcs.append(name)
        vs = ["x%d" % k for k in range(NIN)]
        lines.append("int main(void) {")
        for v in vs:
            lines.append("  int %s = __VERIFIER_nondet_int();" % v)
            lines.append("  if (%s < -3 || %s > 3) return 0;" % (v, v))
        lines += ["  int y = 0, z = 1;"]
        lines += self.block(vs + ["y", "z"], 0, "  ", funcs)
        lines += ["  if (%s) %s" % (self.cond(vs + ["y", "z", "g"]), self.target()),
                  "  return 0;", "}"]
        return lines


HEADER = "extern int __VERIFIER_nondet_int(void);\nextern void reach_error(void);\n"
ORACLE = r'''
#include <setjmp.h>
#include <stdio.h>
static jmp_buf Env; static int In[8], Pos, Hit;
int __VERIFIER_nondet_int(void) { return In[Pos++]; }
void reach_error_at(int line) { Hit = line; longjmp(Env, 1); }
#define reach_error() reach_error_at(__LINE__)
'''


def oracle(src_lines, path):
    body = "\n".join(src_lines).replace("int main(void)", "int prog_main(void)")
    driver = r'''
int main(void) {
  int lo = -3, hi = 3, n = %d;
  int idx[8] = {0};
  long total = 1; for (int k = 0; k < n; k++) total *= hi - lo + 1;
  for (long c = 0; c < total; c++) {
    long r = c; for (int k = 0; k < n; k++) { In[k] = lo + r %% (hi - lo + 1); r /= (hi - lo + 1); }
    Pos = 0; Hit = 0; g = G0;
    if (!setjmp(Env)) prog_main();
    if (Hit) printf("%%d\n", Hit);
  }
  return 0;
}
''' % NIN
    g0 = src_lines[0].split("=")[1].strip(" ;")
    # Line numbers must match the forage input: same header line count.
    # #line keeps __LINE__ equal to the line forage reports.
    text = ORACLE + "#line 3\n" + body + "\n#define G0 (%s)\n" % g0 + driver
    with open(path, "w") as f:
        f.write(text)
    exe = path[:-2]
    subprocess.run(["gcc", "-O0", "-w", "-fwrapv", "-o", exe, path], check=True)
    out = subprocess.run([exe], capture_output=True, text=True, timeout=120).stdout
    return {int(x) for x in out.split()}


def main():
    out = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 50
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    os.makedirs(out, exist_ok=True)
    bugs, counts = [], {"REACHED": 0, "UNREACHABLE": 0, "UNKNOWN": 0}
    for k in range(n):
        rng = random.Random(seed * 100003 + k)
        lines = Gen(rng).program()
        src = os.path.join(out, "p%03d.c" % k)
        with open(src, "w") as f:
            f.write(HEADER + "\n".join(lines) + "\n")
        hits = oracle(lines, os.path.join(out, "p%03d-oracle.c" % k))
        res = os.path.join(out, "p%03d-out" % k)
        subprocess.run([FORAGE, "reach", src, "--time", "20", "--out", res,
                        "--quiet"], capture_output=True, timeout=300)
        try:
            stats = json.load(open(os.path.join(res, "stats.json")))
        except (OSError, ValueError):
            bugs.append("p%03d: no stats.json" % k)
            continue
        if "targets" not in stats:  # the run did not end normally
            bugs.append("p%03d: stats.json left at status %s" %
                        (k, stats.get("status")))
            continue
        for t in stats["targets"]:
            line = int(t["target"].split(":")[-2])
            counts[t["verdict"]] += 1
            if t["verdict"] == "UNREACHABLE" and line in hits:
                bugs.append("p%03d line %d: UNREACHABLE but reached natively" % (k, line))
            if t["verdict"] == "REACHED" and line not in hits:
                bugs.append("p%03d line %d: REACHED but no input reaches it" % (k, line))
            if t["verdict"] == "UNKNOWN" and line not in hits:
                counts.setdefault("UNKNOWN_truly_unreachable", 0)
                counts["UNKNOWN_truly_unreachable"] += 1
            if t["verdict"] == "UNKNOWN" and line in hits:
                counts.setdefault("UNKNOWN_reachable", 0)
                counts["UNKNOWN_reachable"] += 1
    print("programs: %d, verdicts: %s" % (n, counts))
    for b in bugs:
        print("BUG: " + b)
    sys.exit(1 if bugs else 0)


if __name__ == "__main__":
    main()
