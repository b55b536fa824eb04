"""Checks a forage run's output directory: no test lost (tests.jsonl holds
as many tests as stats.json counts), the named functions never called
natively (stats.json external_data), and with --ends-match every test's
recorded exit status equal to the native replay's (replay.json)."""
import argparse
import json
import sys

ap = argparse.ArgumentParser()
ap.add_argument("out")
ap.add_argument("--no-external", action="append", default=[])
ap.add_argument("--ends-match", action="store_true")
a = ap.parse_args()
stats = json.load(open(a.out + "/stats.json"))
# tests.jsonl also lists the suite's verdicts ({"unreachable": ...} lines).
tests = [t for t in (json.loads(l) for l in open(a.out + "/tests.jsonl")
                     if l.strip()) if "unreachable" not in t]
ok = True
if len(tests) != stats["tests"]:
    print(f"lost tests: {len(tests)} in tests.jsonl, {stats['tests']} counted")
    ok = False
ext = stats.get("external_data", {})
calls = stats.get("native_calls", {})
for name in a.no_external:
    if name in ext or name in calls:
        print(f"{name} called natively: {ext.get(name)}")
        ok = False
if a.ends_match:
    replay = json.load(open(a.out + "/replay.json"))
    for t, r in zip(tests, replay["tests"]):
        if t.get("end") == "exit" and t.get("exit_code") != r.get("exit_status"):
            print(f"{t['file']}: recorded exit {t.get('exit_code')}, "
                  f"native {r.get('exit_status')} (signal {r.get('signal')})")
            ok = False
print("ok" if ok else "FAILED")
sys.exit(0 if ok else 1)
