//===- Resources.cpp - the process's resident memory ----------------------===//
#include "support/Resources.h"

#include <cstdlib>
#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

namespace {
/// /proc/self/statm, opened once: a program whose native calls use up the
/// process's descriptors must not blind the memory cap (it read 0, and a
/// run went to 15 GB under --max-memory 2000).
int statmDescriptor() {
  static int Fd = ::open("/proc/self/statm", O_RDONLY | O_CLOEXEC);
  return Fd;
}

/// Opened before anything else runs, when the library is loaded.
[[maybe_unused]] const int OpenedAtStart = statmDescriptor();
} // namespace

uint64_t forage::residentFromStatm(const char *Text) {
  char *End = nullptr;
  std::strtoull(Text, &End, 10);
  if (End == Text)
    return 0;
  const char *Rest = End;
  unsigned long long Resident = std::strtoull(Rest, &End, 10);
  if (End == Rest)
    return 0;
  return Resident * static_cast<uint64_t>(sysconf(_SC_PAGESIZE));
}

uint64_t forage::residentBytes() {
  int Fd = statmDescriptor();
  if (Fd >= 0) {
    char Buf[128];
    ssize_t N = ::pread(Fd, Buf, sizeof Buf - 1, 0);
    if (N > 0) {
      Buf[N] = 0;
      if (uint64_t R = residentFromStatm(Buf))
        return R;
    }
  }
  // No /proc: the peak is an upper bound of the current size, so the cap
  // still holds (it may stop a run early, never late).
  return peakResidentBytes();
}

uint64_t forage::peakResidentBytes() {
  struct rusage U;
  if (getrusage(RUSAGE_SELF, &U) != 0)
    return 0;
  return static_cast<uint64_t>(U.ru_maxrss) * 1024;
}
