// metadata.xml of a Test-Comp suite: producer forage, the program's SHA-256
// as programhash (64 hex digits), entry function main, and the data model:
// 64bit by default, 32bit with --arch 32, where unsigned long is 32 bits
// wide (so u + 1 == 0 needs u == 2^32 - 1 instead of 2^64 - 1).
// RUN: rm -rf %t.64 && %forage %s --out %t.64 > %t.64.out; echo "exit=$?" >> %t.64.out
// RUN: FileCheck --check-prefixes=META,META64 %s < %t.64/metadata.xml
// RUN: grep -q "<programhash>$(sha256sum < %s | cut -c1-64)</programhash>" %t.64/metadata.xml
// RUN: grep -Eq '<programhash>[0-9a-f]{64}</programhash>' %t.64/metadata.xml
// RUN: grep -l 'coversError="true"' %t.64/test-*.xml | xargs cat | FileCheck --check-prefix=TEST64 %s
// RUN: rm -rf %t.32 && %forage %s --out %t.32 --arch 32 > %t.32.out; echo "exit=$?" >> %t.32.out
// RUN: FileCheck --check-prefixes=META,META32 %s < %t.32/metadata.xml
// RUN: grep -q "<programhash>$(sha256sum < %s | cut -c1-64)</programhash>" %t.32/metadata.xml
// RUN: grep -l 'coversError="true"' %t.32/test-*.xml | xargs cat | FileCheck --check-prefix=TEST32 %s
// RUN: FileCheck --check-prefix=OUT %s < %t.64.out
// RUN: FileCheck --check-prefix=OUT %s < %t.32.out
// META: <test-metadata>
// META: <sourcecodelang>C</sourcecodelang>
// META: <producer>forage{{.*}}</producer>
// META: <specification>COVER( init(main()), FQL(COVER EDGES(@DECISIONEDGE)) )</specification>
// META: <programfile>{{.*}}metadata-arch.c</programfile>
// META: <programhash>{{[0-9a-f]+}}</programhash>
// META: <entryfunction>main</entryfunction>
// META64: <architecture>64bit</architecture>
// META32: <architecture>32bit</architecture>
// META: <creationtime>{{[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]}}
// META: </test-metadata>
// TEST64: <input type="unsigned long">18446744073709551615</input>
// TEST32: <input type="unsigned long">4294967295</input>
// OUT: paths: 2
// OUT: bugs: 1
// OUT: exit=1
extern unsigned long __VERIFIER_nondet_ulong(void);
extern void reach_error(void);

int main(void) {
  unsigned long u = __VERIFIER_nondet_ulong();
  if (u + 1 == 0)
    reach_error();
  return 0;
}
