#!/bin/sh
# bench/strategies.sh TASKDIR OUT [ITERATIONS] [TIME] [JOBS]
#
# Seed 001's experiment (Figures 1-3): gcov branch coverage against
# iterations for every concolic strategy, 3 seeds each. Runs bench/run.py on
# TASKDIR (C files, or SV-COMP .yml tasks) with ITERATIONS iterations per run
# (default 1000) and at most TIME seconds (default 20; a run that hits it
# stops early and its curve stays flat from there), JOBS runs at once
# (default 2), replaying every suite with gcov after each test; then
# bench/curves.py writes OUT/curves/ (curves.csv, summary.csv, table.md,
# plots). "dfs" is bounded DFS with depth 12, as the paper bounds it.
# Several OUT directories can be compared in one table with
# `bench/curves.py OUT1 OUT2 --out DIR`.
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
TASKS=$1
OUT=$2
ITER=${3:-1000}
TIME=${4:-20}
JOBS=${5:-2}
FORAGE=${FORAGE:-$ROOT/build/bin/forage}
PYTHON=/usr/bin/python3
[ -x "$PYTHON" ] || PYTHON=python3
if [ ! -x "$FORAGE" ]; then
  echo "strategies.sh: no $FORAGE; building it with make build" >&2
  make -C "$ROOT" build
fi
B="--max-iterations $ITER"
"$PYTHON" "$ROOT/bench/run.py" "$TASKS" --out "$OUT" --reps 3 --curve \
  --time "$TIME" --jobs "$JOBS" --forage "$FORAGE" \
  --config dfs="--strategy bounded-dfs --depth 12 $B" \
  --config random-input="--strategy random-input $B" \
  --config uniform-random="--strategy uniform-random $B" \
  --config random-branch="--strategy random-branch $B" \
  --config cfg="--strategy cfg $B" \
  --config generational="--strategy generational $B" \
  --config hybrid="--strategy hybrid $B"
"$PYTHON" "$ROOT/bench/curves.py" "$OUT" --out "$OUT/curves" --budget "$ITER"
echo "strategies.sh: results in $OUT/curves (table.md, curves.csv, plots/)"
