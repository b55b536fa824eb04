//===- ModelCheckTechnique.cpp - Crabs' model checker as a component ------===//
#include "portfolio/ModelCheckTechnique.h"

#include <algorithm>

using namespace forage;

ModelCheckTechnique::ModelCheckTechnique(Session &S, ConcolicTechnique &Search,
                                         const CrabsOptions &O)
    : S(S), Search(Search) {
  Interpreter &Interp = Search.interpreter();
  C = std::make_unique<Cfa>(Interp.module(), Interp.model(), Interp.program());
  double Budget = S.options().TimeBudget > 0 ? S.remaining() : 0;
  Crabs = std::make_unique<CrabsDriver>(Search.driver(), *C, O, Budget);
  Crabs->guideSearch();
}

ModelCheckTechnique::~ModelCheckTechnique() = default;

void ModelCheckTechnique::turn(const Turn &T) {
  if (!Crabs->anyPending()) {
    Done = Exhausted = true;
    return;
  }
  if (Seeds && Seeds->size() > SeedsTaken) {
    std::vector<InvariantAtom> New(Seeds->begin() + SeedsTaken, Seeds->end());
    SeedsTaken = Seeds->size();
    // New predicates make a new ARG: not settled any more.
    if (Crabs->seed(New)) {
      Done = false;
      IdleTurns = 0;
    }
  }
  // A phase refines for the turn and may overrun it to complete its ARG
  // (only a complete ARG proves anything), by as much again, at most a
  // tenth of what is left of --time, and at least OverrunFloor without
  // one. The floor starts at 1.25 s and doubles, up to 10 s, after each
  // phase cut with its ARG incomplete: a big program's ARG (a real program
  // under --sym-*: lua, grep, find; 2 000-3 000 nodes, no goal checked)
  // took a 10 s first phase that settled nothing, 8 % of a 120 s run,
  // while a small one completes its ARG within the first floor; a program
  // in between pays at most twice the phase it needs (doubling).
  // Without --time the same in steps (QuantumSteps to a quantum, at least
  // two quanta of overrun), so that a phase ends at the same point on any
  // machine.
  size_t Covered = S.goals().coverage().numCovered();
  size_t Proofs = Crabs->result().Proofs.size();
  if (T.Work) {
    Crabs->modelCheckTurn(1e18, 1e18, T.Work,
                          std::max<uint64_t>(T.Work, 2 * QuantumSteps));
  } else {
    double Left = S.remaining();
    double Slice = std::min({T.Seconds, Left, 1e9});
    double Overrun =
        std::min(std::max(Slice, std::min(OverrunFloor, Left / 10)), Left);
    Crabs->modelCheckTurn(Slice, Overrun);
  }
  const CrabsResult &R = Crabs->result();
  const llvm::json::Object *Last =
      R.PhaseStats.empty() ? nullptr : R.PhaseStats.back().getAsObject();
  // A phase cut before its floor reached 10 s is not yet an idle turn: the
  // next, longer one may complete the ARG.
  bool CutShort = false;
  if (!T.Work &&
      !(Last && Last->getBoolean("arg_complete").getValueOr(false)) &&
      OverrunFloor < 10.0) {
    OverrunFloor = std::min(2 * OverrunFloor, 10.0);
    CutShort = true;
  }
  // Progress is a goal settled: a complete ARG that proves nothing new is
  // the same ARG next time.
  bool Progress =
      R.Proofs.size() != Proofs || S.goals().coverage().numCovered() != Covered;
  for (; Reported < R.Proofs.size(); ++Reported)
    S.goals().branchProved(R.Proofs[Reported].Goal,
                           R.Proofs[Reported].Invariant);
  // Settled: the next phase, with the same predicates and goals, would
  // build the same ARG. Two idle turns in a row end it too.
  IdleTurns = Progress ? 0 : IdleTurns + !CutShort;
  // A phase that checked no goal (the search had not yet taken the
  // branches that lead to them) settles nothing: the next one, after more
  // of the search, may check and refine (crabs/unreach: a first phase of
  // 0.09 s with no goal check ended the model checker, and the dead branch
  // it proves alone in two refinements stayed open).
  bool Checked = Last && Last->getInteger("goal_checks").getValueOr(0) > 0;
  Exhausted = !Crabs->anyPending();
  Done = !Crabs->anyPending() || (R.LastArgSettled && !Progress && Checked) ||
         IdleTurns >= 2;
}

void ModelCheckTechnique::report(llvm::json::Object &Out) const {
  const CrabsResult &R = Crabs->result();
  Out["proved_unreachable"] = static_cast<int64_t>(R.Proofs.size());
  Out["mc_tests"] = static_cast<int64_t>(R.McTests);
  Out["mc_tests_reproduced"] = static_cast<int64_t>(R.McTestsReproduced);
  Out["phases"] = llvm::json::Array(R.PhaseStats);
  Out["flips_refuted_by_monitor"] =
      static_cast<int64_t>(R.Guidance.FlipsRefuted);
  Out["flips_pruned_dead"] = static_cast<int64_t>(R.Guidance.FlipsDead);
  Out["seed_atoms"] = static_cast<int64_t>(R.SeedAtoms);
  Out["seeded_predicates"] = static_cast<int64_t>(R.SeededPredicates);
}
