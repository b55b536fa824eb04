#!/bin/bash
# bench/cw.sh BENCHDIR OUT [TIME] [REPS] [JOBS]
#
# The concolic-walk experiment (seed 002, thesis chapter 5, Tables 5.2 and
# 5.3) on the C programs directly in BENCHDIR (normally bench/fp; its
# witness/ subdirectory and any other subdirectory are left out: run.py
# recurses, so it is given OUT/tasks, a directory of symlinks to
# BENCHDIR/*.c and *.i). TIME seconds per run (default 10), JOBS runs at once
# (default 2), every suite replayed with gcov.
#
#   OUT/main    z3, cw, z3+cw, cw+z3 and concretize (the jCUTE-style baseline:
#               --solver z3 --concretize-nonlinear), REPS repetitions
#               (default 7, seeds 1..REPS)
#   OUT/params  the parameter study on --solver cw (the walk alone, as the
#               thesis varied it): base (the defaults),
#               tabu-off (--cw-tabu 0), tabu-5, no-bisection, I10/I30/I300
#               (--cw-steps), R3/R25 (--cw-neighbors); PARAM_REPS
#               repetitions (default min(REPS, 3))
#
# Then bench/cw_table.py OUT writes OUT/table.md, OUT/coverage.png and
# OUT/params.png. FORAGE=path overrides run.py's default binary
# (build/bin/forage); PARAM_REPS=0 skips the parameter study. Rerunning with
# the same OUT runs only the missing rows (run.py resumes). The two run.py
# calls take about 10 programs x (4 x REPS + 9 x PARAM_REPS) x (TIME +
# replay) / JOBS seconds: some 15 minutes with the defaults.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
. "$ROOT/bench/common.sh"  # experiment_args, run, link_tasks
experiment_args cw.sh 10 7 "$@"
PARAM_REPS=${PARAM_REPS:-$((REPS < 3 ? REPS : 3))}
link_tasks cw.sh

status=0
COMMON=(--time "$TIME" --jobs "$JOBS" "${FORAGE_ARGS[@]}")
run "$PYTHON" "$ROOT/bench/run.py" "$OUT/tasks" --out "$OUT/main" \
  --reps "$REPS" "${COMMON[@]}" \
  --config z3="--solver z3" \
  --config cw="--solver cw" \
  --config z3+cw="--solver z3+cw" \
  --config cw+z3="--solver cw+z3" \
  --config concretize="--solver z3 --concretize-nonlinear" || status=$?

if [ "$PARAM_REPS" -gt 0 ]; then
  P="--solver cw"
  run "$PYTHON" "$ROOT/bench/run.py" "$OUT/tasks" --out "$OUT/params" \
    --reps "$PARAM_REPS" "${COMMON[@]}" \
    --config base="$P" \
    --config tabu-off="$P --cw-tabu 0" \
    --config tabu-5="$P --cw-tabu 5" \
    --config no-bisection="$P --cw-no-bisection" \
    --config I10="$P --cw-steps 10" \
    --config I30="$P --cw-steps 30" \
    --config I300="$P --cw-steps 300" \
    --config R3="$P --cw-neighbors 3" \
    --config R25="$P --cw-neighbors 25" || status=$?
fi

run "$PYTHON" "$ROOT/bench/cw_table.py" "$OUT" --benchdir "$BENCH" \
  || status=$?
echo "cw.sh: results in $OUT (table.md, coverage.png, params.png)"
exit "$status"
