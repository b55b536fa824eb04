//===- Portfolio.cpp - techniques taking turns on one session -------------===//
#include "portfolio/Portfolio.h"

#include "support/Resources.h"

#include <z3++.h>

#include <algorithm>
#include <malloc.h>

using namespace forage;

namespace {
/// Resident memory past nine tenths of the budget, once the memory a
/// finished turn freed is given back to the system: a Spacer query of a
/// few hundred MB left its pages with malloc (freed, still resident), and
/// the run ended on --max-memory before sampling had a turn.
bool overMemory(uint64_t MaxMemoryMB) {
  uint64_t Limit = (MaxMemoryMB << 20) / 10 * 9;
  if (residentBytes() <= Limit)
    return false;
  malloc_trim(0);
  return residentBytes() > Limit;
}
} // namespace

void Portfolio::add(Technique &T) {
  // The first technique (the forward search) starts with a full turn, the
  // others with a probe of the floor's length: their weights grow with
  // what they settle.
  Members.push_back(Member{&T, 0, 0, 1, 0, 0, 0, {}});
  Members.back().FloorNow = Opts.Floor;
  if (Members.size() > 1)
    Members.back().Weight = Opts.Floor;
}

uint64_t Portfolio::quantum(const Member &M) const {
  uint64_t Q = M.T->workQuantum();
  return Q ? Q : std::max<uint64_t>(1, Opts.QuantumExecutions);
}

uint64_t Portfolio::executions() const {
  uint64_t N = 0;
  for (const Member &M : Members)
    N += M.T->executions();
  return N;
}

Portfolio::Tally Portfolio::tally() const {
  GoalMap &G = S.goals();
  Tally T{G.coverage().numCovered(), G.numBranchesProved()};
  for (const auto &E : G.errorCalls()) {
    T.Covered += E.second.S == GoalMap::Status::Covered;
    T.Proved += E.second.S == GoalMap::Status::Proved;
  }
  return T;
}

bool Portfolio::allSettled() const {
  GoalMap &G = S.goals();
  return G.numBranchesOpen() == 0 && G.numErrorsOpen() == 0;
}

std::string Portfolio::run() {
  std::string Why = runTurns();
  for (Member &M : Members)
    M.T->finish();
  return Why;
}

