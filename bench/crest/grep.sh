#!/bin/bash
# bench/crest/grep.sh OUT ITERATIONS NAME=BC,EXE ...
#
# Seed 001's grep experiment (Section 5.3, Figure 2), scaled down: every
# concolic strategy of forage on each program NAME (BC its bitcode, EXE the
# same program built natively with --coverage), ITERATIONS executions per
# run (--max-iterations: deterministic), seeds 1 2 3 (SEEDS), then each suite
# replayed natively with gcov after every test (forage replay --exe --curve),
# and bench/crest/curves.py writes OUT/table.md, OUT/curves.csv and the plots.
#
# The paper's input shape: a symbolic pattern of m = 20 bytes matched
# against n = 40 symbolic bytes; m = 5 for the depth-bounded DFS (depth 12:
# crest-dfs, CREST's order, and dfs = forage's bounded-dfs).
# Here: `--sym-arg M A --sym-files 1 40`, grep's command line "PATTERN A"
# with A a 40-byte symbolic file (bench/crest/build-grep22.sh says how CREST's
# CREST_char markers map to it). Runs one at a time under nice -n 5.
#
# Environment: FORAGE (default build/bin/forage; pass a copy), SEEDS,
# STRATEGIES (default: all seven), TIME (a safety cap in seconds per run,
# default 600; a run that hits it says so in its log).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=$1 ITER=$2
shift 2
FORAGE=${FORAGE:-$ROOT/build/bin/forage}
SEEDS=${SEEDS:-1 2 3}
STRATEGIES=${STRATEGIES:-crest-dfs dfs random-input uniform-random random-branch cfg generational hybrid}
TIME=${TIME:-600}
mkdir -p "$OUT"
echo "bench/crest/grep.sh $OUT $ITER $* (FORAGE=$FORAGE SEEDS=$SEEDS STRATEGIES=$STRATEGIES TIME=$TIME)" >>"$OUT/command.txt"
for prog in "$@"; do
  name=${prog%%=*} rest=${prog#*=}
  bc=${rest%%,*} exe=${rest#*,}
  for strat in $STRATEGIES; do
    for seed in $SEEDS; do
      dir=$OUT/runs/$name/$strat/seed$seed
      [ -f "$dir/replay.json" ] && continue
      rm -rf "$dir"
      mkdir -p "$(dirname "$dir")"
      case $strat in
        dfs) opts=(--strategy bounded-dfs --depth 12); m=5;;
        crest-dfs) opts=(--strategy crest-dfs --depth 12); m=5;;
        *) opts=(--strategy "$strat"); m=20;;
      esac
      start=$(date +%s.%N)
      nice -n 5 "$FORAGE" run "$bc" --out "$dir" "${opts[@]}" --seed "$seed" \
        --max-iterations "$ITER" --time "$TIME" \
        --sym-arg "$m" --sym-files 1 40 -- A \
        </dev/null >"$dir.log" 2>&1 || echo "exit $?" >>"$dir.log"
      end=$(date +%s.%N)
      echo "$name $strat $seed $(echo "$end - $start" | bc)" >>"$OUT/times.txt"
      nice -n 5 "$FORAGE" replay "$dir" --exe "$exe" --curve --no-sanitizers \
        >"$dir.replay.log" 2>&1 || echo "replay exit $?" >>"$dir.replay.log"
      tail -n 1 "$dir.replay.log" | sed "s|^|$name $strat $seed: |"
    done
  done
done
/usr/bin/python3 "$ROOT/bench/crest/curves.py" "$OUT" --budget "$ITER"
