#!/bin/bash
# bench/fork.sh OUT [TIME] [NAME=PROGRAM.bc ...]
#
# Issue 26, item 1: the cost of a fork, forage's --mode symbolic against
# KLEE 3.2, on the same bitcode and the same symbolic environment. Each run
# is TIME seconds (default 20), one at a time, under /usr/bin/time -v (peak
# resident memory measured from outside), in OUT (outside the repository):
#
#   wc-buffer  bench/symbolic/wc-buffer.c, klee_make_symbolic buffers, no
#              libc: forage --libc none, KLEE --libc=none;
#   wc-stdin   bench/symbolic/wc-stdin.c with --sym-args 0 1 2 --sym-stdin 20:
#              forage with its uClibc and POSIX model, KLEE with
#              --libc=uclibc --posix-runtime;
#   NAME=BC    a real program's whole-program bitcode (forage-cc), with
#              REAL_ARGS (default "--sym-args 0 2 4 --sym-files 1 8
#              --sym-stdin 8") for both, as wc-stdin.
#
# Both are compiled with clang-14 -O0 -Xclang -disable-O0-optnone to one .bc
# that both tools run. Both use their default searcher (random-path
# interleaved with nurs:covnew) and a 2000 MB memory cap; both write a test
# only for states that cover new code (forage's default; KLEE
# --only-output-states-covering-new) and no test for the states still live
# at the end (KLEE --dump-states-on-halt=false). Each run is repeated for
# BASE_TIME seconds (default 5) on one state (forage --max-states 1, KLEE
# --max-forks=0) for the tool's base resident memory with the program loaded. Then
# bench/fork_table.py OUT writes OUT/table.md: forks, states created per
# second, peak live states, peak resident memory per peak live state (and
# above the base), time in the interpreter and in the solver.
#
# Environment: FORAGE (default build/bin/forage), KLEE (KLEE without its
# POSIX runtime, for wc-buffer), KLEE_POSIX (KLEE with uClibc and its POSIX
# runtime), KLEE_STATS (klee-stats), CLANG (default clang-14), MAX_MEMORY
# (MB, default 2000), FORAGE_FLAGS, KLEE_FLAGS (extra options), TOOLS
# (default "forage klee"). A run whose OUT/NAME-TOOL/done exists is skipped.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -lt 1 ]; then
  sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
  exit 2
fi
OUT=$(mkdir -p "$1" && realpath "$1")
TIME=${2:-20}
shift $(($# >= 2 ? 2 : 1))
case $OUT/ in "$ROOT"/*)
  echo "fork.sh: OUT must be outside the repository" >&2; exit 2;;
esac
FORAGE=${FORAGE:-$ROOT/build/bin/forage}
CLANG=${CLANG:-clang-14}
MAX_MEMORY=${MAX_MEMORY:-2000}
BASE_TIME=${BASE_TIME:-5}
TOOLS=${TOOLS:-forage klee}
REAL_ARGS=${REAL_ARGS:---sym-args 0 2 4 --sym-files 1 8 --sym-stdin 8}
read -r -a FFLAGS <<<"${FORAGE_FLAGS:-}"
read -r -a KFLAGS <<<"${KLEE_FLAGS:-}"
echo "bench/fork.sh $*  (TIME=$TIME MAX_MEMORY=$MAX_MEMORY)" >"$OUT/command.txt"

bitcode() { # bitcode NAME SRC: OUT/bc/NAME.bc
  mkdir -p "$OUT/bc"
  "$CLANG" -emit-llvm -c -g -O0 -Xclang -disable-O0-optnone "$2" \
    -o "$OUT/bc/$1.bc"
}

# command NAME TOOL KIND BC OUTDIR SECONDS BASE ARGS...: the command line in
# CMD; KIND is bare (no libc) or posix; BASE=1: (nearly) without forking.
command() {
  local name=$1 tool=$2 kind=$3 bc=$4 out=$5 secs=$6 base=$7
  shift 7
  if [ "$tool" = forage ]; then
    CMD=("$FORAGE" run "$bc" --mode symbolic --time "$secs"
         --max-memory "$MAX_MEMORY" --out "$out" --no-progress)
    [ "$kind" = bare ] && CMD+=(--libc none)
    [ "$base" = 1 ] && CMD+=(--max-states 1)
    CMD+=("${FFLAGS[@]}" "$@")
  else
    local klee=${KLEE_POSIX:?set KLEE_POSIX}
    local -a env=(--libc=uclibc --posix-runtime)
    if [ "$kind" = bare ]; then klee=${KLEE:?set KLEE}; env=(--libc=none); fi
    CMD=("$klee" "${env[@]}" --max-time="${secs}s" --max-memory="$MAX_MEMORY"
         --only-output-states-covering-new --dump-states-on-halt=false
         --output-dir="$out")
    # The watchdog ends a base run stuck in one solver query.
    [ "$base" = 1 ] && CMD+=(--max-forks=0 --watchdog)
    CMD+=("${KFLAGS[@]}" "$bc" "$@")
  fi
}

# run NAME TOOL KIND BC ARGS...
run() {
  local name=$1 tool=$2 kind=$3 bc=$4
  shift 4
  local dir=$OUT/$name-$tool
  [ -f "$dir/done" ] && return
  rm -rf "$dir" && mkdir -p "$dir"
  command "$name" "$tool" "$kind" "$bc" "$dir/out" "$TIME" 0 "$@"
  printf '%q ' "${CMD[@]}" >"$dir/command.txt"
  echo >>"$dir/command.txt"
  echo "fork.sh: $name $tool" >&2
  (cd "$dir" && /usr/bin/time -v -o "$dir/time.txt" "${CMD[@]}" \
     </dev/null >"$dir/stdout.txt" 2>"$dir/stderr.txt") || true
  if [ "$tool" = klee ]; then
    "${KLEE_STATS:?set KLEE_STATS}" --print-all --to-csv "$dir/out" \
      >"$dir/klee-stats.csv" || true
  fi
  # The base: the program loaded and run on one state, BASE_TIME seconds.
  command "$name" "$tool" "$kind" "$bc" "$dir/base-out" "$BASE_TIME" 1 "$@"
  printf '%q ' "${CMD[@]}" >"$dir/base-command.txt"
  (cd "$dir" && timeout -k 5 $((BASE_TIME * 4 + 30)) \
     /usr/bin/time -v -o "$dir/base-time.txt" "${CMD[@]}" \
     </dev/null >/dev/null 2>&1) || true
  touch "$dir/done"
}

bitcode wc-buffer "$ROOT/bench/symbolic/wc-buffer.c"
bitcode wc-stdin "$ROOT/bench/symbolic/wc-stdin.c"
for tool in $TOOLS; do
  run wc-buffer "$tool" bare "$OUT/bc/wc-buffer.bc"
  run wc-stdin "$tool" posix "$OUT/bc/wc-stdin.bc" --sym-args 0 1 2 --sym-stdin 20
done
read -r -a RARGS <<<"$REAL_ARGS"
for spec in "$@"; do
  name=${spec%%=*}
  bc=$(realpath "${spec#*=}")
  for tool in $TOOLS; do
    run "$name" "$tool" posix "$bc" "${RARGS[@]}"
  done
done
python3 "$ROOT/bench/fork_table.py" "$OUT"
