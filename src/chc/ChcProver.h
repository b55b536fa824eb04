//===- ChcProver.h - goals proved unreachable by Spacer ---------*- C++ -*-===//
//
// Asks Z3's Spacer, goal by goal (cheapest first), whether a branch outcome
// or an error call is reachable in the Horn clauses of the program. Unsat
// is a proof once its invariants pass the independent check (a proof that
// fails it is dropped and counted); sat gives a derivation, turned into a
// candidate input for the interpreter. The integer encoding first assumes
// no overflow: if Spacer cannot show every side condition unreachable, the
// clauses are rebuilt with exact wrap-around, and if accesses may leave a
// tracked object nothing is claimed. Every query runs on the solver thread
// (solver/Z3Guard), under a resource limit (deterministic) and a time
// limit per goal, and stops at the run's deadline.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_CHC_CHCPROVER_H
#define FORAGE_CHC_CHCPROVER_H

#include "cfa/Cfa.h"
#include "cfa/InvariantAtom.h"
#include "chc/Certificate.h"
#include "expr/Evaluator.h"

#include <set>
#include <string>
#include <vector>

namespace forage {

struct ChcOptions {
  unsigned GoalTimeoutMs = 10'000; ///< Per query (Z3's timer and ours).
  /// Z3 resource units per query and per check (0: none); deterministic,
  /// unlike time. With it, the two timers are only safety nets: the
  /// prover raises them to at least SafetyNetMs, so that what it proves
  /// does not depend on the machine's load (Deadline still ends the run).
  unsigned GoalRlimit = 0;
  unsigned CheckTimeoutMs = 5'000; ///< Per clause of a certificate check.
  static constexpr unsigned SafetyNetMs = 600'000;
  uint64_t Deadline = 0; ///< Steady nanoseconds; 0: none.
  /// Houdini's candidates at most (the richest tier under it).
  size_t HoudiniMaxAtoms = 20'000;
  /// Relations only at loop heads, entries and returns of entered calls
  /// (HornEncoder's regions); otherwise also at every join.
  bool Regions = true;
  /// A function's relations carry only the globals it or its callees may
  /// read or write (HornEncoder's slice); otherwise every global.
  bool Slice = true;
  /// The error calls to query (null: every one).
  const std::set<const llvm::Instruction *> *ErrorCalls = nullptr;
  /// Give each proof's invariants as atoms over program values
  /// (ChcProof::Atoms), and Houdini's (ChcProver::houdiniAtoms), for the
  /// model checker's precision.
  bool Atoms = false;
};

struct ChcProof {
  uint32_t Branch = ProgramModel::NoBranch; ///< Or:
  const llvm::Instruction *ErrorCall = nullptr;
  std::vector<ChcInvariant> Invariants;
  std::string Encoding; ///< "ideal integers" or "wrap-around integers".
  double Seconds = 0;
  /// With ChcOptions::Atoms: the atoms of the invariants at positions
  /// (Spacer's own; a proof by Houdini alone, Houdini's).
  std::vector<InvariantAtom> Atoms;
};

struct ChcCandidate {
  uint32_t Branch = ProgramModel::NoBranch;
  const llvm::Instruction *ErrorCall = nullptr;
  Assignment Inputs;
};

struct ChcStats {
  unsigned Queries = 0, Proved = 0, Reachable = 0, Unknown = 0;
  unsigned CheckFailed = 0; ///< Proofs dropped by the certificate check.
  unsigned CertificateChecks = 0, Relations = 0, Clauses = 0;
  /// The ideal encoding's relations' arguments, in all and at most in one.
  size_t Arguments = 0, MaxArity = 0;
  unsigned ErrorCalls = 0, ErrorCallsProved = 0; ///< Error-call goals.
  unsigned NotAsked = 0;      ///< Goals left when the deadline came.
  bool EncodingCut = false;   ///< The deadline came before the encoding ended.
  size_t HoudiniAtoms = 0;    ///< Inductive bounds given to Spacer.
  unsigned HoudiniProved = 0; ///< Goals Houdini's invariants excluded.
  Houdini::Report HoudiniRun; ///< The ideal encoding's Houdini run.
  std::string Encoding = "none"; ///< The one the proofs rest on.
  /// The Z3 error that ended the queries (empty: none), e.g. out of memory.
  std::string Z3Error;
  double Seconds = 0;
};

class ChcProver {
public:
  ChcProver(const Cfa &C, const ChcOptions &Opts);

  /// Queries every error call and every branch outcome with
  /// PendingBranches[id] set.
  void run(const std::vector<bool> &PendingBranches,
           std::vector<ChcProof> &Proofs,
           std::vector<ChcCandidate> &Candidates);
  const ChcStats &stats() const { return Stats; }
  /// With ChcOptions::Atoms: Houdini's inductive atoms (of the ideal
  /// encoding) at every position, whether or not they proved a goal.
  const std::vector<InvariantAtom> &houdiniAtoms() const {
    return HoudiniAtoms;
  }

private:
  const Cfa &C;
  ChcOptions Opts;
  ChcStats Stats;
  std::vector<InvariantAtom> HoudiniAtoms;
};

} // namespace forage

#endif
