//===- SpacerTechnique.cpp - Spacer's proofs as a component ---------------===//
#include "portfolio/SpacerTechnique.h"
#include "chc/ChcQuery.h"
#include "chc/InvariantAtoms.h"
#include "support/Clock.h"

#include <algorithm>

using namespace forage;

SpacerTechnique::SpacerTechnique(Session &S, ConcolicTechnique &Search,
                                 unsigned Rlimit)
    : S(S), Search(Search), Rlimit(Rlimit) {
  Interpreter &Interp = Search.interpreter();
  C = std::make_unique<Cfa>(Interp.module(), Interp.model(), Interp.program());
}

SpacerTechnique::~SpacerTechnique() = default;

std::unique_ptr<SpacerTechnique>
SpacerTechnique::addTo(Portfolio &P, Session &S, ConcolicTechnique *Search,
                       bool Use) {
  if (!Search || !Use)
    return nullptr;
  auto T = std::make_unique<SpacerTechnique>(S, *Search);
  P.add(*T);
  return T;
}

void SpacerTechnique::turn(const Turn &T) {
  if (Done)
    return;
  ++Turns;
  GoalMap &G = S.goals();
  const ProgramModel &PM = S.model();
  std::vector<bool> Pending(PM.numBranches());
  bool Any = false;
  for (uint32_t B = 0; B < Pending.size(); ++B) {
    Pending[B] = PM.branch(B).IsUser &&
                 G.branch(B).S == GoalMap::Status::Open &&
                 !G.coverage().covered(B);
    Any |= Pending[B];
  }
  std::set<const llvm::Instruction *> Calls;
  for (const llvm::Instruction *I : errorCalls(S.module(), PM)) {
    auto It = G.errorCalls().find(locationOf(I).str());
    if (It != G.errorCalls().end() && It->second.S == GoalMap::Status::Open)
      Calls.insert(I);
  }
  if (!Any && Calls.empty()) {
    Done = true;
    return;
  }
  ChcOptions O;
  O.GoalRlimit = Rlimit;
  O.ErrorCalls = &Calls;
  // Without --time the resource limit alone bounds the work (the same on
  // any machine); the timer is only a safety net far above it.
  // Every turn encodes the program again, a cost fixed per program: a
  // turn lasts at least MinTurnShare of what is left of --time (an overrun
  // of the scheduler's turn, paid back by sitting out rounds), and a
  // program that cannot even be encoded in that time is left to the others.
  bool Timed = S.options().TimeBudget > 0;
  double Seconds =
      Timed ? std::min(std::max(T.Seconds, MinTurnShare * S.remaining()),
                       S.remaining())
            : 600;
  O.GoalTimeoutMs =
      static_cast<unsigned>(std::clamp(Seconds, 0.1, 600.0) * 1000);
  O.Deadline = Timed ? steadyNanos() + static_cast<uint64_t>(Seconds * 1e9)
                     : S.deadlineNanos();
  // So are the certificate's and Houdini's checks, under the same rlimit.
  if (!Timed)
    O.CheckTimeoutMs = O.GoalTimeoutMs;
  O.Atoms = KeepAtoms;
  ChcProver P(*C, O);
  std::vector<ChcProof> Proofs;
  std::vector<ChcCandidate> Cands;
  P.run(Pending, Proofs, Cands);
  if (HoudiniAtoms)
    mergeAtoms(Atoms, P.houdiniAtoms());
  for (const ChcProof &Pr : Proofs) {
    mergeAtoms(Atoms, Pr.Atoms);
    std::string Why = chcEvidence(Pr);
    if (Pr.ErrorCall)
      G.errorProved(locationOf(Pr.ErrorCall).str(), Why);
    else
      G.branchProved(Pr.Branch, Why);
  }
  for (const ChcCandidate &Cand : Cands) {
    if (S.overBudget() || S.stopRequested())
      break;
    std::vector<uint8_t> Hit = Search.driver().runInput(Cand.Inputs);
    ++Candidates;
    Confirmed += Cand.Branch < Hit.size() && Hit[Cand.Branch];
  }
  const ChcStats &St = P.stats();
  Total.Queries += St.Queries;
  Total.Proved += St.Proved;
  Total.Reachable += St.Reachable;
  Total.Unknown += St.Unknown;
  Total.CheckFailed += St.CheckFailed;
  Total.Seconds += St.Seconds;
  // The same goals under the same limits get the same answers: only goals
  // the deadline left unasked are worth another turn. A program whose
  // encoding alone outlasts a turn (thousands of functions) would spend
  // every later turn encoding it again: after two such turns Spacer leaves
  // the program to the others.
  Starved += St.Queries == 0 && St.NotAsked > 0;
  EncodingCut = EncodingCut || St.EncodingCut;
  Done = St.NotAsked == 0 || Starved >= MaxStarved || EncodingCut;
}

void SpacerTechnique::report(llvm::json::Object &Out) const {
  Out["turns"] = static_cast<int64_t>(Turns);
  Out["queries"] = static_cast<int64_t>(Total.Queries);
  Out["proved"] = static_cast<int64_t>(Total.Proved);
  Out["reachable"] = static_cast<int64_t>(Total.Reachable);
  Out["unknown"] = static_cast<int64_t>(Total.Unknown);
  Out["dropped_by_check"] = static_cast<int64_t>(Total.CheckFailed);
  Out["candidates"] = static_cast<int64_t>(Candidates);
  Out["candidates_confirmed"] = static_cast<int64_t>(Confirmed);
  Out["rlimit_per_query"] = static_cast<int64_t>(Rlimit);
  Out["seconds"] = Total.Seconds;
  Out["turns_encoding_only"] = static_cast<int64_t>(Starved);
  Out["encoding_cut"] = EncodingCut;
  Out["invariant_atoms"] = static_cast<int64_t>(Atoms.size());
}
