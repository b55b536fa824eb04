//===- ConcretePhase.cpp - Phase II of symcretic execution ----------------===//
//
// Dinges' thesis, section 4.4 and chapter 5 (spec sections 5 and 6): the
// trace's change() items are read from forward runs of forage's
// interpreter, the concolic walk fits the inputs, a forward run validates.
//
//===----------------------------------------------------------------------===//
#include "targeted/ConcretePhase.h"
#include "expr/Bits.h"
#include "expr/Substitute.h"
#include "support/Clock.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <cstring>
#include <memory>

using namespace forage;

namespace {

/// One forward execution of the program, watched: the values of the
/// trace's observations at their k-th occurrence, and whether the target
/// ran. Remembers the last input vector it ran on.
class WatchedRun {
public:
  WatchedRun(Interpreter &Interp, const ReachTarget &T, ConcreteStats &Stats)
      : Interp(Interp), Stats(Stats) {
    for (const llvm::Instruction *I : T.Starts)
      Targets.insert(I);
    if (T.OnlyPred)
      TargetEdge = {T.OnlyPred, T.Starts.front()->getParent()};
  }

  /// Watch observation O (forward index K); returns its number.
  void watch(const Observation &O, uint32_t K) {
    unsigned N = static_cast<unsigned>(Watches.size());
    Watch W{O.K, K, O.Width, 0, O.V, nullptr};
    const DecodedProgram &P = Interp.program();
    if (O.K == Observation::Result) {
      const auto *I = llvm::cast<llvm::Instruction>(O.V);
      const DecodedFunction *DF = P.function(I->getFunction());
      W.Slot = DF ? DF->SlotOf.lookup(I) : 0;
      BySource[I].push_back(N);
    } else {
      const DecodedFunction *DF = P.function(O.Arrival->getParent());
      if (!DF)
        return;
      const Inst *At = &DF->Code[DF->BlockStart.lookup(O.Arrival)];
      if (O.K == Observation::ValueAtArrival)
        W.Slot = DF->SlotOf.lookup(O.V);
      ByInst[At].push_back(N);
    }
    Watches.push_back(W);
  }

  /// Observation N's value on the inputs Args (input j = Args[j]).
  u128 value(const std::vector<u128> &Args, unsigned N) {
    if (!Ran || Args != LastArgs)
      execute(Args);
    return N < Values.size() ? Values[N] : 0;
  }

  bool execute(const std::vector<u128> &Args, State *Keep = nullptr) {
    LastArgs = Args;
    Ran = true;
    Values.assign(Watches.size(), 0);
    std::vector<uint32_t> Counts(Watches.size(), 0);
    llvm::DenseMap<const void *, uint32_t> Seen;
    struct Pending {
      unsigned Watch;
      size_t Depth;
      const llvm::Instruction *Source;
    };
    llvm::SmallVector<Pending, 4> Waiting;
    bool Hit = false;
    State S;
    for (size_t J = 0; J < Args.size(); ++J)
      S.Model.set(static_cast<uint32_t>(J), Args[J]);
    Interp.BeforeStep = [&](State &St, const Inst &I) {
      const Frame &F = St.Stack.back();
      const Value *R = St.Regs.data() + F.Base;
      for (size_t K = Waiting.size(); K-- > 0;)
        if (Waiting[K].Depth == St.Stack.size() &&
            I.Source != Waiting[K].Source) {
          const Watch &W = Watches[Waiting[K].Watch];
          Values[Waiting[K].Watch] = bits::trunc(R[W.Slot].C, W.Width);
          Waiting.erase(Waiting.begin() + K);
        }
      if (!ByInst.empty()) {
        auto It = ByInst.find(&I);
        if (It != ByInst.end()) {
          uint32_t C = ++Seen[&I];
          for (unsigned N : It->second) {
            const Watch &W = Watches[N];
            if (C != W.K)
              continue;
            if (W.Kind == Observation::ValueAtArrival) {
              Values[N] = bits::trunc(R[W.Slot].C, W.Width);
            } else {
              uint64_t A = Interp.program().addressOfGlobal(W.V);
              u128 V = 0;
              if (A)
                std::memcpy(&V, reinterpret_cast<const void *>(A),
                            (W.Width + 7) / 8);
              Values[N] = bits::trunc(V, W.Width);
            }
          }
        }
      }
      if (!I.Source)
        return false;
      if (Targets.count(I.Source)) {
        if (!TargetEdge.first || (PrevBlock == TargetEdge.first &&
                                  I.Source->getParent() == TargetEdge.second)) {
          Hit = true;
          return true;
        }
      }
      if (TargetEdge.first && I.Source->isTerminator())
        PrevBlock = I.Source->getParent();
      auto It = BySource.find(I.Source);
      if (It != BySource.end()) {
        uint32_t C = ++Seen[I.Source];
        for (unsigned N : It->second)
          if (C == Watches[N].K)
            Waiting.push_back({N, St.Stack.size(), I.Source});
      }
      return false;
    };
    PrevBlock = nullptr;
    Interp.run(S);
    Interp.BeforeStep = nullptr;
    ++Stats.Executions;
    if (Keep)
      *Keep = std::move(S);
    return Hit;
  }

private:
  struct Watch {
    Observation::Kind Kind;
    uint32_t K;
    unsigned Width;
    uint32_t Slot;
    const llvm::Value *V;
    const Inst *At;
  };
  Interpreter &Interp;
  ConcreteStats &Stats;
  llvm::DenseSet<const llvm::Instruction *> Targets;
  std::pair<const llvm::BasicBlock *, const llvm::BasicBlock *> TargetEdge{
      nullptr, nullptr};
  const llvm::BasicBlock *PrevBlock = nullptr;
  std::vector<Watch> Watches;
  llvm::DenseMap<const llvm::Instruction *, llvm::SmallVector<unsigned, 2>>
      BySource;
  llvm::DenseMap<const Inst *, llvm::SmallVector<unsigned, 2>> ByInst;
  std::vector<u128> LastArgs;
  std::vector<u128> Values;
  bool Ran = false;
};

bool isFloatValue(const Observation &O) {
  llvm::Type *T = O.K == Observation::GlobalAtArrival
                      ? llvm::cast<llvm::GlobalVariable>(O.V)->getValueType()
                      : O.V->getType();
  return T->isFloatTy() || T->isDoubleTy();
}

} // namespace

