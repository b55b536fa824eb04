#!/usr/bin/python3
"""bench/sample_sites.py OUT [A B] - which bug sites and branches each
configuration of a bench/sample.py run found that another did not.

For every program in OUT/runs, the distinct bug sites (kind@line) that the
suites of configuration A found over all seeds and B's suites never did,
and the other way round (default A = lp, B = concolic). Prints a markdown
table; the sites are those the replay confirmed natively (a claim the
replay refuted is listed with a '!').
"""
import json
import os
import sys


def sites(d):
    out = {}
    tests = os.path.join(d, "suite", "tests.jsonl")
    if not os.path.exists(tests):
        return out
    refuted = set()
    rep = os.path.join(d, "suite", "replay.json")
    if os.path.exists(rep):
        for t in json.load(open(rep)).get("tests", []):
            if t.get("claimed_bug") and t.get("confirmed") is False:
                refuted.add(t.get("file"))
    for line in open(tests):
        t = json.loads(line)
        if t.get("bug"):
            loc = t["bug"]["location"].rsplit("/", 1)[-1]
            key = t["bug"]["kind"] + "@" + ":".join(loc.split(":")[:2])
            out[key] = t.get("file") in refuted
    return out


def gather(out, prog, config):
    d = os.path.join(out, "runs", prog, config)
    found = {}
    if os.path.isdir(d):
        for seed in sorted(os.listdir(d)):
            for k, bad in sites(os.path.join(d, seed)).items():
                found[k] = found.get(k, False) or bad
    return found


def main():
    if len(sys.argv) not in (2, 4):
        sys.exit(__doc__)
    out = sys.argv[1]
    a, b = (sys.argv[2], sys.argv[3]) if len(sys.argv) == 4 else ("lp", "concolic")
    fmt = lambda s: ", ".join(k + ("!" if v else "") for k, v in sorted(s.items())) or "-"
    print("| program | only %s | only %s | both |" % (a, b))
    print("|---|---|---|---|")
    for prog in sorted(os.listdir(os.path.join(out, "runs"))):
        sa, sb = gather(out, prog, a), gather(out, prog, b)
        print("| %s | %s | %s | %s |" % (
            prog, fmt({k: v for k, v in sa.items() if k not in sb}),
            fmt({k: v for k, v in sb.items() if k not in sa}),
            fmt({k: v for k, v in sa.items() if k in sb})))


if __name__ == "__main__":
    main()
