//===- HornEncoder.cpp - the program as constrained Horn clauses ----------===//
#include "chc/Escapes.h"
#include "chc/HornSegment.h"
#include "chc/Liveness.h"
#include "solver/Z3Guard.h"
#include "support/Clock.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ModuleSlotTracker.h"

#include <map>

using namespace forage;
using namespace forage::hornsegment;

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
                         std::set<const llvm::Instruction *> WrapAt,
                         bool Regions, bool Slice)
    : Regions(Regions), Z(Z), C(C), PM(C.model()),
      Side(Z.function("Side", 0, nullptr, Z.bool_sort())), Deadline(Deadline),
      WrapAt(std::move(WrapAt)) {
  Relations.push_back(Side);
  Infos.push_back({"side conditions (overflow, access outside an object)",
                   {},
                   nullptr,
                   {},
                   {}});
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
  std::vector<const llvm::Function *> Taken;
  for (auto &[F, X] : Sem->addresses()) {
    Taken.push_back(F);
    Addresses.push_back(X);
  }
  if (Slice)
    Slices = globalSlices(C, Order, Encoded, Globals, Taken, Escaping);
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

void HornEncoder::encodeSegment(const llvm::Function &F,
                                const llvm::Instruction *P) {
  Segment S(*this, F, P);
  if (Regions)
    S.region();
  else
    S.walk(P, S.E0, S.B0, 0);
}

HornEncoder::Segment::Segment(HornEncoder &H, const llvm::Function &F,
                              const llvm::Instruction *P)
    : H(H), F(F), L(H.layoutOf(&F)), P(P), Premise(H.Z.bool_val(true)),
      Cost(static_cast<unsigned>(F.size())) {
  const z3::func_decl &Rel = H.Relations[L.Rel.at(P)];
  size_t NSnap = L.Params.size() + L.Globals.size();
  std::vector<z3::expr> Pre;
  for (unsigned K = 0; K < Rel.arity() - L.Addresses.size(); ++K) {
    Pre.push_back(H.Z.constant(H.Sem->name("a!").c_str(), Rel.domain(K)));
    if (K < NSnap)
      Snap.push_back(Pre.back());
  }
  // Every value a relation keeps lies in its range (true by construction,
  // and what the certificate checks of side conditions need).
  auto Ranged = [&](const llvm::Value *V, const z3::expr &X, unsigned W) {
    if (W > 1 && X.is_int())
      B0.Ranges.push_back(H.Sem->inRange(X, W, H.Sem->isSigned(V)));
  };
  for (size_t K = 0; K < L.Params.size(); ++K)
    Ranged(L.Params[K], Pre[K], H.C.widthOf(L.Params[K]->getType()));
  size_t At = NSnap;
  for (const llvm::Value *V : L.Live.at(P)) {
    Ranged(V, Pre[At], H.C.widthOf(V->getType()));
    E0.insert_or_assign(V, Pre[At++]);
  }
  for (const llvm::Value *G : L.Globals) {
    if (H.C.isTracked(G))
      Ranged(G, Pre[At], H.C.stateWidth(G));
    E0.insert_or_assign(G, Pre[At++]);
  }
  for (const llvm::Value *O : L.Locals)
    E0.insert_or_assign(O, Pre[At++]);
  for (const z3::expr &K : L.Addresses)
    Pre.push_back(K);
  Premise = applyRel(Rel, Pre);
}

z3::expr HornEncoder::Segment::stateAt(const llvm::Instruction *Q, ChcEnv &En,
                                       ClauseBody &Bd) {
  std::vector<z3::expr> Args = Snap;
  for (const llvm::Value *V : L.Live.at(Q))
    Args.push_back(En.count(V) ? En.at(V) : H.Sem->havoc(V, En, Bd));
  for (const llvm::Value *G : L.Globals)
    Args.push_back(En.at(G));
  for (const llvm::Value *O : L.Locals)
    Args.push_back(En.at(O));
  for (const z3::expr &K : L.Addresses)
    Args.push_back(K);
  return applyRel(H.Relations[L.Rel.at(Q)], Args);
}

void HornEncoder::Segment::emitSide(const ClauseBody &B, size_t From) {
  if (B.Side.size() <= From)
    return;
  z3::context &Z = H.Z;
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
  H.Clauses.push_back({{Premise}, conj(Z, B, 0) && z3::mk_or(Any), H.Side()});
  H.Clauses.back().Ranges = ranges(Z, B);
  H.Clauses.back().Sides = std::move(Parts);
}

void HornEncoder::Segment::emit(const ClauseBody &Bd, z3::expr Head,
                                std::vector<z3::expr> Extra, bool Call) {
  ChcClause Cl{{Premise}, conj(H.Z, Bd, Bd.Guards.size()), Head};
  Cl.Ranges = ranges(H.Z, Bd);
  for (z3::expr &X : Extra)
    Cl.Premises.push_back(X);
  Cl.Call = Call;
  Cl.Inputs = Bd.Inputs;
  Cl.InputBits = Bd.InputBits;
  Cl.InputSigned = Bd.InputSigned;
  Cl.InputWhen = Bd.InputWhen;
  H.Clauses.push_back(std::move(Cl));
}

void HornEncoder::Segment::havocCall(const llvm::CallBase &CB,
                                     const llvm::Function *Callee, ChcEnv &En,
                                     ClauseBody &Bd) {
  IntSemantics &Sem = *H.Sem;
  if (Sem.modelled(CB.getType()))
    Sem.havoc(&CB, En, Bd);
  for (const llvm::Value *G : L.Globals) {
    if (H.C.isTracked(G)) {
      if (H.Escaping || !Callee || H.C.mayModify(Callee, G)) {
        unsigned W = H.C.stateWidth(G);
        En.insert_or_assign(G, W == 1 ? Sem.freshBool()
                                      : Sem.freshInt(W, Sem.isSigned(G), Bd));
      }
    } else if (H.Escaping) {
      En.insert_or_assign(G, Sem.freshArray());
    }
  }
}

HornEncoder::Segment::Step
HornEncoder::Segment::call(const llvm::CallBase &CB, ChcEnv &E, ClauseBody &B,
                           const std::function<void()> &Ends) {
  z3::context &Z = H.Z;
  IntSemantics &Sem = *H.Sem;
  const Cfa &C = H.C;
  CallRole R = C.roleOf(CB);
  const llvm::Function *Callee = Cfa::directCallee(CB);
  if (R == CallRole::Terminal) {
    if (HornEncoder::isErrorCallee(Callee)) {
      H.goalFor(ProgramModel::NoBranch, &CB, Cost);
      emit(B, H.Goals[H.ErrorGoals.at(&CB)].Rel());
    }
    Ends();
    return Step::End;
  }
  std::vector<const llvm::Function *> Enter;
  bool Other = false;
  if (R == CallRole::Descend) {
    if (H.encodes(Callee))
      Enter.push_back(Callee);
    else
      Other = true;
  } else if (R == CallRole::Dispatch) {
    const CallTargets &T = C.targetsOf(CB);
    for (const llvm::Function *G : T.Defined)
      (H.encodes(G) ? Enter.push_back(G) : (void)(Other = true));
    Other |= T.External;
    if (Enter.empty() && !Other) {
      Ends(); // no function may run: the interpreter stops
      return Step::End;
    }
  }
  if (Enter.empty()) {
    if (R == CallRole::Descend || R == CallRole::Dispatch ||
        (H.Escaping && Callee && !Callee->isIntrinsic() &&
         R == CallRole::Inline))
      havocCall(CB, R == CallRole::Dispatch ? nullptr : Callee, E, B);
    else
      Sem.call(CB, E, B);
    return Step::Next;
  }
  Ends();
  const llvm::Instruction *After = CB.getNextNode();
  z3::expr Ptr = Z.int_val(0);
  if (R == CallRole::Dispatch)
    Ptr = Sem.operand(CB.getCalledOperand(), false, E, B);
  for (const llvm::Function *G : Enter) {
    ClauseBody Bd = B;
    ChcEnv En = E;
    if (R == CallRole::Dispatch)
      Bd.Guards.push_back(Ptr == Sem.addressOf(G));
    FunctionLayout &GL = H.layoutOf(G);
    std::vector<z3::expr> In;
    for (size_t K = 0; K < GL.Params.size(); ++K) {
      auto *A = llvm::cast<llvm::Argument>(GL.Params[K]);
      unsigned W = C.widthOf(A->getType());
      const llvm::Value *V = A->getArgNo() < CB.arg_size()
                                 ? CB.getArgOperand(A->getArgNo())
                                 : nullptr;
      if (V && C.widthOf(V->getType()) == W)
        In.push_back(Sem.operand(V, W > 1 && Sem.isSigned(A), En, Bd));
      else
        In.push_back(W == 1 ? Sem.freshBool()
                            : Sem.freshInt(W, Sem.isSigned(A), Bd));
    }
    for (const llvm::Value *Gl : GL.Globals)
      In.push_back(En.at(Gl));
    std::vector<z3::expr> EntryArgs = In;
    for (const z3::expr &K : GL.Addresses)
      EntryArgs.push_back(K);
    emit(Bd, applyRel(H.Relations[GL.Entry], EntryArgs));
    // The summary: globals after, the result.
    std::vector<z3::expr> Sum = In;
    for (const llvm::Value *Gl : GL.Globals) {
      z3::expr Out = Z.constant(Sem.name("o!").c_str(), En.at(Gl).get_sort());
      Sum.push_back(Out);
      En.insert_or_assign(Gl, Out);
    }
    if (GL.HasResult) {
      z3::expr Res =
          Z.constant(Sem.name("o!").c_str(), Sem.sortOf(G->getReturnType()));
      Sum.push_back(Res);
      unsigned W = C.widthOf(CB.getType());
      if (W && W == C.widthOf(G->getReturnType()))
        En.insert_or_assign(&CB, W == 1
                                     ? Res
                                     : Sem.convert(Res, W, Sem.returnSigned(*G),
                                                   Sem.isSigned(&CB)));
      else if (W)
        Sem.havoc(&CB, En, Bd);
    } else if (Sem.modelled(CB.getType())) {
      Sem.havoc(&CB, En, Bd);
    }
    for (const z3::expr &K : GL.Addresses)
      Sum.push_back(K);
    emit(Bd, stateAt(After, En, Bd), {applyRel(H.Relations[GL.Summary], Sum)},
         true);
  }
  if (Other) {
    ClauseBody Bd = B;
    ChcEnv En = E;
    if (R == CallRole::Dispatch) {
      Bd.Guards.push_back(Ptr != 0);
      for (const llvm::Function *G : Enter)
        Bd.Guards.push_back(Ptr != Sem.addressOf(G));
    }
    havocCall(CB, R == CallRole::Dispatch ? nullptr : Callee, En, Bd);
    emit(Bd, stateAt(After, En, Bd));
  }
  return Step::End;
}

void HornEncoder::Segment::ret(const llvm::ReturnInst &Ret, ChcEnv &E,
                               ClauseBody &B) {
  std::vector<z3::expr> Sum = Snap;
  for (const llvm::Value *G : L.Globals)
    Sum.push_back(E.at(G));
  if (L.HasResult) {
    const llvm::Value *V = Ret.getReturnValue();
    unsigned W = H.C.widthOf(V->getType());
    Sum.push_back(W == 1 ? H.Sem->operand(V, false, E, B)
                         : H.Sem->operand(V, H.Sem->returnSigned(F), E, B));
  }
  for (const z3::expr &K : L.Addresses)
    Sum.push_back(K);
  emit(B, applyRel(H.Relations[L.Summary], Sum));
}

// Blocks without a relation of their own (one predecessor) continue the
// clause of the block that jumps to them (large-block encoding).
void HornEncoder::Segment::walk(const llvm::Instruction *Start, ChcEnv E,
                                ClauseBody B, size_t SideFrom) {
  for (const llvm::Instruction *I = Start;; I = I->getNextNode()) {
    if (auto *CB = llvm::dyn_cast<llvm::CallBase>(I)) {
      if (call(*CB, E, B, [&] { emitSide(B, SideFrom); }) == Step::Next)
        continue;
      return;
    }
    if (!I->isTerminator()) {
      H.Sem->instruction(*I, E, B);
      continue;
    }
    emitSide(B, SideFrom);
    if (auto *Ret = llvm::dyn_cast<llvm::ReturnInst>(I))
      return ret(*Ret, E, B);
    if (!llvm::isa<llvm::BranchInst>(I) && !llvm::isa<llvm::SwitchInst>(I) &&
        !llvm::isa<llvm::IndirectBrInst>(I))
      return; // unreachable, resume: the path ends
    // indirectbr: any destination, unguarded (jump() adds no guard).
    uint32_t First = H.PM.firstBranch(I);
    for (unsigned K = 0; K < I->getNumSuccessors(); ++K) {
      ClauseBody Bd = B;
      ChcEnv En = E;
      H.Sem->jump(I, K, En, Bd);
      if (First != ProgramModel::NoBranch && H.PM.branch(First + K).IsUser)
        emit(Bd, H.goalFor(First + K, nullptr, Cost)());
      const llvm::Instruction *To = I->getSuccessor(K)->getFirstNonPHI();
      if (L.Rel.count(To))
        emit(Bd, stateAt(To, En, Bd));
      else
        walk(To, En, Bd, Bd.Side.size());
    }
    return;
  }
}
