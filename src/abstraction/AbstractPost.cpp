//===- AbstractPost.cpp - Cartesian abstract strongest post ---------------===//
#include "abstraction/AbstractPost.h"
#include "solver/Z3Params.h"

using namespace forage;

AbstractPost::AbstractPost(z3::context &Z, TransitionEncoder &Enc,
                           Precision &Prec, const QueryLimits &Limits)
    : Z(Z), Enc(Enc), Prec(Prec), Solver(Z) {
  Solver.set(z3Params(Z, Limits));
}

namespace {
/// Where the segment of a call continues in the caller.
Position continuation(const llvm::Instruction *Call) {
  return Call->getNextNode();
}
} // namespace

PostResult AbstractPost::post(Position P, const CfaEdge &E, const LitSet &Top,
                              const LitSet &Caller, const llvm::CallBase *Site,
                              bool Initial) {
  // The result depends on the edge, the frames, and the precision of the
  // positions it abstracts to (which only grows).
  std::vector<uint64_t> Key{reinterpret_cast<uintptr_t>(P),
                            static_cast<uint64_t>(E.K),
                            E.Successor,
                            reinterpret_cast<uintptr_t>(Site),
                            reinterpret_cast<uintptr_t>(E.Callee),
                            Initial,
                            Top.size()};
  Key.insert(Key.end(), Top.begin(), Top.end());
  Key.push_back(Caller.size());
  Key.insert(Key.end(), Caller.begin(), Caller.end());
  // Precision of every position the edge abstracts to (lists only grow).
  auto Size = [this](Position Q) { return Q ? Prec.at(Q).size() : 0; };
  if (E.K == EdgeKind::Jump)
    Key.push_back(
        Size(Enc.cfa().blockPosition(E.End->getSuccessor(E.Successor))));
  if (E.K == EdgeKind::Summary || E.K == EdgeKind::External ||
      E.K == EdgeKind::Call)
    Key.push_back(Size(continuation(E.End)));
  if (E.K == EdgeKind::Call) {
    Key.push_back(Size(Enc.cfa().entryOf(*E.Callee)));
    Key.push_back(Size(P));
  }
  if (E.K == EdgeKind::Return)
    Key.push_back(Size(continuation(Site)));
  auto It = Cache.find(Key);
  if (It != Cache.end()) {
    ++Hits;
    return It->second;
  }
  PostResult R = compute(P, E, Top, Caller, Site, Initial);
  Cache.insert({std::move(Key), R});
  return R;
}

LitSet AbstractPost::abstractAt(
    std::vector<Position> Where,
    const std::function<z3::expr(const llvm::Value *)> &Map,
    const std::optional<z3::model> &Model,
    const std::function<bool(uint32_t)> &Skip, const LitSet &Keep) {
  LitSet Out;
  std::vector<uint32_t> Ids;
  for (Position W : Where)
    Ids.insert(Ids.end(), Prec.at(W).begin(), Prec.at(W).end());
  std::sort(Ids.begin(), Ids.end());
  Ids.erase(std::unique(Ids.begin(), Ids.end()), Ids.end());
  for (uint32_t Id : Ids) {
    if (Skip && Skip(Id))
      continue;
    auto Kept = std::lower_bound(Keep.begin(), Keep.end(), Id * 2);
    if (Kept != Keep.end() && *Kept / 2 == Id) {
      Out.push_back(*Kept); // the formula is satisfiable: only it holds
      continue;
    }
    z3::expr Q = Prec.instantiate(Id, Map);
    for (uint32_t Neg = 0; Neg < 2; ++Neg) {
      z3::expr Lit = Neg ? !Q : Q;
      if (Model && Model->eval(Lit, true).is_false())
        continue; // the model refutes it: not implied
      Solver.push();
      Solver.add(!Lit);
      ++Queries;
      z3::check_result R = Solver.check();
      Solver.pop();
      if (R == z3::unsat) // UNKNOWN: not implied (sound)
        Out.push_back(Id * 2 + Neg);
    }
  }
  std::sort(Out.begin(), Out.end());
  Out.erase(std::unique(Out.begin(), Out.end()), Out.end());
  return Out;
}

