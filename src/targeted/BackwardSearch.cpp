//===- BackwardSearch.cpp - Phase I of symcretic execution ----------------===//
//
// Dinges' thesis, Algorithms 4.1 (search), 4.2 (apply) and 4.3 (choices),
// and the closure rule of spec section 7. A node's state is copied only
// where the search branches; straight-line steps update it in place.
//
//===----------------------------------------------------------------------===//
#include "targeted/BackwardSearch.h"
#include "support/Clock.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"

#include "support/Resources.h"

#include <algorithm>

using namespace forage;
using Env = llvm::DenseMap<const llvm::Value *, ExprRef>;

BackwardSearch::BackwardSearch(ProgramFacts &Facts, ExprContext &Ctx,
                               IncrementalSolver &Z3,
                               const llvm::Function &Entry,
                               const BackwardOptions &O, BackwardStats &Stats)
    : Facts(Facts), Ctx(Ctx), Z3(Z3), Entry(Entry), Opts(O), Stats(Stats),
      Rng(O.Seed * 0x9e3779b97f4a7c15ull + 1) {}

bool BackwardSearch::outOfBudget() const {
  // Resident memory is read at most every millisecond (it opens /proc):
  // the search's states and Z3's scopes grow without bound on some
  // programs, and --max-memory must hold whatever the program does.
  uint64_t Now = steadyNanos();
  if (Opts.MaxMemoryBytes && !OverMemory &&
      Now - LastMemoryCheck >= 1'000'000) {
    LastMemoryCheck = Now;
    if (residentBytes() > Opts.MaxMemoryBytes / 10 * 9) {
      OverMemory = true;
      ++Stats.MemoryStops;
    }
  }
  return OverMemory || (Opts.Deadline && Now >= Opts.Deadline) ||
         (Opts.MaxSegments && Stats.Segments >= Opts.MaxSegments);
}

ExprRef BackwardSearch::fresh(unsigned W) { return Ctx.var(NextVar++, W); }

ExprRef BackwardSearch::lookup(BackwardState &S, const llvm::Value *V) {
  if (const auto *C = llvm::dyn_cast<llvm::Constant>(V)) {
    ExprRef T = Facts.constantTerm(*C);
    if (T)
      return T;
    unsigned W = Facts.widthOf(V->getType());
    return W ? fresh(W) : nullptr; // undef: any value
  }
  unsigned W = Facts.widthOf(V->getType());
  if (!W)
    return nullptr;
  auto &Env = S.Stack.back().Env;
  auto It = Env.find(V);
  if (It != Env.end())
    return It->second;
  ExprRef X = fresh(W);
  Env[V] = X;
  return X;
}

ExprRef BackwardSearch::take(BackwardState &S, const llvm::Value *V) {
  auto &Env = S.Stack.back().Env;
  auto It = Env.find(V);
  if (It == Env.end())
    return nullptr;
  ExprRef X = It->second;
  Env.erase(It);
  return X;
}

void BackwardSearch::define(BackwardState &S, ExprRef Sym, ExprRef Term) {
  auto G = S.GuardOf.find(Sym->varId());
  if (G != S.GuardOf.end()) {
    S.LastGuard = G->second;
    S.GuardDefined = true;
    if (Term->kind() == ExprKind::Var)
      S.GuardOf[Term->varId()] = G->second;
  }
  S.P.push_back(Ctx.eq(Sym, Term));
  S.Defs.push_back({Sym->varId(), Term});
}

void BackwardSearch::bindOrEqual(BackwardState &S, const llvm::Value *V,
                                 ExprRef Sym) {
  if (llvm::isa<llvm::Constant>(V)) {
    if (ExprRef T = Facts.constantTerm(*llvm::cast<llvm::Constant>(V)))
      define(S, Sym, T);
    return;
  }
  auto &Env = S.Stack.back().Env;
  auto It = Env.find(V);
  if (It != Env.end())
    define(S, Sym, It->second);
  else
    Env[V] = Sym;
}

void BackwardSearch::refuted(const llvm::Instruction *At, const char *Why) {
  std::string Key = At ? locationOf(At).str() : std::string("?");
  if (Why)
    Key += std::string(" (") + Why + ")";
  ++Stats.Refutations[Key];
}

