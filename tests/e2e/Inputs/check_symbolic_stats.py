"""Checks of a --mode symbolic run's stats.json and suite (lit helper).

  check_symbolic_stats.py DIR memory MB  peak RSS within 10% of MB, states
                                         killed, each with a test
  check_symbolic_stats.py DIR prune      states pruned, each with a test
  check_symbolic_stats.py DIR same DIR2  the same pruning and the same tests
"""
import json
import os
import re
import sys


def load(d):
    with open(os.path.join(d, "stats.json")) as f:
        return json.load(f)


def tests(d):
    with open(os.path.join(d, "tests.jsonl")) as f:
        rows = [json.loads(line) for line in f]
    for r in rows:
        r.pop("seconds", None)
    return rows


def fail(msg):
    print("check_symbolic_stats: " + msg)
    sys.exit(1)


def main():
    d, what = sys.argv[1], sys.argv[2]
    s = load(d)
    st = s["strategy_stats"]
    files = [f for f in os.listdir(d) if re.match(r"test-\d+\.xml$", f)]
    if what == "memory":
        mb = float(sys.argv[3])
        if st["peak_rss_mb"] > 1.1 * mb:
            fail("peak RSS %d MB over 110%% of %d MB" % (st["peak_rss_mb"], mb))
        if st["states_killed"] == 0:
            fail("no state was killed")
        if max(x["states"] for x in s["series"]) < 2:
            fail("stats.json has no live-state counts")
        need = st["states_killed"] + st["states_terminated"]
        if len(files) < need:
            fail("%d tests for %d killed and ended states" % (len(files), need))
    elif what == "prune":
        if st["states_pruned"] == 0:
            fail("no state was pruned")
        if st["pruning"]["pruned"] != st["states_pruned"]:
            fail("pruner and driver disagree")
        need = st["states_pruned"] + st["states_terminated"]
        if len(files) < need:
            fail("%d tests for %d pruned and ended states" % (len(files), need))
    elif what == "same":
        t = load(sys.argv[3])["strategy_stats"]
        if st["pruning"] != t["pruning"]:
            fail("different pruning: %s / %s" % (st["pruning"], t["pruning"]))
        if st["pruning"]["features"] == 0 or st["pruning"]["pruned"] == 0:
            fail("nothing learned or pruned: %s" % st["pruning"])
        if tests(d) != tests(sys.argv[3]):
            fail("different tests")
    else:
        fail("unknown check " + what)


main()
