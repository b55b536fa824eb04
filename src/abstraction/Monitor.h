//===- Monitor.h - the ARG as an automaton over branch edges ----*- C++ -*-===//
//
// Seed 003, section 4 (MonitorFromARG) and spec 5: the finished ARG as a
// deterministic automaton. Its states are the uncovered ARG nodes that
// decide a branch; between two decisions the ARG path is deterministic
// (jumps, calls, returns), so a state moves on the branch ids an execution
// takes (State::Trace), covered nodes folded into their coverers. An
// indirect call's node (one child per function it may run) is a state
// too: the union of its targets' first decisions, which lie in different
// functions and so have different branch ids (otherwise it is Top). Edges
// the abstraction refutes are missing. live/dist (spec 5, [F]) say whether
// and how soon a pending goal can still be taken from a state.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_ABSTRACTION_MONITOR_H
#define FORAGE_ABSTRACTION_MONITOR_H

#include "abstraction/Arg.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <cstdint>
#include <vector>

namespace forage {

class Monitor {
public:
  /// Accepts every continuation (an unexpanded node of an incomplete ARG,
  /// or tracking lost); prunes nothing.
  static constexpr uint32_t Top = ~0u;
  /// No further branch is possible from here.
  static constexpr uint32_t End = ~0u - 1;
  static constexpr uint32_t Unreachable = ~0u;

  struct Move {
    uint32_t Target; ///< A state, Top or End.
    /// Trace entries deeper than this (a summarised call's) are skipped
    /// on the way to Target; 0 if none.
    uint32_t SkipDeeper;
    bool PassesSummary; ///< Unanalysed code runs on the way: may be live.
  };

  explicit Monitor(const Arg &A);

  uint32_t initial() const { return Initial.Target; }
  const Move &initialMove() const { return Initial; }
  size_t numStates() const { return States.size(); }
  /// Interpreter call depth of the branches state S decides.
  uint32_t depthOf(uint32_t S) const { return States[S].Depth; }
  /// The move of state S on branch id B; null if the ARG refutes it.
  const Move *step(uint32_t S, uint32_t B) const;

  /// Recomputes live and dist for the goals with Pending(id).
  void setGoals(llvm::function_ref<bool(uint32_t)> Pending);
  /// True iff a pending goal may be taken from S (Top: always).
  bool live(uint32_t S) const;
  /// Fewest branch edges from S to a pending goal edge (1 if it is an
  /// out-edge of S); Unreachable if not live.
  uint32_t dist(uint32_t S) const;
  /// Whether moving along M keeps a pending goal possible.
  bool live(const Move &M) const { return M.PassesSummary || live(M.Target); }

private:
  struct StateInfo {
    uint32_t Node;
    uint32_t Depth;
    llvm::SmallVector<std::pair<uint32_t, Move>, 2> Out; ///< (branch, move)
    /// A dispatch: the decision states whose moves Out unites.
    llvm::SmallVector<uint32_t, 2> Parts;
    bool Wild = false; ///< A dispatch whose targets cannot be told apart.
  };
  Move resolve(const Arg &A, uint32_t Node,
               llvm::DenseMap<uint32_t, uint32_t> &StateOf);
  /// The move into indirect-call node N's dispatch state (Top if the
  /// targets' first decisions cannot be told apart).
  Move dispatch(const Arg &A, uint32_t N,
                llvm::DenseMap<uint32_t, uint32_t> &StateOf);
  llvm::DenseSet<uint32_t> Dispatching; ///< Nodes being resolved.

  std::vector<StateInfo> States;
  Move Initial{Top, 0, false};
  std::vector<uint32_t> Dist;
};

/// Follows an execution's branch trace through a product of monitors
/// (spec 6.2): the state vector before each branch, and divergences.
class MonitorTracker {
public:
  explicit MonitorTracker(const std::vector<const Monitor *> &Ms)
      : Monitors(Ms) {}
  /// Resets every monitor to its initial state.
  void reset();
  /// Advances every monitor on a branch taken at interpreter call depth
  /// Depth. Returns false if some monitor diverged (it is now Top).
  bool onBranch(uint32_t BranchId, uint32_t Depth);
  /// The states before the last branch (Top where a monitor was not
  /// tracking it: lost, or inside a summarised call).
  const std::vector<uint32_t> &before() const { return Before; }
  const std::vector<const Monitor *> &monitors() const { return Monitors; }

private:
  std::vector<const Monitor *> Monitors;
  std::vector<uint32_t> Current;
  std::vector<uint32_t> Skip;
  std::vector<uint32_t> Before;
};

} // namespace forage

#endif
