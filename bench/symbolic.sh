#!/bin/bash
# bench/symbolic.sh BENCHDIR OUT [TIME] [REPS] [JOBS]
#
# The forking-symbolic-execution experiment: each KLEE searcher alone, with
# random state pruning and with Homi's learned state pruning, on the C
# programs directly in BENCHDIR (normally bench/programs; subdirectories are
# left out: run.py is given OUT/tasks, a directory of symlinks to
# BENCHDIR/*.c and *.i). TIME whole seconds per run (default 30), REPS
# repetitions (default 3, seeds 1..REPS), JOBS runs at once (default 2),
# every suite replayed with gcov. One bench/run.py call writes OUT/main with,
# for each searcher S of SEARCHERS (default "klee dfs bfs random-state
# nurs:md2u nurs:cpicnt nurs:depth"; klee is forage's default pair
# random-path + nurs:covnew, the others are `--search S`), three
# configurations, named after S without "nurs:":
#
#   S          no pruning
#   S+random   --prune random (random states pruned each cycle)
#   S+homi     --homi (Homi: the states whose features look unpromising)
#
# Every configuration runs `--mode symbolic` (a test per new branch or bug, the default) and
# PRUNE_FLAGS (default `--prune-time-max TIME/2 --prune-cycle 1`, TIME/2
# rounded down, at least 1: without pruning forage takes and ignores them,
# so the flags differ only in the pruning). FORAGE=path overrides run.py's
# default binary (build/bin/forage). OUT/command.txt records this command and
# the run.py command; then bench/symbolic_table.py OUT writes OUT/table.md,
# OUT/coverage.png, OUT/coverage_all.png and OUT/states.png (TABLE_SEARCHER
# picks the searcher of coverage.png and states.png, default klee).
# Rerunning with the same OUT runs only the missing rows (run.py resumes).
# It takes about programs x 3 x searchers x REPS x (TIME + replay) / JOBS
# seconds: some 5 hours for bench/programs with the defaults.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
. "$ROOT/bench/common.sh"  # experiment_args, quoted, run, link_tasks
INVOCATION="bench/symbolic.sh$(quoted "$@")"
for var in TABLE_SEARCHER PRUNE_FLAGS SEARCHERS FORAGE; do  # as given
  [ -z "${!var:-}" ] || INVOCATION="$var=$(printf %q "${!var}") $INVOCATION"
done
experiment_args symbolic.sh 30 3 "$@"
if ! [[ $TIME =~ ^[1-9][0-9]*$ ]]; then
  echo "symbolic.sh: TIME is whole seconds, got $TIME" >&2
  exit 2
fi
SEARCHERS=${SEARCHERS:-klee dfs bfs random-state nurs:md2u nurs:cpicnt nurs:depth}
PRUNE_FLAGS=${PRUNE_FLAGS:---prune-time-max $((TIME / 2 > 0 ? TIME / 2 : 1)) --prune-cycle 1}

CONFIGS=()
for s in $SEARCHERS; do
  name=${s#nurs:}
  name=${name//:/-}
  flags="--mode symbolic"
  [ "$s" = klee ] || flags="$flags --search $s"
  flags="$flags $PRUNE_FLAGS"
  CONFIGS+=(--config "$name=$flags"
            --config "$name+random=$flags --prune random"
            --config "$name+homi=$flags --homi")
done
[ ${#CONFIGS[@]} -gt 0 ] || { echo "symbolic.sh: SEARCHERS is empty" >&2; exit 2; }
link_tasks symbolic.sh

CMD=("$PYTHON" "$ROOT/bench/run.py" "$OUT/tasks" --out "$OUT/main"
     --reps "$REPS" --time "$TIME" --jobs "$JOBS" "${FORAGE_ARGS[@]}"
     "${CONFIGS[@]}")
printf '%s\n' "$INVOCATION" "$(quoted "${CMD[@]}")" | sed 's/^ //' \
  > "$OUT/command.txt"  # this command as given, then run.py's

status=0
run "${CMD[@]}" || status=$?
run "$PYTHON" "$ROOT/bench/symbolic_table.py" "$OUT" || status=$?
echo "symbolic.sh: results in $OUT (table.md, coverage.png," \
  "coverage_all.png, states.png)"
exit "$status"
