//===- Portfolio.h - techniques taking turns on one session -----*- C++ -*-===//
//
// The default of `forage run` (decision 12): every technique on one budget
// and one goal map. Techniques take turns in rounds, in the order they were
// added; a turn's length is the quantum times the technique's weight, and
// the weight follows the goals it settled per unit of work in its recent
// turns (an exponential average, relative to the best technique's), never
// below a floor, so that time moves to whatever settles the most goals
// while every technique keeps a share. The run ends when every goal is
// settled, every technique has nothing left to try, the user's budget is
// spent, or on an interrupt; without --time also once the first technique
// (the forward search) is done and every other one had one more turn.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_PORTFOLIO_PORTFOLIO_H
#define FORAGE_PORTFOLIO_PORTFOLIO_H

#include "portfolio/Technique.h"
#include "session/Session.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace forage {

struct PortfolioOptions {
  /// A full turn: seconds (used when --time is given) and, without
  /// --time, executions for the techniques that execute (the others say
  /// what a quantum of their own work is, Technique::workQuantum), so that
  /// the run is the same on any machine.
  double QuantumSeconds = 5;
  uint64_t QuantumExecutions = 200;
  /// Smallest weight of a technique whose last turn settled something;
  /// each fruitless turn halves its floor, down to MinFloor, so that a
  /// technique that keeps finding nothing costs less and less of the
  /// budget but is never starved. Floor is also the shortest turn (in
  /// quanta): a smaller weight is taken as rounds sat out.
  double Floor = 0.1;
  double MinFloor = 0.0125;
  double Decay = 0.5; ///< Of the weight's exponential average.
  /// Goals per quantum below which a rate counts as none.
  double NegligibleRate = 1e-3;
  /// When set, the run also ends once it holds (`forage reach`: every
  /// target settled).
  std::function<bool()> Settled;
  /// --jobs: called before every turn (applies the other workers' goals);
  /// when every technique is done, Resume is asked whether to wait for
  /// more (another worker's tests may give one work again) and go on;
  /// Ended tells that the run as a whole has ended.
  std::function<void()> BetweenTurns;
  std::function<bool()> Resume;
  std::function<bool()> Ended;
};

class Portfolio {
public:
  Portfolio(Session &S, const PortfolioOptions &O) : S(S), Opts(O) {}

  /// Techniques take turns in this order.
  void add(Technique &T);
  /// Runs rounds until the end; returns why it ended.
  std::string run();
  uint64_t executions() const;
  /// stats.json's "portfolio": the weights and each technique's report.
  llvm::json::Object report() const;

private:
  struct Member {
    Technique *T;
    /// Goals covered and proved per unit of work, averaged.
    double CoverRate = 0, ProofRate = 0;
    double Weight = 1;   ///< Of the quantum.
    double Credit = 0;   ///< Quanta it may still use (deficit round robin).
    double FloorNow = 0; ///< Its floor (see PortfolioOptions::Floor).
    uint64_t Turns = 0;
    /// Its turn threw a Z3 error (Z3's allocator cap, see z3guard): it
    /// takes no further turns, the others go on.
    std::string Failed;
  };
  /// Covered and proved branch outcomes and error calls.
  struct Tally {
    size_t Covered, Proved;
  };
  Tally tally() const;
  /// Units of M's work in a full turn without --time.
  uint64_t quantum(const Member &M) const;
  /// Sets every weight from the rates (after a round).
  void reweigh();
  std::string runTurns(); ///< run() before every technique's finish().
  bool allSettled() const;

  Session &S;
  PortfolioOptions Opts;
  std::vector<Member> Members;
};

} // namespace forage

#endif
