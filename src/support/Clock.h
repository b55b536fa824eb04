//===- Clock.h - monotonic time for budgets and statistics ------*- C++ -*-===//
#ifndef FORAGE_SUPPORT_CLOCK_H
#define FORAGE_SUPPORT_CLOCK_H

#include <chrono>
#include <cstdint>

namespace forage {

/// Nanoseconds of std::chrono::steady_clock since its epoch.
inline uint64_t steadyNanos() {
  return static_cast<uint64_t>(
      std::chrono::duration_cast<std::chrono::nanoseconds>(
          std::chrono::steady_clock::now().time_since_epoch())
          .count());
}

} // namespace forage

#endif