bool BackwardSearch::check(BackwardState &S, bool WantModel) {
  S.GuardDefined = false;
  if (S.Unchecked == S.P.size() && !WantModel)
    return true;
  ++Stats.Queries;
  // The thesis' incremental P: only the constraints pushed since the last
  // decided check are new to the solver; backtracking pops them.
  Z3.push();
  for (size_t K = S.Unchecked; K < S.P.size(); ++K)
    Z3.add(S.P[K]);
  SolverResult R = Z3.check(WantModel ? &S.Model : nullptr);
  if (R == SolverResult::Sat) {
    ++Stats.Sat;
    S.Unchecked = S.P.size();
    return true;
  }
  Z3.pop(1);
  if (R == SolverResult::Unsat) {
    ++Stats.Unsat;
    refuted(S.LastGuard);
    return false;
  }
  // Unknown: drop what was pushed since the last decided query (the
  // thesis' RESTOREPCANDMARKUSES). P only gets weaker, so a later unsat
  // still refutes; the concrete phase sees every dropped constraint.
  ++Stats.Unknown;
  Stats.Timeouts += Z3.timedOut();
  Stats.Skipped += S.P.size() - S.Unchecked;
  S.Skipped += S.P.size() - S.Unchecked;
  S.P.resize(S.Unchecked);
  return true;
}

bool BackwardSearch::condition(BackwardState &S, ExprRef C,
                               const llvm::Instruction *At) {
  S.LastGuard = At;
  if (C->isTrue())
    return true;
  if (C->isFalse()) {
    refuted(At);
    return false;
  }
  S.P.push_back(C);
  S.Conds.push_back(C);
  ExprRef Bare = C->kind() == ExprKind::Not ? C->op(0) : C;
  if (Bare->kind() == ExprKind::Var) {
    // The branch tests a comparison not yet walked: deciding now would
    // learn nothing. The query runs once the comparison gets its
    // definition (GuardDefined), charged to this guard.
    S.GuardOf[Bare->varId()] = At;
    return true;
  }
  return check(S);
}

void BackwardSearch::observe(BackwardState &S, ExprRef Sym, Observation::Kind K,
                             const llvm::Value *V,
                             const llvm::BasicBlock *Arrival) {
  const void *Key = K == Observation::Result
                        ? static_cast<const void *>(V)
                        : static_cast<const void *>(Arrival);
  S.Obs.push_back(
      {K, Sym->varId(), Sym->width(), V, Arrival, S.Occurrences[Key]});
}

void BackwardSearch::advance(BackwardState &S,
                             const llvm::Instruction *Processed) {
  S.Block = Processed->getParent();
  S.Next = Processed == S.Block->getFirstNonPHI() ? nullptr
                                                  : Processed->getPrevNode();
}

