//===- GoalMap.h - every goal of a run and what settled it ------*- C++ -*-===//
//
// Decision 12 of docs/architecture.md: one goal map per session. A goal is a
// branch outcome of the program's own code or a call of an error function
// (reach_error, __VERIFIER_error, a failed assert). Each is open, covered by
// a test, or proved unreachable, and the map records by which technique and
// when. Every technique of a session reads and writes the same map, through
// the SuiteWriter they share (SuiteWriter::goals()), so a test found by one
// is a test for all, test ids are numbered once, and a bug is reported once.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SUITE_GOALMAP_H
#define FORAGE_SUITE_GOALMAP_H

#include "expr/Expr.h"
#include "suite/Coverage.h"
#include "suite/GoalExchange.h"

#include "llvm/Support/JSON.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace forage {

class GoalMap {
public:
  enum class Status : uint8_t { Open, Covered, Proved };
  struct Settlement {
    Status S = Status::Open;
    uint32_t Test = 0;    ///< Covered: the first test that took it.
    double Seconds = 0;   ///< When, since the session started.
    std::string By;       ///< The technique.
    std::string Evidence; ///< Proved: the invariant or the reason.
  };
  /// What one technique did over the session (the summary's line for it).
  struct Tally {
    double Seconds = 0;
    uint64_t Turns = 0, Covered = 0, Proved = 0, Tests = 0, ErrorsReached = 0;
  };

  explicit GoalMap(const ProgramModel &PM);

  /// The branch edges covered so far: every technique merges into it.
  Coverage &coverage() { return Cov; }
  const Coverage &coverage() const { return Cov; }

  /// The technique whose turn it is; what is found is attributed to it.
  void setTechnique(const std::string &Name) { Current = Name; }
  const std::string &technique() const { return Current; }
  /// Seconds since the session started, for the settlement records.
  void setStart(uint64_t Nanos) { StartNanos = Nanos; }
  double seconds() const;
  /// Adds Seconds of a turn to the current technique's tally.
  void addTurn(double Seconds);

  /// The id the next test gets (each id is given once, across workers),
  /// and its record once it is written.
  uint32_t nextTestId() {
    return X ? X->reserveTestId() : static_cast<uint32_t>(Tests + 1);
  }
  void testWritten(uint32_t Id);
  uint64_t numTests() const { return Tests; }
  /// A test's input values by input variable, kept so that one technique
  /// can start from the tests of another (the climb does).
  using TestInput = std::vector<std::pair<uint32_t, u128>>;
  void addTestInput(TestInput In, uint32_t Test = 0);
  const std::vector<TestInput> &testInputs() const { return Inputs; }

  /// Branches a test covered first (after Coverage::merge put them there).
  void branchesCovered(const std::vector<uint32_t> &New, uint32_t Test);
  /// A proof that user branch B cannot be taken; false (and counted as a
  /// conflict, never recorded) if a test already took it.
  bool branchProved(uint32_t B, const std::string &Evidence);
  const Settlement &branch(uint32_t B) const { return Branches[B]; }
  size_t numBranchesProved() const { return BranchesProved; }
  size_t numBranchesOpen() const;

  /// Error calls are goals by location ("file:line:col").
  void addErrorCall(const std::string &Location);
  bool isErrorCall(const std::string &Location) const {
    return Errors.count(Location) != 0;
  }
  /// A test reached the error call at Location (added if unknown).
  void errorReached(const std::string &Location, uint32_t Test);
  bool errorProved(const std::string &Location, const std::string &Evidence);
  const std::map<std::string, Settlement> &errorCalls() const { return Errors; }
  size_t numErrorsOpen() const;

  /// True the first time a bug with this key is seen (kind@location).
  bool newBug(const std::string &Key);
  /// The test that shows a new bug was written (for the other workers).
  void bugWritten(const std::string &Key, const std::string &Message,
                  uint32_t Test);
  /// Every goal still open is proved, with Evidence (an exhaustive search).
  void openGoalsProved(const std::string &Evidence);
  /// Proofs refused because a test had covered the goal: must stay 0.
  uint64_t conflicts() const { return Conflicts; }

  const std::map<std::string, Tally> &tallies() const { return Tallies; }

  /// --jobs: what this map settles is published to X, and importShared()
  /// applies what the other workers published (attributed to their
  /// techniques). Null: a map of its own.
  void attachExchange(GoalExchange *Ex) { X = Ex; }
  GoalExchange *exchange() const { return X; }
  /// Applies the other workers' events; the number applied.
  size_t importShared();
  /// Publishes this worker's time per technique and its executions and
  /// paths (at its end, for the worker that reports).
  void publishWork(uint64_t Executions, uint64_t Paths);
  /// The other workers' executions and paths, as imported.
  uint64_t sharedExecutions() const { return SharedExecutions; }
  uint64_t sharedPaths() const { return SharedPaths; }
  /// Bugs other workers found first.
  struct SharedBug {
    std::string Key, Message;
    uint32_t Test;
  };
  const std::vector<SharedBug> &sharedBugs() const { return SharedBugs; }
  /// stats.json's "goals": counts, per-technique tallies and every
  /// settled goal with its technique and time.
  llvm::json::Object toJson() const;

private:
  void publish(GoalEvent E);

  GoalExchange *X = nullptr;
  bool Importing = false;
  uint64_t SharedExecutions = 0, SharedPaths = 0;
  std::vector<SharedBug> SharedBugs;
  std::vector<TestInput> Inputs;
  const ProgramModel &PM;
  Coverage Cov;
  std::vector<Settlement> Branches;
  std::map<std::string, Settlement> Errors;
  std::vector<std::string> SeenBugs;
  std::map<std::string, Tally> Tallies;
  std::string Current = "search";
  uint64_t StartNanos = 0, Tests = 0, Conflicts = 0;
  size_t BranchesProved = 0;
};

} // namespace forage

#endif
