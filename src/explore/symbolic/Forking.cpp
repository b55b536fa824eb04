//===- Forking.cpp - the decisions a paused state waits on ----------------===//
//
// Seed 004, Algorithm 1, line "fork": a state pauses before an instruction
// that decides on a symbolic value. Its model already satisfies the way it
// goes, so the solver is asked only about the other ways; each feasible one
// becomes a child that shares the parent's memory image and path, and gets
// the solver's model (its concrete values are derived from it lazily). A
// symbolic address is resolved to each object it may point to, one child
// per object (or per address, for stores and large objects), at most
// --max-resolutions of them; the first address outside every object ends
// the enumeration with a state that reports the bug.
//
//===----------------------------------------------------------------------===//
#include "exec/Alternatives.h"
#include "explore/symbolic/SymbolicDriver.h"
#include "expr/Bits.h"
#include "expr/ExprContext.h"
#include "expr/Range.h"

using namespace forage;

std::optional<Assignment> SymbolicDriver::solveFor(SymState &St, ExprRef Cond) {
  if (Cond->isFalse())
    return std::nullopt;
  llvm::ArrayRef<ExprRef> C = constraintsOf(St, Cond);
  Assignment M = St.S.Model;
  SolverResult R = Solve.solve(C, M);
  // The query's cost in units that do not depend on the machine's speed
  // (docs/determinism.md): 1e-4 per constraint asked, and 0.1 more for an
  // unknown answer, which spent its whole resource limit. nurs:qc's
  // threshold of 0.1 is then a query of 1000 constraints, or one unknown.
  St.QueryCost += 1e-4 * static_cast<double>(C.size()) +
                  (R == SolverResult::Unknown ? 0.1 : 0.0);
  if (R == SolverResult::Unknown)
    ++UnknownForks;
  if (R != SolverResult::Sat)
    return std::nullopt;
  return M;
}

SymState &SymbolicDriver::fork(SymState &Parent, Assignment Model) {
  // The parent's memory is in place; its image becomes the shared one.
  if (!ImageFresh) {
    Interp.suspend(Parent.S, Parent.Image);
    ImageFresh = true;
  }
  SymState &C = *newState();
  // Copy the state; of the register file only the frames' own registers,
  // packed (the child runs later, and gets its constants back then).
  std::vector<Value> Regs = std::move(Parent.S.Regs);
  C.S = Parent.S;
  Parent.S.Regs = std::move(Regs);
  C.Saved.copyFrom(Parent.S);
  C.S.Model = std::move(Model);
  C.Image = Parent.Image;
  C.Path = Parent.Path;
  C.Depth = ++Parent.Depth;
  C.InstsSinceCovNew = Parent.InstsSinceCovNew;
  C.QueryCost = Parent.QueryCost;
  C.LastBranch = Parent.LastBranch;
  C.NeedsReevaluation = true;
  C.S.Decided = true;
  Tree->split(Parent, C);
  Added.push_back(&C);
  ++Forks;
  return C;
}

void SymbolicDriver::decide(SymState &St) {
  ImageFresh = false;
  switch (St.S.Fork.K) {
  case ForkPoint::Branch:
    forkBranch(St);
    break;
  case ForkPoint::Switch:
    forkSwitch(St);
    break;
  case ForkPoint::Resolve:
    forkResolve(St);
    break;
  case ForkPoint::Assume:
    return solveAssume(St);
  case ForkPoint::Check: {
    // As KLEE: a child for the other outcome; the failing one ends in the
    // bug, the other goes on.
    ExprContext &Ctx = Interp.context();
    ExprRef Fails = St.S.Fork.Value;
    bool Failing = evaluate(Fails, St.S.Model) & 1;
    if (auto M = solveFor(St, Failing ? Ctx.negate(Fails) : Fails))
      fork(St, std::move(*M));
    break;
  }
  case ForkPoint::None:
    break;
  }
  St.S.Decided = true;
}

void SymbolicDriver::forkBranch(SymState &St) {
  ExprContext &Ctx = Interp.context();
  ExprRef C = St.S.Fork.Value;
  bool Taken = evaluate(C, St.S.Model) & 1;
  uint32_t Id = St.S.Fork.BranchId;
  if (auto M = solveFor(St, Taken ? Ctx.negate(C) : C))
    fork(St, std::move(*M)).LastBranch = Id + (Taken ? 1 : 0);
  St.LastBranch = Id + (Taken ? 0 : 1);
}