bool BackwardSearch::processInstruction(BackwardState &S,
                                        const llvm::Instruction &I) {
  ++S.Steps;
  ++Stats.Steps;
  ++S.Occurrences[&I];
  if (const auto *CB = llvm::dyn_cast<llvm::CallBase>(&I)) {
    switch (Facts.classify(*CB)) {
    case CallClass::Ignore:
    case CallClass::Body: // Handled as a return choice.
      break;
    case CallClass::Input: {
      ExprRef Sym = take(S, &I);
      if (!Sym)
        Sym = fresh(Facts.widthOf(I.getType()));
      const llvm::Function *F = Facts.callee(*CB);
      llvm::StringRef N = F->getName();
      llvm::Type *T = I.getType();
      InputKind K = T->isFloatingPointTy() ? InputKind::Float
                    : T->isPointerTy()     ? InputKind::Pointer
                    : T->isIntegerTy(1)    ? InputKind::Bool
                    : N.contains("_u") || N.endswith("_unsigned") ||
                            N.endswith("uchar") || N.endswith("ushort") ||
                            N.endswith("ulong") || N.endswith("ulonglong") ||
                            N.endswith("_size_t")
                        ? InputKind::Unsigned
                        : InputKind::Signed;
      std::string Type = N.drop_front(strlen("__VERIFIER_nondet_")).str();
      S.Inputs.push_back(
          {Sym->varId(), Sym->width(), Facts.inputWidthOf(T), K, Type});
      break;
    }
    case CallClass::Assume: {
      ExprRef C = lookup(S, CB->getArgOperand(0));
      if (C && !condition(S, Ctx.ne(C, Ctx.constant(C->width(), 0)), &I))
        return false;
      break;
    }
    case CallClass::NoReturn:
      refuted(&I, "a call that never returns");
      // (The target is never behind it.)
      return false;
    case CallClass::Opaque: {
      ExprRef Sym = take(S, &I);
      if (!Sym)
        break;
      const OpaqueFunction *F = Facts.opaque(*Facts.callee(*CB));
      std::vector<ExprRef> Args;
      for (const llvm::Value *A : CB->args())
        Args.push_back(lookup(S, A));
      if (F && llvm::none_of(Args, [](ExprRef A) { return !A; }))
        define(S, Sym, Ctx.call(F, Args));
      else
        observe(S, Sym, Observation::Result, &I, nullptr);
      break;
    }
    case CallClass::External: {
      if (ExprRef Sym = take(S, &I))
        observe(S, Sym, Observation::Result, &I, nullptr);
      // Code the search cannot see may write tracked globals: forget them
      // (an over-approximation).
      if (!Facts.callee(*CB) || Facts.callbacksPossible())
        S.Globals.clear();
      break;
    }
    }
    advance(S, &I);
    return true;
  }
  if (const auto *St = llvm::dyn_cast<llvm::StoreInst>(&I)) {
    const auto *G =
        llvm::dyn_cast<llvm::GlobalVariable>(St->getPointerOperand());
    if (G && Facts.isTracked(G)) {
      auto It = S.Globals.find(G);
      if (It != S.Globals.end()) {
        ExprRef Sym = It->second;
        S.Globals.erase(It);
        bindOrEqual(S, St->getValueOperand(), Sym);
      }
    }
    advance(S, &I);
    return true;
  }
  ExprRef Sym = take(S, &I);
  if (Sym) {
    const auto *L = llvm::dyn_cast<llvm::LoadInst>(&I);
    const auto *G =
        L ? llvm::dyn_cast<llvm::GlobalVariable>(L->getPointerOperand())
          : nullptr;
    if (G && Facts.isTracked(G)) {
      auto It = S.Globals.find(G);
      if (It != S.Globals.end())
        define(S, Sym, It->second);
      else
        S.Globals[G] = Sym;
    } else if (ExprRef T = Facts.term(
                   I, [&](const llvm::Value *V) { return lookup(S, V); })) {
      define(S, Sym, T);
    } else {
      observe(S, Sym, Observation::Result, &I, nullptr);
    }
  }
  advance(S, &I);
  return true;
}

/// The condition under which From's terminator goes to To, or null if none.
static ExprRef
edgeCondition(ExprContext &Ctx, const llvm::Instruction *T,
              const llvm::BasicBlock *To,
              llvm::function_ref<ExprRef(const llvm::Value *)> Lookup) {
  if (const auto *Br = llvm::dyn_cast<llvm::BranchInst>(T)) {
    if (!Br->isConditional() || Br->getSuccessor(0) == Br->getSuccessor(1))
      return nullptr;
    ExprRef C = Lookup(Br->getCondition());
    if (!C)
      return nullptr;
    return Br->getSuccessor(0) == To ? C : Ctx.notE(C);
  }
  if (const auto *Sw = llvm::dyn_cast<llvm::SwitchInst>(T)) {
    ExprRef V = Lookup(Sw->getCondition());
    if (!V)
      return nullptr;
    ExprRef Any = Ctx.boolean(false), None = Ctx.boolean(true);
    for (auto Case : Sw->cases()) {
      ExprRef Eq = Ctx.eq(
          V, Ctx.constant(V->width(), Case.getCaseValue()->getZExtValue()));
      if (Case.getCaseSuccessor() == To)
        Any = Ctx.orE(Any, Eq);
      None = Ctx.andE(None, Ctx.notE(Eq));
    }
    if (Sw->getDefaultDest() == To)
      Any = Ctx.orE(Any, None);
    return Any;
  }
  return nullptr;
}

