#!/bin/sh
# bench/bench.sh [TIME] [JOBS] [run.py options...]
#
# Benchmarks forage on the project's own programs (bench/programs): runs
# bench/run.py with two configurations, dfs and bounded-dfs --depth 10, each
# for TIME seconds per program (default 60) with JOBS runs at once (default
# 2), then bench/compare.py with plots. Everything lands in
# bench/results/<date-time>/ (results.csv, table.md, plots/, runs/).
# Extra arguments go to run.py, e.g. `bench/bench.sh 30 2 --reps 3`.
# Environment: FORAGE (binary, default build/bin/forage, built with
# `make build` when missing), OUT (output directory).
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
TIME=${1:-60}
[ $# -gt 0 ] && shift
JOBS=${1:-2}
[ $# -gt 0 ] && shift
FORAGE=${FORAGE:-$ROOT/build/bin/forage}
OUT=${OUT:-$ROOT/bench/results/$(date +%Y-%m-%d_%H%M%S)}
# Debian's python3 is the one that python3-matplotlib installs into.
PYTHON=/usr/bin/python3
[ -x "$PYTHON" ] || PYTHON=python3

if [ ! -x "$FORAGE" ]; then
  echo "bench.sh: no $FORAGE; building it with make build" >&2
  make -C "$ROOT" build
fi

"$PYTHON" "$ROOT/bench/run.py" "$ROOT/bench/programs" \
  --config dfs='--strategy dfs' \
  --config bounded-dfs='--strategy bounded-dfs --depth 10' \
  --time "$TIME" --jobs "$JOBS" --forage "$FORAGE" --out "$OUT" "$@"
"$PYTHON" "$ROOT/bench/compare.py" "$OUT/results.csv" --plots "$OUT/plots"
echo "bench.sh: results in $OUT (table.md, results.csv, plots/)"
