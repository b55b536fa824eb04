"""bench/real/ktest2suite.py KLEE_OUT SUITE ARGV0: KLEE's tests as a suite
`forage replay --exe` runs, so that KLEE's tests are measured exactly as
forage's (same replay, same empty working directory and environment, same
gcov summing).

Each KLEE test (KLEE_OUT/test*.ktest, written with --posix-runtime's
--sym-args/--sym-files/--sym-stdin) becomes one test: argv is ARGV0 and the
objects arg00, arg01, ... (each up to its first NUL byte, as
klee_init_env's __get_sym_str makes it), the files A, B, ... hold the
objects A_data, B_data, ... (A-data before KLEE 3), stdin the object "stdin" (KLEE's symbolic
stdin has its full size, as forage's has). The ktest format is KLEE's
lib/Basic/KTest.cpp: "KTEST", version, the command line, (version >= 2) the
sym-argv counts, then the objects (name, bytes), all big-endian."""
import json
import os
import struct
import sys


def read_ktest(path):
    with open(path, "rb") as f:
        data = f.read()
    pos = 0

    def u32():
        nonlocal pos
        (v,) = struct.unpack(">I", data[pos:pos + 4])
        pos += 4
        return v

    def blob():
        nonlocal pos
        n = u32()
        b = data[pos:pos + n]
        pos += n
        return b

    if data[:5] not in (b"KTEST", b"BOUT\n"):
        raise ValueError(f"{path}: not a ktest file")
    pos = 5
    version = u32()
    args = [blob() for _ in range(u32())]
    if version >= 2:
        u32()  # symArgvs
        u32()  # symArgvLen
    objects = []
    for _ in range(u32()):
        name = blob().decode("latin-1")
        objects.append((name, blob()))
    return args, objects


def environment(objects, argv0):
    argv = [argv0.encode()]
    files = []
    stdin = b""
    named = dict(objects)
    for name, data in objects:
        if name.startswith("arg") and name[3:].isdigit():
            argv.append(data.split(b"\0", 1)[0])
        elif name.endswith(("_data", "-data")):
            # KLEE 3.2 names them A_data (older releases A-data).
            files.append({"name": name[:-5], "data": data.hex()})
    if "stdin" in named:
        stdin = named["stdin"]
    return {"argv": [a.hex() for a in argv], "files": files,
            "stdin": stdin.hex()}


METADATA = """<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!DOCTYPE test-metadata PUBLIC "+//IDN sosy-lab.org//DTD test-format test-metadata 1.1//EN" "https://sosy-lab.org/test-format/test-metadata-1.1.dtd">
<test-metadata>
  <sourcecodelang>C</sourcecodelang>
  <producer>KLEE (ktest2suite.py)</producer>
  <specification>COVER( init(main()), FQL(COVER EDGES(@DECISIONEDGE)) )</specification>
  <programfile>{program}</programfile>
  <programhash>0</programhash>
  <entryfunction>main</entryfunction>
  <architecture>64bit</architecture>
</test-metadata>
"""

TESTCASE = """<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!DOCTYPE testcase PUBLIC "+//IDN sosy-lab.org//DTD test-format testcase 1.1//EN" "https://sosy-lab.org/test-format/testcase-1.1.dtd">
<testcase>
</testcase>
"""


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    out, suite, argv0 = sys.argv[1:]
    os.makedirs(suite, exist_ok=True)
    ktests = sorted(f for f in os.listdir(out) if f.endswith(".ktest"))
    with open(os.path.join(suite, "metadata.xml"), "w") as f:
        f.write(METADATA.format(program=os.path.abspath(out)))
    lines = []
    for i, k in enumerate(ktests, 1):
        try:
            _, objects = read_ktest(os.path.join(out, k))
        except (OSError, ValueError, struct.error) as e:
            print(f"ktest2suite: {k}: {e}", file=sys.stderr)
            continue
        name = f"test-{i:05d}.xml"
        with open(os.path.join(suite, name), "w") as f:
            f.write(TESTCASE)
        lines.append(json.dumps({"file": name, "ktest": k,
                                 "env": environment(objects, argv0)}))
    with open(os.path.join(suite, "tests.jsonl"), "w") as f:
        f.write("\n".join(lines) + ("\n" if lines else ""))
    print(f"{len(lines)} tests from {len(ktests)} ktest files")


if __name__ == "__main__":
    main()