std::string Portfolio::runTurns() {
  const SessionOptions &O = S.options();
  bool Timed = O.TimeBudget > 0;
  // Without --time the first technique (the forward search) anchors the
  // run: once it has nothing left to try, every other technique gets one
  // more turn (the rest of this round), and the run ends.
  bool LastRound = false;
  uint64_t Turns = 0, Rounds = 0;
  while (true) {
    bool AnyTurn = false;
    for (Member &M : Members) {
      // A program without goals still runs once (its bugs are goals too).
      if (Turns && allSettled())
        return "every goal covered or proved unreachable";
      if (Opts.BetweenTurns)
        Opts.BetweenTurns();
      if (Opts.Settled && Opts.Settled())
        return "every target settled";
      // Every technique of a worker has one round, however soon the run
      // ends elsewhere (as every other technique has one more turn once
      // the forward search of a one-job run ends).
      if (Rounds && Opts.Ended && Opts.Ended())
        return "another worker ended the run";
      if (S.stopRequested())
        return "interrupted";
      if (S.overBudget())
        return "time budget reached (--time)";
      if (O.MaxMemoryMB && overMemory(O.MaxMemoryMB))
        return "memory budget reached (--max-memory)";
      if (O.MaxIterations && executions() >= O.MaxIterations)
        return "iteration budget reached (--max-iterations)";
      if (O.StopOnError && !S.goals().tallies().empty() &&
          std::any_of(S.goals().errorCalls().begin(),
                      S.goals().errorCalls().end(), [](const auto &E) {
                        return E.second.S == GoalMap::Status::Covered;
                      }))
        return "stopped at the first bug (--stop-on-error)";
      if (M.T->done() || !M.Failed.empty())
        continue;
      AnyTurn = true;
      // Deficit round robin: each round credits a technique its weight (in
      // quanta); a turn costs the work it took. A turn that overran (a
      // model-checking phase, a solver query, longer than a floor's turn)
      // is paid back by sitting out rounds, so that the floor is a share
      // of the time and not a number of turns.
      M.Credit = std::min(M.Credit + M.Weight, 1.0);
      if (M.Credit <= 0)
        continue;
      // Under --time a turn is seconds; without it, work in the
      // technique's own unit, so that the run is the same on any machine.
      // A turn is never shorter than the floor's: a weight below it is a
      // share of the time paid by sitting out rounds (the credit above),
      // not a shorter turn. Turns of a few milliseconds show no rate: on
      // bst forking symbolic execution had 6 ms turns at the smallest
      // floor, covered nothing in any, and its weight never rose.
      uint64_t Quantum = quantum(M);
      double Share = std::max(M.Weight, Opts.Floor);
      Turn T;
      if (Timed) {
        T.Seconds = std::min(Share * Opts.QuantumSeconds, S.remaining());
      } else {
        T.Work = static_cast<uint64_t>(
            std::max(1.0, Share * static_cast<double>(Quantum)));
        if (O.MaxIterations && !M.T->workQuantum())
          T.Work = std::min(T.Work, O.MaxIterations - executions());
      }
      S.goals().setTechnique(M.T->name());
      Tally Before = tally();
      uint64_t WorkBefore = M.T->work();
      uint64_t ProgressBefore = M.T->progress();
      double Start = S.elapsed();
      try {
        M.T->turn(T);
      } catch (const z3::exception &E) {
        // Z3 refused to go on (out of its memory cap, an internal error)
        // in code that builds terms outside a guarded check: this
        // technique is retired, with what it found so far, rather than
        // the process.
        M.Failed = E.msg();
      }
      ++Turns;
      // A technique that met a limit of the user's ends the run with it.
      const std::string &Why = M.T->summary().StopReason;
      for (const char *Limit :
           {"memory budget reached", "interrupted", "stopped at the first bug"})
        if (Why.rfind(Limit, 0) == 0) {
          S.goals().addTurn(S.elapsed() - Start);
          return Why;
        }
      if (!Timed && &M == &Members.front() && M.T->done())
        LastRound = true;
      double Spent = S.elapsed() - Start;
      S.goals().addTurn(Spent);
      ++M.Turns;
      // Work in quanta: seconds under --time, the technique's own unit
      // otherwise.
      double Work = Timed ? std::max(Spent, 1e-3) / Opts.QuantumSeconds
                          : std::max<double>(1, M.T->work() - WorkBefore) /
                                static_cast<double>(Quantum);
      M.Credit -= Work;
      Tally After = tally();
      bool Settled =
          After.Covered > Before.Covered || After.Proved > Before.Proved;
      // A turn that got an open goal closer is not fruitless either: the
      // climb spends its first turns on gzip getting nearer to a checksum
      // and covering nothing; with its floor halved after each it had
      // 2.5 s of 120 in 4 turns and covered nothing, while in a run where
      // it was not starved it covered 359 branches (60 % lines to 38 %).
      bool Progressed = M.T->progress() > ProgressBefore;
      M.FloorNow = Settled || Progressed
                       ? Opts.Floor
                       : std::max(Opts.MinFloor, M.FloorNow / 2);
      double Covering = (After.Covered - Before.Covered) / Work;
      double Proving = (After.Proved - Before.Proved) / Work;
      double Keep = M.Turns == 1 ? 0 : Opts.Decay;
      M.CoverRate = Keep * M.CoverRate + (1 - Keep) * Covering;
      M.ProofRate = Keep * M.ProofRate + (1 - Keep) * Proving;
      if (M.T->exhausted()) {
        // Every feasible path ran: what is still open cannot be reached.
        S.goals().openGoalsProved(std::string("the path space was explored "
                                              "exhaustively by ") +
                                  M.T->name());
        return "path space exhausted";
      }
    }
    if (!AnyTurn && !(Opts.Resume && Opts.Resume()))
      return "every technique has done what it can";
    if (LastRound)
      return std::string("the ") + Members.front().T->name() +
             " search ended; every other technique had one more turn";
    reweigh();
    ++Rounds;
  }
}

void Portfolio::reweigh() {
  // Covering comes first: while some technique still covers goals at a
  // rate that counts, a technique's weight is its covering rate relative
  // to the best still at work (proving alone earns the floor); once none
  // covers any more, proving rates decide the same way. So a prover that
  // settles a few goals fast does not take the time of the search that is
  // still covering (the acceptance is coverage), and it gets the time once
  // coverage has stalled. A technique that is done no longer sets the
  // pace; a rate that decayed to almost nothing is nothing.
  double BestCover = 0, BestProof = 0;
  for (const Member &M : Members)
    if (!M.T->done()) {
      BestCover = std::max(BestCover, M.CoverRate);
      BestProof = std::max(BestProof, M.ProofRate);
    }
  bool Cover = BestCover > Opts.NegligibleRate;
  bool Proof = BestProof > Opts.NegligibleRate;
  for (Member &M : Members) {
    double W = Cover   ? M.CoverRate / BestCover
               : Proof ? M.ProofRate / BestProof
                       : 1.0;
    M.Weight = std::max(M.FloorNow, std::min(1.0, W));
  }
}

llvm::json::Object Portfolio::report() const {
  llvm::json::Object Out;
  for (const Member &M : Members) {
    llvm::json::Object J;
    M.T->report(J);
    J["weight"] = M.Weight;
    J["cover_rate"] = M.CoverRate;
    J["proof_rate"] = M.ProofRate;
    J["turns"] = static_cast<int64_t>(M.Turns);
    J["done"] = M.T->done();
    if (!M.Failed.empty())
      J["failed"] = M.Failed;
    Out[M.T->name()] = std::move(J);
  }
  return Out;
}
