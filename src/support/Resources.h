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

/// Resident memory of the process in bytes (0 if it cannot be read).
uint64_t residentBytes();

/// The peak of residentBytes() so far (getrusage's maximum resident set).
uint64_t peakResidentBytes();

} // namespace forage

#endif
