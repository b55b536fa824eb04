// Symbolic-mode options are checked: an unknown searcher, pruning without
// --mode symbolic and a bad --mode are errors (exit 2) that say what to do.
// RUN: not %forage %s --mode symbolic --search nurs:bogus --out %t.1 2> %t.err1; echo "exit=$?" >> %t.err1
// RUN: FileCheck %s --check-prefix=SEARCH < %t.err1
// RUN: not %forage %s --homi --out %t.2 2> %t.err2; echo "exit=$?" >> %t.err2
// RUN: FileCheck %s --check-prefix=MODE < %t.err2
// RUN: not %forage %s --mode forking --out %t.3 2> %t.err3
// RUN: FileCheck %s --check-prefix=BAD < %t.err3
// SEARCH: unknown --search 'nurs:bogus'; choose one of random-path nurs:covnew dfs
// MODE: need --mode symbolic
// BAD: --mode must be concolic or symbolic
int main(void) { return 0; }
