"""Chi-square test of uniform-random's sampled paths against 2^-k.

  chi_square_paths.py STATS_JSON MIN_SAMPLES CRITICAL

Reads strategy_stats.sampled_paths (path signature "id,id,..." -> count),
takes k = the number of branch edges in the signature, and compares the
counts with the expected N * 2^-k. Prints the statistic and "chi-square ok"
when it is below CRITICAL and there are at least MIN_SAMPLES walks.
"""
import json
import sys

stats = json.load(open(sys.argv[1]))
samples = stats["strategy_stats"]["sampled_paths"]
minimum, critical = int(sys.argv[2]), float(sys.argv[3])
n = sum(samples.values())
print("paths: %d" % len(samples))
print("walks: %d" % n)
total_p = sum(2.0 ** -len(sig.split(",")) for sig in samples)
chi = 0.0
for sig, observed in sorted(samples.items()):
    expected = n * 2.0 ** -len(sig.split(","))
    chi += (observed - expected) ** 2 / expected
    print("%s: observed %d expected %.1f" % (sig, observed, expected))
print("probability mass of the paths seen: %.3f" % total_p)
print("chi-square %.2f (critical %.2f)" % (chi, critical))
ok = n >= minimum and chi < critical and abs(total_p - 1) < 1e-9
print("chi-square ok" if ok else "chi-square REJECTED")
