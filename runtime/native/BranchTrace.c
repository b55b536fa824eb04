/* The native side of differential testing (docs/difftest.md): a program
   built from forage's traced module (forage run --traced-module) calls
   __forage_trace_branch with the id of every branch edge it takes; at exit
   this writes their number and FNV-1a hash, as forage's tests.jsonl
   "branches" holds them, to the file FORAGE_BRANCH_TRACE names. With
   FORAGE_BRANCH_TRACE_PREFIX=N the program exits after N edges (a test
   forage cut short predicts only a prefix of the path). With
   FORAGE_BRANCH_TRACE_IDS set, it also writes every id (one a line) to the
   file named, to find the first divergence. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static uint64_t Count, Hash = 0xcbf29ce484222325ull, Stop = UINT64_MAX;
static FILE *Ids;

static void report(void) {
  const char *Path = getenv("FORAGE_BRANCH_TRACE");
  FILE *F = Path ? fopen(Path, "w") : NULL;
  if (Ids)
    fflush(Ids);
  if (!F)
    return;
  fprintf(F, "%llu %016llx\n", (unsigned long long)Count,
          (unsigned long long)Hash);
  fclose(F);
}

__attribute__((constructor)) static void start(void) {
  const char *Path = getenv("FORAGE_BRANCH_TRACE_IDS");
  const char *Prefix = getenv("FORAGE_BRANCH_TRACE_PREFIX");
  Ids = Path ? fopen(Path, "w") : NULL;
  if (Prefix)
    Stop = strtoull(Prefix, NULL, 10);
  atexit(report);
  if (Stop == 0)
    exit(0);
}

void __forage_trace_branch(uint32_t Id) {
  Hash = (Hash ^ Id) * 0x100000001b3ull;
  ++Count;
  if (Ids)
    fprintf(Ids, "%u\n", Id);
  if (Count == Stop)
    exit(0); /* the prefix is all there is to compare */
}

/* The module forage interpreted marks locals left in memory as
   indeterminate (runtime/Input.c); natively nothing happens. */
__attribute__((weak)) void __forage_indeterminate(void *P, unsigned long N) {
  (void)P;
  (void)N;
}
