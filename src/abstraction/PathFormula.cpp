//===- PathFormula.cpp - a tree path of the ARG as one SSA formula --------===//
#include "abstraction/PathFormula.h"
#include "solver/Z3Params.h"

#include <optional>

using namespace forage;

PathFormula::PathFormula(TransitionEncoder &Enc,
                         const std::vector<std::pair<Position, CfaEdge>> &Edges)
    : Enc(Enc) {
  const Cfa &C = Enc.cfa();
  std::vector<Env> Frames(1);
  std::vector<const llvm::CallBase *> Sites;
  Env Globals; // tracked globals' contents, shared by every frame
  Enc.Globals = &Globals;
  // Every tracked global holds its initial value from the first step on,
  // so that a refinement can name it at every position of the path (a
  // definition at its first read would stop the weakest precondition
  // there, short of the positions that must keep it).
  Step Init;
  for (const llvm::GlobalVariable *G : C.trackedGlobals()) {
    if (const llvm::Constant *K = C.initialValue(G))
      Enc.define(G, Enc.value(K, Globals, Init), Globals, Init);
    else
      Globals.insert_or_assign(G, Enc.fresh(C.stateWidth(G), Init));
  }
  for (const auto &[P, E] : Edges) {
    PathStep PS;
    PS.From = P;
    for (const Env *Vals : {&Frames.back(), &Globals})
      for (const auto &[V, X] : *Vals)
        if (X.is_const())
          PS.TopAtFrom.insert({X.id(), V});
    Step &S = PS.S;
    Env &Top = Frames.back();
    // A value the path has not defined yet (main's arguments): any value.
    // A global not yet written holds its initial value.
    Enc.Pre = [&](const llvm::Value *V) {
      if (auto *G = llvm::dyn_cast<llvm::GlobalVariable>(V))
        if (const llvm::Constant *K = C.initialValue(G))
          return Enc.define(G, Enc.value(K, Globals, S), Globals, S);
      return Enc.fresh(C.stateWidth(V), S);
    };
    Enc.body(P, E.End, Top, S);
    auto *Call = llvm::dyn_cast<llvm::CallBase>(E.End);
    switch (E.K) {
    case EdgeKind::Jump:
      Enc.jump(E.End, E.Successor, Top, S);
      break;
    case EdgeKind::Summary:
    case EdgeKind::External:
      Enc.callGuard(E, Top, S);
      if (unsigned W = C.widthOf(Call->getType()))
        Top.insert_or_assign(Call, Enc.fresh(W, S));
      if (E.K == EdgeKind::Summary)
        Enc.havocGlobals(Top, S, E.Callee);
      break;
    case EdgeKind::Call: {
      Enc.callGuard(E, Top, S);
      const llvm::Function *Callee = E.Callee;
      Env Entry;
      for (unsigned K = 0; K < Callee->arg_size() && K < Call->arg_size();
           ++K) {
        const llvm::Argument *A = Callee->getArg(K);
        if (unsigned W = C.widthOf(A->getType()))
          Enc.define(A, Enc.passed(Call->getArgOperand(K), W, Top, S), Entry,
                     S);
      }
      Sites.push_back(Call);
      Frames.push_back(std::move(Entry));
      break;
    }
    case EdgeKind::Return: {
      const auto *Ret = llvm::cast<llvm::ReturnInst>(E.End);
      const llvm::CallBase *Site = Sites.back();
      std::optional<z3::expr> R;
      if (unsigned W = C.widthOf(Site->getType()))
        if (Ret->getReturnValue())
          R = Enc.passed(Ret->getReturnValue(), W, Top, S);
      Sites.pop_back();
      Frames.pop_back();
      if (R)
        Enc.define(Site, *R, Frames.back(), S);
      break;
    }
    case EdgeKind::Exit:
      break;
    }
    Steps.push_back(std::move(PS));
  }
  if (!Steps.empty()) {
    Step &First = Steps.front().S;
    First.Defs.insert(First.Defs.begin(), Init.Defs.begin(), Init.Defs.end());
    First.Fresh.insert(First.Fresh.end(), Init.Fresh.begin(), Init.Fresh.end());
  }
  Enc.Globals = nullptr;
}

