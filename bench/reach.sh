#!/bin/bash
# bench/reach.sh CORPUSDIR OUT [TIME] [SEEDS]
#
# The experiment of Dinges' thesis, Tables 4.2 and 4.3, on the C programs
# in CORPUSDIR (normally bench/reach): every program's reach_error targets
# by three tools, TIME seconds per target (default 60), seeds 1..SEEDS
# (default 7), one run at a time:
#   reach     forage reach (symcretic execution)
#   concolic  forage run --strategy dfs --concretize-nonlinear (re-execution
#             concolic search, the jCUTE stand-in)
#   symbolic  forage run --mode symbolic --search dfs --solver z3+cw
#             (forking symbolic execution with the concolic walk, SPF-CW)
# A forward run gets TIME x targets seconds for the whole program. Every
# suite is replayed natively (forage replay). Then bench/reach_table.py OUT
# writes OUT/table.md and OUT/segments.png. FORAGE=path overrides
# build/bin/forage; TOOLS="concolic symbolic" runs only those tools. Seeds
# form the outer loop, so a run stopped early leaves whole seeds. Rerunning
# with the same OUT skips finished runs.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -lt 2 ] || [ $# -gt 4 ]; then
  echo "usage: bench/reach.sh CORPUSDIR OUT [TIME] [SEEDS]" >&2
  exit 2
fi
CORPUS=$1
OUT=$2
TIME=${3:-60}
SEEDS=${4:-7}
FORAGE=${FORAGE:-$ROOT/build/bin/forage}
TOOLS=${TOOLS:-reach concolic symbolic}
mkdir -p "$OUT"
for seed in $(seq 1 "$SEEDS"); do
  for prog in "$CORPUS"/*.c; do
    name=$(basename "$prog" .c)
    targets=$(grep -c 'reach_error();' "$prog" || true)
    budget=$((TIME * targets))
    for tool in $TOOLS; do
      dir="$OUT/$name/$tool-$seed"
      [ -f "$dir/done" ] && continue
      rm -rf "$dir"
      mkdir -p "$OUT/$name"
      case $tool in
      reach) cmd=("$FORAGE" reach "$prog" --time "$budget" --seed "$seed") ;;
      concolic) cmd=("$FORAGE" run "$prog" --strategy dfs --concretize-nonlinear
        --time "$budget" --seed "$seed" --no-progress) ;;
      symbolic) cmd=("$FORAGE" run "$prog" --mode symbolic --search dfs
        --solver z3+cw --time "$budget" --seed "$seed" --no-progress) ;;
      esac
      echo "+ ${cmd[*]} --out $dir"
      "${cmd[@]}" --out "$dir" > "$dir.log" 2>&1 || true
      mv "$dir.log" "$dir/summary.txt" 2>/dev/null || true
      "$FORAGE" replay "$dir" --program "$prog" > "$dir/replay.txt" 2>&1 || true
      touch "$dir/done"
    done
  done
done
/usr/bin/python3 "$ROOT/bench/reach_table.py" "$OUT" "$CORPUS" "$TIME"
