#!/bin/bash
# bench/budgets.sh TASKDIR OUT [TIME] [JOBS] [MAXMEM]
#
# Do forage's budgets and claims hold? Runs every task under TASKDIR (an
# sv-benchmarks checkout or any directory run.py accepts) in each mode
# forage has, with --time TIME (default 30) and --max-memory MAXMEM
# (default 2000 MB), without replay, then bench/budget_table.py OUT writes
# OUT/table.md: per run the wall time (compile included) against TIME, the
# peak memory against MAXMEM, the exit code, and the exhaustion claim
# against the task's expected verdict (TASKDIR/../tasks.tsv or
# TASKDIR/tasks.tsv when present: a task whose error is reachable and that
# forage calls exhausted without finding it is a false claim).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -lt 2 ]; then
  echo "usage: bench/budgets.sh TASKDIR OUT [TIME] [JOBS] [MAXMEM]" >&2
  exit 2
fi
TASKDIR=$1 OUT=$2 TIME=${3:-30} JOBS=${4:-2} MAXMEM=${5:-2000}
mkdir -p "$OUT"
echo "bench/budgets.sh $*" > "$OUT/command.txt"
/usr/bin/python3 "$ROOT/bench/run.py" "$TASKDIR" --out "$OUT" \
  --time "$TIME" --jobs "$JOBS" --no-replay ${FORAGE:+--forage "$FORAGE"} \
  --config concolic="--max-memory $MAXMEM" \
  --config symbolic="--mode symbolic --max-memory $MAXMEM"
/usr/bin/python3 "$ROOT/bench/budget_table.py" "$OUT" --time "$TIME" \
  --max-memory "$MAXMEM" --tasks "$TASKDIR"
