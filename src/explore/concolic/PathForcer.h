//===- PathForcer.h - the current path, and forcing one of its branches -*- C++
//-*-===//
//
// The state the random strategies of seed 001 (section 3) share: the
// current execution path p with its input, and the step "force p_j": solve
// the prefix p_0..p_{j-1} with an alternative of p_j, run, and make the
// result the current path if it followed.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXPLORE_CONCOLIC_PATHFORCER_H
#define FORAGE_EXPLORE_CONCOLIC_PATHFORCER_H

#include "explore/concolic/Strategy.h"

#include <vector>

namespace forage {

class PathForcer {
public:
  explicit PathForcer(SearchContext &C) : C(C) {}

  /// Shows a finished run. It becomes the current path when it is the first
  /// run, a restart, or a forced run that followed; returns true then.
  bool update(const State &S, const Assignment &Model);
  /// An input that takes an alternative of entry J (one at random if it has
  /// several), or nullopt if the solver finds none.
  std::optional<Assignment> force(size_t J);
  /// Positions of the current path that have an alternative.
  std::vector<size_t> forcible() const;
  /// Random values for every input seen so far; the next run starts over.
  Assignment restart();
  size_t size() const { return Path.size(); }
  /// The branch edges of the current path, as "id,id,..." (a path's name).
  std::string signature() const;

private:
  SearchContext &C;
  std::vector<PathEntry> Path;
  Assignment Model;
  bool Pending = false;
  size_t PendingIndex = 0;
  Alternative PendingAlt{nullptr, 0};
};

/// Base of the strategies that walk one current path and force its
/// branches (they never prove the path space exhausted).
class ForcingStrategy : public Strategy {
public:
  explicit ForcingStrategy(SearchContext &C) : C(C), Forcer(C) {}
  void update(const State &S, const Assignment &Model) override {
    Forcer.update(S, Model);
  }
  bool complete() const override { return false; }

protected:
  SearchContext &C;
  PathForcer Forcer;
};

} // namespace forage

#endif
