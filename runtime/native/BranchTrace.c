/* The native side of differential testing (docs/difftest.md): a program
   built from forage's traced module (forage run --traced-module) calls
   __forage_trace_branch with the id of every branch edge it takes; at exit
   this writes their number and FNV-1a hash, as forage's tests.jsonl
   "branches" holds them, to the file FORAGE_BRANCH_TRACE names. With
   FORAGE_BRANCH_TRACE_IDS set, it also writes every id (one a line). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static uint64_t Count, Hash = 0xcbf29ce484222325ull;
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
  Ids = Path ? fopen(Path, "w") : NULL;
  atexit(report);
}

void __forage_trace_branch(uint32_t Id) {
  Hash = (Hash ^ Id) * 0x100000001b3ull;
  ++Count;
  if (Ids)
    fprintf(Ids, "%u\n", Id);
}
