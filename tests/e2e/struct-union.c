// Inputs stored in struct fields and read back through a union (type
// punning: an unsigned int written, its bytes read).  The error needs the
// struct's fields to satisfy a relation and the low and high bytes of the
// punned word to be 0x78 and 0x12.  Paths: 2 (struct) * 3 (union) = 6.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep -l 'coversError="true"' %t/test-*.xml | xargs cat > %t.bug
// RUN: grep -o '<input type="[a-z ]*">-\?[0-9]*</input>' %t.bug | sed 's/<[^>]*>//g' | tr '\n' ' ' > %t.vals; echo >> %t.vals
// RUN: read a b u < %t.vals && test $((a - b)) -eq 1000 && test $((u & 255)) -eq 120 && test $((u >> 24)) -eq 18
// CHECK: (path space exhausted)
// CHECK: paths: 6
// CHECK: branches: 8/8
// CHECK: bugs: 1
extern int __VERIFIER_nondet_int(void);
extern short __VERIFIER_nondet_short(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);

struct pair {
  int a;
  short b;
  char tag;
};

union word {
  unsigned int u;
  unsigned char bytes[4];
};

int main(void) {
  struct pair p;
  p.a = __VERIFIER_nondet_int();
  p.b = __VERIFIER_nondet_short();
  p.tag = 'p';
  struct pair q = p; /* struct copy keeps the symbolic fields */
  int related = 0;
  if (q.a - q.b == 1000)
    related = 1;
  union word w;
  w.u = __VERIFIER_nondet_uint();
  if (w.bytes[0] == 0x78) {
    if (w.bytes[3] == 0x12) {
      if (related)
        // CHECK: bug: reach-error at {{.*}}struct-union.c:[[@LINE+1]]
        reach_error();
    }
  }
  return 0;
}
// CHECK: exit=1
