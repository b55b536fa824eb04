#!/usr/bin/env python3
"""Checks that a forage output directory is a valid Test-Comp suite."""
import json
import os
import sys
import xml.etree.ElementTree as ET

d = sys.argv[1]
names = os.listdir(d)
root = ET.parse(os.path.join(d, "metadata.xml")).getroot()
assert root.tag == "test-metadata", root.tag
print("metadata ok")
tests = sorted(n for n in names if n.startswith("test-") and n.endswith(".xml"))
assert tests, "no test written"
for n in tests:
    tc = ET.parse(os.path.join(d, n)).getroot()
    assert tc.tag == "testcase", n
assert not [n for n in names if ".tmp-" in n], "temporary file left"
with open(os.path.join(d, "tests.jsonl")) as f:
    lines = f.read().split("\n")
assert lines[-1] == "", "last line of tests.jsonl is cut"
for line in lines[:-1]:
    json.loads(line)
assert len(lines) - 1 >= len(tests) - 1
print("tests ok", len(tests))
