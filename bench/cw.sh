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
if [ $# -lt 2 ] || [ $# -gt 5 ]; then
  echo "usage: bench/cw.sh BENCHDIR OUT [TIME] [REPS] [JOBS]" >&2
  exit 2
fi
BENCH=$1
OUT=$2
TIME=${3:-10}
REPS=${4:-7}
JOBS=${5:-2}
PARAM_REPS=${PARAM_REPS:-$((REPS < 3 ? REPS : 3))}
PYTHON=/usr/bin/python3
[ -x "$PYTHON" ] || PYTHON=python3
FORAGE_ARGS=()
[ -n "${FORAGE:-}" ] && FORAGE_ARGS=(--forage "$FORAGE")

run() { # echo the exact command, then run it
  printf '+'
  printf ' %q' "$@"
  printf '\n'
  "$@"
}

# The top-level programs only, as symlinks (task ids stay the file names).
[ -d "$BENCH" ] || { echo "cw.sh: no directory $BENCH" >&2; exit 2; }
mkdir -p "$OUT/tasks"
find "$OUT/tasks" -maxdepth 1 -type l -delete
found=0
for f in "$BENCH"/*.c "$BENCH"/*.i; do
  [ -f "$f" ] || continue
  ln -s "$(realpath "$f")" "$OUT/tasks/$(basename "$f")"
  found=$((found + 1))
done
[ "$found" -gt 0 ] || { echo "cw.sh: no *.c or *.i in $BENCH" >&2; exit 2; }
echo "cw.sh: $found programs from $BENCH (linked in $OUT/tasks)"

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
