"""bench/real/afl2suite.py AFL_OUT SUITE ARGV0 SEED stdin|file [ARG...]:
AFL++'s findings as a suite `forage replay --exe` runs, so that AFL++'s
inputs are measured exactly as forage's and KLEE's tests (same replay, same
empty environment, same gcov summing).

AFL_OUT is afl-fuzz's -o directory (its instance default/, or the first
instance found). Every entry of its queue/ (the seed included), then of
crashes/ and hangs/, in that order and by id, becomes one test: argv is
ARGV0 and the ARGs of bench/real/afl.txt, the working directory holds B (the
bytes of SEED), and the entry is stdin (stdin) or the file A (file: afl-fuzz
ran with -f A, stdin empty). Prints the count of tests and of each kind."""
import json
import os
import sys

from ktest2suite import TESTCASE

METADATA = """<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!DOCTYPE test-metadata PUBLIC "+//IDN sosy-lab.org//DTD test-format test-metadata 1.1//EN" "https://sosy-lab.org/test-format/test-metadata-1.1.dtd">
<test-metadata>
  <sourcecodelang>C</sourcecodelang>
  <producer>AFL++ (afl2suite.py)</producer>
  <specification>COVER( init(main()), FQL(COVER EDGES(@DECISIONEDGE)) )</specification>
  <programfile>{program}</programfile>
  <programhash>0</programhash>
  <entryfunction>main</entryfunction>
  <architecture>64bit</architecture>
</test-metadata>
"""

KINDS = ("queue", "crashes", "hangs")


def instance(out):
    """The fuzzer instance's directory: OUT/default, else the first one
    holding a queue/ (afl-fuzz -M/-S name it), else OUT itself."""
    if os.path.isdir(os.path.join(out, "default", "queue")):
        return os.path.join(out, "default")
    for d in sorted(os.listdir(out)) if os.path.isdir(out) else []:
        if os.path.isdir(os.path.join(out, d, "queue")):
            return os.path.join(out, d)
    return out


def entries(fuzzer, kind):
    """The entries of queue/, crashes/ or hangs/ by id (not README.txt nor
    the hidden .state/)."""
    d = os.path.join(fuzzer, kind)
    if not os.path.isdir(d):
        return []
    return sorted(os.path.join(d, f) for f in os.listdir(d)
                  if f.startswith("id:") and os.path.isfile(os.path.join(d, f)))


def environment(data, argv0, seed, mode, args):
    files = [{"name": "B", "data": seed.hex()}]
    stdin = data
    if mode == "file":
        files.insert(0, {"name": "A", "data": data.hex()})
        stdin = b""
    argv = [argv0.encode()] + [a.encode() for a in args]
    return {"argv": [a.hex() for a in argv], "files": files, "stdin": stdin.hex()}


def main():
    if len(sys.argv) < 6 or sys.argv[5] not in ("stdin", "file"):
        sys.exit(__doc__)
    out, suite, argv0, seed_path, mode = sys.argv[1:6]
    args = sys.argv[6:]
    if mode == "file" and "A" not in args:
        sys.exit("afl2suite: file input, but no argument A names it")
    with open(seed_path, "rb") as f:
        seed = f.read()
    fuzzer = instance(out)
    os.makedirs(suite, exist_ok=True)
    with open(os.path.join(suite, "metadata.xml"), "w") as f:
        f.write(METADATA.format(program=os.path.abspath(out)))
    lines, counts = [], {}
    for kind in KINDS:
        for path in entries(fuzzer, kind):
            with open(path, "rb") as f:
                data = f.read()
            name = f"test-{len(lines) + 1:05d}.xml"
            with open(os.path.join(suite, name), "w") as f:
                f.write(TESTCASE)
            lines.append(json.dumps({"file": name, "afl": f"{kind}/{os.path.basename(path)}",
                                     "env": environment(data, argv0, seed, mode, args)}))
            counts[kind] = counts.get(kind, 0) + 1
    with open(os.path.join(suite, "tests.jsonl"), "w") as f:
        f.write("\n".join(lines) + ("\n" if lines else ""))
    print(f"{len(lines)} tests from {fuzzer}: " +
          ", ".join(f"{k} {counts.get(k, 0)}" for k in KINDS))


if __name__ == "__main__":
    main()
