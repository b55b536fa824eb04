//===- Resources.cpp - the process's resident memory ----------------------===//
#include "support/Resources.h"

#include <cstdio>
#include <sys/resource.h>
#include <unistd.h>

uint64_t forage::residentBytes() {
  FILE *F = std::fopen("/proc/self/statm", "r");
  if (!F)
    return 0;
  unsigned long long Size = 0, Resident = 0;
  int N = std::fscanf(F, "%llu %llu", &Size, &Resident);
  std::fclose(F);
  return N == 2 ? Resident * static_cast<uint64_t>(sysconf(_SC_PAGESIZE)) : 0;
}

uint64_t forage::peakResidentBytes() {
  struct rusage U;
  if (getrusage(RUSAGE_SELF, &U) != 0)
    return 0;
  return static_cast<uint64_t>(U.ru_maxrss) * 1024;
}