void SymbolicDriver::forkSwitch(SymState &St) {
  const DecodedProgram &P = Interp.program();
  const SwitchTable &T = P.Switches[St.S.Fork.Table];
  ExprRef V = St.S.Fork.Value;
  u128 C = bits::trunc(evaluate(V, St.S.Model), T.Width);
  uint32_t Successor = 0;
  for (uint32_t K = 0; K < T.Cases.size(); ++K)
    if (T.Cases[K].first == C) {
      Successor = K + 1;
      break;
    }
  PathEntry E{PathEntry::Switch, nullptr};
  E.BranchId = T.FirstBranch + Successor;
  E.SwitchIndex = St.S.Fork.Table;
  E.SwitchValue = V;
  llvm::SmallVector<Alternative, 8> Alts;
  alternativesOf(E, P, Interp.context(), Alts);
  // One query for all the other ways at once, then for those its model did
  // not take: a query per feasible way and one more, not one per case. A
  // switch on a character that earlier branches pinned (a lexer's) has
  // dozens of cases and few feasible: on units, 4 709 of 4 711 case
  // queries were unsat.
  ExprContext &Ctx = Interp.context();
  while (!Alts.empty()) {
    ExprRef Any = Ctx.boolean(false);
    for (const Alternative &A : Alts)
      Any = Ctx.orE(Any, A.Cond);
    std::optional<Assignment> M = solveFor(St, Any);
    if (!M)
      break;
    auto Taken = llvm::find_if(
        Alts, [&](const Alternative &A) { return evaluate(A.Cond, *M) & 1; });
    if (Taken == Alts.end())
      break; // cannot be: the model satisfies the disjunction
    fork(St, std::move(*M)).LastBranch = Taken->BranchId;
    Alts.erase(Taken);
  }
  St.LastBranch = E.BranchId;
}

void SymbolicDriver::forkResolve(SymState &St) {
  ExprContext &Ctx = Interp.context();
  unsigned W = Interp.program().pointerBits();
  ExprRef Ptr = St.S.Fork.Value;
  uint64_t Size = St.S.Fork.AccessSize;
  ExprRef Outside = Ctx.boolean(true);
  Assignment M = St.S.Model;
  for (uint32_t K = 0;; ++K) {
    uint64_t A = static_cast<uint64_t>(bits::trunc(evaluate(Ptr, M), W));
    if (K > 0)
      fork(St, M);
    // The region this resolution stands for: the whole object when a load
    // reads it through an array term, else the one address.
    uint64_t Base = 0, ObjSize = 0;
    bool Valid =
        Interp.objectAt(A, Base, ObjSize) && A - Base + Size <= ObjSize;
    // An address outside every object: that state reports the bug, and
    // stands for the rest of the address space (KLEE's unbound case).
    if (!Valid)
      return;
    ExprRef In;
    ExprRef Off = Ctx.sub(Ptr, Ctx.constant(W, Base));
    if (!St.S.Fork.Write && ObjSize <= Interp.options().MaxSymbolicArray)
      // An offset bounded by its structure (a masked table index) cannot
      // leave the object: no query for "anywhere else?".
      In = unsignedMax(Off) <= ObjSize - Size
               ? Ctx.boolean(true)
               : Ctx.ule(Off, Ctx.constant(W, ObjSize - Size));
    else
      In = Ctx.eq(Ptr, Ctx.constant(W, A));
    Outside = Ctx.andE(Outside, Ctx.negate(In));
    std::optional<Assignment> Next = solveFor(St, Outside);
    if (!Next)
      return;
    if (K + 1 >= Opts.MaxResolutions) {
      ++ResolutionsCut;
      return;
    }
    M = std::move(*Next);
  }
}

void SymbolicDriver::solveAssume(SymState &St) {
  std::optional<Assignment> M = solveFor(St, St.S.Fork.Value);
  if (!M) {
    St.S.End.K = Termination::Infeasible;
    return terminate(St);
  }
  St.S.Model = std::move(*M);
  Interp.reevaluate(St.S, true, false);
  St.S.Decided = true;
}