bool ConcretePhase::reaches(const std::vector<u128> &Values,
                            const ReachTarget &T, State &Out) {
  WatchedRun Run(Interp, T, Stats);
  Interp.setDeadline(Deadline);
  return Run.execute(Values, &Out);
}

bool ConcretePhase::run(const BackwardState &S, const ReachTarget &T,
                        State &Out) {
  uint64_t Start = steadyNanos();
  ++Stats.Runs;
  ++TraceNumber;
  std::vector<BackwardInput> Slots(S.Inputs.rbegin(), S.Inputs.rend());
  std::vector<ExprRef> InVars;
  for (const BackwardInput &In : Slots)
    InVars.push_back(Ctx.var(In.Var, In.Width));

  // The change() items: terms over the inputs, computed by forward runs.
  auto Run = std::make_shared<WatchedRun>(Interp, T, Stats);
  llvm::DenseMap<uint32_t, ExprRef> Replacement;
  for (size_t N = 0; N < S.Obs.size(); ++N) {
    const Observation &O = S.Obs[N];
    const void *Key = O.K == Observation::Result
                          ? static_cast<const void *>(O.V)
                          : static_cast<const void *>(O.Arrival);
    uint32_t Total = S.Occurrences.lookup(Key);
    Run->watch(O, Total - O.BackIndex + 1);
    OpaqueFunction F;
    F.Name =
        "observed." + std::to_string(TraceNumber) + "." + std::to_string(N);
    for (const BackwardInput &In : Slots) {
      F.ParamWidths.push_back(In.Width);
      F.ParamIsFloat.push_back(In.Kind == InputKind::Float);
    }
    F.RetWidth = O.Width;
    F.RetIsFloat = isFloatValue(O);
    unsigned Index = static_cast<unsigned>(N);
    size_t NumArgs = Slots.size();
    F.Native = [Run, Index, NumArgs](const u128 *Args) {
      return Run->value(std::vector<u128>(Args, Args + NumArgs), Index);
    };
    Replacement[O.Var] = Ctx.call(Ctx.declare(std::move(F)), InVars);
  }
  if (!S.Obs.empty())
    ++Stats.WithObserved;
  llvm::DenseMap<uint32_t, ExprRef> Defs;
  for (auto &[Var, Term] : S.Defs)
    Defs[Var] = Term;
  llvm::DenseMap<ExprRef, ExprRef> Memo;
  std::function<ExprRef(ExprRef)> Replace = [&](ExprRef V) -> ExprRef {
    auto It = Replacement.find(V->varId());
    if (It != Replacement.end())
      return It->second;
    auto D = Defs.find(V->varId());
    if (D == Defs.end())
      return nullptr;
    return substitute(Ctx, D->second, Replace, Memo);
  };
  std::vector<ExprRef> Constraints;
  for (ExprRef C : S.Conds) {
    ExprRef X = substitute(Ctx, C, Replace, Memo);
    if (!X->isTrue())
      Constraints.push_back(X);
  }

  // The model of P is the starting point (the thesis' seed); the
  // concolic walk moves it until every condition holds.
  Assignment Model = S.Model;
  bool Holds =
      llvm::none_of(Constraints, [](ExprRef C) { return C->isFalse(); });
  if (Holds) {
    Evaluator E(Model);
    Holds = llvm::all_of(Constraints,
                         [&](ExprRef C) { return E.evaluate(C) == 1; });
  }
  if (!Holds) {
    uint64_t Cap = Start + static_cast<uint64_t>(TraceSeconds * 1e9);
    Fit.setDeadline(Deadline ? std::min(Deadline, Cap) : Cap);
    Interp.setDeadline(Deadline);
    SolverResult R = Fit.solve(Constraints, Model);
    Fit.setDeadline(Deadline);
    if (R != SolverResult::Sat) {
      ++Stats.Unsolved;
      Stats.Seconds += (steadyNanos() - Start) * 1e-9;
      return false;
    }
  }
  std::vector<u128> Values;
  for (const BackwardInput &In : Slots)
    Values.push_back(bits::trunc(Model.get(In.Var), In.Width));
  bool Ok = reaches(Values, T, Out);
  if (Ok)
    ++Stats.Successes;
  else
    ++Stats.Mismatches;
  Stats.Seconds += (steadyNanos() - Start) * 1e-9;
  return Ok;
}
