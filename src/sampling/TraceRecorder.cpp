//===- TraceRecorder.cpp - filling a SampleTrace from interpreter events
//---===//
//
// Seed 000, sections 4.2 and 6.3: branch distances are computed from the
// operands of the comparison that produced a branch's condition.
//
//===----------------------------------------------------------------------===//
#include "exec/BranchDistance.h"
#include "sampling/Trace.h"

#include "expr/Bits.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"

#include <cmath>
#include <cstring>

using namespace forage;

TraceRecorder::TraceRecorder(const llvm::Module &M, const ProgramModel &PM)
    : PM(PM), IsUser(PM.numBranches(), 0) {
  for (size_t B = 0; B < PM.numBranches(); ++B)
    IsUser[B] = PM.branch(static_cast<uint32_t>(B)).IsUser;
  for (const llvm::Function &F : M) {
    if (F.isDeclaration() || !PM.isUserFunction(F))
      continue;
    FunctionIds[&F] = static_cast<uint32_t>(FunctionNames.size());
    FunctionNames.push_back(F.getName().str());
    std::vector<unsigned> W;
    for (const llvm::Argument &A : F.args()) {
      llvm::Type *Ty = A.getType();
      W.push_back(Ty->isIntegerTy()   ? Ty->getIntegerBitWidth()
                  : Ty->isDoubleTy()  ? 1000 + 64
                  : Ty->isFloatTy()   ? 1000 + 32
                  : Ty->isPointerTy() ? 1 // null or not
                                      : 0);
    }
    ArgWidths.push_back(std::move(W));
    llvm::Type *R = F.getReturnType();
    RetWidths.push_back(R->isIntegerTy() ? R->getIntegerBitWidth() : 0);
  }
}

void TraceRecorder::begin(SampleTrace &Out) {
  Out = SampleTrace();
  T = &Out;
  Compares.clear();
}

void TraceRecorder::finish(const State &S) {
  T->End = S.End.K;
  if (S.End.K == Termination::Error)
    T->BugKey = std::string(bugName(S.End.Bug)) + "@" + S.End.Location.str();
  // The path hash counts at most 8 consecutive repeats of an edge (loop
  // merging, section 8.2), so that loops differing only in their trip count
  // beyond that look alike.
  uint64_t H = 1469598103934665603ull;
  uint32_t Last = ~0u, Repeats = 0;
  for (uint32_t E : T->Edges) {
    Repeats = E == Last ? Repeats + 1 : 0;
    Last = E;
    if (Repeats >= 8)
      continue;
    H = (H ^ E) * 1099511628211ull;
  }
  T->PathHash = H;
  T = nullptr;
}

void TraceRecorder::onCompare(uint32_t Reg, ExprKind K, unsigned Width, u128 A,
                              u128 B, bool Negated) {
  if (!T)
    return;
  Compares[Reg] = compareDistance(K, Width, A, B, Negated);
}

void TraceRecorder::onFloatCompare(uint32_t Reg, double Distance) {
  if (T)
    Compares[Reg] = {Distance, Distance};
}

void TraceRecorder::onBranch(const State &, uint32_t CondReg, uint32_t Taken,
                             uint32_t NotTaken) {
  if (!T || !IsUser[Taken])
    return;
  if (T->Edges.size() < MaxEdges)
    T->Edges.push_back(Taken);
  if (NotTaken == ProgramModel::NoBranch || CondReg == ~0u)
    return;
  auto It = Compares.find(CondReg);
  // Without a comparison behind the condition, flipping it is one step.
  double D = 1;
  if (It != Compares.end())
    D = NotTaken < Taken ? It->second.ToTrue : It->second.ToFalse;
  D = std::max(D, 1e-300);
  auto [Slot, Inserted] = T->FlipDistance.try_emplace(NotTaken, D);
  if (!Inserted)
    Slot->second = std::min(Slot->second, D);
}

void TraceRecorder::observe(const State &S, uint32_t Point, double V,
                            const Value &Raw) {
  if (Raw.S && !T->SymbolicValues.count(Point))
    T->SymbolicValues[Point] = {Raw.S, static_cast<uint32_t>(S.Path.size())};
  auto [Slot, Inserted] = T->Values.try_emplace(Point, ValueSpan{V, V});
  if (!Inserted) {
    Slot->second.Lo = std::min(Slot->second.Lo, V);
    Slot->second.Hi = std::max(Slot->second.Hi, V);
  }
}

static double numeric(const Value &V, unsigned W) {
  if (W == 1)
    return V.C != 0;
  if (W == 1064) {
    double D;
    uint64_t Bits = static_cast<uint64_t>(V.C);
    std::memcpy(&D, &Bits, sizeof D);
    return std::isfinite(D) ? D : 0;
  }
  if (W == 1032) {
    float F;
    uint32_t Bits = static_cast<uint32_t>(V.C);
    std::memcpy(&F, &Bits, sizeof F);
    return std::isfinite(F) ? F : 0;
  }
  return static_cast<double>(bits::toSigned(V.C, W));
}

void TraceRecorder::onCall(const State &S, const llvm::Function *F,
                           const Value *Args, unsigned NumArgs) {
  if (!T)
    return;
  auto It = FunctionIds.find(F);
  if (It == FunctionIds.end())
    return;
  uint32_t Id = It->second;
  if (T->Calls.size() < MaxEdges)
    T->Calls.push_back(Id);
  const std::vector<unsigned> &W = ArgWidths[Id];
  for (unsigned K = 0; K < NumArgs && K < W.size() && K < 15; ++K)
    if (W[K] && (W[K] < 1000 ? W[K] <= 64 : true))
      observe(S, Id * 16 + K, numeric(Args[K], W[K]), Args[K]);
}

void TraceRecorder::onReturn(const State &S, const llvm::Function *F,
                             const Value *Ret) {
  if (!T || !Ret)
    return;
  auto It = FunctionIds.find(F);
  if (It == FunctionIds.end() || !RetWidths[It->second] ||
      RetWidths[It->second] > 64)
    return;
  observe(S, It->second * 16 + 15, numeric(*Ret, RetWidths[It->second]), *Ret);
}

void TraceRecorder::onDivide(const void *Site, u128 Divisor, unsigned Width) {
  if (!T)
    return;
  double D = std::fabs(static_cast<double>(bits::toSigned(Divisor, Width)));
  auto [Slot, Inserted] = T->Divisors.try_emplace(Site, D);
  if (!Inserted)
    Slot->second = std::min(Slot->second, D);
}

std::string TraceRecorder::pointName(uint32_t Point) const {
  uint32_t F = Point / 16, K = Point % 16;
  std::string N = F < FunctionNames.size() ? FunctionNames[F] : "?";
  return K == 15 ? N + ":ret" : N + ":arg" + std::to_string(K);
}
