//===- Coverage.h - which branch edges the tests so far cover ---*- C++ -*-===//
#ifndef FORAGE_SUITE_COVERAGE_H
#define FORAGE_SUITE_COVERAGE_H

#include "program/ProgramModel.h"

#include <cstdint>
#include <vector>

namespace forage {

/// The internal coverage count (docs/architecture.md, decision 4): the
/// program's own branch edges taken by at least one execution.
class Coverage {
public:
  explicit Coverage(const ProgramModel &PM)
      : PM(PM), Covered(PM.numBranches(), 0) {}

  /// Merges one execution's hit map; appends newly covered user edges.
  void merge(const std::vector<uint8_t> &Hit, std::vector<uint32_t> &New);
  /// Marks edge Id covered (a run elsewhere took it); appends it to New if
  /// it is a user edge covered first.
  void cover(uint32_t Id, std::vector<uint32_t> &New);
  bool covered(uint32_t Id) const { return Covered[Id] != 0; }
  size_t numCovered() const { return NumUserCovered; }
  size_t numGoals() const { return PM.numUserBranches(); }

private:
  const ProgramModel &PM;
  std::vector<uint8_t> Covered;
  size_t NumUserCovered = 0;
};

} // namespace forage

#endif
