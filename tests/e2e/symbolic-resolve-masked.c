// A read through a pointer whose offset is a masked byte: the address is
// resolved to the table, and since the mask keeps every value inside it
// (expr/Range.h), no query asks whether it could point anywhere else. The
// one query left is the branch's.
// RUN: rm -rf %t && %forage %s --mode symbolic --search dfs --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: (path space exhausted)
// CHECK: bugs: 1
// CHECK: solver: 1 queries
// CHECK: exit=1
extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);

unsigned char Table[256];

int main(void) {
  for (int I = 0; I < 256; ++I)
    Table[I] = (unsigned char)(I * 7);
  unsigned X = __VERIFIER_nondet_uint();
  unsigned char *P = &Table[X & 0xff];
  if (*P == 42) // I == 6
    reach_error();
  return 0;
}
