#!/bin/sh
# bench/crabs_ratio.sh PROGRAM.c OUT [TIME] [STRATEGY] [RATIOS]
#
# Seed 003's Figure 3: coverage against the share of time given to model
# checking (--mc-ratio; 0 is the plain strategy, 1 the model checker
# alone), TIME seconds per run (default 30), STRATEGY (default cfg), one run
# per ratio in RATIOS (default "0 0.1 0.2 0.4 0.6 0.8 1"). The ratio is
# held fixed (--crabs-backoff=false), as the figure's x axis means it.
# Writes OUT/ratio.csv and prints it.
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
PROG=$1
OUT=$2
TIME=${3:-30}
STRATEGY=${4:-cfg}
RATIOS=${5:-"0 0.1 0.2 0.4 0.6 0.8 1"}
FORAGE=${FORAGE:-$ROOT/build/bin/forage}
mkdir -p "$OUT"
echo "mc_ratio,covered,all,proved,adjusted_percent,gcov_percent" > "$OUT/ratio.csv"
for R in $RATIOS; do
  D="$OUT/ratio-$R"
  rm -rf "$D"
  "$FORAGE" run "$PROG" --strategy "$STRATEGY" --abstraction --mc-ratio "$R" \
    --crabs-backoff=false --time "$TIME" --seed 1 --no-progress --replay --out "$D" > "$D.log" 2>&1 || true
  /usr/bin/python3 - "$D" "$R" >> "$OUT/ratio.csv" <<'PY'
import json, sys
d = json.load(open(sys.argv[1] + "/stats.json"))
a = d.get("abstraction") or {}
r = json.load(open(sys.argv[1] + "/replay.json"))
f = (r.get("files") or [{}])[0]
cov = d["branches_covered"]
reach = a.get("branches_cfg_reachable", d["branches_total"])
proved = a.get("proved_unreachable", 0)
gcov = r.get("totals", {}).get("branch_coverage")
print("%s,%d,%d,%d,%.1f,%s" % (sys.argv[2], cov, d["branches_total"], proved,
      100.0 * cov / max(1, reach - proved),
      "%.1f" % (100 * gcov) if gcov is not None else ""))
PY
done
cat "$OUT/ratio.csv"
