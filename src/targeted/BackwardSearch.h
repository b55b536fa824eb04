//===- BackwardSearch.h - Phase I: depth-first backward search --*- C++ -*-===//
//
// Dinges' thesis, Algorithms 4.1-4.3 (spec sections 4.3-4.8): from the
// target, walk the CFG and the call graph against the arrows, collecting
// the path condition; skip what Z3 cannot decide; jump over loops with loop
// methods; hand every path that reaches the entry to the concrete phase.
// Closure bookkeeping (section 7) decides whether an exhausted search
// proves the target unreachable.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_TARGETED_BACKWARDSEARCH_H
#define FORAGE_TARGETED_BACKWARDSEARCH_H

#include "solver/IncrementalSolver.h"
#include "targeted/BackwardSemantics.h"
#include "targeted/BackwardState.h"
#include "targeted/Target.h"

#include <functional>
#include <map>
#include <set>
#include <string>

namespace forage {

struct BackwardOptions {
  unsigned Unroll = 2; ///< L: traversals of one edge on one path.
  /// When loop-method choices are offered (spec 4.8 and 14.6/14.8).
  enum LoopPolicy : uint8_t {
    Off,      ///< Never: loops are only unrolled.
    Path,     ///< At every arrival at an exit, before unrolling.
    Once,     ///< The thesis' literal rule: first arrival in the search.
    Fallback, ///< Chapter 3's order: only once the exit edge is cut at L.
  } Loops = Path;
  uint64_t Deadline = 0;    ///< steady_clock nanoseconds; 0 = none.
  uint64_t MaxSegments = 0; ///< 0 = none.
  uint64_t Seed = 0;        ///< Non-zero: shuffle choice lists.
  /// The search stops (as at the deadline) once the process holds 90 % of
  /// this many bytes; 0 = no cap.
  uint64_t MaxMemoryBytes = 0;
};

/// Figures of section 10, accumulated over the rounds of one target.
struct BackwardStats {
  uint64_t Segments = 0, Steps = 0, Queries = 0, Sat = 0, Unsat = 0,
           Unknown = 0, Timeouts = 0, Skipped = 0, Cuts = 0, LoopMethods = 0,
           Traces = 0, BudgetStops = 0, UnresolvedCallers = 0, MemoryStops = 0;
  /// Where paths were refuted ("file:line" -> leaves), for explanations.
  std::map<std::string, uint64_t> Refutations;
};

enum class SearchResult { Found, Closed, Open };

class BackwardSearch {
public:
  BackwardSearch(ProgramFacts &Facts, ExprContext &Ctx, IncrementalSolver &Z3,
                 const llvm::Function &Entry, const BackwardOptions &O,
                 BackwardStats &Stats);

  /// The concrete phase: true iff it found (and validated) inputs for the
  /// path of S, which stands at the entry with P satisfiable.
  std::function<bool(const BackwardState &)> OnEntry;

  /// Searches backwards from Start (processed) in T; Closed means no input
  /// reaches Start.
  SearchResult run(const ReachTarget &T, const llvm::Instruction *Start);
  /// True iff the last run cut an edge at the bound L.
  bool cutHappened() const { return Cut; }

private:
  struct Choice {
    enum Kind : uint8_t { Edge, LoopMethod, Return, Caller } K;
    const llvm::BasicBlock *From = nullptr;
    const llvm::Loop *Loop = nullptr;
    const llvm::Instruction *Ret = nullptr;
    const llvm::CallBase *Site = nullptr;
  };
  enum class Step { Continue, Refuted, Branch, AtEntry };

  SearchResult search(BackwardState &S);
  Step expand(BackwardState &S, std::vector<Choice> &C,
              std::vector<const llvm::BasicBlock *> &CutFrom, bool &NodeOpen);
  bool apply(BackwardState &S, const Choice &C);
  SearchResult atEntry(BackwardState &S);
  bool processInstruction(BackwardState &S, const llvm::Instruction &I);
  bool applyEdge(BackwardState &S, const llvm::BasicBlock *From,
                 const llvm::BasicBlock *To, bool Count);
  bool applyLoopMethod(BackwardState &S, const Choice &C);
  void bindArguments(BackwardState &S, const BackwardFrame &Callee,
                     const llvm::CallBase &Site);
  void loopMethodChoices(BackwardState &S, const llvm::BasicBlock *From,
                         std::vector<Choice> &C);
  bool loopEligible(const llvm::Loop &L);

  // Terms and bindings.
  ExprRef fresh(unsigned W);
  ExprRef lookup(BackwardState &S, const llvm::Value *V);
  ExprRef take(BackwardState &S, const llvm::Value *V);
  void bindOrEqual(BackwardState &S, const llvm::Value *V, ExprRef Sym);
  void define(BackwardState &S, ExprRef Sym, ExprRef Term);
  bool condition(BackwardState &S, ExprRef C, const llvm::Instruction *At);
  /// Decides P: asserts P[Unchecked..] in a new solver scope (the solver
  /// holds exactly P[0..Unchecked) of the state being searched). With
  /// WantModel, also refreshes S.Model (for the concrete phase).
  bool check(BackwardState &S, bool WantModel = false);
  void observe(BackwardState &S, ExprRef Sym, Observation::Kind K,
               const llvm::Value *V, const llvm::BasicBlock *Arrival);
  void advance(BackwardState &S, const llvm::Instruction *Processed);
  void refuted(const llvm::Instruction *At, const char *Why = nullptr);
  bool outOfBudget() const;
  mutable uint64_t LastMemoryCheck = 0; ///< steady_clock nanoseconds.
  mutable bool OverMemory = false;

  ProgramFacts &Facts;
  ExprContext &Ctx;
  IncrementalSolver &Z3;
  const llvm::Function &Entry;
  BackwardOptions Opts;
  BackwardStats &Stats;
  uint32_t NextVar = 0;
  bool Cut = false;
  uint64_t Rng;
  std::map<const llvm::Loop *, bool> Eligible;
  std::set<const llvm::Loop *> Offered; ///< For LoopPolicy::Once.
};

} // namespace forage

#endif
