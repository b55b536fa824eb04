// The mod/ref slice: a function's relations carry only the globals it or
// its callees touch. This driver-like program declares 180 globals that
// only another entry point (never called from main) writes: without the
// slice every relation carries each of them twice (at entry and now),
// Houdini's full candidate set (with the residues x mod 2) overflows its
// budget of 20,000 candidates and its smaller tier proves nothing; with
// the slice main and step carry x alone, the full tier fits and proves
// the parity of x, so the error call is proved without Spacer's search.
// Bounded by work (candidate counts, --chc-rlimit), not time. (Spacer
// alone also finds the parity here: the second run only shows the tier.)
// RUN: rm -rf %t %t.whole && %forage-bin prove %s --engine spacer --chc-rlimit 20000000 --time 600 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck --check-prefix=JSON %s < %t/stats.json
// RUN: %forage-bin prove %s --engine spacer --chc-slice=false --chc-rlimit 2000000 --time 600 --out %t.whole > /dev/null
// RUN: FileCheck --check-prefix=WHOLE %s < %t.whole/stats.json
// CHECK: proved unreachable (spacer): error call at line 71
// CHECK: 0 dropped by the invariant check
// CHECK: exit=0
// JSON: "houdini": {
// JSON: "tier": 0
// JSON: "houdini_proved": {{[1-9]}}
// JSON: "max_arity": {{[1-9]}},
// WHOLE: "houdini": {
// WHOLE: "tier": 1
// WHOLE: "houdini_proved": 0
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int u0, u1, u2, u3, u4, u5, u6, u7, u8, u9, u10, u11;
int u12, u13, u14, u15, u16, u17, u18, u19, u20, u21, u22, u23;
int u24, u25, u26, u27, u28, u29, u30, u31, u32, u33, u34, u35;
int u36, u37, u38, u39, u40, u41, u42, u43, u44, u45, u46, u47;
int u48, u49, u50, u51, u52, u53, u54, u55, u56, u57, u58, u59;
int u60, u61, u62, u63, u64, u65, u66, u67, u68, u69, u70, u71;
int u72, u73, u74, u75, u76, u77, u78, u79, u80, u81, u82, u83;
int u84, u85, u86, u87, u88, u89, u90, u91, u92, u93, u94, u95;
int u96, u97, u98, u99, u100, u101, u102, u103, u104, u105, u106, u107;
int u108, u109, u110, u111, u112, u113, u114, u115, u116, u117, u118, u119;
int u120, u121, u122, u123, u124, u125, u126, u127, u128, u129, u130, u131;
int u132, u133, u134, u135, u136, u137, u138, u139, u140, u141, u142, u143;
int u144, u145, u146, u147, u148, u149, u150, u151, u152, u153, u154, u155;
int u156, u157, u158, u159, u160, u161, u162, u163, u164, u165, u166, u167;
int u168, u169, u170, u171, u172, u173, u174, u175, u176, u177, u178, u179;
// Another entry point of the driver: main never calls it.
void other_entry(void) {
  u0 = 1; u1 = 1; u2 = 1; u3 = 1; u4 = 1; u5 = 1; u6 = 1; u7 = 1; u8 = 1; u9 = 1; u10 = 1; u11 = 1;
  u12 = 1; u13 = 1; u14 = 1; u15 = 1; u16 = 1; u17 = 1; u18 = 1; u19 = 1; u20 = 1; u21 = 1; u22 = 1; u23 = 1;
  u24 = 1; u25 = 1; u26 = 1; u27 = 1; u28 = 1; u29 = 1; u30 = 1; u31 = 1; u32 = 1; u33 = 1; u34 = 1; u35 = 1;
  u36 = 1; u37 = 1; u38 = 1; u39 = 1; u40 = 1; u41 = 1; u42 = 1; u43 = 1; u44 = 1; u45 = 1; u46 = 1; u47 = 1;
  u48 = 1; u49 = 1; u50 = 1; u51 = 1; u52 = 1; u53 = 1; u54 = 1; u55 = 1; u56 = 1; u57 = 1; u58 = 1; u59 = 1;
  u60 = 1; u61 = 1; u62 = 1; u63 = 1; u64 = 1; u65 = 1; u66 = 1; u67 = 1; u68 = 1; u69 = 1; u70 = 1; u71 = 1;
  u72 = 1; u73 = 1; u74 = 1; u75 = 1; u76 = 1; u77 = 1; u78 = 1; u79 = 1; u80 = 1; u81 = 1; u82 = 1; u83 = 1;
  u84 = 1; u85 = 1; u86 = 1; u87 = 1; u88 = 1; u89 = 1; u90 = 1; u91 = 1; u92 = 1; u93 = 1; u94 = 1; u95 = 1;
  u96 = 1; u97 = 1; u98 = 1; u99 = 1; u100 = 1; u101 = 1; u102 = 1; u103 = 1; u104 = 1; u105 = 1; u106 = 1; u107 = 1;
  u108 = 1; u109 = 1; u110 = 1; u111 = 1; u112 = 1; u113 = 1; u114 = 1; u115 = 1; u116 = 1; u117 = 1; u118 = 1; u119 = 1;
  u120 = 1; u121 = 1; u122 = 1; u123 = 1; u124 = 1; u125 = 1; u126 = 1; u127 = 1; u128 = 1; u129 = 1; u130 = 1; u131 = 1;
  u132 = 1; u133 = 1; u134 = 1; u135 = 1; u136 = 1; u137 = 1; u138 = 1; u139 = 1; u140 = 1; u141 = 1; u142 = 1; u143 = 1;
  u144 = 1; u145 = 1; u146 = 1; u147 = 1; u148 = 1; u149 = 1; u150 = 1; u151 = 1; u152 = 1; u153 = 1; u154 = 1; u155 = 1;
  u156 = 1; u157 = 1; u158 = 1; u159 = 1; u160 = 1; u161 = 1; u162 = 1; u163 = 1; u164 = 1; u165 = 1; u166 = 1; u167 = 1;
  u168 = 1; u169 = 1; u170 = 1; u171 = 1; u172 = 1; u173 = 1; u174 = 1; u175 = 1; u176 = 1; u177 = 1; u178 = 1; u179 = 1;
}
int x;
void step(void) {
  x += 2;
  if (x > 10)
    x = 0;
}
int main(void) {
  while (__VERIFIER_nondet_int())
    step();
  if (x % 2 != 0)
    reach_error();
  return 0;
}
