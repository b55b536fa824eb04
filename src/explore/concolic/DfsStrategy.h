//===- DfsStrategy.h - depth-first and bounded depth-first search -*- C++
//-*-===//
#ifndef FORAGE_EXPLORE_CONCOLIC_DFSSTRATEGY_H
#define FORAGE_EXPLORE_CONCOLIC_DFSSTRATEGY_H

#include "explore/concolic/Strategy.h"

#include <memory>

namespace forage {

/// Concolic depth-first search (DART's stack of branches): force the deepest
/// alternative not yet tried. With Depth > 0 it is seed 001's BoundedDFS
/// (section 2.4): an alternative is only forced when fewer than Depth
/// entries above it were themselves forced; when that bound has cut the
/// search it restarts from fresh random inputs.
std::unique_ptr<Strategy> createDfsStrategy(SearchContext &C, unsigned Depth);

/// BoundedDFS in CREST's own order (BoundedDepthFirstSearch): force the
/// branches of the path top first, recursing into each forced run that
/// follows its prefix with one forcing less; at most Depth forcings succeed
/// per level (so at most 2^Depth paths), then the search ends.
std::unique_ptr<Strategy> createCrestDfsStrategy(SearchContext &C,
                                                 unsigned Depth);

} // namespace forage

#endif
