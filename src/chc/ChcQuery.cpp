//===- ChcQuery.cpp - one goal asked of Spacer, for other engines ---------===//
#include "chc/ChcQuery.h"

using namespace forage;

std::string forage::chcEvidence(const ChcProof &P, size_t MaxChars) {
  std::string S = "spacer, " + P.Encoding + ":";
  bool First = true;
  for (const ChcInvariant &I : P.Invariants) {
    S += (First ? " " : "; ") + I.Relation + ": " + I.Formula;
    First = false;
  }
  // One line: Z3 prints long formulas over several.
  std::string Flat;
  for (char Ch : S)
    if (Ch == '\n' || Ch == ' ') {
      if (Flat.empty() || Flat.back() != ' ')
        Flat += ' ';
    } else {
      Flat += Ch;
    }
  S = std::move(Flat);
  if (S.size() > MaxChars)
    S = S.substr(0, MaxChars - 3) + "...";
  return S;
}

ChcVerdict forage::chcProveUnreachable(
    const Cfa &C, uint32_t Branch,
    const std::vector<const llvm::Instruction *> &ErrorCalls,
    const ChcOptions &O) {
  ChcVerdict V;
  std::set<const llvm::Instruction *> Calls(ErrorCalls.begin(),
                                            ErrorCalls.end());
  ChcOptions Mine = O;
  Mine.ErrorCalls = &Calls;
  std::vector<bool> Pending(C.model().numBranches());
  if (Branch < Pending.size())
    Pending[Branch] = true;
  ChcProver P(C, Mine);
  std::vector<ChcProof> Proofs;
  std::vector<ChcCandidate> Candidates;
  P.run(Pending, Proofs, Candidates);
  V.Stats = P.stats();
  size_t Goals = Calls.size() + (Branch < Pending.size() ? 1 : 0);
  V.Proved = Goals > 0 && Proofs.size() == Goals;
  if (!V.Proved) {
    V.Evidence = V.Stats.Reachable ? "Spacer found a derivation"
                                   : "Spacer found no inductive invariant";
    return V;
  }
  for (const ChcProof &Pr : Proofs)
    V.Evidence += (V.Evidence.empty() ? "" : " | ") + chcEvidence(Pr);
  return V;
}