PostResult AbstractPost::compute(Position P, const CfaEdge &E,
                                 const LitSet &Top, const LitSet &Caller,
                                 const llvm::CallBase *Site, bool Initial) {
  // Frame values before the step: the canonical constants.
  Enc.Pre = [this](const llvm::Value *V) { return Prec.canonical(V); };
  Env Values;
  Step S;
  Enc.body(P, E.End, Values, S);
  auto Current = [&](const llvm::Value *V) {
    auto It = Values.find(V);
    return It != Values.end() ? It->second : Prec.canonical(V);
  };
  auto Canonical = [this](const llvm::Value *V) { return Prec.canonical(V); };
  z3::expr F = Prec.gamma(Top, Canonical);
  if (Initial) // main's entry: globals hold their initial values
    for (const llvm::GlobalVariable *G : Enc.cfa().trackedGlobals())
      if (const llvm::Constant *K = Enc.cfa().initialValue(G))
        F = F && Prec.canonical(G) == Enc.value(K, Values, S);
  PostResult R;
  std::function<z3::expr(const llvm::Value *)> TargetMap = Current;
  Position Target = nullptr;
  const llvm::CallBase *Call = llvm::dyn_cast<llvm::CallBase>(E.End);
  // Callee values and the saved caller frame get names of their own, so
  // that a recursive call does not confuse them with the frame's.
  Env Other;
  auto Renamed = [&](const llvm::Value *V, const char *Tag) {
    auto It = Other.find(V);
    if (It != Other.end())
      return It->second;
    std::string Name = std::string(Tag) + Prec.canonical(V).to_string();
    z3::expr X = Z.bv_const(Name.c_str(), Enc.cfa().stateWidth(V));
    Other.insert({V, X});
    return X;
  };
  switch (E.K) {
  case EdgeKind::Jump:
    Enc.jump(E.End, E.Successor, Values, S);
    Target = Enc.cfa().blockPosition(E.End->getSuccessor(E.Successor));
    break;
  case EdgeKind::Summary:
  case EdgeKind::External:
    Enc.callGuard(E, Values, S);
    if (unsigned W = Enc.cfa().widthOf(Call->getType()))
      Values.insert_or_assign(Call, Enc.fresh(W, S));
    if (E.K == EdgeKind::Summary) // what the callee may store to
      Enc.havocGlobals(Values, S, E.Callee);
    Target = continuation(E.End);
    break;
  case EdgeKind::Call: {
    Enc.callGuard(E, Values, S);
    const llvm::Function *Callee = E.Callee;
    for (unsigned K = 0; K < Callee->arg_size(); ++K) {
      const llvm::Argument *A = Callee->getArg(K);
      if (unsigned W = Enc.cfa().widthOf(A->getType()))
        if (K < Call->arg_size())
          Other.insert({A, Enc.passed(Call->getArgOperand(K), W, Values, S)});
    }
    TargetMap = [&](const llvm::Value *V) {
      return Enc.cfa().isTracked(V) ? Current(V) : Renamed(V, "callee!");
    };
    Target = Enc.cfa().entryOf(*Callee);
    break;
  }
  case EdgeKind::Return: {
    const auto *Ret = llvm::cast<llvm::ReturnInst>(E.End);
    auto CallerMap = [&, Ret](const llvm::Value *V) -> z3::expr {
      if (V == Site && Ret->getReturnValue() && Enc.cfa().widthOf(V->getType()))
        return Enc.passed(Ret->getReturnValue(),
                          Enc.cfa().widthOf(V->getType()), Values, S);
      if (Enc.cfa().isTracked(V))
        return Current(V); // globals are shared with the callee
      return Renamed(V, "caller!");
    };
    // The saved caller frame mentions only globals the callee leaves
    // alone: they hold what they held before the return segment.
    F = F && Prec.gamma(Caller, [&](const llvm::Value *V) {
      return Enc.cfa().isTracked(V) ? Prec.canonical(V) : Renamed(V, "caller!");
    });
    TargetMap = CallerMap;
    Target = continuation(Site);
    break;
  }
  case EdgeKind::Exit:
    return R;
  }
  for (const auto &[K, T] : S.Defs)
    F = F && K == T;
  for (const z3::expr &G : S.Guards)
    F = F && G;
  F = F && Enc.addressFacts();
  Solver.push();
  Solver.add(F);
  ++Queries;
  z3::check_result Sat = Solver.check();
  if (Sat == z3::unsat) {
    Solver.pop();
    return R;
  }
  R.Feasible = true;
  std::optional<z3::model> Model;
  if (Sat == z3::sat)
    Model = Solver.get_model();
  // Within a frame, a literal of the source whose values the step leaves
  // as they were still holds at the target (a value the step reads maps
  // to its canonical constant; one it defines, to a new one).
  LitSet Keep;
  if (E.K != EdgeKind::Call && E.K != EdgeKind::Return)
    for (uint32_t L : Top) {
      bool Same = true;
      for (const llvm::Value *V : Prec.predicate(L / 2).Vars)
        Same &= z3::eq(Current(V), Prec.canonical(V));
      if (Same)
        Keep.push_back(L);
    }
  R.Target = abstractAt({Target}, TargetMap, Model, nullptr, Keep);
  if (E.K == EdgeKind::Call) {
    // The caller's frame at the continuation: all but the call's result.
    // The caller's predicates here carry over the call too: the callee
    // cannot change the caller's values.
    const llvm::Function *Callee = E.Callee;
    R.Caller =
        abstractAt({continuation(E.End), P}, Current, Model, [&](uint32_t Id) {
          for (const llvm::Value *V : Prec.predicate(Id).Vars)
            if (V == Call ||
                (Enc.cfa().isTracked(V) && Enc.cfa().mayModify(Callee, V)))
              return true;
          return false;
        });
  }
  Solver.pop();
  return R;
}
