//===- TransitionEncoder.cpp - LLVM segments as bit-vector formulas -------===//
#include "abstraction/TransitionEncoder.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Intrinsics.h"

using namespace forage;

std::optional<z3::expr> forage::compareBits(llvm::CmpInst::Predicate P,
                                            const z3::expr &A,
                                            const z3::expr &B) {
  switch (P) {
  case llvm::CmpInst::ICMP_EQ:
    return A == B;
  case llvm::CmpInst::ICMP_NE:
    return A != B;
  case llvm::CmpInst::ICMP_UGT:
    return z3::ugt(A, B);
  case llvm::CmpInst::ICMP_UGE:
    return z3::uge(A, B);
  case llvm::CmpInst::ICMP_ULT:
    return z3::ult(A, B);
  case llvm::CmpInst::ICMP_ULE:
    return z3::ule(A, B);
  case llvm::CmpInst::ICMP_SGT:
    return z3::sgt(A, B);
  case llvm::CmpInst::ICMP_SGE:
    return z3::sge(A, B);
  case llvm::CmpInst::ICMP_SLT:
    return z3::slt(A, B);
  case llvm::CmpInst::ICMP_SLE:
    return z3::sle(A, B);
  default:
    return std::nullopt;
  }
}

z3::expr TransitionEncoder::fresh(unsigned Width, Step &S) {
  std::string Name = "h!" + std::to_string(Counter++);
  z3::expr X = Z.bv_const(Name.c_str(), Width);
  S.Fresh.push_back(X);
  return X;
}

z3::expr TransitionEncoder::define(const llvm::Value *V, const z3::expr &Term,
                                   Env &E, Step &S) {
  std::string Name = "d!" + std::to_string(Counter++);
  z3::expr X = Z.bv_const(Name.c_str(), Term.get_sort().bv_size());
  S.Defs.push_back({X, Term});
  E.insert_or_assign(V, X);
  return X;
}

z3::expr TransitionEncoder::constant(const llvm::Constant *K, unsigned W,
                                     Step &S) {
  if (auto *CI = llvm::dyn_cast<llvm::ConstantInt>(K)) {
    llvm::SmallString<40> Digits;
    CI->getValue().toStringUnsigned(Digits, 10);
    return Z.bv_val(Digits.c_str(), W);
  }
  if (llvm::isa<llvm::ConstantPointerNull>(K))
    return Z.bv_val(0, W);
  if (llvm::isa<llvm::UndefValue>(K)) // undef, poison: any value
    return fresh(W, S);
  // Addresses of globals and constant expressions over them: fixed during
  // an execution, unknown to the model checker.
  auto It = StableConstants.find(K);
  if (It != StableConstants.end())
    return It->second;
  std::string Name = "k!" + std::to_string(StableConstants.size());
  z3::expr X = Z.bv_const(Name.c_str(), W);
  StableConstants.insert({K, X});
  if (llvm::isa<llvm::Function>(K))
    Objects.push_back(X);
  return X;
}

z3::expr TransitionEncoder::value(const llvm::Value *V, Env &E, Step &S) {
  unsigned W = C.widthOf(V->getType());
  assert(W && "value() of an unmodelled type");
  auto It = E.find(V);
  if (It != E.end())
    return It->second;
  if (auto *K = llvm::dyn_cast<llvm::Constant>(V))
    return constant(K, W, S);
  z3::expr X = Pre(V);
  E.insert({V, X});
  return X;
}

z3::expr TransitionEncoder::passed(const llvm::Value *V, unsigned W, Env &E,
                                   Step &S) {
  return C.widthOf(V->getType()) == W ? value(V, E, S) : fresh(W, S);
}

void TransitionEncoder::body(Position P, const llvm::Instruction *End, Env &E,
                             Step &S) {
  for (const llvm::Instruction *I = P; I != End; I = I->getNextNode())
    instruction(*I, E, S);
}

