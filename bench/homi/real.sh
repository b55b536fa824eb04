#!/bin/bash
# bench/homi/real.sh OUT TIME BCDIR GCOVDIR TOOL=CONFIG[,CONFIG...] ...
#
# Seed 004's experiment (Figure 1, Section 4.4's random-pruning baseline),
# scaled down: forking symbolic execution of each TOOL (BCDIR/src/TOOL.bc,
# built with forage-cc; GCOVDIR/src/TOOL the same sources built natively
# with --coverage) for TIME seconds per run under each CONFIG, seeds SEEDS
# (default "1 2"), with the symbolic arguments of KLEE's coreutils
# experiment the paper reused (SYM_ENV, default
# `--sym-args 0 1 10 --sym-args 0 2 2 --sym-files 1 8 --sym-stdin 8`), then
# every suite replayed natively (bench/homi/replay.py: as nobody, gcov
# of src/TOOL.c at 12 points of the run) and bench/homi/table.py writes OUT/table.md and the curves.
#
# A CONFIG is a name from the list below; SEARCHER is a forage --search
# value (KLEE's default "klee" = random-path + nurs:covnew):
#   SEARCHER            no pruning
#   SEARCHER+random     random pruning (the paper's first naive approach)
#   SEARCHER+homi       Homi
# Pruning options (the paper's 5 h scaled to TIME): PRUNE_FLAGS, default
# `--prune-time-max 12 --prune-time-intervals 4 --prune-cycle 1`.
# Runs one at a time under nice -n 5; FORAGE should be a copy of the binary.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=$1 TIME=$2 BC=$3 GCOV=$4
shift 4
FORAGE=${FORAGE:-$ROOT/build/bin/forage}
SEEDS=${SEEDS:-1 2}
read -r -a SYM_ENV <<<"${SYM_ENV:---sym-args 0 1 10 --sym-args 0 2 2 --sym-files 1 8 --sym-stdin 8}"
read -r -a PRUNE <<<"${PRUNE_FLAGS:---prune-time-max 12 --prune-time-intervals 4 --prune-cycle 1}"
mkdir -p "$OUT"
OUT=$(realpath "$OUT") BC=$(realpath "$BC") GCOV=$(realpath "$GCOV")
echo "bench/homi/real.sh $OUT $TIME $BC $GCOV $* (FORAGE=$FORAGE SEEDS=$SEEDS SYM_ENV=${SYM_ENV[*]} PRUNE_FLAGS=${PRUNE[*]})" >>"$OUT/command.txt"
for spec in "$@"; do
  tool=${spec%%=*}
  IFS=, read -r -a configs <<<"${spec#*=}"
  for config in "${configs[@]}"; do
    searcher=${config%%+*}
    case $config in
      *+random) prune=(--prune random "${PRUNE[@]}");;
      *+homi) prune=(--prune homi "${PRUNE[@]}");;
      *) prune=();;
    esac
    case $searcher in
      klee) search=();;
      *) search=(--search "$searcher");;
    esac
    for seed in $SEEDS; do
      dir=$OUT/runs/$tool/$config/seed$seed
      [ -f "$dir/replay.json" ] && continue
      rm -rf "$dir"
      mkdir -p "$(dirname "$dir")"
      sandbox=$(mktemp -d)
      (cd "$sandbox" && nice -n 5 "$FORAGE" run "$BC/src/$tool.bc" --out "$dir" \
        --mode symbolic "${search[@]}" "${prune[@]}" --seed "$seed" \
        --time "$TIME" --no-progress "${SYM_ENV[@]}" \
        </dev/null >"$dir.log" 2>&1) || echo "exit $?" >>"$dir.log"
      rm -rf "$sandbox"
      nice -n 5 /usr/bin/python3 "$ROOT/bench/homi/replay.py" "$dir" --tool "$tool" \
        --gcov-dir "$GCOV" --time "$TIME" --out "$dir/replay.json" \
        >"$dir.replay.log" 2>&1 || echo "replay exit $?" >>"$dir.replay.log"
      echo "$tool $config $seed: $(/usr/bin/python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); print(r["branches_taken"], "/", r["branches_total"], "branches,", r["tests"], "tests")' "$dir/replay.json" 2>/dev/null || tail -n 1 "$dir.replay.log")"
    done
  done
done
/usr/bin/python3 "$ROOT/bench/homi/table.py" "$OUT" --time "$TIME"
