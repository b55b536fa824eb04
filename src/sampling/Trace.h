//===- Trace.h - what one simulated run records for the learners -*- C++
//-*-===//
//
// Seed 000, section 4.2 (our table): the branch-decision sequence, how close
// each untaken branch came to being taken (branch distances), the call
// sequence, the values at observation points (function entries and exits),
// divisors, and how the run ended. TraceRecorder fills it through the
// interpreter's observer hook.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SAMPLING_TRACE_H
#define FORAGE_SAMPLING_TRACE_H

#include "exec/BranchDistance.h"
#include "exec/ExecObserver.h"
#include "exec/State.h"
#include "program/ProgramModel.h"

#include "llvm/ADT/DenseMap.h"

#include <cstdint>
#include <string>
#include <vector>

namespace forage {

/// Smallest and largest value a run saw at one observation point.
struct ValueSpan {
  double Lo, Hi;
};

struct SampleTrace {
  std::vector<uint32_t> Edges; ///< User branch edges taken, in order.
  /// For user edges some branch did not take: the least branch distance
  /// (section 6.3's table) to taking it.
  llvm::DenseMap<uint32_t, double> FlipDistance;
  std::vector<uint32_t> Calls; ///< User functions entered, in order.
  /// Observation point id -> values seen there (RangePoints names them).
  llvm::DenseMap<uint32_t, ValueSpan> Values;
  /// Symbolic runs: point -> its first symbolic value and the number of
  /// path entries before it (for range-enhancement objectives).
  llvm::DenseMap<uint32_t, std::pair<ExprRef, uint32_t>> SymbolicValues;
  /// Division site -> least |divisor| seen.
  llvm::DenseMap<const void *, double> Divisors;
  Termination::Kind End = Termination::Running;
  std::string BugKey;    ///< "kind@location" when the run found a bug.
  uint64_t PathHash = 0; ///< Of Edges, loop repeats capped (section 8.2).
};

/// Names the observation points: argument K of user function F (K < 15)
/// is point F*16+K, its return value F*16+15.
class TraceRecorder : public ExecObserver {
public:
  TraceRecorder(const llvm::Module &M, const ProgramModel &PM);

  void begin(SampleTrace &T);
  /// Completes T from the finished state.
  void finish(const State &S);

  void onCompare(uint32_t Reg, ExprKind K, unsigned Width, u128 A, u128 B,
                 bool Negated) override;
  void onFloatCompare(uint32_t Reg, double Distance) override;
  void onBranch(const State &S, uint32_t CondReg, uint32_t Taken,
                uint32_t NotTaken) override;
  void onCall(const State &S, const llvm::Function *F, const Value *Args,
              unsigned NumArgs) override;
  void onReturn(const State &S, const llvm::Function *F,
                const Value *Ret) override;
  void onDivide(const void *Site, u128 Divisor, unsigned Width) override;

  /// Readable name of an observation point ("f:arg1", "f:ret").
  std::string pointName(uint32_t Point) const;
  size_t numFunctions() const { return FunctionNames.size(); }
  const std::string &functionName(uint32_t F) const { return FunctionNames[F]; }

  static constexpr size_t MaxEdges = 1u << 20;

private:
  void observe(const State &S, uint32_t Point, double V, const Value &Raw);

  const ProgramModel &PM;
  std::vector<uint8_t> IsUser;
  llvm::DenseMap<const llvm::Function *, uint32_t> FunctionIds;
  std::vector<std::string> FunctionNames;
  std::vector<std::vector<unsigned>> ArgWidths; ///< 0: not observed.
  std::vector<unsigned> RetWidths;
  llvm::DenseMap<uint32_t, CompareDistance> Compares;
  SampleTrace *T = nullptr;
};

} // namespace forage

#endif
