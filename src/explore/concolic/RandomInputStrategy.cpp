//===- RandomInputStrategy.cpp - random testing, the baseline of seed 001 ===//
//
// Fresh random inputs every execution. An execution that ends on an
// assumption its random input violates (the terminating zero of a symbolic
// argument, the count of --sym-args: the environment's own structure, not
// the program's input) would otherwise make almost every draw a run that
// never reaches the program; the next execution then runs the same draw
// repaired by the solver (the path up to the assumption, and the
// assumption; the other values stay as drawn), up to MaxRepairs times in a
// row before a new draw. Repairs are executions and count as iterations.
//
//===----------------------------------------------------------------------===//
#include "explore/concolic/RandomStrategies.h"
#include "solver/Solver.h"

using namespace forage;

namespace {
class RandomInputStrategy final : public Strategy {
public:
  explicit RandomInputStrategy(SearchContext &C) : C(C) {}
  const char *name() const override { return "random-input"; }
  void update(const State &S, const Assignment &Model) override {
    NumInputs = std::max(NumInputs, S.Inputs.size());
    Repair.reset();
    if (S.End.K != Termination::Infeasible || S.Path.empty() ||
        S.Path.back().K != PathEntry::Check || !S.Path.back().Alternative ||
        Repairs >= MaxRepairs || (C.ShouldStop && C.ShouldStop())) {
      Repairs = 0;
      return;
    }
    std::vector<ExprRef> Query;
    Query.reserve(S.Path.size());
    for (size_t I = 0; I + 1 < S.Path.size(); ++I)
      Query.push_back(S.Path[I].Cond);
    Query.push_back(S.Path.back().Alternative);
    Assignment M = Model;
    if (C.Solve.solve(Query, M) == SolverResult::Sat &&
        inputKey(M) != inputKey(Model)) {
      Repair = std::move(M);
      ++Repairs;
      ++RepairsTotal;
    } else {
      Repairs = 0;
    }
  }
  std::optional<Assignment> next() override {
    if (Repair)
      return std::exchange(Repair, std::nullopt);
    // Values for every input seen so far; inputs past them get the driver's
    // default, which is random for this strategy.
    return randomInputs(C.Rng, NumInputs);
  }
  bool complete() const override { return false; }
  void report(llvm::json::Object &Out) const override {
    Out["random_input_repairs"] = static_cast<int64_t>(RepairsTotal);
  }

private:
  static constexpr unsigned MaxRepairs = 16;
  SearchContext &C;
  size_t NumInputs = 0;
  std::optional<Assignment> Repair;
  unsigned Repairs = 0;
  uint64_t RepairsTotal = 0;
};
} // namespace

std::unique_ptr<Strategy> forage::createRandomInputStrategy(SearchContext &C) {
  return std::make_unique<RandomInputStrategy>(C);
}
