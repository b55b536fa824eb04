//===- DistanceClimb.cpp - hill climbing on branch distance ---------------===//
#include "explore/climb/DistanceClimb.h"
#include "exec/Alternatives.h"
#include "program/ProgramModel.h"

#include <cmath>

using namespace forage;

DistanceClimb::DistanceClimb(Interpreter &Interp, Solver &Solve,
                             TestRecorder &Recorder,
                             std::function<bool(uint32_t)> IsOpen,
                             const ClimbOptions &O)
    : Interp(Interp), Solve(Solve), Recorder(Recorder),
      IsOpen(std::move(IsOpen)), Opts(O), Rng(O.Seed), Trace(Interp.model()) {
  TakenHere.assign(Interp.model().numBranches(), 0);
}

DistanceClimb::~DistanceClimb() {
  if (Interp.Observer == &Trace)
    Interp.Observer = nullptr;
}

std::shared_ptr<const DistanceClimb::Point>
DistanceClimb::run(const Assignment &Input, int64_t Chosen) {
  State S;
  S.Model = Input;
  Interp.Observer = &Trace;
  Trace.clear();
  Interp.run(S);
  Interp.Observer = nullptr;
  ++Summary.Executions;
  if (S.End.K == Termination::Infeasible) {
    CoveredHere +=
        Recorder.recordInfeasible(S, Elapsed(), Summary.Executions).New.size();
    ++Summary.Infeasible;
    return nullptr;
  }
  TestRecorder::Outcome R =
      Recorder.record(S, /*Always=*/false, Elapsed(), Summary.Executions);
  CoveredHere += R.New.size();
  auto P = std::make_shared<Point>();
  // The model of this run is exactly the values it consumed.
  for (const InputRecord &In : S.Inputs)
    P->Model.set(In.Var, In.Value);
  P->Path = std::move(S.Path);
  for (uint32_t E : Trace.taken())
    TakenHere[E] = 1;
  for (const auto &[Edge, D] : Trace.distances()) {
    if (TakenHere[Edge])
      continue;
    auto [It, Fresh] = Aims.try_emplace(Edge);
    Aim &A = It->second;
    if (Fresh || D < A.Distance) {
      Improvements += !Fresh;
      A.Stuck = 0;
      A.Best = A.Current = P;
      A.Distance = A.CurrentDistance = D;
      continue;
    }
    // The outcome this step aimed at: a Metropolis step of its chain, so
    // that it drifts across plateaus and out of local minima (a count that
    // has to change in two places): no farther is always taken, farther
    // by Delta with probability e^-Delta.
    if (static_cast<int64_t>(Edge) != Chosen)
      continue;
    double Delta = D - A.CurrentDistance;
    if (Delta <= 0 ||
        std::uniform_real_distribution<double>(0, 1)(Rng) < std::exp(-Delta)) {
      A.Current = P;
      A.CurrentDistance = D;
    }
  }
  return P;
}

unsigned DistanceClimb::stuckLimit(const Point &P) const {
  // Every decision of the run many times over: a step forces one of them,
  // and a run costs far less than a solver query.
  return Opts.MaxStuck + 16 * static_cast<unsigned>(P.Path.size());
}

int64_t DistanceClimb::choose() {
  // Open outcomes first; then the outcomes only other techniques took,
  // whose runs lead on to open ones. Among them the least tried. When
  // every chain is stuck, one starts again from its closest run (a chain
  // is random: the next may leave the local minimum the last fell into).
  int64_t Pick = -1, Restart = -1;
  bool PickOpen = false, RestartOpen = false;
  uint64_t PickTries = 0;
  unsigned RestartCount = 0;
  for (auto It = Aims.begin(); It != Aims.end();) {
    uint32_t Edge = It->first;
    Aim &A = It->second;
    if (TakenHere[Edge]) {
      Aims.erase(It++);
      continue;
    }
    ++It;
    if (!A.Current || A.Current->Path.empty() || A.Stuck == ~0u)
      continue;
    bool Open = IsOpen(Edge);
    if (A.Stuck < stuckLimit(*A.Best)) {
      if (Pick < 0 || (Open && !PickOpen) ||
          (Open == PickOpen && A.Tries < PickTries)) {
        Pick = Edge;
        PickOpen = Open;
        PickTries = A.Tries;
      }
    } else if (A.Restarts < Opts.MaxRestarts &&
               (Restart < 0 || (Open && !RestartOpen) ||
                (Open == RestartOpen && A.Restarts < RestartCount))) {
      Restart = Edge;
      RestartOpen = Open;
      RestartCount = A.Restarts;
    }
  }
  if (Pick < 0 && Restart >= 0) {
    Aim &A = Aims[static_cast<uint32_t>(Restart)];
    ++A.Restarts;
    A.Stuck = 0;
    A.Current = A.Best;
    A.CurrentDistance = A.Distance;
    Pick = Restart;
  }
  return Pick;
}

