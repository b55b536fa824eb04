"""Prints the environment forage recorded for each test of a tests.jsonl:
argv as a list of strings, stdin and files as Python byte strings. With
"argv", one line per test; "bug: " marks a test that found a bug."""
import json
import sys

path, what = sys.argv[1], sys.argv[2]
for line in open(path):
    t = json.loads(line)
    env = t.get("env")
    if env is None:
        print("no env")
        continue
    prefix = "bug: " if "bug" in t else "test: "
    if what == "argv":
        argv = [bytes.fromhex(a).decode("latin-1") for a in env["argv"]]
        print(prefix + json.dumps(argv))
    elif what == "stdin":
        print(prefix + repr(bytes.fromhex(env.get("stdin", ""))))
    elif what == "files":
        files = {f["name"]: bytes.fromhex(f["data"]) for f in env["files"]}
        print(prefix + repr(files))
