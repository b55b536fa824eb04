//===- Summary.cpp - the lines every command's summary shares -------------===//
#include "cli/Summary.h"
#include "session/RunFigures.h"
#include "suite/AtomicFile.h"
#include "suite/Replay.h"

#include "llvm/Support/Format.h"

#include <algorithm>

using namespace forage;

void forage::printBugs(llvm::raw_ostream &OS,
                       const std::vector<BugReport> &Bugs) {
  for (const BugReport &B : Bugs)
    OS << "  bug: " << B.Kind << " at " << B.Location << " (test "
       << llvm::format("%05u", B.Test) << "): " << B.Message << "\n";
}

void forage::printWork(llvm::raw_ostream &OS, const RunSummary &R,
                       const ExecStats &ES, const SolverStats &SStats) {
  OS << "  solver:       " << SStats.Queries << " queries, " << SStats.CacheHits
     << " cache hits, " << SStats.Unknown << " unknown, "
     << llvm::format("%.2f", SStats.CoreSeconds) << " s in Z3\n";
  if (SStats.CwCalls)
    OS << "  solved by:    " << SStats.SolvedByZ3 << " Z3, "
       << SStats.SolvedByCw << " concolic walk (" << SStats.CwCalls
       << " walks, " << llvm::format("%.2f", SStats.CwSeconds) << " s)\n";
  OS << "  instructions: " << ES.Instructions << " ("
     << llvm::format("%.0f", instructionsPerSecond(ES))
     << "/s in the interpreter)\n";
  if (ES.ExternalData)
    OS << "  lossy:        data from outside forage's model entered through "
       << externalDataSources(ES) << "; no exhaustion claim\n";
  if (R.Escalations)
    OS << "  escalated:    " << R.Escalations
       << " rounds after no further branch could be forced: fresh searches "
          "with up to "
       << (1u << std::min(R.Escalations, 12u))
       << "x the walk steps and Z3 resources per query, walk restarts, "
          "from zeros and random inputs\n";
  if (R.UninitializedOnly)
    OS << "  tests.jsonl:  " << R.UninitializedOnly
       << " tests kept there only: their path reads a never-assigned "
          "variable, which a Test-Comp harness cannot set\n";
  if (R.Divergences || R.LimitHits || ES.Concretizations)
    OS << "  notes:        " << R.Divergences << " divergences, " << R.LimitHits
       << " executions cut by limits, " << ES.Concretizations
       << " concretizations\n";
}

void forage::printTechniques(llvm::raw_ostream &OS, const GoalMap &G) {
  OS << "  goal map:     " << G.coverage().numCovered() << "/"
     << G.coverage().numGoals() << " branch outcomes covered, "
     << G.numBranchesProved() << " proved unreachable, " << G.numBranchesOpen()
     << " open (all techniques; outcomes dead in the CFG count as open)\n";
  for (const auto &[Name, T] : G.tallies()) {
    OS << "  " << llvm::left_justify(Name + ":", 15)
       << llvm::format("%.2f s", T.Seconds) << " in " << T.Turns
       << (T.Turns == 1 ? " turn, " : " turns, ") << T.Covered
       << " branches covered, " << T.Proved << " goals proved, ";
    if (T.ErrorsReached)
      OS << T.ErrorsReached << " error calls reached, ";
    OS << T.Tests << " tests\n";
  }
}

void forage::printErrorCalls(llvm::raw_ostream &OS, const Session &S) {
  const GoalMap &G = const_cast<Session &>(S).goals();
  bool AnyProved = false;
  for (const auto &[Loc, E] : G.errorCalls()) {
    OS << "  error call:   " << Loc << ": ";
    switch (E.S) {
    case GoalMap::Status::Covered:
      OS << "reached by test " << llvm::format("%05u", E.Test) << " (" << E.By
         << ")\n";
      break;
    case GoalMap::Status::Proved:
      OS << "unreachable (" << E.By << ")\n";
      AnyProved = true;
      break;
    case GoalMap::Status::Open:
      OS << "open\n";
    }
  }
  if (AnyProved)
    OS << "  proofs hold:  " << S.scope() << "\n";
}

void forage::printReplay(llvm::raw_ostream &OS, const Session &S, size_t Bugs) {
  // The number that counts: gcov's, from the suite replayed natively.
  ReplayOptions RO;
  RO.Suite = S.dir();
  RO.Program = S.program();
  ReplayResult RR;
  std::string Error;
  if (!replaySuite(RO, RR, Error)) {
    OS << "  gcov:         replay failed: " << Error << "\n";
    return;
  }
  writeFileAtomically(S.dir() + "/replay.json", replayJson(RR));
  const FileCoverage &F = RR.Files.front();
  OS << "  gcov:         " << F.BranchesTaken << "/" << F.Branches
     << llvm::format(" branches taken (%.1f%%)", 100 * F.branchCoverage())
     << ", " << F.LinesCovered << "/" << F.Lines
     << " lines (replayed natively)\n";
  if (Bugs)
    OS << "  replayed bugs: " << RR.claimsConfirmed() << " confirmed natively, "
       << RR.claimsRefuted() << " not reproduced\n";
}
