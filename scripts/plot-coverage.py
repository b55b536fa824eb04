#!/usr/bin/python3
"""Draws forage's coverage over time from stats.json into a PNG.

Usage: plot-coverage.py STATS_JSON OUT_PNG [TITLE]
Uses Debian's python3-matplotlib (hence /usr/bin/python3); exits 3 when
matplotlib is missing so the caller can say so.
"""
import json
import sys

try:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
except ImportError:
    sys.exit(3)

stats_path, out = sys.argv[1], sys.argv[2]
title = sys.argv[3] if len(sys.argv) > 3 else "forage"
with open(stats_path) as f:
    series = json.load(f).get("series", [])
if not series:
    sys.exit(2)
t = [s["seconds"] for s in series]
total = max(1, max(s.get("branches_total", 0) for s in series))
cov = [100.0 * s["branches_covered"] / total for s in series]
tests = [s["tests"] for s in series]

fig, ax = plt.subplots(figsize=(7, 3.5))
ax.step(t, cov, where="post", label="branch edges covered (internal)")
ax.set_xlabel("seconds")
ax.set_ylabel("%% of %d branch edges" % total)
ax.set_ylim(0, 105)
ax2 = ax.twinx()
ax2.step(t, tests, where="post", color="tab:orange", alpha=0.6, label="tests")
ax2.set_ylabel("tests")
ax.set_title(title)
lines = ax.get_legend_handles_labels()
lines2 = ax2.get_legend_handles_labels()
ax.legend(lines[0] + lines2[0], lines[1] + lines2[1], loc="lower right")
fig.tight_layout()
fig.savefig(out, dpi=100)
