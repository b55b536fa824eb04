#!/usr/bin/env python3
"""Writes an nsichneu-like Petri net simulation, scalarised (seed 003, Fig. 3).

    gen_nsichneu.py [--places N] [--transitions T] [--rounds K] [--seed S] > net.c

nsichneu (Malardalen WCET suite) simulates a Petri net as one long run of
if-then-else statements inside a loop of K rounds: each place P has a token
count P_is_marked and a small array of token values; each transition, once
per permutation of its input tokens, fires when enough tokens are there, the
output place has room and the permuted values satisfy an equality guard and a
comparison, and then moves tokens: the input count drops, three values are
written at the output place's next free slots. The paper's authors turned
the initial values into inputs and scalarised the arrays by hand for their
model checker; this generator writes that scalarised form directly: every
array slot is its own global, and a write at slot P_is_marked + j becomes a
chain of tests of P_is_marked + j. The initial marking is an input bounded
to the place's capacity, as a Petri net's is.

Some branch outcomes are reachable in the control-flow graph but not in any
run (a write at slot count + 2 never lands in slots 0 or 1 once counts stay
non-negative): those are what the model checker can prove unreachable.
"""
import argparse
import itertools
import random

CAP = 6  # slots per place


def slot_write(out, place, offset, value, ind):
    """The scalarised P_m[P_is_marked + offset] = value."""
    lines = []
    for s in range(CAP):
        kw = "if" if s == 0 else "else if"
        lines.append("%s%s (%s_is_marked + %d == %d) %s_m%d = %s;"
                     % (ind, kw, place, offset, s, place, s, value))
    out.extend(lines)


def slot_read(place, slot):
    return "%s_m%d" % (place, slot)


def transition(out, t, src, need, dst, cmp, op, perms, ind):
    for perm in perms:
        out.append("%s/* T%d, tokens of %s in order %s */"
                   % (ind, t, src, ", ".join(map(str, perm))))
        eqs = " && ".join("%s == %s" % (slot_read(src, perm[1]),
                                        slot_read(src, perm[k]))
                          for k in range(2, need))
        guard = "%s_is_marked >= %d && %s_is_marked + 3 <= %d" % (
            src, need, dst, CAP)
        if eqs:
            guard += " && " + eqs
        out.append("%sif (%s) {" % (ind, guard))
        i2 = ind + "  "
        out.append("%slong a = %s, b = %s;" % (i2, slot_read(src, perm[0]),
                                                slot_read(src, perm[1])))
        out.append("%sif (a %s b) {" % (i2, cmp))
        i3 = i2 + "  "
        out.append("%s%s_is_marked -= %d;" % (i3, src, need))
        out.append("%slong c = a %s b;" % (i3, op))
        for j, v in enumerate(("a", "b", "c")):
            slot_write(out, dst, j, v, i3)
        out.append("%s%s_is_marked += 3;" % (i3, dst))
        out.append("%s}" % i2)
        out.append("%s}" % ind)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--places", type=int, default=6)
    ap.add_argument("--transitions", type=int, default=8)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--perms", type=int, default=3,
                    help="permutations of the input tokens per transition")
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    places = ["P%d" % (k + 1) for k in range(a.places)]
    out = ["/* An nsichneu-like Petri net, scalarised (seed 003, Fig. 3).",
           "   Written by bench/crabs/gen_nsichneu.py --places %d "
           "--transitions %d --rounds %d --perms %d --seed %d. */"
           % (a.places, a.transitions, a.rounds, a.perms, a.seed),
           "extern int __VERIFIER_nondet_int(void);",
           "extern void __VERIFIER_assume(int);", ""]
    for p in places:
        out.append("int %s_is_marked;" % p)
        out.append("long %s;" % ", ".join("%s_m%d" % (p, s)
                                          for s in range(CAP)))
    out += ["", "int main(void) {"]
    for p in places:
        out.append("  %s_is_marked = __VERIFIER_nondet_int();" % p)
        out.append("  __VERIFIER_assume(%s_is_marked >= 0 && "
                   "%s_is_marked <= %d);" % (p, p, CAP))
        for s in range(CAP):
            out.append("  %s_m%d = __VERIFIER_nondet_int();" % (p, s))
    out.append("  for (int round = 0; round < %d; round++) {" % a.rounds)
    for t in range(a.transitions):
        src, dst = rng.sample(places, 2)
        need = rng.choice((3, 4))
        cmp, op = rng.choice((("<", "-"), (">", "+"), ("<=", "+"),
                              (">=", "-")))
        perms = list(itertools.permutations(range(need)))
        rng.shuffle(perms)
        transition(out, t + 1, src, need, dst, cmp, op, perms[:a.perms],
                   "    ")
    out.append("  }")
    total = " + ".join("%s_is_marked" % p for p in places)
    out.append("  return (%s) %% 2;" % total)
    out.append("}")
    print("\n".join(out))


if __name__ == "__main__":
    main()
