#!/usr/bin/env python3
"""Writes a Test-Comp suite by hand, as another tool would:
make_suite.py DIR PROGRAM PRODUCER [--cover-error] [--zip] VALUES... where
each VALUES argument is one test, its inputs separated by commas."""
import hashlib
import os
import sys
import zipfile

d, program, producer = sys.argv[1:4]
rest = sys.argv[4:]
cover_error = "--cover-error" in rest
make_zip = "--zip" in rest
tests = [a for a in rest if not a.startswith("--")]
digest = hashlib.sha256(open(program, "rb").read()).hexdigest()
os.makedirs(d, exist_ok=True)
with open(os.path.join(d, "metadata.xml"), "w") as f:
    f.write(f"""<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!DOCTYPE test-metadata PUBLIC "+//IDN sosy-lab.org//DTD test-format test-metadata 1.1//EN" "https://sosy-lab.org/test-format/test-metadata-1.1.dtd">
<test-metadata>
  <sourcecodelang>C</sourcecodelang>
  <producer>{producer}</producer>
  <specification>COVER( init(main()), FQL(COVER EDGES(@DECISIONEDGE)) )</specification>
  <programfile>{program}</programfile>
  <programhash>{digest}</programhash>
  <entryfunction>main</entryfunction>
  <architecture>64bit</architecture>
  <creationtime>2026-01-01T00:00:00Z</creationtime>
</test-metadata>
""")
for k, values in enumerate(tests):
    attr = ' coversError="true"' if cover_error else ""
    inputs = "".join(f"  <input>{v}</input>\n" for v in values.split(",") if v)
    with open(os.path.join(d, f"t{k:03d}.xml"), "w") as f:
        f.write(f'<?xml version="1.0"?>\n<testcase{attr}>\n{inputs}</testcase>\n')
if make_zip:
    with zipfile.ZipFile(d.rstrip("/") + ".zip", "w") as z:
        for name in os.listdir(d):
            z.write(os.path.join(d, name), os.path.join("test-suite", name))