PathCheck PathFormula::check(const QueryLimits &Limits) const {
  z3::context &Z = Enc.context();
  z3::solver Solver(Z);
  z3::params Params = z3Params(Z, Limits);
  Params.set("unsat_core", true);
  Solver.set(Params);
  Solver.add(Enc.addressFacts());
  std::vector<std::pair<size_t, size_t>> Tracked;
  z3::expr_vector Assumptions(Z), NoExits(Z);
  for (size_t K = 0; K < Steps.size(); ++K) {
    for (const auto &[X, T] : Steps[K].S.Defs)
      Solver.add(X == T);
    for (size_t G = 0; G < Steps[K].S.Guards.size(); ++G) {
      std::string Name = "g!" + std::to_string(Tracked.size());
      z3::expr A = Z.bool_const(Name.c_str());
      Solver.add(z3::implies(A, Steps[K].S.Guards[G]));
      Assumptions.push_back(A);
      Tracked.push_back({K, G});
      bool Exit =
          static_cast<int>(G) == Steps[K].S.BranchGuard &&
          K + 1 < Steps.size() &&
          Enc.cfa().isLoopExit(Steps[K].From == nullptr
                                   ? nullptr
                                   : Enc.cfa().segmentEnd(Steps[K].From));
      if (!Exit)
        NoExits.push_back(A);
    }
  }
  PathCheck R;
  // A core without loop-exit tests generalises (an invariant, not one more
  // unrolling), and so does one of guards near the goal: try those first,
  // the shortest unsatisfiable suffix of the guards without loop exits.
  auto Suffix = [&](const z3::expr_vector &All, size_t From) {
    z3::expr_vector V(Z);
    for (size_t K = From; K < All.size(); ++K)
      V.push_back(All[K]);
    return V;
  };
  z3::check_result Res = z3::sat;
  z3::expr_vector Chosen = Assumptions;
  for (const z3::expr_vector *Set : {&NoExits, &Assumptions}) {
    if (Set->size() == 0 || Solver.check(*Set) != z3::unsat)
      continue;
    size_t Lo = 0, Hi = Set->size() - 1; // Set[Lo..] is unsat
    while (Lo < Hi) {
      size_t Mid = (Lo + Hi + 1) / 2;
      if (Solver.check(Suffix(*Set, Mid)) == z3::unsat)
        Lo = Mid;
      else
        Hi = Mid - 1;
    }
    Chosen = Suffix(*Set, Lo);
    Res = z3::unsat;
    break;
  }
  if (Res != z3::unsat)
    Res = Solver.check(Assumptions);
  else
    Res = Solver.check(Chosen);
  if (Res == z3::unknown)
    return R;
  if (Res == z3::unsat) {
    R.V = PathCheck::Infeasible;
    // Up to three cores: each next one avoids the guards of the previous
    // (but the goal's own), so that a core about a counter does not hide
    // one about the data the goal depends on.
    std::vector<bool> Used(Tracked.size(), false);
    for (unsigned Round = 0; Round < 3; ++Round) {
      z3::expr_vector Core = Solver.unsat_core();
      for (unsigned K = 0; K < Core.size(); ++K) {
        size_t Index = std::stoul(Core[K].decl().name().str().substr(2));
        if (!Used[Index])
          R.Core.push_back(Tracked[Index]);
        if (Tracked[Index].first + 1 < Steps.size())
          Used[Index] = true;
      }
      z3::expr_vector Rest(Z);
      for (size_t K = 0; K < Tracked.size(); ++K)
        if (!Used[K])
          Rest.push_back(Assumptions[K]);
      if (Solver.check(Rest) != z3::unsat)
        break;
    }
    return R;
  }
  R.V = PathCheck::Feasible;
  z3::model M = Solver.get_model();
  uint32_t Var = 0;
  for (const PathStep &PS : Steps)
    for (const z3::expr &In : PS.S.Inputs) {
      z3::expr V = M.eval(In, true);
      // Decimal digits of a value of up to 128 bits.
      u128 X = 0;
      for (char D : V.get_decimal_string(0))
        if (D >= '0' && D <= '9')
          X = X * 10 + static_cast<unsigned>(D - '0');
      R.Inputs.set(Var++, X);
    }
  return R;
}
