//===- SpacerTechnique.h - Spacer's proofs as a component -------*- C++ -*-===//
//
// Issue 24's Horn-clause engine (src/chc) on a session: a turn asks Spacer
// about every goal still open in the goal map (error calls first, then
// branch outcomes, cheapest first), records each checked proof there with
// technique name "spacer" and its invariants as evidence, and runs each
// derivation's candidate input on the concolic technique's interpreter
// (it counts only if the run takes the goal). Each query is bounded by a
// Z3 resource limit, so that without --time a turn does the same work on
// any machine; with --time the turn's seconds bound it too, and goals the
// deadline left unasked wait for the next turn.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_PORTFOLIO_SPACERTECHNIQUE_H
#define FORAGE_PORTFOLIO_SPACERTECHNIQUE_H

#include "cfa/Cfa.h"
#include "chc/ChcProver.h"
#include "portfolio/ConcolicTechnique.h"
#include "portfolio/Portfolio.h"

#include <memory>

namespace forage {

class SpacerTechnique final : public Technique {
public:
  /// Z3 resource units per query by default (about a second's work).
  static constexpr unsigned DefaultRlimit = 20'000'000;

  SpacerTechnique(Session &S, ConcolicTechnique &Search,
                  unsigned Rlimit = DefaultRlimit);
  ~SpacerTechnique() override;
  /// A new technique added to P, or null if Search is null or !Use.
  static std::unique_ptr<SpacerTechnique>
  addTo(Portfolio &P, Session &S, ConcolicTechnique *Search, bool Use);

  const char *name() const override { return "spacer"; }
  /// Its work: goals asked (queries), and one per turn for the encoding.
  static constexpr uint64_t QuantumQueries = 5;
  void turn(const Turn &T) override;
  uint64_t work() const override { return Total.Queries + Turns; }
  uint64_t workQuantum() const override { return QuantumQueries; }
  bool done() const override { return Done; }
  const RunSummary &summary() const override { return Search.summary(); }
  void report(llvm::json::Object &Out) const override;

  /// From now on, keep the atoms of each proof's invariants (and with
  /// Houdini, Houdini's inductive atoms) in atoms(), for the model checker.
  void keepAtoms(bool Houdini) {
    KeepAtoms = true;
    HoudiniAtoms = Houdini;
  }
  /// The atoms kept so far (only grows).
  const std::vector<InvariantAtom> &atoms() const { return Atoms; }

private:
  bool KeepAtoms = false, HoudiniAtoms = false;
  std::vector<InvariantAtom> Atoms;
  Session &S;
  ConcolicTechnique &Search;
  unsigned Rlimit;
  std::unique_ptr<Cfa> C;
  ChcStats Total;
  unsigned Turns = 0, Candidates = 0, Confirmed = 0;
  /// Turns whose time went to encoding the program, no goal asked.
  unsigned Starved = 0;
  static constexpr unsigned MaxStarved = 2;
  static constexpr double MinTurnShare = 0.05;
  bool EncodingCut = false; ///< Too large to encode within a turn.
  bool Done = false;
};

} // namespace forage

#endif
