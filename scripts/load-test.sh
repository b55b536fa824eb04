#!/bin/bash
# Load test of the e2e suite (docs/determinism.md): runs ctest's e2e once on
# the machine as it is, then RUNS times while two busy processes compete
# for the cores, and compares every suite's tests.jsonl digest
# (scripts/e2e-digests.py) with the first run's.
#
#   scripts/load-test.sh [RUNS] [BUILD_DIR] [OUT_DIR]
#
# Defaults: 3 runs, build/, load-test-results/ (created; not committed).
# Exits 1 if any ctest run failed or any digest differs (suites that ended
# on --time or --max-memory are listed apart: they stop at a moment that
# depends on speed).
set -u
RUNS=${1:-3}
BUILD=${2:-build}
OUT=${3:-load-test-results}
HERE=$(cd "$(dirname "$0")" && pwd)
# lit writes each test's suites under Output/ beside it: tests/e2e/Output
# and one per subdirectory (env/Output, portfolio/Output, ...).
E2E="$BUILD/tests/e2e"
mkdir -p "$OUT"
status=0
BUSY=()

stop_busy() {
  for p in "${BUSY[@]}"; do kill "$p" 2>/dev/null; done
  for p in "${BUSY[@]}"; do wait "$p" 2>/dev/null; done
  BUSY=()
}
trap stop_busy EXIT

run_e2e() { # NAME
  local name=$1 t0 t1
  t0=$(date +%s)
  rm -rf "$E2E"/Output "$E2E"/*/Output
  ctest --test-dir "$BUILD" -R '^e2e$' --output-on-failure \
    > "$OUT/$name.ctest.log" 2>&1
  local rc=$?
  t1=$(date +%s)
  python3 "$HERE/e2e-digests.py" "$E2E" > "$OUT/$name.tsv"
  # The suites themselves, to see what differs.
  (cd "$E2E" && find . -name tests.jsonl -o -name stats.json) |
    tar -C "$E2E" -czf "$OUT/$name.suites.tgz" -T -
  local failed
  failed=$(grep -c '^FAIL:' "$OUT/$name.ctest.log")
  echo "$name: ctest exit $rc, $failed lit failures, $((t1 - t0)) s," \
    "$(wc -l < "$OUT/$name.tsv") suites" | tee -a "$OUT/summary.txt"
  grep '^FAIL:' "$OUT/$name.ctest.log" | tee -a "$OUT/summary.txt"
  [ "$rc" -eq 0 ] || status=1
}

: > "$OUT/summary.txt"
run_e2e idle
for i in $(seq 1 "$RUNS"); do
  # Two busy processes, one per core of the machine this project runs on.
  for _ in 1 2; do
    (while :; do :; done) &
    BUSY+=($!)
  done
  run_e2e "load$i"
  stop_busy
  python3 "$HERE/e2e-digests.py" --compare "$OUT/idle.tsv" "$OUT/load$i.tsv" \
    | tee -a "$OUT/summary.txt"
  [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
done
echo "load test: $([ $status -eq 0 ] && echo passed || echo FAILED)" \
  | tee -a "$OUT/summary.txt"
exit $status
