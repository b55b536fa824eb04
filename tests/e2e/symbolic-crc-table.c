// gzip's CRC loop over four symbolic bytes: each step reads the table at
// (crc ^ byte) & 0xff, an index that holds the previous read's value. The
// reads go to Z3 as multiplexer trees over the masked byte
// (src/solver/Z3Arrays.cpp), and the one input whose CRC is that of "gzip"
// is found within a small resource limit per query. (As selects over a
// store chain of the 1 KB table, the query ran out of the limit and the
// branch stayed uncovered.)
// RUN: rm -rf %t && %forage %s --mode symbolic --search dfs --solver-rlimit 2000000 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep -l 'coversError="true"' %t/test-*.xml | xargs cat | FileCheck --check-prefix=TEST %s
// CHECK: (path space exhausted)
// CHECK: branches: [[N:[0-9]+]]/[[N]] covered
// CHECK: bugs: 1
// TEST: <input type="unsigned char">103</input>
// TEST-NEXT: <input type="unsigned char">122</input>
// TEST-NEXT: <input type="unsigned char">105</input>
// TEST-NEXT: <input type="unsigned char">112</input>
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);

static unsigned Table[256];

static void makeTable(void) {
  for (unsigned N = 0; N < 256; ++N) {
    unsigned C = N;
    for (int K = 0; K < 8; ++K)
      C = C & 1 ? 0xedb88320u ^ (C >> 1) : C >> 1;
    Table[N] = C;
  }
}

int main(void) {
  makeTable();
  unsigned C = 0xffffffffu;
  for (int I = 0; I < 4; ++I) {
    unsigned char B = __VERIFIER_nondet_uchar();
    C = Table[(C ^ B) & 0xff] ^ (C >> 8);
  }
  if ((C ^ 0xffffffffu) == 0x3ae95cf2u) // crc32("gzip")
    // CHECK: bug: reach-error at {{.*}}symbolic-crc-table.c:[[@LINE+1]]
    reach_error();
  return 0;
}
// CHECK: solver: {{.*}} 0 unknown
// CHECK: exit=1