bool BackwardSearch::applyEdge(BackwardState &S, const llvm::BasicBlock *From,
                               const llvm::BasicBlock *To, bool Count) {
  if (Count)
    ++S.Tau[{From, To}];
  ++S.Occurrences[To];
  // The phis of To, as one parallel assignment (spec section 4.1).
  std::vector<std::pair<const llvm::PHINode *, ExprRef>> Bound;
  for (const llvm::PHINode &Phi : To->phis())
    if (ExprRef Sym = take(S, &Phi))
      Bound.push_back({&Phi, Sym});
  for (auto &[Phi, Sym] : Bound)
    bindOrEqual(S, Phi->getIncomingValueForBlock(From), Sym);
  const llvm::Instruction *T = From->getTerminator();
  ExprRef C = edgeCondition(Ctx, T, To,
                            [&](const llvm::Value *V) { return lookup(S, V); });
  S.Block = From;
  S.Next = T == From->getFirstNonPHI() ? nullptr : T->getPrevNode();
  S.Jumped = nullptr;
  S.OnlyPred = nullptr;
  // The guard's own line: that of the comparison the branch tests.
  const llvm::Instruction *At = T;
  if (const auto *Br = llvm::dyn_cast<llvm::BranchInst>(T))
    if (Br->isConditional())
      if (const auto *CI =
              llvm::dyn_cast<llvm::Instruction>(Br->getCondition()))
        if (CI->getDebugLoc())
          At = CI;
  if (C)
    return condition(S, C, At);
  return check(S);
}

void BackwardSearch::bindArguments(BackwardState &S,
                                   const BackwardFrame &Callee,
                                   const llvm::CallBase &Site) {
  for (const llvm::Argument &A : Callee.F->args()) {
    auto It = Callee.Env.find(&A);
    if (It != Callee.Env.end() && A.getArgNo() < Site.arg_size())
      bindOrEqual(S, Site.getArgOperand(A.getArgNo()), It->second);
  }
}

BackwardSearch::Step
BackwardSearch::expand(BackwardState &S, std::vector<Choice> &C,
                       std::vector<const llvm::BasicBlock *> &CutFrom,
                       bool &NodeOpen) {
  if (S.Next) {
    const auto *CB = llvm::dyn_cast<llvm::CallBase>(S.Next);
    if (!CB || Facts.classify(*CB) != CallClass::Body)
      return processInstruction(S, *S.Next) ? Step::Continue : Step::Refuted;
    // A call with a body: enter the callee at each of its returns.
    unsigned &T = S.Tau[{CB, nullptr}];
    if (T >= Opts.Unroll) {
      NodeOpen = Cut = true;
      ++Stats.Cuts;
      return Step::Branch;
    }
    for (const llvm::BasicBlock &BB : *Facts.callee(*CB))
      if (llvm::isa<llvm::ReturnInst>(BB.getTerminator())) {
        Choice Ch{Choice::Return};
        Ch.Ret = BB.getTerminator();
        Ch.Site = CB;
        C.push_back(Ch);
      }
    return Step::Branch;
  }
  const llvm::BasicBlock *B = S.Block;
  if (B->isEntryBlock()) {
    const BackwardFrame &F = S.Stack.back();
    if (F.CallSite) {
      C.push_back({Choice::Caller});
      C.back().Site = F.CallSite;
      return Step::Branch;
    }
    if (F.F == &Entry && S.Stack.size() == 1)
      return Step::AtEntry;
    // Unknown caller: every call site (the call-graph step).
    for (const llvm::Use &U : F.F->uses()) {
      const auto *CB = llvm::dyn_cast<llvm::CallBase>(U.getUser());
      if (!CB || !CB->isCallee(&U)) {
        NodeOpen = true; // Called through a pointer: callers unknown.
        ++Stats.UnresolvedCallers;
        continue;
      }
      {
        unsigned T = S.Tau.lookup({CB, F.F});
        if (T >= Opts.Unroll) {
          NodeOpen = Cut = true;
          ++Stats.Cuts;
          continue;
        }
        Choice Ch{Choice::Caller};
        Ch.Site = CB;
        C.push_back(Ch);
      }
    }
    return Step::Branch;
  }
  std::vector<const llvm::BasicBlock *> Preds;
  for (const llvm::BasicBlock *P : llvm::predecessors(B))
    if (std::find(Preds.begin(), Preds.end(), P) == Preds.end())
      Preds.push_back(P);
  // Loop-entry edges before back edges: fewest iterations first.
  llvm::LoopInfo &LI = Facts.loops(*B->getParent());
  std::stable_sort(Preds.begin(), Preds.end(), [&](auto *X, auto *Y) {
    const llvm::Loop *L = LI.getLoopFor(B);
    bool BX = L && L->getHeader() == B && L->contains(X);
    bool BY = L && L->getHeader() == B && L->contains(Y);
    return !BX && BY;
  });
  for (const llvm::BasicBlock *P : Preds) {
    if (S.OnlyPred && P != S.OnlyPred)
      continue;
    if (S.Jumped && S.Jumped->contains(P))
      continue;
    // The loop method first (the thesis' Algorithm 4.3), or after the
    // unrolling (chapter 3's order) under Fallback.
    bool Late = Opts.Loops == BackwardOptions::Fallback;
    if (!Late)
      loopMethodChoices(S, P, C);
    if (S.Tau.lookup({P, B}) >= Opts.Unroll) {
      CutFrom.push_back(P);
      Cut = true;
      ++Stats.Cuts;
    } else {
      Choice Ch{Choice::Edge};
      Ch.From = P;
      C.push_back(Ch);
    }
    if (Late)
      loopMethodChoices(S, P, C);
  }
  return Step::Branch;
}

