//===- HornEncoder.cpp - the program as constrained Horn clauses ----------===//
#include "chc/HornEncoder.h"
#include "chc/Escapes.h"
#include "chc/Liveness.h"
#include "solver/Z3Guard.h"
#include "support/Clock.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ModuleSlotTracker.h"

#include <map>

using namespace forage;

std::string HornEncoder::valueName(const llvm::Value *V) const {
  if (V->hasName())
    return V->getName().str();
  const llvm::Function *F = nullptr;
  if (auto *I = llvm::dyn_cast<llvm::Instruction>(V))
    F = I->getFunction();
  else if (auto *A = llvm::dyn_cast<llvm::Argument>(V))
    F = A->getParent();
  if (!Slots && F)
    Slots = std::make_unique<llvm::ModuleSlotTracker>(F->getParent(), false);
  if (F && F != SlotsFunction) {
    Slots->incorporateFunction(*F);
    SlotsFunction = F;
  }
  std::string S;
  llvm::raw_string_ostream OS(S);
  if (Slots)
    V->printAsOperand(OS, false, *Slots);
  else
    V->printAsOperand(OS, false);
  return OS.str();
}

HornEncoder::~HornEncoder() = default;

bool HornEncoder::isErrorCallee(const llvm::Function *F) {
  if (!F)
    return false;
  llvm::StringRef N = F->getName();
  return N == "reach_error" || N == "__VERIFIER_error" ||
         N == "__assert_fail" || N == "__assert_perror_fail" || N == "__assert";
}

const ChcRelationInfo &HornEncoder::info(const z3::func_decl &R) const {
  for (size_t K = 0; K < Relations.size(); ++K)
    if (z3::eq(Relations[K], R))
      return Infos[K];
  static const ChcRelationInfo None;
  return None;
}

z3::func_decl HornEncoder::relation(const std::string &Name,
                                    const std::vector<z3::sort> &Sorts,
                                    std::vector<std::string> ArgNames) {
  z3::sort_vector V(Z);
  for (const z3::sort &S : Sorts)
    V.push_back(S);
  std::string Unique = Name + "#" + std::to_string(Relations.size());
  z3::func_decl R = Z.function(Unique.c_str(), V, Z.bool_sort());
  Relations.push_back(R);
  Infos.push_back({Name, std::move(ArgNames)});
  return R;
}

void HornEncoder::collectFunctions() {
  auto IsUser = [&](const llvm::Function *F) {
    return F && !F->isDeclaration() && PM.isUserFunction(*F);
  };
  Escapes = escapingFunctions(C);
  Escaping = !Escapes.empty();
  std::vector<const llvm::Function *> Work{C.mainFunction()};
  // In the module's order, not the set's: that follows host addresses, and
  // Order decides the relations' order, so Spacer's answers would differ
  // from one process to the next (docs/determinism.md).
  for (const llvm::Function &F : *C.mainFunction()->getParent())
    if (Escapes.count(&F))
      Work.push_back(&F);
  while (!Work.empty()) {
    const llvm::Function *F = Work.back();
    Work.pop_back();
    if (!IsUser(F) || !Encoded.insert(F).second)
      continue;
    Order.push_back(F);
    for (const llvm::BasicBlock &BB : *F)
      for (const llvm::Instruction &I : BB)
        if (auto *CB = llvm::dyn_cast<llvm::CallBase>(&I)) {
          CallRole R = C.roleOf(*CB);
          if (R == CallRole::Descend)
            Work.push_back(Cfa::directCallee(*CB));
          else if (R == CallRole::Dispatch)
            for (const llvm::Function *T : C.targetsOf(*CB).Defined)
              Work.push_back(T);
        }
  }
}

bool HornEncoder::late() {
  if (!Cut)
    Cut = (Deadline && steadyNanos() >= Deadline) ||
          (Polls++ % 32 == 0 && z3guard::overMemory());
  return Cut;
}

