//===- HoudiniHints.h - candidates a program suggests ------*- C++ -*-===//
//
// Houdini's full candidate set (every ordering x <= y, every small
// constant on every argument) grows with the square of a relation's
// arguments and with their number: the drivers' relations carry every
// global twice (at the function's entry and now), 40 to 50 integers, and
// thousands of relations; the full set is far above the limit. These
// hints keep what the program itself relates: two arguments are ordered
// only if they stand for the same value (a global at entry and now) or
// for values the program compares (s == NP), assigns to one another
// (s = SKIP1), joins at a phi or passes as a call's argument; an argument
// is bounded by the constants its value is compared with or assigned.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_CHC_HOUDINIHINTS_H
#define FORAGE_CHC_HOUDINIHINTS_H

#include "chc/HornEncoder.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace forage {

struct HoudiniHints {
  /// Per relation (by AST id): each argument's value (-1: none), an index
  /// into the names the hints know.
  std::map<unsigned, std::vector<int>> ValueOf;
  std::set<std::pair<int, int>> Related; ///< Both orders.
  std::map<int, std::set<int64_t>> Constants;
  /// Per relation (by AST id): each argument's tracked object's element
  /// size in bytes and its number of elements (0 if not an array of a
  /// known object, or a variable-length one's count).
  std::map<unsigned, std::vector<std::pair<unsigned, uint64_t>>> Arrays;
  bool related(int A, int B) const {
    return A >= 0 && B >= 0 && (A == B || Related.count({A, B}));
  }
};

/// The hints for Enc's relations, from the functions it encodes.
HoudiniHints houdiniHints(const Cfa &C, const HornEncoder &Enc);

} // namespace forage

#endif
