#!/bin/bash
# bench/siemens.sh SIEMENS_DIR OUT TIME
#
# Three smaller real programs of other shapes than coreutils, KLEE 3.2 and
# forage side by side at equal time, measured as bench/coreutils.sh measures
# the coreutils (native replay, gcov lines and branches of the program's own
# source): the Siemens programs print_tokens (a lexer reading a file named
# on the command line, or stdin), schedule (a priority scheduler: three
# numbers on the command line, then a command stream on stdin read with
# fscanf) and tot_info (statistics over tables read from stdin with fgets,
# sscanf and scanf, with libm). SIEMENS_DIR/PROG holds PROG.c, its headers
# and a Makefile whose `make CC=...` builds PROG from PROG.c (the programs
# are third-party code: keep them outside this repository).
#
# Each program is built twice under OUT: with forage-cc (whole-program
# bitcode, OUT/bc/src/PROG.bc) and with gcc --coverage (OUT/gcov/src/PROG),
# then bench/coreutils.sh runs both tools with the program's environment:
#
#   print_tokens  --sym-args 0 1 2 --sym-files 1 64 --sym-stdin 64
#   schedule      --sym-args 3 3 2 --sym-stdin 48
#   tot_info      --sym-stdin 64
#
# Environment as for bench/coreutils.sh (KLEE, FORAGE, FORAGE_FLAGS, ...);
# FORAGE_CC (default build/bin/forage-cc).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -ne 3 ]; then
  sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
  exit 2
fi
SRC=$(realpath "$1") OUT=$2 TIME=$3
FORAGE_CC=${FORAGE_CC:-$ROOT/build/bin/forage-cc}
mkdir -p "$OUT/bc/src" "$OUT/gcov/src" "$OUT/build"
OUT=$(realpath "$OUT")
declare -A ENVS=(
  [print_tokens]="--sym-args 0 1 2 --sym-files 1 64 --sym-stdin 64"
  [schedule]="--sym-args 3 3 2 --sym-stdin 48"
  [tot_info]="--sym-stdin 64"
)
for prog in print_tokens schedule tot_info; do
  [ -f "$SRC/$prog/$prog.c" ] || { echo "siemens.sh: no $SRC/$prog/$prog.c" >&2; exit 2; }
  for kind in bc gcov; do
    dir=$OUT/build/$kind-$prog
    rm -rf "$dir"
    cp -r "$SRC/$prog" "$dir"
    rm -f "$dir/$prog" "$dir/$prog.bc"
  done
  make -s -C "$OUT/build/bc-$prog" CC="$FORAGE_CC" "$prog" >/dev/null
  cp "$OUT/build/bc-$prog/$prog.bc" "$OUT/bc/src/"
  # Objects next to the source under gcov/src, as coreutils.py looks for
  # src/PROG.gcno and src/PROG.c.
  cp "$OUT/build/gcov-$prog"/*.[ch] "$OUT/gcov/src/"
  (cd "$OUT/gcov" && gcc -g -O0 -w --coverage -c -o "src/$prog.o" "src/$prog.c" &&
    gcc --coverage -o "src/$prog" "src/$prog.o" -lm)
done
for prog in print_tokens schedule tot_info; do
  SYM_ENV=${ENVS[$prog]} "$ROOT/bench/coreutils.sh" "$OUT/bc" "$OUT/gcov" \
    "$OUT/results" "$TIME" "$prog"
done
echo "bench/siemens.sh $(printf '%q ' "$SRC" "$OUT" "$TIME")" >"$OUT/results/command.txt"