HornEncoder::HornEncoder(z3::context &Z, const Cfa &C, bool Wrap,
                         uint64_t Deadline)
    : Z(Z), C(C), PM(C.model()),
      Side(Z.function("Side", 0, nullptr, Z.bool_sort())), Deadline(Deadline) {
  Relations.push_back(Side);
  Infos.push_back({"side conditions (overflow, access outside an object)", {}});
  if (!C.mainFunction() || C.mainFunction()->isDeclaration())
    return;
  collectFunctions();
  const llvm::Module &M = *C.mainFunction()->getParent();
  Mem = std::make_unique<TrackedMemory>(
      M, C.dataLayout(), Encoded,
      [&](const llvm::Value *V) { return C.isTracked(V); });
  Rep = std::make_unique<Representation>(
      Order, [&](const llvm::Value *P) -> const llvm::Value * {
        if (C.isTracked(P))
          return P;
        const MemoryObject *O = Mem->objectOf(P);
        return O ? O->Base : nullptr;
      });
  Sem = std::make_unique<IntSemantics>(Z, C, *Rep, *Mem, Wrap);
  for (const llvm::GlobalVariable *G : C.trackedGlobals())
    Globals.push_back(G);
  for (const MemoryObject &O : Mem->objects())
    if (!O.Owner)
      Globals.push_back(O.Base);
  // Every function address the program uses as a value.
  for (const llvm::Function *F : Order)
    for (const llvm::BasicBlock &BB : *F)
      for (const llvm::Instruction &I : BB) {
        for (const llvm::Use &U : I.operands())
          if (auto *G = llvm::dyn_cast<llvm::Function>(U.get()))
            if (!(llvm::isa<llvm::CallBase>(I) &&
                  llvm::cast<llvm::CallBase>(I).isCallee(&U)))
              Sem->addressOf(G);
        if (auto *CB = llvm::dyn_cast<llvm::CallBase>(&I))
          if (C.roleOf(*CB) == CallRole::Dispatch)
            for (const llvm::Function *T : C.targetsOf(*CB).Defined)
              Sem->addressOf(T);
      }
  for (auto &[F, X] : Sem->addresses())
    Addresses.push_back(X);
  // A large program (thousands of functions) takes longer to encode than
  // a portfolio turn, and can fill memory (sqlite3: past 20 GB): past the
  // deadline or the memory limit the encoding stops, so that what was
  // built, and its teardown, stay in proportion to the turn.
  for (const llvm::Function *F : Order) {
    if (late())
      return;
    layoutFunction(*F);
  }
  entryClauses();
  for (const llvm::Function *F : Order) {
    if (late())
      return;
    encodeFunction(*F);
  }
}

