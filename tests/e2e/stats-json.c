// stats.json is written next to the tests: a JSON object with the final
// figures (matching the summary) and a "series" of samples over time.
// RUN: rm -rf %t && %forage %s --out %t > %t.out
// RUN: FileCheck --check-prefix=OUT %s < %t.out
// RUN: python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); s=d["series"]; assert isinstance(s, list) and len(s) >= 2, s; assert d["paths"] == 3 and d["executions"] == 3 and d["bugs"] == 0, d; assert d["branches_covered"] == 4 and d["branches_total"] == 4, d; assert d["exhausted"] is True, d; assert s[-1]["paths"] == 3, s[-1]' %t/stats.json
// RUN: FileCheck %s < %t/stats.json
// OUT: paths: 3
// OUT: branches: 4/4
// CHECK: "series": [
// CHECK: "stop_reason": "path space exhausted"
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 0) {
    if (x > 50)
      return 2;
    return 1;
  }
  return 0;
}
