# shellcheck shell=bash disable=SC2034
# bench/common.sh: sourced (bash) by the experiment scripts cw.sh and
# symbolic.sh, which take the same arguments BENCHDIR OUT [TIME] [REPS] [JOBS]
# and run the programs directly in BENCHDIR through OUT/tasks. The variables
# it sets are for the sourcing script (hence SC2034 off).

# experiment_args SCRIPT DEFAULT_TIME DEFAULT_REPS "$@": sets BENCH, OUT,
# TIME, REPS, JOBS (default 2), PYTHON and FORAGE_ARGS (--forage $FORAGE when
# FORAGE is set), or prints SCRIPT's usage and exits 2.
experiment_args() {
  local script=$1 time=$2 reps=$3
  shift 3
  if [ $# -lt 2 ] || [ $# -gt 5 ]; then
    echo "usage: bench/$script BENCHDIR OUT [TIME] [REPS] [JOBS]" >&2
    exit 2
  fi
  BENCH=$1
  OUT=$2
  TIME=${3:-$time}
  REPS=${4:-$reps}
  JOBS=${5:-2}
  PYTHON=/usr/bin/python3
  [ -x "$PYTHON" ] || PYTHON=python3
  FORAGE_ARGS=()
  if [ -n "${FORAGE:-}" ]; then FORAGE_ARGS=(--forage "$FORAGE"); fi
}

quoted() { # the arguments, shell-quoted, each after a space
  printf ' %q' "$@"
}

run() { # echo the exact command, then run it
  printf '+%s\n' "$(quoted "$@")"
  "$@"
}

# link_tasks SCRIPT: the top-level *.c and *.i of BENCH as symlinks in
# OUT/tasks (task ids stay the file names; run.py would recurse into
# BENCH's subdirectories).
link_tasks() {
  local script=$1 f found=0
  [ -d "$BENCH" ] || { echo "$script: no directory $BENCH" >&2; exit 2; }
  mkdir -p "$OUT/tasks"
  find "$OUT/tasks" -maxdepth 1 -type l -delete
  for f in "$BENCH"/*.c "$BENCH"/*.i; do
    [ -f "$f" ] || continue
    ln -s "$(realpath "$f")" "$OUT/tasks/$(basename "$f")"
    found=$((found + 1))
  done
  [ "$found" -gt 0 ] || { echo "$script: no *.c or *.i in $BENCH" >&2; exit 2; }
  echo "$script: $found programs from $BENCH (linked in $OUT/tasks)"
}