void HornEncoder::layoutFunction(const llvm::Function &F) {
  auto L = std::make_unique<FunctionLayout>();
  L->F = &F;
  for (const llvm::Argument &A : F.args())
    if (Sem->modelled(A.getType()))
      L->Params.push_back(&A);
  for (const MemoryObject &O : Mem->objects())
    if (O.Owner == &F)
      L->Locals.push_back(O.Base);
  std::vector<const llvm::Instruction *> Positions;
  for (const llvm::BasicBlock &BB : F) {
    // A block of one predecessor continues that block's clause.
    const llvm::BasicBlock *Pred = BB.getSinglePredecessor();
    if (BB.isEntryBlock() || !Pred || Pred == &BB)
      Positions.push_back(BB.getFirstNonPHI());
    for (const llvm::Instruction &I : BB)
      if (auto *CB = llvm::dyn_cast<llvm::CallBase>(&I)) {
        CallRole R = C.roleOf(*CB);
        bool Enters = R == CallRole::Descend && encodes(Cfa::directCallee(*CB));
        if (R == CallRole::Dispatch)
          for (const llvm::Function *T : C.targetsOf(*CB).Defined)
            Enters |= encodes(T);
        if (Enters && !I.isTerminator())
          Positions.push_back(I.getNextNode());
      }
  }
  L->Live = liveAt(
      F,
      [&](const llvm::Value *V) {
        if (!llvm::isa<llvm::Argument>(V) && !llvm::isa<llvm::Instruction>(V))
          return false;
        if (Sem->folded(V))
          return false; // a constant wherever it is used
        if (Mem->objectOf(V) == nullptr || llvm::isa<llvm::Argument>(V))
          return Sem->modelled(V->getType());
        return false; // a tracked object's address is never a value
      },
      Positions);
  std::vector<z3::sort> Head;
  std::vector<std::string> HeadNames;
  for (const llvm::Value *P : L->Params) {
    Head.push_back(Sem->sortOf(P->getType()));
    HeadNames.push_back("entry " + valueName(P));
  }
  auto GlobalSort = [&](const llvm::Value *G) {
    if (C.isTracked(G))
      return Sem->sortOf(llvm::cast<llvm::GlobalVariable>(G)->getValueType());
    return Sem->arraySort();
  };
  for (const llvm::Value *G : Globals) {
    Head.push_back(GlobalSort(G));
    HeadNames.push_back("entry @" + valueName(G));
  }
  std::string FName = F.getName().str();
  auto WithK = [&](std::vector<z3::sort> S, std::vector<std::string> N) {
    for (const auto &[G, X] : Sem->addresses()) {
      S.push_back(Z.int_sort());
      N.push_back("&" + G->getName().str());
    }
    return std::make_pair(S, N);
  };
  {
    auto [S, N] = WithK(Head, HeadNames);
    relation(FName + ": entry", S, N);
    L->Entry = Relations.size() - 1;
  }
  {
    std::vector<z3::sort> S = Head;
    std::vector<std::string> N = HeadNames;
    for (const llvm::Value *G : Globals) {
      S.push_back(GlobalSort(G));
      N.push_back("@" + valueName(G));
    }
    L->HasResult = Sem->modelled(F.getReturnType());
    if (L->HasResult) {
      S.push_back(Sem->sortOf(F.getReturnType()));
      N.push_back("result");
    }
    auto [S2, N2] = WithK(S, N);
    relation(FName + ": summary", S2, N2);
    L->Summary = Relations.size() - 1;
  }
  for (const llvm::Instruction *P : Positions) {
    std::vector<z3::sort> S = Head;
    std::vector<std::string> N = HeadNames;
    for (const llvm::Value *V : L->Live[P]) {
      S.push_back(Sem->sortOf(V->getType()));
      N.push_back(valueName(V));
    }
    for (const llvm::Value *G : Globals) {
      S.push_back(GlobalSort(G));
      N.push_back("@" + valueName(G));
    }
    for (const llvm::Value *O : L->Locals) {
      S.push_back(Sem->arraySort());
      N.push_back(valueName(O) + "[]");
    }
    std::string Where =
        P == P->getParent()->getFirstNonPHI()
            ? "block " + valueName(P->getParent())
            : "after the call in block " + valueName(P->getParent());
    if (const llvm::DebugLoc &DL = P->getDebugLoc())
      Where += " (line " + std::to_string(DL.getLine()) + ")";
    auto [S2, N2] = WithK(S, N);
    relation(FName + ": " + Where, S2, N2);
    L->Rel[P] = Relations.size() - 1;
  }
  Layouts.push_back(std::move(L));
}

namespace {
z3::expr conj(z3::context &Z, const ClauseBody &B, size_t Guards) {
  z3::expr_vector V(Z);
  for (const z3::expr &F : B.Facts)
    V.push_back(F);
  for (size_t K = 0; K < Guards && K < B.Guards.size(); ++K)
    V.push_back(B.Guards[K]);
  return V.empty() ? Z.bool_val(true) : z3::mk_and(V);
}

z3::expr ranges(z3::context &Z, const ClauseBody &B) {
  z3::expr_vector V(Z);
  for (const z3::expr &F : B.Ranges)
    V.push_back(F);
  return V.empty() ? Z.bool_val(true) : z3::mk_and(V);
}

z3::expr applyRel(const z3::func_decl &R, const std::vector<z3::expr> &Args) {
  z3::expr_vector V(R.ctx());
  for (const z3::expr &A : Args)
    V.push_back(A);
  return R(V);
}
} // namespace

HornEncoder::FunctionLayout &HornEncoder::layoutOf(const llvm::Function *F) {
  for (auto &X : Layouts)
    if (X->F == F)
      return *X;
  llvm_unreachable("a function the clauses do not encode");
}

