//===- Resources.h - the process's resident memory, for budgets -*- C++ -*-===//
//
// --max-memory bounds forage's resident memory, whoever allocates it: the
// interpreter's states and expressions, and Z3's solving. Both the drivers
// and the solver thread's watchdog read it here.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SUPPORT_RESOURCES_H
#define FORAGE_SUPPORT_RESOURCES_H

#include <cstdint>

namespace forage {

/// Resident memory of the process in bytes, from /proc/self/statm through a
/// descriptor opened when forage starts (so that it works whatever the
/// analysed program's native calls did to the descriptor table); the peak
/// (getrusage) where /proc cannot be read.
uint64_t residentBytes();

/// The resident bytes that statm's text ("SIZE RESIDENT ...", in pages)
/// gives; 0 if it does not parse.
uint64_t residentFromStatm(const char *Text);

/// The peak of residentBytes() so far (getrusage's maximum resident set).
uint64_t peakResidentBytes();

} // namespace forage

#endif
