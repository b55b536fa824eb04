#!/usr/bin/env python3
"""Checks that the workers of a --jobs run wrote one suite: test ids given
once, a tests.jsonl line per test file and per id, the summary's test
count equal to both, and stats.json saying how many workers ran (such a
suite may differ from run to run: docs/determinism.md)."""
import json
import os
import re
import sys

d, summary = sys.argv[1], sys.argv[2]
files = sorted(n for n in os.listdir(d)
               if n.startswith("test-") and n.endswith(".xml"))
with open(os.path.join(d, "tests.jsonl")) as f:
    lines = [json.loads(l) for l in f.read().splitlines()]
ids = [l["id"] for l in lines]
assert len(ids) == len(set(ids)), "a test id given twice: %s" % ids
assert {l["file"] for l in lines} == set(files), "files and tests.jsonl differ"
with open(summary) as f:
    m = re.search(r"^  tests: +(\d+)", f.read(), re.M)
assert m and int(m.group(1)) == len(files), \
    "summary says %s tests, %d written" % (m and m.group(1), len(files))
with open(os.path.join(d, "stats.json")) as f:
    jobs = json.load(f).get("jobs")
assert isinstance(jobs, int) and jobs > 1, "stats.json jobs: %r" % jobs
print("one suite:", len(files), "tests,", jobs, "workers")