z3::func_decl HornEncoder::goalFor(uint32_t Branch,
                                   const llvm::Instruction *Error,
                                   unsigned Cost) {
  size_t Index = 0;
  if (Error) {
    auto It = ErrorGoals.find(Error);
    if (It != ErrorGoals.end())
      return Goals[It->second].Rel;
  } else {
    auto It = BranchGoals.find(Branch);
    if (It != BranchGoals.end())
      return Goals[It->second].Rel;
  }
  std::string Name = Error ? "error call" : "branch " + std::to_string(Branch);
  if (Error)
    if (const llvm::DebugLoc &DL = Error->getDebugLoc())
      Name += " at line " + std::to_string(DL.getLine());
  z3::func_decl R = relation("goal: " + Name, {}, {});
  Index = Goals.size();
  Goals.push_back({Branch, Error, R, Cost});
  if (Error)
    ErrorGoals[Error] = Index;
  else
    BranchGoals[Branch] = Index;
  return R;
}

void HornEncoder::encodeSegment(const llvm::Function &F,
                                const llvm::Instruction *P) {
  FunctionLayout &L = layoutOf(&F);
  const z3::func_decl &Rel = Relations[L.Rel.at(P)];
  size_t NSnap = L.Params.size() + Globals.size();
  std::vector<z3::expr> Snap, Pre;
  ChcEnv E0;
  for (unsigned K = 0; K < Rel.arity() - Addresses.size(); ++K) {
    Pre.push_back(Z.constant(Sem->name("a!").c_str(), Rel.domain(K)));
    if (K < NSnap)
      Snap.push_back(Pre.back());
  }
  ClauseBody B0;
  // Every value a relation keeps lies in its range (true by construction,
  // and what the certificate checks of side conditions need).
  auto Ranged = [&](const llvm::Value *V, const z3::expr &X, unsigned W) {
    if (W > 1 && X.is_int())
      B0.Ranges.push_back(Sem->inRange(X, W, Sem->isSigned(V)));
  };
  for (size_t K = 0; K < L.Params.size(); ++K)
    Ranged(L.Params[K], Pre[K], C.widthOf(L.Params[K]->getType()));
  size_t At = NSnap;
  for (const llvm::Value *V : L.Live.at(P)) {
    Ranged(V, Pre[At], C.widthOf(V->getType()));
    E0.insert_or_assign(V, Pre[At++]);
  }
  for (const llvm::Value *G : Globals) {
    if (C.isTracked(G))
      Ranged(G, Pre[At], C.stateWidth(G));
    E0.insert_or_assign(G, Pre[At++]);
  }
  for (const llvm::Value *O : L.Locals)
    E0.insert_or_assign(O, Pre[At++]);
  for (const z3::expr &K : Addresses)
    Pre.push_back(K);
  z3::expr Premise = applyRel(Rel, Pre);
  unsigned Cost = static_cast<unsigned>(F.size());

  // The state at position Q from E.
  auto StateAt = [&](const llvm::Instruction *Q, ChcEnv &En, ClauseBody &Bd) {
    std::vector<z3::expr> Args = Snap;
    for (const llvm::Value *V : L.Live.at(Q))
      Args.push_back(En.count(V) ? En.at(V) : Sem->havoc(V, En, Bd));
    for (const llvm::Value *G : Globals)
      Args.push_back(En.at(G));
    for (const llvm::Value *O : L.Locals)
      Args.push_back(En.at(O));
    for (const z3::expr &K : Addresses)
      Args.push_back(K);
    return applyRel(Relations[L.Rel.at(Q)], Args);
  };
  // The side conditions B met since From (those before were emitted by
  // the walk that led here).
  auto EmitSide = [&](const ClauseBody &B, size_t From) {
    if (B.Side.size() <= From)
      return;
    z3::expr_vector Any(Z);
    for (size_t S = From; S < B.Side.size(); ++S) {
      auto &[N, Violation] = B.Side[S];
      z3::expr_vector V(Z);
      for (size_t K = 0; K < N; ++K)
        V.push_back(B.Guards[K]);
      V.push_back(Violation);
      Any.push_back(z3::mk_and(V));
    }
    Clauses.push_back({{Premise}, conj(Z, B, 0) && z3::mk_or(Any), Side()});
    Clauses.back().Ranges = ranges(Z, B);
  };
  auto Emit = [&](const ClauseBody &Bd, z3::expr Head,
                  std::vector<z3::expr> Extra = {}, bool Call = false) {
    ChcClause Cl{{Premise}, conj(Z, Bd, Bd.Guards.size()), Head};
    Cl.Ranges = ranges(Z, Bd);
    for (z3::expr &X : Extra)
      Cl.Premises.push_back(X);
    Cl.Call = Call;
    Cl.Inputs = Bd.Inputs;
    Cl.InputBits = Bd.InputBits;
    Cl.InputSigned = Bd.InputSigned;
    Clauses.push_back(std::move(Cl));
  };
  // Havocs what a call the clauses do not enter may change.
  auto HavocCall = [&](const llvm::CallBase &CB, const llvm::Function *Callee,
                       ChcEnv &En, ClauseBody &Bd) {
    if (Sem->modelled(CB.getType()))
      Sem->havoc(&CB, En, Bd);
    for (const llvm::Value *G : Globals) {
      if (C.isTracked(G)) {
        if (Escaping || !Callee || C.mayModify(Callee, G)) {
          unsigned W = C.stateWidth(G);
          En.insert_or_assign(G, W == 1
                                     ? Sem->freshBool()
                                     : Sem->freshInt(W, Sem->isSigned(G), Bd));
        }
      } else if (Escaping) {
        En.insert_or_assign(G, Sem->freshArray());
      }
    }
  };

  // Blocks without a relation of their own (one predecessor) continue
  // the clause of the block that jumps to them (large-block encoding).
  std::function<void(const llvm::Instruction *, ChcEnv, ClauseBody, size_t)>
      Walk = [&](const llvm::Instruction *Start, ChcEnv E, ClauseBody B,
                 size_t SideFrom) {
        for (const llvm::Instruction *I = Start;; I = I->getNextNode()) {
          if (auto *CB = llvm::dyn_cast<llvm::CallBase>(I)) {
            CallRole R = C.roleOf(*CB);
            const llvm::Function *Callee = Cfa::directCallee(*CB);
            if (R == CallRole::Terminal) {
              if (HornEncoder::isErrorCallee(Callee)) {
                goalFor(ProgramModel::NoBranch, I, Cost);
                Emit(B, Goals[ErrorGoals.at(I)].Rel());
              }
              return EmitSide(B, SideFrom);
            }
            std::vector<const llvm::Function *> Enter;
            bool Other = false;
            if (R == CallRole::Descend) {
              if (encodes(Callee))
                Enter.push_back(Callee);
              else
                Other = true;
            } else if (R == CallRole::Dispatch) {
              const CallTargets &T = C.targetsOf(*CB);
              for (const llvm::Function *G : T.Defined)
                (encodes(G) ? Enter.push_back(G) : (void)(Other = true));
              Other |= T.External;
              if (Enter.empty() && !Other)
                return EmitSide(
                    B, SideFrom); // no function may run: the interpreter stops
            }
            if (Enter.empty()) {
              if (R == CallRole::Descend || R == CallRole::Dispatch ||
                  (Escaping && Callee && !Callee->isIntrinsic() &&
                   R == CallRole::Inline))
                HavocCall(*CB, R == CallRole::Dispatch ? nullptr : Callee, E,
                          B);
              else
                Sem->call(*CB, E, B);
              continue;
            }
            EmitSide(B, SideFrom);
            const llvm::Instruction *After = I->getNextNode();
            z3::expr Ptr = Z.int_val(0);
            if (R == CallRole::Dispatch)
              Ptr = Sem->operand(CB->getCalledOperand(), false, E, B);
            for (const llvm::Function *G : Enter) {
              ClauseBody Bd = B;
              ChcEnv En = E;
              if (R == CallRole::Dispatch)
                Bd.Guards.push_back(Ptr == Sem->addressOf(G));
              FunctionLayout &GL = layoutOf(G);
              std::vector<z3::expr> In;
              for (size_t K = 0; K < GL.Params.size(); ++K) {
                auto *A = llvm::cast<llvm::Argument>(GL.Params[K]);
                unsigned W = C.widthOf(A->getType());
                const llvm::Value *V = A->getArgNo() < CB->arg_size()
                                           ? CB->getArgOperand(A->getArgNo())
                                           : nullptr;
                if (V && C.widthOf(V->getType()) == W)
                  In.push_back(
                      Sem->operand(V, W > 1 && Sem->isSigned(A), En, Bd));
                else
                  In.push_back(W == 1 ? Sem->freshBool()
                                      : Sem->freshInt(W, Sem->isSigned(A), Bd));
              }
              for (const llvm::Value *Gl : Globals)
                In.push_back(En.at(Gl));
              std::vector<z3::expr> EntryArgs = In;
              for (const z3::expr &K : Addresses)
                EntryArgs.push_back(K);
              Emit(Bd, applyRel(Relations[GL.Entry], EntryArgs));
              // The summary: globals after, the result.
              std::vector<z3::expr> Sum = In;
              for (const llvm::Value *Gl : Globals) {
                z3::expr Out =
                    Z.constant(Sem->name("o!").c_str(), En.at(Gl).get_sort());
                Sum.push_back(Out);
                En.insert_or_assign(Gl, Out);
              }
              if (GL.HasResult) {
                z3::expr Res = Z.constant(Sem->name("o!").c_str(),
                                          Sem->sortOf(G->getReturnType()));
                Sum.push_back(Res);
                unsigned W = C.widthOf(CB->getType());
                if (W && W == C.widthOf(G->getReturnType()))
                  En.insert_or_assign(
                      CB, W == 1 ? Res
                                 : Sem->convert(Res, W, Sem->returnSigned(*G),
                                                Sem->isSigned(CB)));
                else if (W)
                  Sem->havoc(CB, En, Bd);
              } else if (Sem->modelled(CB->getType())) {
                Sem->havoc(CB, En, Bd);
              }
              for (const z3::expr &K : Addresses)
                Sum.push_back(K);
              Emit(Bd, StateAt(After, En, Bd),
                   {applyRel(Relations[GL.Summary], Sum)}, true);
            }
            if (Other) {
              ClauseBody Bd = B;
              ChcEnv En = E;
              if (R == CallRole::Dispatch) {
                Bd.Guards.push_back(Ptr != 0);
                for (const llvm::Function *G : Enter)
                  Bd.Guards.push_back(Ptr != Sem->addressOf(G));
              }
              HavocCall(*CB, R == CallRole::Dispatch ? nullptr : Callee, En,
                        Bd);
              Emit(Bd, StateAt(After, En, Bd));
            }
            return;
          }
          if (!I->isTerminator()) {
            Sem->instruction(*I, E, B);
            continue;
          }
          EmitSide(B, SideFrom);
          if (auto *Ret = llvm::dyn_cast<llvm::ReturnInst>(I)) {
            std::vector<z3::expr> Sum = Snap;
            for (const llvm::Value *G : Globals)
              Sum.push_back(E.at(G));
            if (L.HasResult) {
              const llvm::Value *V = Ret->getReturnValue();
              unsigned W = C.widthOf(V->getType());
              Sum.push_back(W == 1
                                ? Sem->operand(V, false, E, B)
                                : Sem->operand(V, Sem->returnSigned(F), E, B));
            }
            for (const z3::expr &K : Addresses)
              Sum.push_back(K);
            Emit(B, applyRel(Relations[L.Summary], Sum));
            return;
          }
          if (!llvm::isa<llvm::BranchInst>(I) &&
              !llvm::isa<llvm::SwitchInst>(I) &&
              !llvm::isa<llvm::IndirectBrInst>(I))
            return; // unreachable, resume: the path ends
          // indirectbr: any destination, unguarded (jump() adds no guard).
          uint32_t First = PM.firstBranch(I);
          for (unsigned K = 0; K < I->getNumSuccessors(); ++K) {
            ClauseBody Bd = B;
            ChcEnv En = E;
            Sem->jump(I, K, En, Bd);
            if (First != ProgramModel::NoBranch && PM.branch(First + K).IsUser)
              Emit(Bd, goalFor(First + K, nullptr, Cost)());
            const llvm::Instruction *To = I->getSuccessor(K)->getFirstNonPHI();
            if (L.Rel.count(To))
              Emit(Bd, StateAt(To, En, Bd));
            else
              Walk(To, En, Bd, Bd.Side.size());
          }
          return;
        }
      };
  Walk(P, E0, B0, 0);
}