bool BackwardSearch::apply(BackwardState &S, const Choice &Ch) {
  switch (Ch.K) {
  case Choice::Edge:
    return applyEdge(S, Ch.From, S.Block, true);
  case Choice::LoopMethod:
    return applyLoopMethod(S, Ch);
  case Choice::Return: {
    ++S.Tau[{Ch.Site, nullptr}];
    ++S.Occurrences[Ch.Site];
    ++S.Steps;
    ExprRef Sym = take(S, Ch.Site);
    S.Stack.push_back({Facts.callee(*Ch.Site), Ch.Site, Env()});
    const auto *R = llvm::cast<llvm::ReturnInst>(Ch.Ret);
    if (Sym && R->getReturnValue())
      bindOrEqual(S, R->getReturnValue(), Sym);
    advance(S, R);
    return true;
  }
  case Choice::Caller: {
    BackwardFrame Callee = std::move(S.Stack.back());
    S.Stack.pop_back();
    if (!Callee.CallSite) {
      // Leaving upwards to a caller the search did not come from.
      ++S.Tau[{Ch.Site, Callee.F}];
      S.Stack.push_back({Ch.Site->getFunction(), nullptr, Env()});
    }
    bindArguments(S, Callee, *Ch.Site);
    advance(S, Ch.Site);
    return check(S);
  }
  }
  return false;
}

SearchResult BackwardSearch::atEntry(BackwardState &S) {
  // The entry state: globals hold their initialisers, argc is 1 (as the
  // interpreter runs main).
  for (const llvm::GlobalVariable *G : Facts.tracked()) {
    auto It = S.Globals.find(G);
    if (It != S.Globals.end())
      define(S, It->second, Facts.initialValue(*G));
  }
  S.Globals.clear();
  auto &Env = S.Stack.back().Env;
  if (Entry.arg_size() > 0) {
    auto It = Env.find(Entry.getArg(0));
    if (It != Env.end())
      define(S, It->second, Ctx.constant(It->second->width(), 1));
  }
  if (!S.LastGuard)
    S.LastGuard = &*Entry.getEntryBlock().getFirstInsertionPt();
  if (!check(S, /*WantModel=*/true))
    return SearchResult::Closed;
  ++Stats.Traces;
  if (OnEntry && OnEntry(S))
    return SearchResult::Found;
  return SearchResult::Open;
}

