//===- Searcher.h - which live state runs next ------------------*- C++ -*-===//
//
// Seed 004, section 2 (and KLEE's Searcher.cpp): a searcher picks the next
// state to run among the live ones. The driver tells it which states were
// added and removed after each step; select() must then return a live one.
// Searchers are combinable: `--search A --search B` interleaves them round
// robin, each one seeing every state.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXPLORE_SYMBOLIC_SEARCHER_H
#define FORAGE_EXPLORE_SYMBOLIC_SEARCHER_H

#include "explore/symbolic/SymState.h"

#include "llvm/ADT/ArrayRef.h"

#include <functional>
#include <memory>
#include <random>
#include <string>
#include <vector>

namespace forage {

class ProcessTree;

/// The figures NURS weights need that live outside the state (the driver
/// provides them; each is cheap to call).
struct SearchInfo {
  std::mt19937_64 *Rng = nullptr;
  ProcessTree *Tree = nullptr;
  /// Times the basic block the state is paused in has been executed, over
  /// all states (KLEE's per-instruction count; a paused state is always at
  /// the end of a block, so the two agree).
  std::function<uint64_t(const SymState &)> InstCount;
  /// Instructions executed in the state's current function, over all
  /// states (KLEE's call-path instruction count, by function).
  std::function<uint64_t(const SymState &)> CallPathInstCount;
  /// Least number of branches from the state's position to an uncovered
  /// branch; 0 if none is reachable.
  std::function<uint64_t(const SymState &)> MinDistToUncovered;
};

class Searcher {
public:
  virtual ~Searcher();
  /// A live state to run next; only called when !empty().
  virtual SymState &select() = 0;
  /// Current (may be null) was run; Added were created, Removed terminated
  /// (Removed may include Current).
  virtual void update(SymState *Current, llvm::ArrayRef<SymState *> Added,
                      llvm::ArrayRef<SymState *> Removed) = 0;
  virtual bool empty() const = 0;
};

/// Every --search name, KLEE's default pair first.
extern const char *const SearcherNames[10];
bool isSearcherName(const std::string &Name);

/// A searcher for one name; several names are interleaved round robin.
/// Names must be valid (isSearcherName).
std::unique_ptr<Searcher> createSearcher(const std::vector<std::string> &Names,
                                         const SearchInfo &Info);

} // namespace forage

#endif
