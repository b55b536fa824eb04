// A switch on a value earlier branches decided: forking asks one query for
// all the other cases at once, then one more per case its model took, not
// one per case. Here the character is 'x' or 'y' when the switch runs, so
// each of the two states at the switch asks one query (none of its 16
// other ways is feasible): 4 queries in all with the two of the ||, where
// one query per case made 2 + 2 x 16 = 34.
// RUN: rm -rf %t && %forage %s --mode symbolic --search dfs --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: (path space exhausted)
// CHECK: paths: 3
// CHECK: solver: 4 queries
// CHECK: exit=0
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  unsigned char c = __VERIFIER_nondet_uchar();
  int r = 0;
  if (c == 'x' || c == 'y') {
    switch (c) {
    case 'a': r = 1; break;
    case 'b': r = 2; break;
    case 'c': r = 3; break;
    case 'd': r = 4; break;
    case 'e': r = 5; break;
    case 'f': r = 6; break;
    case 'g': r = 7; break;
    case 'h': r = 8; break;
    case 'i': r = 9; break;
    case 'j': r = 10; break;
    case 'k': r = 11; break;
    case 'l': r = 12; break;
    case 'm': r = 13; break;
    case 'n': r = 14; break;
    case 'x': r = 15; break;
    case 'y': r = 16; break;
    default: r = 17; break;
    }
  }
  return r == 17;
}
