//===- CrabsFlags.h - options and report of the model checker ---*- C++ -*-===//
//
// Seed 003's options for `forage run --abstraction` and `forage prove`,
// and the part of their summary that says what was proved unreachable and
// the coverage both raw and adjusted (covered / (reachable - proved)).
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_CLI_CRABSFLAGS_H
#define FORAGE_CLI_CRABSFLAGS_H

#include "cfa/Cfa.h"
#include "exec/Interpreter.h"
#include "explore/concolic/ConcolicDriver.h"
#include "explore/crabs/CrabsDriver.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/JSON.h"

#include <string>

namespace forage {

llvm::cl::OptionCategory &crabsCategory();
/// `forage prove`: ProveCommand.cpp.
llvm::cl::SubCommand &proveSubcommand();
void hideUnrelatedProveOptions();
int proveCommand();

/// True iff `forage run --abstraction` was given.
bool abstractionMode();
/// False (with a message) if a Crabs flag is out of range.
bool checkCrabsFlags(std::string &Error);

/// Runs Crabs around Driver (ratio 1, or Prove: the model checker alone).
/// Json gets the figures for stats.json, Lines the summary lines; the
/// proofs go to Dir/unreachable.json.
/// Writes Dir/unreachable.json (and a line per proof to tests.jsonl), the
/// summary lines on what was proved and the adjusted coverage, and their
/// figures into Json.
void reportProofs(const Cfa &C, const std::vector<McProof> &Proofs,
                  size_t Covered, const std::string &Dir,
                  llvm::json::Object &Json, std::string &Lines);
/// --mc-* and --crabs-* into O.
CrabsOptions crabsOptions(bool Prove, double SolverTimeout);

/// Seeds: another prover's invariant atoms, taken as predicates first.
RunSummary runAbstraction(Interpreter &Interp, ConcolicDriver &Driver,
                          double TimeBudget, double SolverTimeout, bool Prove,
                          const std::string &Dir, llvm::json::Object &Json,
                          std::string &Lines,
                          const std::vector<InvariantAtom> *Seeds = nullptr);

/// --mc-invariant-atoms: which of Spacer's atoms the model checker takes
/// (`prove --engine both`, the portfolio): "none", "proofs" (the
/// invariants of its checked proofs) or "all" (also Houdini's inductive
/// atoms).
const std::string &invariantAtomsFlag();

/// `forage prove --engine spacer|both`: Spacer's proofs of every error call
/// and every branch outcome not yet covered, within Seconds; candidate
/// inputs replayed through Driver (tests only if they take their goal);
/// proofs with their checked invariants in Dir/unreachable-chc.json.
/// With Atoms, the atoms --mc-invariant-atoms asks for are appended to it.
void runChcEngine(Interpreter &Interp, ConcolicDriver &Driver, double Seconds,
                  const std::string &Dir, llvm::json::Object &Json,
                  std::string &Lines,
                  std::vector<InvariantAtom> *Atoms = nullptr);

} // namespace forage

#endif
