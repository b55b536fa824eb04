//===- GuidedStrategies.h - coverage-guided concolic searches ---*- C++ -*-===//
#ifndef FORAGE_EXPLORE_CONCOLIC_GUIDEDSTRATEGIES_H
#define FORAGE_EXPLORE_CONCOLIC_GUIDEDSTRATEGIES_H

#include "explore/concolic/Strategy.h"

#include <memory>

namespace forage {

/// CfgDirectedSearch (seed 001, section 4): force the branch of the current
/// path whose other side is closest to an uncovered branch in the CFCG, then
/// follow static paths of that weight. RestartAfter > 0 restarts on fresh
/// random inputs after that many iterations without new coverage. With
/// ReturnEdges, static paths may also return from calls (see Cfcg).
std::unique_ptr<Strategy>
createCfgStrategy(SearchContext &C, unsigned RestartAfter, bool ReturnEdges);

/// SAGE-style generational search: every path is expanded by solving each
/// of its branches after its bound; children are run and queued by the
/// number of branches they covered first, the best expanded next.
std::unique_ptr<Strategy> createGenerationalStrategy(SearchContext &C);

/// A portfolio of generational, cfg and random-branch on one coverage map:
/// the active one keeps the turn while it covers new branches and hands it
/// on after a stall (a patience that doubles when a whole round stalls).
std::unique_ptr<Strategy>
createHybridStrategy(SearchContext &C, unsigned RestartAfter, bool ReturnEdges);

} // namespace forage

#endif
