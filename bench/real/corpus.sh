#!/bin/bash
# bench/real/corpus.sh WORK [TIME] [NAME...]
#
# The real-program corpus (issue 22), end to end, in WORK (a directory
# outside the repository, e.g. /work/corpus):
#
#   1. fetch: Debian 12 source packages (apt-get source), after adding a
#      deb-src entry made from the machine's own deb entries
#      (/etc/apt/sources.list.d/forage-deb-src.sources);
#   2. build each program twice from its own build system: with forage-cc
#      (whole-program bitcode, docs/forage-cc.md) in WORK/build/NAME-bc, and
#      natively with gcc --coverage in WORK/build/NAME-cov;
#   3. run: forage run NAME.bc --time TIME (default 120) with the same
#      options for every program and the program's environment line from
#      bench/real/programs.txt, under /usr/bin/time (peak resident memory
#      measured from outside); stdin from /dev/null;
#   4. replay: forage replay --exe on the coverage build (line and branch
#      coverage of the program's sources);
#   5. with KLEE set (KLEE 3.2 built with uclibc and the POSIX runtime, e.g.
#      KLEE=/opt/klee-posix/bin/klee): klee --libc=uclibc --posix-runtime on
#      the same NAME.bc with the same environment line and time, in its own
#      scratch working directory, its .ktest files turned into a suite by
#      bench/real/ktest2suite.py and replayed by the same forage replay
#      --exe (measured exactly as forage's tests);
#   6. with AFL set (afl-fuzz of AFL++, Debian 12's afl++ 4.04c: apt-get
#      install afl++; AFL=/usr/bin/afl-fuzz): on the programs that read stdin
#      or a file (bench/real/afl.txt says how each is fed, and why the others
#      are left out), NAME.bc instrumented by afl-clang-fast (linked with the
#      shared libraries of the bitcode build's own executable, its process
#      calls failing as in the replay) in WORK/build/NAME-afl, then afl-fuzz
#      -V TIME -s 1 from the one-input seed corpus bench/real/afl-seed.txt,
#      with an empty environment but AFL's settings
#      (AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES: core_pattern is left as it
#      is), under /usr/bin/time, in WORK/afl/NAME; its queue, crashes and
#      hangs turned into a suite by bench/real/afl2suite.py and replayed by
#      the same forage replay --exe;
#   7. bench/real/table.py: WORK/results/table.md and results.json (copy
#      them to bench/results/real/).
#
# NAMEs default to every program of programs.txt. A step already done is
# skipped (delete WORK/build/NAME-* or WORK/runs/NAME, klee/NAME, afl/NAME
# to redo it).
# Environment: FORAGE (default build/bin/forage), FORAGE_FLAGS (default
# none: forage's defaults), JOBS (make -j, default 2), KLEE (default none:
# no KLEE column), KLEE_FLAGS (default none: KLEE's defaults), BUILD_ONLY
# (set: fetch and build, run nothing), ONLY (klee: run and replay only
# KLEE; forage: only forage; afl: only AFL++; default all those set), e.g.
# to run the tools' queues at different times of one session; AFL (default
# none: no AFL++ column), AFL_CC (default afl-clang-fast beside AFL).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
if [ $# -lt 1 ]; then
  sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
  exit 2
fi
WORK=$(mkdir -p "$1" && realpath "$1")
TIME=${2:-120}
shift $(( $# >= 2 ? 2 : 1 ))
case $WORK/ in "$ROOT"/*)
  echo "corpus.sh: WORK must be outside the repository" >&2; exit 2;;
esac
FORAGE=${FORAGE:-$ROOT/build/bin/forage}
FORAGE_CC=$(dirname "$FORAGE")/forage-cc
JOBS=${JOBS:-2}
read -r -a FLAGS <<<"${FORAGE_FLAGS:-}"
KLEE=${KLEE:-}
read -r -a KFLAGS <<<"${KLEE_FLAGS:-}"
PROGRAMS=$ROOT/bench/real/programs.txt
AFL=${AFL:-}
AFL_CC=${AFL_CC:-$(dirname "${AFL:-/usr/bin/afl-fuzz}")/afl-clang-fast}
if [ -n "$AFL" ] && { [ ! -x "$AFL" ] || [ ! -x "$AFL_CC" ]; }; then
  echo "corpus.sh: AFL=$AFL: no afl-fuzz or no $AFL_CC; install AFL++" \
    "(Debian 12: apt-get install afl++, 4.04c) or leave AFL unset" >&2
  exit 2
fi

field() { # field LINE N: the N-th '|' field, trimmed
  echo "$1" | cut -d'|' -f"$2" | sed 's/^ *//; s/ *$//'
}
line_of() { grep -v '^#' "$PROGRAMS" | awk -F'|' -v n="$1" '{k=$1; gsub(/ /,"",k)} k==n' ; }

names=("$@")
[ ${#names[@]} -gt 0 ] || mapfile -t names < <(grep -v '^#' "$PROGRAMS" | cut -d'|' -f1 | tr -d ' ' | grep .)

# 1. Sources.
deb_src() {
  local f=/etc/apt/sources.list.d/forage-deb-src.sources
  [ -f "$f" ] && return
  # The machine's own bookworm entries, as deb-src.
  awk 'BEGIN{RS=""; ORS="\n\n"} /Types: deb/ && /bookworm/ {sub(/Types: deb/, "Types: deb-src"); print}' \
    /etc/apt/sources.list.d/debian.sources >"$f"
  apt-get update -q >/dev/null
}
fetch() { # fetch PACKAGE[=VERSION]: the extracted source tree's path
  local pkg=${1%%=*} dir
  dir=$(ls -d "$WORK/src/$pkg"-*/ 2>/dev/null | head -1 || true)
  if [ -z "$dir" ]; then
    deb_src
    mkdir -p "$WORK/src"
    (cd "$WORK/src" && apt-get source -q "$1" >"$WORK/src/$pkg.log" 2>&1) || {
      # The mirror may lack the Debian part (trueprint: its debian.tar.xz
      # is 404) while the upstream tarball came: build that, unpatched.
      local orig
      orig=$(ls "$WORK/src/${pkg}_"*.orig.tar.* 2>/dev/null | head -1 || true)
      [ -n "$orig" ] || { echo "corpus.sh: apt-get source $1 failed, see $WORK/src/$pkg.log" >&2; return 1; }
      echo "corpus.sh: $pkg: no Debian patches, building $(basename "$orig")" >&2
      tar -xf "$orig" -C "$WORK/src"
    }
    dir=$(ls -d "$WORK/src/$pkg"-*/ | head -1)
  fi
  echo "${dir%/}"
}

# 2. Builds: KIND is configure [OPTIONS], make:TARGET [VAR=...], or cmd:COMMAND (a shell
#    command that uses $CC and $CFLAGS, for a program whose Makefile would
#    not give a whole program: Debian's bzip2 links a shared libbz2).
build() { # build SRC DEST KIND bc|cov
  local src=$1 dest=$2 kind=$3 flavour=$4 prep=$5
  [ -f "$dest/.built" ] && return
  rm -rf "$dest"
  cp -a "$src" "$dest"
  # Debian's patches leave some sources newer than the files autotools made
  # from them; one timestamp for all keeps make from rerunning autotools.
  find "$dest" -exec touch -h -d @1600000000 {} +
  (
    cd "$dest"
    # The program's own fix-up of its sources (both builds), if any.
    [ -z "$prep" ] || eval "$prep"
    if [ "$flavour" = bc ]; then
      cc=(CC="$FORAGE_CC" AR=llvm-ar-14 RANLIB=llvm-ranlib-14)
      # Warnings stay warnings in both builds (indent builds with -Werror).
      cflags=(CFLAGS="-g -O2 -Wno-error")
    else
      cc=(CC=gcc)
      cflags=(CFLAGS="-O0 -g --coverage -Wno-error" LDFLAGS=--coverage)
    fi
    if [ "${kind%%:*}" = cmd ]; then
      export "${cc[0]}"
      CFLAGS=${cflags[0]:-}; CFLAGS=${CFLAGS#CFLAGS=}
      export CFLAGS
      eval "${kind#cmd:}"
    elif [ "${kind%% *}" = configure ]; then
      read -r -a extra <<<"${kind#configure}" # the program's own options
      FORCE_UNSAFE_CONFIGURE=1 ./configure --disable-nls "${cc[@]}" "${cflags[@]}" \
        ac_cv_func_reallocarray=no gl_cv_func_copy_file_range=no "${extra[@]}"
      make -j"$JOBS"
    else
      read -r -a targets <<<"${kind#make:}" # the target, then make's variables
      make -j"$JOBS" "${cc[@]}" "${cflags[@]}" "${targets[@]}"
    fi
  ) >"$dest.log" 2>&1
  touch "$dest/.built"
}

# replay NATIVE COMMAND...: a replay clears and sums the .gcda files of the
# coverage build, so two at once (forage's and KLEE's queues, or two work
# directories sharing one build) would mix their counts: one at a time per
# coverage build.
replay() {
  local lock
  lock="$(dirname "$1")/.replay.lock"
  shift
  flock "$lock" "$@"
}

# 6. AFL++ on NAME.bc, its findings replayed as forage's tests are.
# The program's own process calls (fork, popen, system, the exec and wait
# families) go to the process model forage replay --exe preloads
# (runtime/posix/Process.c): they fail while AFL++ fuzzes as in the replay,
# and no generated command (sqlite3's .shell, gawk's system) runs on the
# machine. Renamed in the program's object only: AFL++'s fork server, linked
# in by afl-clang-fast, forks for real.
afl_build() { # afl_build BC EXE [LIB...]
  local bc=$1 exe=$2 redef=() s
  shift 2
  gcc -c -O1 -w -o "$exe.model.o" "$ROOT/runtime/posix/Process.c" || return
  for s in $(nm --defined-only "$exe.model.o" | awk '$2 == "T" {print $3}'); do
    redef+=(--redefine-sym "$s=forage_model_$s")
  done
  "$AFL_CC" -c "$bc" -o "$exe.o" &&
    objcopy "${redef[@]}" "$exe.model.o" &&
    objcopy "${redef[@]}" "$exe.o" &&
    "$AFL_CC" "$exe.o" "$exe.model.o" -o "$exe" "$@"
}

afl_column() { # afl_column NAME BC NATIVE BC_EXE (the bitcode build's executable)
  local name=$1 bc=$2 native=$3 bcexe=$4 line mode aargs aout exe libs
  line=$(grep -v '^#' "$ROOT/bench/real/afl.txt" | awk -F'|' -v n="$name" '{k=$1; gsub(/ /,"",k)} k==n')
  mode=$(field "$line" 2) aargs=$(field "$line" 3)
  case $mode in
    stdin|file) ;;
    -) echo "== $name: not in the AFL++ column: $aargs"; return;;
    *) echo "corpus.sh: no line for $name in bench/real/afl.txt" >&2; return;;
  esac
  read -r -a AARGS <<<"$aargs"
  exe=$WORK/build/$name-afl/$(basename "$bcexe")
  if [ ! -x "$exe" ]; then
    # The shared libraries the bitcode build's executable was linked with
    # (its .bc declares their functions), by their file names.
    libs=$(readelf -d "$bcexe" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/-l:\1/p' |
      { grep -v -e '^-l:libc\.so' -e '^-l:ld-linux' || true; } | tr '\n' ' ')
    mkdir -p "$(dirname "$exe")"
    echo "== $name: $(basename "$AFL_CC") $(basename "$bc") $libs"
    # shellcheck disable=SC2086
    afl_build "$bc" "$exe" $libs >"$WORK/build/$name-afl.log" 2>&1 ||
      { echo "$name: AFL++ build failed, see $WORK/build/$name-afl.log"; rm -f "$exe"; return; }
  fi
  aout=$WORK/afl/$name
  if [ ! -f "$aout/exit.txt" ]; then
    chattr -i "$aout/cwd/B" 2>/dev/null || true
    rm -rf "$aout"
    mkdir -p "$aout/in" "$aout/cwd"
    cp "$ROOT/bench/real/afl-seed.txt" "$aout/in/seed"
    cp "$ROOT/bench/real/afl-seed.txt" "$aout/cwd/B"
    # B stays the seed for every execution, as the replay gives it to every
    # test afresh (sed's w B would empty it): immutable while AFL++ runs,
    # where the file system and our privileges allow it (else table.py
    # says whether B changed).
    chattr +i "$aout/cwd/B" 2>/dev/null || true
    local fileopt=()
    [ "$mode" = stdin ] || fileopt=(-f A)
    echo "== $name: afl-fuzz -V $TIME -s 1 ${fileopt[*]} -- $(basename "$exe") $aargs ($mode)"
    set +e
    # An empty environment, as the replay's, but for AFL's own settings:
    # no CPU frequency check, no core binding on a shared machine, and a
    # core_pattern that pipes to a handler is left as it is.
    (cd "$aout/cwd" && /usr/bin/time -f '%M %e' -o "$aout/time.txt" \
      env -i PATH=/usr/bin:/bin AFL_NO_UI=1 AFL_SKIP_CPUFREQ=1 AFL_NO_AFFINITY=1 \
      AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 \
      "$AFL" -i "$aout/in" -o "$aout/out" -V "$TIME" -s 1 "${fileopt[@]}" \
      -- "$exe" "${AARGS[@]}" </dev/null >"$aout/afl.log" 2>&1)
    echo $? >"$aout/exit.txt"
    set -e
    chattr -i "$aout/cwd/B" 2>/dev/null || true
    # What the program left beside A and B.
    find "$aout/cwd" -mindepth 1 -maxdepth 1 ! -name A ! -name B -printf '%f\n' \
      >"$aout/cwd-files.txt"
  fi
  if [ ! -f "$aout/replay.json" ]; then
    echo "== $name: AFL++'s findings, forage replay --exe $native"
    rm -rf "$aout/suite"
    /usr/bin/python3 "$ROOT/bench/real/afl2suite.py" "$aout/out" "$aout/suite" \
      "$(basename "$bcexe")" "$ROOT/bench/real/afl-seed.txt" "$mode" "${AARGS[@]}" \
      >"$aout/afl2suite.log" 2>&1 || true
    replay "$native" "$FORAGE" replay "$aout/suite" --exe "$native" \
      --json "$aout/replay.json" --timeout 3 >"$aout/replay.log" 2>&1 || true
  fi
}

for name in "${names[@]}"; do
  line=$(line_of "$name")
  [ -n "$line" ] || { echo "corpus.sh: no program $name in $PROGRAMS" >&2; exit 2; }
  pkg=$(field "$line" 2) kind=$(field "$line" 3) exe=$(field "$line" 4) env=$(field "$line" 5)
  prep=$(field "$line" 6)
  read -r -a ENVLINE <<<"$env"
  src=$(fetch "$pkg") || continue
  pkg=${pkg%%=*}
  base=$WORK/build/$pkg
  mkdir -p "$WORK/build"
  [ "${kind%%:*}" = cmd ] && base=$WORK/build/$name
  echo "== $name: building ($pkg)"
  build "$src" "$base-bc" "$kind" bc "$prep" || { echo "$name: bitcode build failed, see $base-bc.log"; continue; }
  build "$src" "$base-cov" "$kind" cov "$prep" || { echo "$name: coverage build failed, see $base-cov.log"; continue; }
  bc=$base-bc/$exe.bc native=$base-cov/$exe
  [ -f "$bc" ] || { echo "$name: no $bc"; continue; }
  [ -z "${BUILD_ONLY:-}" ] || continue
  out=$WORK/runs/$name
  if [ "${ONLY:-forage}" = forage ] && [ ! -f "$out/exit.txt" ]; then
    rm -rf "$out"
    mkdir -p "$out"
    echo "== $name: forage run $exe.bc --time $TIME ${FLAGS[*]} $env"
    set +e
    # A scratch working directory: what the program writes must not land
    # anywhere (it stays in forage's memory), and this shows it.
    mkdir -p "$out/cwd"
    (cd "$out/cwd" && /usr/bin/time -f '%M %e' -o "$out/time.txt" \
      "$FORAGE" run "$bc" --out "$out/suite" --time "$TIME" --seed 1 \
      --no-progress "${FLAGS[@]}" "${ENVLINE[@]}" </dev/null >"$out/forage.log" 2>&1)
    echo $? >"$out/exit.txt"
    set -e
    ls -A "$out/cwd" >"$out/cwd-files.txt"
  fi
  if [ "${ONLY:-forage}" = forage ] && [ ! -f "$out/replay.json" ]; then
    echo "== $name: forage replay --exe $native"
    replay "$native" "$FORAGE" replay "$out/suite" --exe "$native" \
      --json "$out/replay.json" --timeout 3 >"$out/replay.log" 2>&1 || true
  fi
  if [ -n "$AFL" ] && [ "${ONLY:-afl}" = afl ]; then
    afl_column "$name" "$bc" "$native" "$base-bc/$exe"
  fi
  { [ -n "$KLEE" ] && [ "${ONLY:-klee}" = klee ]; } || continue
  kout=$WORK/klee/$name
  if [ ! -f "$kout/exit.txt" ]; then
    rm -rf "$kout"
    mkdir -p "$kout/cwd"
    echo "== $name: klee --libc=uclibc --posix-runtime $exe.bc $env (${TIME}s)"
    set +e
    # --max-memory as forage's default; --watchdog makes --max-time hard.
    # An unlimited stack: KLEE's expression destructors and Z3 recurse once
    # per update of a long array history (8 MB overflowed on bzip2 and m4).
    (cd "$kout/cwd" && ulimit -s unlimited && /usr/bin/time -f '%M %e' -o "$kout/time.txt" \
      "$KLEE" --output-dir="$kout/out" --max-time="${TIME}s" --watchdog \
      --max-memory=2000 "${KFLAGS[@]}" --libc=uclibc --posix-runtime \
      "$bc" "${ENVLINE[@]}" </dev/null >"$kout/klee.log" 2>&1)
    echo $? >"$kout/exit.txt"
    set -e
    ls -A "$kout/cwd" >"$kout/cwd-files.txt"
  fi
  if [ ! -f "$kout/replay.json" ]; then
    echo "== $name: KLEE's tests, forage replay --exe $native"
    rm -rf "$kout/suite"
    /usr/bin/python3 "$ROOT/bench/real/ktest2suite.py" "$kout/out" "$kout/suite" \
      "$(basename "$exe")" >"$kout/ktest2suite.log" 2>&1 || true
    replay "$native" "$FORAGE" replay "$kout/suite" --exe "$native" \
      --json "$kout/replay.json" --timeout 3 >"$kout/replay.log" 2>&1 || true
  fi
done
/usr/bin/python3 "$ROOT/bench/real/table.py" "$WORK" "${names[@]}"
