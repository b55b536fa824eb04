//===- DefaultPortfolio.cpp - `forage run`'s default: every technique -----===//
#include "portfolio/DefaultPortfolio.h"
#include "portfolio/ClimbTechnique.h"
#include "portfolio/ConcolicTechnique.h"
#include "portfolio/ModelCheckTechnique.h"
#include "portfolio/SampleTechnique.h"
#include "portfolio/SpacerTechnique.h"
#include "portfolio/SymbolicTechnique.h"

#include <algorithm>

using namespace forage;

InterpreterOptions
forage::secondaryInterpreterOptions(const InterpreterOptions &IO) {
  InterpreterOptions Secondary = IO;
  Secondary.Fork = false;
  if (Secondary.Arch32) {
    // Below 4 GB: the first interpreter takes 576 MB (64 static, 512
    // heap), and up to five more 64 MB static + 32 MB heap each.
    Secondary.HeapBytes = 32ull << 20;
    Secondary.MaxAllocation =
        std::min<uint64_t>(Secondary.MaxAllocation, 16ull << 20);
  }
  return Secondary;
}

void forage::runDefaultPortfolio(
    Session &S, const DefaultPortfolioOptions &O,
    const std::function<void(PortfolioResult &)> &Report) {
  Portfolio P(S, O.Schedule);
  std::unique_ptr<ConcolicTechnique> Concolic;
  std::unique_ptr<ClimbTechnique> Climb;
  std::unique_ptr<ModelCheckTechnique> Mc;
  std::unique_ptr<ReachTechnique> Reach;
  std::unique_ptr<SampleTechnique> Sample;
  std::unique_ptr<SymbolicTechnique> Symbolic;
  // The concolic search runs the model checker's tests, so it exists
  // whenever the model checker does.
  if (O.UseConcolic || O.UseModelChecker)
    Concolic =
        std::make_unique<ConcolicTechnique>(S, O.Interp, O.Solver, O.Concolic);
  if (Concolic)
    Concolic->driver().Progress = O.Progress;
  if (O.UseConcolic)
    P.add(*Concolic);
  InterpreterOptions Secondary = secondaryInterpreterOptions(O.Interp);
  if (O.UseClimb) {
    Climb = std::make_unique<ClimbTechnique>(S, Secondary);
    P.add(*Climb);
  }
  if (O.UseModelChecker) {
    Mc = std::make_unique<ModelCheckTechnique>(S, *Concolic, O.Crabs);
    P.add(*Mc);
  }
  if (O.UseReach && O.ExistingReach) {
    P.add(*O.ExistingReach);
  } else if (O.UseReach && !(O.Reach.AimAtBranches == false &&
                             S.goals().errorCalls().empty())) {
    InterpreterOptions IO = Secondary;
    ReachTechnique::Options RO = O.Reach;
    // A target's first attempt takes a full turn; each later one twice the
    // one before.
    RO.FirstSlice = O.Schedule.QuantumSeconds;
    Reach = std::make_unique<ReachTechnique>(S, IO, RO);
    P.add(*Reach);
  }
  if (O.UseSymbolic) {
    InterpreterOptions IO = Secondary;
    IO.Fork = true;
    // A forking state keeps every object it allocates (no address is
    // reused) and runs until it forks: the instruction limit stays fixed.
    // Scaled, one state of jq's 280 M-instruction start-up ran a 55 s turn
    // and took the process to --max-memory, which ended the run.
    IO.ScaleInstructionLimit = false;
    SymbolicOptions SymO = O.Symbolic;
    if (SymO.Search.empty())
      SymO.Search = {"random-path", "nurs:covnew"}; // KLEE's default
    SymO.Seed = S.options().Seed + 3;
    SymO.StopOnError = S.options().StopOnError;
    // Its live states may take two fifths of --max-memory; the rest is the
    // other techniques' (the concolic search stops at nine tenths).
    if (!SymO.MaxMemoryMB)
      SymO.MaxMemoryMB = S.options().MaxMemoryMB * 2 / 5;
    // And at most as many as a run needs to pick from: past that, states
    // cost memory and forks, and the searcher cannot run them all anyway.
    if (!SymO.MaxStates)
      SymO.MaxStates = 10000;
    Symbolic = std::make_unique<SymbolicTechnique>(S, IO, O.Solver, SymO);
    P.add(*Symbolic);
  }
  // Spacer after the cheaper techniques: one turn asks every open goal.
  auto Spacer = SpacerTechnique::addTo(P, S, Concolic.get(), O.UseModelChecker);
  // The model checker's turns after Spacer's take the atoms of its
  // invariants as predicates (issue 24, deliverable 4).
  if (Spacer && Mc && O.InvariantAtoms != "none") {
    Spacer->keepAtoms(O.InvariantAtoms == "all");
    Mc->seedFrom(&Spacer->atoms());
  }
  if (O.UseSample && !S.environmentSymbolic()) {
    InterpreterOptions IO = Secondary;
    Sample = std::make_unique<SampleTechnique>(S, IO, O.Sample);
    P.add(*Sample);
  }

  PortfolioResult R;
  R.Summary.StopReason = P.run();
  if (Concolic) {
    R.Summary.add(Concolic->driver().summary());
    R.Summary.Exhausted = Concolic->driver().summary().Exhausted;
    R.Exec = Concolic->interpreter().stats();
    R.Solver = Concolic->solverStats();
  }
  if (Climb)
    R.Summary.add(Climb->summary());
  if (Reach)
    R.Summary.add(Reach->summary());
  else if (O.UseReach && O.ExistingReach)
    R.Summary.add(O.ExistingReach->summary());
  if (Sample)
    R.Summary.add(Sample->summary());
  if (Symbolic)
    R.Summary.add(Symbolic->summary());
  if (Mc) {
    R.Proofs = Mc->result().Proofs;
    R.Model = &Mc->cfa();
  }
  for (Technique *T : std::initializer_list<Technique *>{
           Concolic.get(), Climb.get(), Mc.get(),
           Reach ? Reach.get() : (O.UseReach ? O.ExistingReach : nullptr),
           Symbolic.get(), Spacer.get(), Sample.get()})
    if (T && (T != Concolic.get() || O.UseConcolic))
      R.Techniques.push_back(T->name());
  R.Summary.Tests = S.goals().numTests();
  R.Summary.Covered = S.goals().coverage().numCovered();
  R.Summary.Goals = S.goals().coverage().numGoals();
  R.Summary.Seconds = S.elapsed();
  R.Report = P.report();
  Report(R);
}
