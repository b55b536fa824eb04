// Initialised globals read at input-dependent indices: a string literal
// array and an array of structs holding pointers to strings.  The error
// needs greeting[j] == 'o' (j == 4) and table[i].code == 20 with the entry's
// name starting with 't' (i == 2, "two").  Paths: i out of range, j out of
// range, greeting[j] != 'o', code != 20, the error = 5; the counter test
// and the name test (decided once code == 20) each have a dead edge: 10/12.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep -l 'coversError="true"' %t/test-*.xml | xargs cat | FileCheck --check-prefix=TEST %s
// CHECK: (path space exhausted)
// CHECK: paths: 5
// CHECK: branches: 10/12
// CHECK: bugs: 1
// TEST: <input type="unsigned int">2</input>
// TEST-NEXT: <input type="unsigned int">4</input>
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);

struct entry {
  const char *name;
  int code;
};

static struct entry table[] = {
    {"zero", 0}, {"one", 10}, {"two", 20}, {"three", 30}};
static const char greeting[] = "hello";
int counter = 5;

int main(void) {
  unsigned int i = __VERIFIER_nondet_uint();
  unsigned int j = __VERIFIER_nondet_uint();
  if (i >= 4 || j >= sizeof greeting)
    return 0;
  if (counter != 5)
    return 1; /* never: the initialiser holds */
  if (greeting[j] == 'o') {
    if (table[i].code == 20) {
      if (table[i].name[0] == 't')
        // CHECK: bug: reach-error at {{.*}}global-initialisers.c:[[@LINE+1]]
        reach_error();
    }
  }
  return 0;
}
// CHECK: exit=1