std::optional<Assignment> DistanceClimb::neighbour(const Point &P) {
  // A decision at random; one whose condition held earlier on the path
  // has no feasible alternative.
  std::vector<bool> Repeated = repeatedDecisions(
      P.Path, [](const PathEntry &E) -> const PathEntry & { return E; });
  std::vector<size_t> Forcible;
  for (size_t J = 0; J < P.Path.size(); ++J)
    if (P.Path[J].K != PathEntry::Assume && !Repeated[J])
      Forcible.push_back(J);
  for (unsigned Try = 0; Try < 4 && !Forcible.empty(); ++Try) {
    size_t Pos = Rng() % Forcible.size();
    size_t J = Forcible[Pos];
    Forcible[Pos] = Forcible.back();
    Forcible.pop_back();
    llvm::SmallVector<Alternative, 4> Alts;
    alternativesOf(P.Path[J], Interp.program(), Interp.context(), Alts);
    if (Alts.empty())
      continue;
    const Alternative &Alt = Alts[Rng() % Alts.size()];
    std::vector<ExprRef> Query;
    Query.reserve(J + 1);
    for (size_t K = 0; K < J; ++K)
      Query.push_back(P.Path[K].Cond);
    Query.push_back(Alt.Cond);
    Assignment M = P.Model;
    if (Solve.solve(Query, M) == SolverResult::Sat)
      return M;
  }
  return std::nullopt;
}

uint64_t DistanceClimb::climb(uint64_t MaxExecutions,
                              const std::function<bool()> &ShouldStop) {
  uint64_t Start = Summary.Executions;
  auto Room = [&] {
    return (!MaxExecutions || Summary.Executions - Start < MaxExecutions) &&
           !ShouldStop();
  };
  if (!Started && Room()) {
    Started = true;
    run(Assignment());
  }
  // Other techniques' tests are points too: the climb starts from runs
  // that got past conditions it has no distance for (a string compared in
  // a library function).
  const auto &Tests = Recorder.goals().testInputs();
  while (Imported < Tests.size() && Room()) {
    Assignment A;
    for (const auto &[Var, Value] : Tests[Imported])
      A.set(Var, Value);
    ++Imported;
    run(A);
  }
  Idle = false;
  while (Room()) {
    int64_t Edge = choose();
    if (Edge < 0) {
      Idle = true;
      break;
    }
    Aim &A = Aims[static_cast<uint32_t>(Edge)];
    ++A.Tries;
    ++Steps;
    std::shared_ptr<const Point> From = A.Current;
    double Before = A.Distance;
    std::optional<Assignment> Next = neighbour(*From);
    if (!Next) {
      // No decision of this run can be forced: back to the closest run,
      // or, from there, the outcome cannot get closer.
      if (A.Current != A.Best) {
        A.Current = A.Best;
        A.CurrentDistance = A.Distance;
      } else {
        A.Stuck = ~0u;
      }
      continue;
    }
    run(*Next, Edge);
    // run() may have moved the aims (A is stale).
    auto It = Aims.find(static_cast<uint32_t>(Edge));
    if (It != Aims.end() && It->second.Distance >= Before)
      ++It->second.Stuck;
  }
  // The tests written meanwhile are the climb's own.
  Imported = Tests.size();
  return Summary.Executions - Start;
}
