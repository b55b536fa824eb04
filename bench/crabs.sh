#!/bin/sh
# bench/crabs.sh TASKDIR OUT [TIME] [JOBS] [STRATEGIES]
#
# Seed 003's experiments (Tables 1-3): every concolic strategy in
# STRATEGIES (default "dfs cfg random-branch generational hybrid") with and
# without --abstraction, at equal time TIME (default 30 s), one run each,
# JOBS at once (default 2), on the tasks of TASKDIR (C files or SV-COMP
# .yml tasks; e.g. bench/crabs or a checkout's c/ddv-machzwd). Then
# bench/crabs_table.py writes OUT/table.md: internal and gcov coverage,
# goals proved unreachable, adjusted coverage, and the false-proof check.
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
TASKS=$1
OUT=$2
TIME=${3:-30}
JOBS=${4:-2}
STRATEGIES=${5:-"dfs cfg random-branch generational hybrid"}
FORAGE=${FORAGE:-$ROOT/build/bin/forage}
PYTHON=/usr/bin/python3
[ -x "$PYTHON" ] || PYTHON=python3
set --
for S in $STRATEGIES; do
  set -- "$@" --config "$S=--strategy $S" \
    --config "crabs-$S=--strategy $S --abstraction"
done
"$PYTHON" "$ROOT/bench/run.py" "$TASKS" --out "$OUT" --time "$TIME" \
  --jobs "$JOBS" --forage "$FORAGE" "$@"
"$PYTHON" "$ROOT/bench/crabs_table.py" "$OUT"
echo "crabs.sh: results in $OUT/table.md"
