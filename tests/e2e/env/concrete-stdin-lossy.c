// Without --sym-stdin, stdin is forage's own: read(2) on it runs natively,
// its data comes from outside the model, and the run must not claim to have
// exhausted the paths.
// RUN: rm -rf %t && %forage %s --max-iterations 1000 --out %t > %t.out 2>&1 < /dev/null
// RUN: FileCheck %s < %t.out
// RUN: python3 -c "import json,sys; d=json.load(open(sys.argv[1])); assert not d['exhausted'] and d['external_data'].get('read'), d" %t/stats.json
// CHECK-NOT: path space exhausted
// CHECK: lossy: {{.*}}read
#include <unistd.h>

int main(void) {
  char c;
  if (read(0, &c, 1) == 1 && c == 'x')
    return 1;
  return 0;
}
