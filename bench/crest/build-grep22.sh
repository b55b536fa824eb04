#!/bin/sh
# bench/crest/build-grep22.sh CREST_CHECKOUT CORPUS
#
# CREST's own grep benchmark (seed 001, Section 5.3), github jburnim/crest,
# benchmarks/grep-2.2, built for forage under CORPUS/grep22 (outside the
# repository): CORPUS/grep22/bc/grep.bc with forage-cc and
# CORPUS/grep22/cov/grep natively with gcov's counters.
#
# CREST's copy is grep 2.2 changed in two places: the pattern argument's
# bytes are overwritten with CREST_char inputs (its length stays the
# argument's), and read() is replaced by fuzzread(), which returns one
# symbolic byte per call for 40 calls and then end of file. forage expresses
# the same input shape with its command-line environment instead
# (`--sym-arg M A --sym-files 1 40`: a symbolic pattern of up to M bytes and a
# 40-byte symbolic file A), which native replay can feed to the gcov build;
# so both changes are undone here (fuzzread -> read, no CREST_char loop).
# NLS is switched off (no gettext), and obstack.c keeps its code (glibc's
# interface version would elide it, leaving obstack to native glibc, which
# cannot call back into the analysed program's xmalloc).
set -eu
CREST=$1
OUT=$2/grep22
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
FORAGE_CC=${FORAGE_CC:-$ROOT/build/bin/forage-cc}
rm -rf "$OUT"
mkdir -p "$OUT"
git -C "$CREST" archive HEAD benchmarks/grep-2.2 | tar -x -C "$OUT"
SRC=$OUT/benchmarks/grep-2.2
/usr/bin/python3 - "$SRC" <<'PY'
import sys
src = sys.argv[1]
p = src + "/src/grep.c"
s = open(p).read()
s = s.replace("#include <crest.h>\n", "")
a = s.index("ssize_t fuzzread(")
b = s.index("}\n}\n", a) + 4
s = s[:a] + s[b:]
s = s.replace("cc = fuzzread(", "cc = read(")
a = s.index("\tfor(iii=0; iii<keycc;iii++){")
b = s.index('printf("%s\\n",keys);', a) + len('printf("%s\\n",keys);')
s = s[:a] + s[b:]
assert "CREST" not in s and "fuzzread" not in s
open(p, "w").write(s)
p = src + "/config.h"
s = open(p).read()
for m in ("ENABLE_NLS", "HAVE_LIBINTL_H"):
    s = s.replace("#define %s 1" % m, "/* #undef %s */" % m)
open(p, "w").write(s)
p = src + "/src/obstack.c"
s = open(p).read()
s = s.replace("#define ELIDE_CODE", "/* ELIDE_CODE: never, for forage */", 1)
open(p, "w").write(s)
PY
FILES="grep.c dfa.c kwset.c obstack.c getopt.c getopt1.c search.c regex.c"
FLAGS="-w -DHAVE_CONFIG_H -I. -I.. -D_FILE_OFFSET_BITS=64"
for kind in bc cov; do
  mkdir -p "$OUT/$kind"
  cp "$SRC"/src/*.c "$SRC"/src/*.h "$OUT/$kind/"
  cp "$SRC/config.h" "$OUT/config.h"
done
(cd "$OUT/bc" && "$FORAGE_CC" $FLAGS -o grep $FILES)
(cd "$OUT/cov" && gcc -O0 --coverage $FLAGS -o grep $FILES)
echo "build-grep22.sh: $OUT/bc/grep.bc and $OUT/cov/grep"
