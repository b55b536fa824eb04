#!/bin/bash
# bench/coreutils.sh BCDIR GCOVDIR OUT TIME TOOL...
#
# The coreutils experiment of KLEE's OSDI'08 paper (Section 5.2), KLEE 3.2
# and forage side by side at equal time. BCDIR is a coreutils tree built
# with forage-cc (BCDIR/src/TOOL.bc, docs/forage-cc.md), GCOVDIR the same
# sources built natively with `gcc --coverage -O0` (GCOVDIR/src/TOOL and
# its .gcno). For each TOOL, both tools explore TOOL.bc for TIME seconds with
# the paper's symbolic environment
#
#   --sym-args 0 1 10 --sym-args 0 2 2 --sym-files 1 8 --sym-stdin 8
#
# (KLEE: --libc=uclibc --posix-runtime --only-output-states-covering-new
# --max-time=TIME, the replay's environment as --env-file, plus KLEE_FLAGS;
# forage: `forage run --time TIME` plus FORAGE_FLAGS); then bench/coreutils.py replays both suites natively on
# GCOVDIR/src/TOOL (argv, stdin from a file, the files A, B, ... in a
# scratch working directory, each run under a 2 s timeout, as nobody when
# run as root) and measures gcov line and branch coverage of src/TOOL.c.
# Writes OUT/runs/TOOL/{klee,forage}/ (the suites) and their logs (not
# committed: bench/.gitignore), OUT/TOOL/{klee,forage}.json, OUT/times.txt,
# OUT/table.md and OUT/coverage.png. A suite already replayed is not rerun
# (delete its .json to redo it).
#
# Both tools run with stdin from /dev/null: a native call that reads stdin
# (KLEE 3.2 calls glibc's __isoc99_fscanf natively) must not wait on the
# terminal.
#
# Environment: KLEE (default klee on PATH), FORAGE (default build/bin/forage),
# KLEE_FLAGS (default: the options of KLEE's coreutils tutorial, below, but
# for its output options),
# FORAGE_FLAGS (default --mode symbolic), SUITES (default "klee forage"),
# SYM_ENV (default the paper's environment above; bench/siemens.sh sets one
# per program).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -lt 5 ]; then
  sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
  exit 2
fi
BC=$(realpath "$1") GCOV=$(realpath "$2") OUT=$3 TIME=$4
shift 4
if ! [[ $TIME =~ ^[1-9][0-9]*$ ]]; then
  echo "coreutils.sh: TIME is whole seconds, got $TIME" >&2
  exit 2
fi
KLEE=${KLEE:-klee}
FORAGE=${FORAGE:-$ROOT/build/bin/forage}
SUITES=${SUITES:-klee forage}
read -r -a KLEE_EXTRA <<<"${KLEE_FLAGS:---optimize --disable-inlining --external-calls=all --simplify-sym-indices --max-memory=2000 --max-memory-inhibit=false --max-sym-array-size=4096 --max-solver-time=30s --watchdog --max-static-fork-pct=1 --max-static-solve-pct=1 --max-static-cpfork-pct=1 --switch-type=internal --search=random-path --search=nurs:covnew --use-batching-search --batch-instructions=10000}"
read -r -a FORAGE_EXTRA <<<"${FORAGE_FLAGS:---mode symbolic}"
read -r -a SYM_ENV <<<"${SYM_ENV:---sym-args 0 1 10 --sym-args 0 2 2 --sym-files 1 8 --sym-stdin 8}"
PYTHON=/usr/bin/python3
[ -x "$PYTHON" ] || PYTHON=python3
mkdir -p "$OUT"
OUT=$(realpath "$OUT")
# The environment the tools see, under KLEE (--env-file) as in the replay.
printf 'PATH=/usr/bin:/bin\nLC_ALL=C\nTZ=UTC0\n' >"$OUT/test.env"
echo "bench/coreutils.sh $(printf '%q ' "$BC" "$GCOV" "$OUT" "$TIME" "$@")" \
  >"$OUT/command.txt"

for tool in "$@"; do
  [ -f "$BC/src/$tool.bc" ] || { echo "coreutils.sh: no $BC/src/$tool.bc" >&2; exit 2; }
  [ -x "$GCOV/src/$tool" ] || { echo "coreutils.sh: no $GCOV/src/$tool" >&2; exit 2; }
  mkdir -p "$OUT/$tool" "$OUT/runs/$tool"
  for suite in $SUITES; do
    dir=$OUT/runs/$tool/$suite
    [ -f "$OUT/$tool/$suite.json" ] && continue
    rm -rf "$dir"
    start=$(date +%s.%N)
    case $suite in
      klee)
        sandbox=$(mktemp -d)
        # KLEE writes its own log; its exit status is not a verdict here.
        "$KLEE" --output-dir="$dir" --libc=uclibc --posix-runtime \
          --only-output-states-covering-new --max-time="${TIME}s" \
          --run-in-dir="$sandbox" --env-file="$OUT/test.env" "${KLEE_EXTRA[@]}" \
          "$BC/src/$tool.bc" "${SYM_ENV[@]}" </dev/null >"$OUT/runs/$tool/klee.log" 2>&1 || true
        rmdir "$sandbox" 2>/dev/null || true
        replay=(--klee "$dir");;
      forage)
        "$FORAGE" run "$BC/src/$tool.bc" --out "$dir" --time "$TIME" \
          --seed 1 --no-progress "${FORAGE_EXTRA[@]}" "${SYM_ENV[@]}" \
          </dev/null >"$OUT/runs/$tool/forage.log" 2>&1 || true
        replay=(--forage "$dir");;
      *) echo "coreutils.sh: unknown suite $suite" >&2; exit 2;;
    esac
    end=$(date +%s.%N)
    echo "$tool $suite: explored in $(awk "BEGIN { printf \"%.1f\", $end - $start }") s" \
      | tee -a "$OUT/times.txt"
    "$PYTHON" "$ROOT/bench/coreutils.py" replay --tool "$tool" \
      --gcov-dir "$GCOV" "${replay[@]}" --out "$OUT/$tool/$suite.json"
  done
done
"$PYTHON" "$ROOT/bench/coreutils.py" table "$OUT"
