// `forage --help` lists the commands and no LLVM-internal option; each
// command's --help shows forage's own options by category, with defaults.
// RUN: %forage-bin --help > %t.top
// RUN: FileCheck --check-prefix=TOP %s --implicit-check-not=devirt --implicit-check-not=instcombine --implicit-check-not=--color < %t.top
// RUN: %forage-bin run --help > %t.run
// RUN: FileCheck --check-prefix=CMD %s --implicit-check-not=devirt --implicit-check-not=instcombine < %t.run
// TOP: forage run PROGRAM.c
// TOP: SUBCOMMANDS:
// TOP: run
// TOP: --help
// CMD: Budgets and limits:
// CMD: --max-memory=<ulong> {{.*}}(default: 2000; 0 = none)
// CMD: Output:
// CMD: --all-tests {{.*}}(default: off)
// CMD: Search:
// CMD: --strategy=<string> {{.*}}(default: hybrid)
// CMD: Symbolic execution (--mode symbolic):
int main(void) { return 0; }
