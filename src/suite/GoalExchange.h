//===- GoalExchange.h - one goal map over several processes -----*- C++ -*-===//
//
// `--jobs N` (docs/architecture.md, decision 12) runs a portfolio's
// techniques in N worker processes on one goal map and one suite. The
// exchange is a region of shared memory mapped before the workers fork:
// a counter that numbers the suite's tests once, a stop flag, and an
// append-only log of goal events (branches covered, goals proved, error
// calls reached, bugs, test inputs, per-technique time). Each worker's
// GoalMap publishes what it settles and, between turns, applies what the
// others published; the suite directory is shared (each test file is
// written atomically, and tests.jsonl is appended to with one write(2)).
//
// The log is a bump allocator: a writer reserves space with one atomic
// add, writes its record, then stores the record's length (release); a
// reader stops at a record whose length is still 0. Nothing is ever freed:
// the region is reserved, not committed, so its size costs only what is
// written.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SUITE_GOALEXCHANGE_H
#define FORAGE_SUITE_GOALEXCHANGE_H

#include "expr/Expr.h"

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace forage {

/// One thing a worker settled or did, as the others apply it.
struct GoalEvent {
  enum Kind : uint8_t {
    Covered,      ///< Branches (first covered by Test).
    BranchProved, ///< Branches[0], with Text the evidence.
    ErrorReached, ///< Text the location, by Test.
    ErrorProved,  ///< Text the location, Evidence the reason.
    Bug,          ///< Text the bug's key (kind@location).
    TestInput,    ///< Input of test Test.
    Tally,        ///< By's turns (Count) and seconds (Seconds).
    Work,         ///< A worker's executions (Count) and paths (Test).
  };
  Kind K = Covered;
  uint8_t Worker = 0;
  uint32_t Test = 0;
  uint64_t Count = 0;
  double Seconds = 0;
  std::string By; ///< The technique.
  std::string Text;
  std::string Evidence;
  std::vector<uint32_t> Branches;
  std::vector<std::pair<uint32_t, u128>> Input;
};

class GoalExchange {
public:
  /// Maps Bytes of shared memory (reserved, not committed); null on failure.
  static std::unique_ptr<GoalExchange> create(size_t Bytes = 1ull << 30);
  ~GoalExchange();
  GoalExchange(const GoalExchange &) = delete;
  GoalExchange &operator=(const GoalExchange &) = delete;

  /// The worker this process is (set in each after the fork).
  void setWorker(unsigned W) { Worker = static_cast<uint8_t>(W); }
  unsigned worker() const { return Worker; }

  /// The next test id of the shared suite (1, 2, ...), each given once.
  uint32_t reserveTestId();
  /// Appends E (as this worker's); false if the log is full.
  bool publish(const GoalEvent &E);
  /// The events other workers published since the last call, in order.
  void poll(std::vector<GoalEvent> &Out);
  /// Events that did not fit (then the others miss them; the suite does
  /// not).
  uint64_t dropped() const;

  /// Asks every worker to end after its turn.
  void requestStop();
  bool stopRequested() const;

private:
  struct Header;
  GoalExchange(void *Base, size_t Bytes);
  Header &header() const;

  void *Base;
  size_t Bytes;
  uint64_t ReadOffset = 0;
  uint8_t Worker = 0;
};

} // namespace forage

#endif
