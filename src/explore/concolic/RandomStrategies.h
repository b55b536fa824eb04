//===- RandomStrategies.h - seed 001's random searches ----------*- C++ -*-===//
#ifndef FORAGE_EXPLORE_CONCOLIC_RANDOMSTRATEGIES_H
#define FORAGE_EXPLORE_CONCOLIC_RANDOMSTRATEGIES_H

#include "explore/concolic/Strategy.h"

#include <memory>

namespace forage {

/// Plain random testing: fresh random inputs every iteration (the baseline
/// seed 001 compares against).
std::unique_ptr<Strategy> createRandomInputStrategy(SearchContext &C);

/// RandomBranchSearch (seed 001, 3.2): force a uniformly random branch of
/// the current path; with RestartAfter > 0, restart on fresh random inputs
/// after that many iterations without new coverage.
std::unique_ptr<Strategy> createRandomBranchStrategy(SearchContext &C,
                                                     unsigned RestartAfter);

/// UniformRandomSearch (seed 001, 3.1): from position i, branch j >= i is
/// forced with probability 2^-(j-i+1); whether or not forcing succeeds the
/// position moves to j+1; when no branch is picked the search restarts.
std::unique_ptr<Strategy> createUniformRandomStrategy(SearchContext &C);

} // namespace forage

#endif