void TransitionEncoder::jump(const llvm::Instruction *T, unsigned Succ, Env &E,
                             Step &S) {
  if (auto *Br = llvm::dyn_cast<llvm::BranchInst>(T)) {
    if (Br->isConditional()) {
      S.BranchGuard = static_cast<int>(S.Guards.size());
      z3::expr Cond = isTrue(value(Br->getCondition(), E, S));
      S.Guards.push_back(Succ == 0 ? Cond : !Cond);
    }
  } else if (auto *Sw = llvm::dyn_cast<llvm::SwitchInst>(T)) {
    z3::expr V = value(Sw->getCondition(), E, S);
    unsigned W = V.get_sort().bv_size();
    if (Succ == 0) {
      for (auto Case : Sw->cases())
        S.Guards.push_back(V != constant(Case.getCaseValue(), W, S));
    } else {
      auto Case = Sw->case_begin() + (Succ - 1);
      S.Guards.push_back(V == constant(Case->getCaseValue(), W, S));
    }
  }
  // Phi moves happen in parallel: read every incoming value first.
  const llvm::BasicBlock *From = T->getParent();
  const llvm::BasicBlock *To = T->getSuccessor(Succ);
  std::vector<std::pair<const llvm::PHINode *, z3::expr>> Moves;
  for (const llvm::PHINode &Phi : To->phis()) {
    unsigned W = C.widthOf(Phi.getType());
    if (!W)
      continue;
    Moves.push_back({&Phi, value(Phi.getIncomingValueForBlock(From), E, S)});
  }
  for (auto &[Phi, X] : Moves)
    define(Phi, X, E, S);
}

void TransitionEncoder::call(const llvm::CallBase &CB, Env &E, Step &S) {
  unsigned W = C.widthOf(CB.getType());
  switch (C.roleOf(CB)) {
  case CallRole::Input: {
    const llvm::Function *F = Cfa::directCallee(CB);
    unsigned IW = W;
    if (F && F->getName() == "__forage_input") {
      // The value goes to memory (havocked); the input still counts.
      auto *Size = llvm::dyn_cast<llvm::ConstantInt>(CB.getArgOperand(1));
      IW = Size && Size->getZExtValue() && Size->getZExtValue() <= 16
               ? 8 * Size->getZExtValue()
               : 32;
    }
    z3::expr X = fresh(IW, S);
    S.Inputs.push_back(X);
    S.InputWidths.push_back(IW);
    if (W)
      E.insert_or_assign(&CB, X);
    return;
  }
  case CallRole::Assume: {
    const llvm::Value *A = CB.getArgOperand(0);
    if (unsigned AW = C.widthOf(A->getType()))
      S.Guards.push_back(value(A, E, S) != Z.bv_val(0, AW));
    return;
  }
  default:
    break;
  }
  const llvm::Function *F = Cfa::directCallee(CB);
  if (W && F && F->isIntrinsic()) {
    switch (F->getIntrinsicID()) {
    case llvm::Intrinsic::expect:
    case llvm::Intrinsic::ssa_copy:
      define(&CB, value(CB.getArgOperand(0), E, S), E, S);
      return;
    default:
      break;
    }
  }
  if (W) // external, allocation, output, ...: any result
    E.insert_or_assign(&CB, fresh(W, S));
}

void TransitionEncoder::havocGlobals(Env &E, Step &S, const llvm::Function *F) {
  Env &GE = Globals ? *Globals : E;
  for (const llvm::GlobalVariable *G : C.trackedGlobals())
    if (!F || C.mayModify(F, G))
      GE.insert_or_assign(G, fresh(C.stateWidth(G), S));
}

void TransitionEncoder::callGuard(const CfaEdge &CE, Env &E, Step &S) {
  const auto *CB = llvm::dyn_cast<llvm::CallBase>(CE.End);
  if (!CB || Cfa::directCallee(*CB))
    return;
  if (CE.K == EdgeKind::Call || CE.K == EdgeKind::Summary)
    dispatch(*CB, CE.Callee, E, S);
  else if (CE.K == EdgeKind::External)
    dispatch(*CB, nullptr, E, S);
}

