//===- ChcFixture.h - a program for the Horn-clause tests ---*- C++ -*-===//
#ifndef FORAGE_TESTS_CHCFIXTURE_H
#define FORAGE_TESTS_CHCFIXTURE_H

#include "CompileHelper.h"
#include "cfa/Cfa.h"
#include "chc/Certificate.h"
#include "chc/ChcProver.h"
#include "chc/Houdini.h"
#include "exec/Interpreter.h"
#include "program/ProgramModel.h"

namespace forage::test {
inline const char *ChcHeader = R"(
extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);
)";

struct ChcFixture {
  explicit ChcFixture(const std::string &Src)
      : FR(test::compileSnippet(std::string(ChcHeader) + Src)),
        PM(*FR.Module, FR.UserFunctions),
        Interp(*FR.Module, PM, Ctx, InterpreterOptions()),
        C(*FR.Module, PM, Interp.program()) {}

  /// Runs the prover on every goal (with a deterministic resource limit);
  /// without Branches, on the error calls only.
  void prove(bool Branches = true) {
    std::vector<bool> Pending(PM.numBranches());
    for (uint32_t B = 0; B < Pending.size(); ++B)
      Pending[B] = Branches && PM.branch(B).IsUser;
    ChcOptions O;
    O.GoalRlimit = 20'000'000;
    ChcProver P(C, O);
    P.run(Pending, Proofs, Candidates);
    Stats = P.stats();
  }
  /// Runs the prover on the error calls only, with O (and a deterministic
  /// resource limit if O has none).
  void proveErrors(ChcOptions O) {
    if (!O.GoalRlimit)
      O.GoalRlimit = 20'000'000;
    std::vector<bool> Pending(PM.numBranches());
    ChcProver P(C, O);
    Proofs.clear();
    Candidates.clear();
    P.run(Pending, Proofs, Candidates);
    Stats = P.stats();
  }
  std::string why() const {
    return Stats.Encoding + ", queries " + std::to_string(Stats.Queries) +
           ", proved " + std::to_string(Stats.Proved) + ", reachable " +
           std::to_string(Stats.Reachable) + ", unknown " +
           std::to_string(Stats.Unknown) + ", dropped " +
           std::to_string(Stats.CheckFailed);
  }
  bool errorProved() const {
    for (const ChcProof &P : Proofs)
      if (P.ErrorCall)
        return true;
    return false;
  }
  /// Runs Inputs; whether the run ends in an error call and the branch
  /// counts it took.
  bool runsIntoError(const Assignment &Inputs) {
    State S;
    S.Model = Inputs;
    Interp.run(S);
    return S.End.K == Termination::Error;
  }
  FrontendResult FR;
  ProgramModel PM;
  ExprContext Ctx;
  Interpreter Interp;
  Cfa C;
  std::vector<ChcProof> Proofs;
  std::vector<ChcCandidate> Candidates;
  ChcStats Stats;
};
/// Whether Houdini's invariants alone exclude Enc's first error call.
inline bool houdiniProves(z3::context &Z, const HornEncoder &Enc,
                          const Houdini &H) {
  for (const ChcGoal &G : Enc.goals())
    if (G.ErrorCall) {
      Certificate C = Certificate::fromHoudini(Z, G.Rel, &H);
      unsigned Checks = 0;
      return C.check(Enc.clauses(), Enc.side(), 5000, 0, Checks);
    }
  return false;
}
} // namespace forage::test

#endif
