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

HornEncoder::~HornEncoder() = default;

bool HornEncoder::isErrorCallee(const llvm::Function *F) {
  if (!F)
    return false;
  llvm::StringRef N = F->getName();
  return N == "reach_error" || N == "__VERIFIER_error" ||
         N == "__assert_fail" || N == "__assert_perror_fail" || N == "__assert";
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
                         uint64_t Deadline,
                         std::set<const llvm::Instruction *> WrapAt)
    : Z(Z), C(C), PM(C.model()),
      Side(Z.function("Side", 0, nullptr, Z.bool_sort())), Deadline(Deadline),
      WrapAt(std::move(WrapAt)) {
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
  Sem = std::make_unique<IntSemantics>(Z, C, *Rep, *Mem, Wrap, &this->WrapAt);
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
    std::vector<SideCondition> Parts;
    for (size_t S = From; S < B.Side.size(); ++S) {
      const SideCondition &SC = B.Side[S];
      z3::expr_vector V(Z);
      for (size_t K = 0; K < SC.Guards; ++K)
        V.push_back(B.Guards[K]);
      V.push_back(SC.Violation);
      Any.push_back(z3::mk_and(V));
      Parts.push_back({SC.Guards, Any.back(), SC.Wraps});
    }
    Clauses.push_back({{Premise}, conj(Z, B, 0) && z3::mk_or(Any), Side()});
    Clauses.back().Ranges = ranges(Z, B);
    Clauses.back().Sides = std::move(Parts);
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
