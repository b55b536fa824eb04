// `forage --help` lists the commands and no LLVM-internal option; each
// command's --help shows forage's own options by category, with defaults.
// The options every analysing command shares are defined once: run, reach,
// prove and sample list them with the same defaults.
// RUN: %forage-bin --help > %t.top
// RUN: FileCheck --check-prefix=TOP %s --implicit-check-not=devirt --implicit-check-not=instcombine --implicit-check-not=--color < %t.top
// RUN: %forage-bin run --help > %t.run
// RUN: FileCheck --check-prefix=CMD %s --implicit-check-not=devirt --implicit-check-not=instcombine < %t.run
// RUN: for c in run reach prove sample; do %forage-bin $c --help | FileCheck --check-prefix=SHARED %s || exit 1; done
// TOP: forage run PROGRAM [options]
// TOP: SUBCOMMANDS:
// TOP: run
// TOP: --help
// CMD: Budgets and limits:
// CMD: --max-memory=<ulong> {{.*}}(default: 2000; 0 = none)
// CMD: Output:
// CMD: Program
// CMD: Search:
// CMD: --strategy=<string> {{.*}}(default: the portfolio of every technique
// CMD: Symbolic execution (--mode symbolic):
// CMD: Tests:
// CMD: --all-tests {{.*}}(default: off)
// SHARED: Budgets and limits:
// SHARED: --max-iterations=<ulong> {{.*}}(default: none)
// SHARED: --max-memory=<ulong> {{.*}}(default: 2000; 0 = none)
// SHARED: --seed=<ulong> {{.*}}(default: 0)
// SHARED: --solver-rlimit=<uint> {{.*}}(default: 4000000)
// SHARED: --solver-timeout=<number> {{.*}}(default: 20)
// SHARED: --time=<number> {{.*}}(default: none
// SHARED: Output:
// SHARED: --out=<string>
// SHARED: Program
// SHARED: --arch=<uint> {{.*}}(default: 64)
// SHARED: --libc=<string> {{.*}}(default: uclibc)
// SHARED: --sym-args=<MIN MAX N>
// SHARED: --sym-stdin=<N>
int main(void) { return 0; }
