//===- StatsWriter.h - stats.json, the run as a time series -----*- C++ -*-===//
//
// Decision 11 of docs/architecture.md: a run records samples (seconds,
// executions, instructions, branches covered, tests, solver queries/time/cache
// hits, states) so that coverage-over-time curves are plots, not anecdotes.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SUITE_STATSWRITER_H
#define FORAGE_SUITE_STATSWRITER_H

#include "llvm/Support/JSON.h"

#include <string>
#include <vector>

namespace forage {

struct StatsSample {
  double Seconds = 0;
  uint64_t Iterations = 0; ///< Executions so far (the seed's x-axis).
  uint64_t Executions = 0;
  uint64_t Paths = 0;
  uint64_t Instructions = 0;
  uint64_t BranchesCovered = 0;
  uint64_t BranchesTotal = 0;
  uint64_t Tests = 0;
  uint64_t Bugs = 0;
  uint64_t SolverQueries = 0;
  uint64_t CacheHits = 0;
  uint64_t SolverUnknown = 0;
  double SolverSeconds = 0;
  uint64_t Concretizations = 0;
  uint64_t States = 1;
};

class StatsWriter {
public:
  explicit StatsWriter(std::string Path) : Path(std::move(Path)) {}
  void add(const StatsSample &S) { Samples.push_back(S); }
  /// Rewrites the file atomically with every sample and the final fields.
  void flush(const llvm::json::Object &Final);

private:
  std::string Path;
  std::vector<StatsSample> Samples;
};

} // namespace forage

#endif