SearchResult BackwardSearch::search(BackwardState &S) {
  bool Open = false;
  for (;;) {
    if (outOfBudget()) {
      ++Stats.BudgetStops;
      return SearchResult::Open;
    }
    std::vector<Choice> C;
    std::vector<const llvm::BasicBlock *> CutFrom;
    bool NodeOpen = false;
    Step St = expand(S, C, CutFrom, NodeOpen);
    if (St == Step::Continue)
      continue;
    if (St == Step::Refuted)
      return Open ? SearchResult::Open : SearchResult::Closed;
    if (St == Step::AtEntry) {
      SearchResult R = atEntry(S);
      return R == SearchResult::Closed && Open ? SearchResult::Open : R;
    }
    // Decide the assignments of the block just walked before choosing,
    // so that a contradiction is found before the search branches.
    if ((C.size() > 1 || S.GuardDefined) && !check(S))
      return Open ? SearchResult::Open : SearchResult::Closed;
    if (Opts.Seed && C.size() > 1)
      for (size_t K = C.size() - 1; K > 0; --K) {
        Rng ^= Rng << 13, Rng ^= Rng >> 7, Rng ^= Rng << 17;
        std::swap(C[K], C[Rng % (K + 1)]);
      }
    if (C.size() == 1 && !NodeOpen && CutFrom.empty()) {
      if (!apply(S, C[0]))
        return Open ? SearchResult::Open : SearchResult::Closed;
      continue;
    }
    if (C.empty() && CutFrom.empty() && !NodeOpen && S.Stack.size() == 1 &&
        S.Block->isEntryBlock())
      refuted(&*S.Block->getFirstInsertionPt(), "no caller");
    // A branching node: each child gets its own copy of the state.
    // An exit edge is closed if its loop method or its unrolling is.
    llvm::DenseSet<const llvm::BasicBlock *> Subsumed, EdgeOpen;
    unsigned Scopes = Z3.scopes(); // The solver holds this node's P.
    for (const Choice &Ch : C) {
      if (Ch.K == Choice::Edge && Subsumed.count(Ch.From))
        continue; // The loop method over this exit edge was refuted.
      ++Stats.Segments;
      BackwardState Child = S;
      SearchResult R = apply(Child, Ch) ? search(Child) : SearchResult::Closed;
      Z3.pop(Z3.scopes() - Scopes);
      if (R == SearchResult::Found)
        return R;
      if (Ch.K == Choice::LoopMethod) {
        if (R == SearchResult::Closed)
          Subsumed.insert(Ch.From);
        continue; // Open: the unrolling sibling decides this edge.
      }
      if (R == SearchResult::Open) {
        if (Ch.K == Choice::Edge)
          EdgeOpen.insert(Ch.From);
        else
          Open = true;
      }
      if (outOfBudget()) {
        ++Stats.BudgetStops;
        return SearchResult::Open;
      }
    }
    // A loop method left open whose unrolling sibling was cut or absent
    // leaves its edge open; so does any other cut.
    for (const Choice &Ch : C)
      if (Ch.K == Choice::LoopMethod && !Subsumed.count(Ch.From) &&
          std::find(CutFrom.begin(), CutFrom.end(), Ch.From) != CutFrom.end())
        Open = true;
    for (const llvm::BasicBlock *P : CutFrom)
      if (!Subsumed.count(P))
        Open = true;
    for (const llvm::BasicBlock *P : EdgeOpen)
      if (!Subsumed.count(P))
        Open = true;
    return Open || NodeOpen ? SearchResult::Open : SearchResult::Closed;
  }
}

SearchResult BackwardSearch::run(const ReachTarget &T,
                                 const llvm::Instruction *Start) {
  Cut = false;
  NextVar = 0;
  BackwardState S;
  S.Stack.push_back({Start->getFunction(), nullptr, Env()});
  if (T.OnlyPred) {
    S.Block = Start->getParent();
    S.Next = nullptr;
    S.OnlyPred = T.OnlyPred;
  } else {
    ++S.Occurrences[Start];
    advance(S, Start);
  }
  ++Stats.Segments;
  Z3.pop(Z3.scopes());
  SearchResult R = search(S);
  Z3.pop(Z3.scopes());
  return R;
}
