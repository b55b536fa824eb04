//===- Clock.h - monotonic time for budgets and statistics ------*- C++ -*-===//
#ifndef FORAGE_SUPPORT_CLOCK_H
#define FORAGE_SUPPORT_CLOCK_H

#include <chrono>
#include <cstdint>
#include <ctime>

namespace forage {

/// Nanoseconds of std::chrono::steady_clock since its epoch.
inline uint64_t steadyNanos() {
  return static_cast<uint64_t>(
      std::chrono::duration_cast<std::chrono::nanoseconds>(
          std::chrono::steady_clock::now().time_since_epoch())
          .count());
}

/// Nanoseconds of processor time the calling thread has used: what a
/// safety net counts, so that a loaded machine does not make it fire on
/// less work than an idle one.
inline uint64_t threadCpuNanos() {
  timespec TS{};
  if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &TS) != 0)
    return 0;
  return static_cast<uint64_t>(TS.tv_sec) * 1'000'000'000ull +
         static_cast<uint64_t>(TS.tv_nsec);
}

} // namespace forage

#endif