void TransitionEncoder::dispatch(const llvm::CallBase &CB,
                                 const llvm::Function *Callee, Env &E,
                                 Step &S) {
  z3::expr Ptr = value(CB.getCalledOperand(), E, S);
  unsigned W = Ptr.get_sort().bv_size();
  z3::expr Null = Z.bv_val(0, W);
  S.Guards.push_back(Ptr != Null);
  const std::vector<const llvm::Function *> &Defined = C.targetsOf(CB).Defined;
  if (!Callee) {
    for (const llvm::Function *F : Defined)
      S.Guards.push_back(Ptr != constant(F, W, S));
    return;
  }
  S.Guards.push_back(Ptr == constant(Callee, W, S));
}

const z3::expr &TransitionEncoder::addressFacts() {
  if (FactsOver == Objects.size())
    return Facts;
  z3::expr_vector All(Z);
  Facts = Z.bool_val(true);
  for (const z3::expr &X : Objects) {
    All.push_back(X);
    Facts = Facts && X != Z.bv_val(0, X.get_sort().bv_size());
  }
  if (All.size() > 1)
    Facts = Facts && z3::distinct(All);
  FactsOver = Objects.size();
  return Facts;
}

void TransitionEncoder::instruction(const llvm::Instruction &I, Env &E,
                                    Step &S) {
  if (auto *CB = llvm::dyn_cast<llvm::CallBase>(&I))
    return call(*CB, E, S);
  if (auto *St = llvm::dyn_cast<llvm::StoreInst>(&I)) {
    const llvm::Value *G = St->getPointerOperand();
    if (C.isTracked(G)) {
      z3::expr V = value(St->getValueOperand(), E, S);
      define(G, V, Globals ? *Globals : E, S);
    }
    return;
  }
  unsigned W = C.widthOf(I.getType());
  if (!W)
    return; // stores, floats, aggregates: not modelled
  auto Operand = [&](unsigned K, bool &Ok) -> z3::expr {
    const llvm::Value *V = I.getOperand(K);
    if (!C.widthOf(V->getType())) {
      Ok = false;
      return Z.bv_val(0, 1);
    }
    return value(V, E, S);
  };
  bool Ok = true;
  if (auto *B = llvm::dyn_cast<llvm::BinaryOperator>(&I)) {
    z3::expr A = Operand(0, Ok), D = Operand(1, Ok);
    if (!Ok || I.getType()->isVectorTy())
      return (void)E.insert_or_assign(&I, fresh(W, S));
    z3::expr Zero = Z.bv_val(0, W);
    switch (B->getOpcode()) {
    case llvm::Instruction::Add:
      define(&I, A + D, E, S);
      return;
    case llvm::Instruction::Sub:
      define(&I, A - D, E, S);
      return;
    case llvm::Instruction::Mul:
      define(&I, A * D, E, S);
      return;
    case llvm::Instruction::And:
      define(&I, A & D, E, S);
      return;
    case llvm::Instruction::Or:
      define(&I, A | D, E, S);
      return;
    case llvm::Instruction::Xor:
      define(&I, A ^ D, E, S);
      return;
    case llvm::Instruction::Shl:
    case llvm::Instruction::LShr:
    case llvm::Instruction::AShr: {
      S.Guards.push_back(z3::ult(D, Z.bv_val(W, W)));
      unsigned Op = B->getOpcode();
      define(&I,
             Op == llvm::Instruction::Shl    ? z3::shl(A, D)
             : Op == llvm::Instruction::LShr ? z3::lshr(A, D)
                                             : z3::ashr(A, D),
             E, S);
      return;
    }
    case llvm::Instruction::UDiv:
    case llvm::Instruction::URem:
      S.Guards.push_back(D != Zero);
      define(&I,
             B->getOpcode() == llvm::Instruction::UDiv ? z3::udiv(A, D)
                                                       : z3::urem(A, D),
             E, S);
      return;
    case llvm::Instruction::SDiv:
    case llvm::Instruction::SRem: {
      S.Guards.push_back(D != Zero);
      // INT_MIN / -1 overflows: any value (whatever the interpreter does).
      z3::expr Min = Z.bv_val(1, W);
      Min = z3::shl(Min, Z.bv_val(W - 1, W));
      z3::expr Over = A == Min && D == Z.bv_val(-1, W);
      z3::expr Exact =
          B->getOpcode() == llvm::Instruction::SDiv ? A / D : z3::srem(A, D);
      define(&I, z3::ite(Over, fresh(W, S), Exact), E, S);
      return;
    }
    default:
      E.insert_or_assign(&I, fresh(W, S));
      return;
    }
  }
  if (auto *Cmp = llvm::dyn_cast<llvm::ICmpInst>(&I)) {
    z3::expr A = Operand(0, Ok), D = Operand(1, Ok);
    if (!Ok || I.getType()->isVectorTy())
      return (void)E.insert_or_assign(&I, fresh(W, S));
    std::optional<z3::expr> R = compareBits(Cmp->getPredicate(), A, D);
    if (!R)
      return (void)E.insert_or_assign(&I, fresh(W, S));
    define(&I, z3::ite(*R, Z.bv_val(1, 1), Z.bv_val(0, 1)), E, S);
    return;
  }
  if (auto *Sel = llvm::dyn_cast<llvm::SelectInst>(&I)) {
    z3::expr Cond = Operand(0, Ok), T = Operand(1, Ok), F = Operand(2, Ok);
    if (!Ok || Sel->getCondition()->getType()->isVectorTy())
      return (void)E.insert_or_assign(&I, fresh(W, S));
    define(&I, z3::ite(isTrue(Cond), T, F), E, S);
    return;
  }
  if (auto *Cast = llvm::dyn_cast<llvm::CastInst>(&I)) {
    z3::expr A = Operand(0, Ok);
    if (!Ok || I.getType()->isVectorTy())
      return (void)E.insert_or_assign(&I, fresh(W, S));
    unsigned From = A.get_sort().bv_size();
    switch (Cast->getOpcode()) {
    case llvm::Instruction::ZExt:
      define(&I, z3::zext(A, W - From), E, S);
      return;
    case llvm::Instruction::SExt:
      define(&I, z3::sext(A, W - From), E, S);
      return;
    case llvm::Instruction::Trunc:
      define(&I, A.extract(W - 1, 0), E, S);
      return;
    case llvm::Instruction::PtrToInt:
    case llvm::Instruction::IntToPtr:
    case llvm::Instruction::BitCast:
      if (W == From)
        define(&I, A, E, S);
      else if (W < From)
        define(&I, A.extract(W - 1, 0), E, S);
      else
        define(&I, z3::zext(A, W - From), E, S);
      return;
    default:
      E.insert_or_assign(&I, fresh(W, S));
      return;
    }
  }
  if (auto *L = llvm::dyn_cast<llvm::LoadInst>(&I)) {
    const llvm::Value *G = L->getPointerOperand();
    if (C.isTracked(G)) {
      Env &GE = Globals ? *Globals : E;
      auto It = GE.find(G);
      z3::expr X = It != GE.end() ? It->second : Pre(G);
      GE.insert({G, X});
      E.insert_or_assign(&I, X);
      return;
    }
  }
  if (llvm::isa<llvm::FreezeInst>(I)) {
    z3::expr A = Operand(0, Ok);
    E.insert_or_assign(&I, Ok ? A : fresh(W, S));
    return;
  }
  // Loads, allocas, address arithmetic, float results cast to integers,
  // aggregates: havocked (spec 7.4, first version: no memory model).
  E.insert_or_assign(&I, fresh(W, S));
}
