//===- GoalMap.cpp - every goal of a run and what settled it --------------===//
#include "suite/GoalMap.h"
#include "support/Clock.h"

#include <algorithm>

using namespace forage;

GoalMap::GoalMap(const ProgramModel &PM)
    : PM(PM), Cov(PM), Branches(PM.numBranches()) {}

double GoalMap::seconds() const {
  return StartNanos ? (steadyNanos() - StartNanos) * 1e-9 : 0;
}

void GoalMap::addTurn(double Seconds) {
  Tally &T = Tallies[Current];
  T.Seconds += Seconds;
  ++T.Turns;
}

void GoalMap::testWritten(uint32_t Id) {
  Tests = std::max<uint64_t>(Tests, Id);
  ++Tallies[Current].Tests;
}

void GoalMap::publish(GoalEvent E) {
  if (!X || Importing)
    return;
  if (E.By.empty())
    E.By = Current;
  if (E.K != GoalEvent::Tally) // a tally carries its technique's seconds
    E.Seconds = seconds();
  X->publish(E);
}

void GoalMap::addTestInput(TestInput In, uint32_t Test) {
  if (X && !Importing) {
    GoalEvent E;
    E.K = GoalEvent::TestInput;
    E.Test = Test;
    E.Input = In;
    publish(std::move(E));
  }
  Inputs.push_back(std::move(In));
}

void GoalMap::branchesCovered(const std::vector<uint32_t> &New, uint32_t Test) {
  if (X && !Importing && !New.empty()) {
    GoalEvent E;
    E.K = GoalEvent::Covered;
    E.Test = Test;
    E.Branches = New;
    publish(std::move(E));
  }
  double Now = seconds();
  for (uint32_t B : New) {
    Settlement &S = Branches[B];
    if (S.S == Status::Covered) {
      if (!S.Test)
        S.Test = Test;
      continue;
    }
    if (S.S == Status::Proved) {
      // A proof contradicted by a run: the proof was wrong. Keep the run.
      ++Conflicts;
      --BranchesProved;
    }
    S = Settlement{Status::Covered, Test, Now, Current, ""};
    ++Tallies[Current].Covered;
  }
}

bool GoalMap::branchProved(uint32_t B, const std::string &Evidence) {
  Settlement &S = Branches[B];
  if (S.S == Status::Proved)
    return true;
  if (S.S == Status::Covered || Cov.covered(B)) {
    ++Conflicts;
    return false;
  }
  S = Settlement{Status::Proved, 0, seconds(), Current, Evidence};
  publish({GoalEvent::BranchProved, 0, 0, 0, 0, "", "", Evidence, {B}, {}});
  ++BranchesProved;
  ++Tallies[Current].Proved;
  return true;
}

size_t GoalMap::numBranchesOpen() const {
  size_t Open = 0;
  for (uint32_t B = 0; B < Branches.size(); ++B)
    Open +=
        PM.branch(B).IsUser && Branches[B].S == Status::Open && !Cov.covered(B);
  return Open;
}

void GoalMap::addErrorCall(const std::string &Location) {
  Errors.emplace(Location, Settlement{});
}

void GoalMap::errorReached(const std::string &Location, uint32_t Test) {
  Settlement &S = Errors[Location];
  if (S.S == Status::Covered)
    return;
  if (S.S == Status::Proved)
    ++Conflicts;
  S = Settlement{Status::Covered, Test, seconds(), Current, ""};
  publish({GoalEvent::ErrorReached, 0, Test, 0, 0, "", Location, "", {}, {}});
  ++Tallies[Current].ErrorsReached;
}

bool GoalMap::errorProved(const std::string &Location,
                          const std::string &Evidence) {
  Settlement &S = Errors[Location];
  if (S.S == Status::Covered) {
    ++Conflicts;
    return false;
  }
  if (S.S == Status::Proved)
    return true;
  S = Settlement{Status::Proved, 0, seconds(), Current, Evidence};
  publish({GoalEvent::ErrorProved, 0, 0, 0, 0, "", Location, Evidence, {}, {}});
  ++Tallies[Current].Proved;
  return true;
}

void GoalMap::openGoalsProved(const std::string &Evidence) {
  for (uint32_t B = 0; B < Branches.size(); ++B)
    if (PM.branch(B).IsUser && Branches[B].S == Status::Open && !Cov.covered(B))
      branchProved(B, Evidence);
  for (auto &[Loc, S] : Errors)
    if (S.S == Status::Open)
      errorProved(Loc, Evidence);
}

size_t GoalMap::numErrorsOpen() const {
  return std::count_if(Errors.begin(), Errors.end(), [](const auto &E) {
    return E.second.S == Status::Open;
  });
}

bool GoalMap::newBug(const std::string &Key) {
  if (std::find(SeenBugs.begin(), SeenBugs.end(), Key) != SeenBugs.end())
    return false;
  SeenBugs.push_back(Key);
  return true;
}

void GoalMap::bugWritten(const std::string &Key, const std::string &Message,
                         uint32_t Test) {
  publish({GoalEvent::Bug, 0, Test, 0, 0, "", Key, Message, {}, {}});
}

void GoalMap::publishWork(uint64_t Executions, uint64_t Paths) {
  for (const auto &[Name, T] : Tallies) {
    GoalEvent E;
    E.K = GoalEvent::Tally;
    E.By = Name;
    E.Count = T.Turns;
    E.Seconds = T.Seconds;
    publish(std::move(E));
  }
  GoalEvent W;
  W.K = GoalEvent::Work;
  W.Count = Executions;
  W.Test = static_cast<uint32_t>(Paths);
  publish(std::move(W));
}

size_t GoalMap::importShared() {
  if (!X)
    return 0;
  std::vector<GoalEvent> Events;
  X->poll(Events);
  std::string Saved = Current;
  Importing = true;
  for (GoalEvent &E : Events) {
    Current = E.By;
    switch (E.K) {
    case GoalEvent::Covered: {
      std::vector<uint32_t> New;
      for (uint32_t B : E.Branches)
        Cov.cover(B, New);
      branchesCovered(New, E.Test);
      // A run that covered them before its test was written sent them
      // with test 0 first: the test's number comes now.
      for (uint32_t B : E.Branches)
        if (B < Branches.size() && Branches[B].S == Status::Covered &&
            !Branches[B].Test)
          Branches[B].Test = E.Test;
      Tests = std::max<uint64_t>(Tests, E.Test);
      break;
    }
    case GoalEvent::BranchProved:
      if (!E.Branches.empty() && E.Branches[0] < Branches.size())
        branchProved(E.Branches[0], E.Evidence);
      break;
    case GoalEvent::ErrorReached:
      errorReached(E.Text, E.Test);
      break;
    case GoalEvent::ErrorProved:
      errorProved(E.Text, E.Evidence);
      break;
    case GoalEvent::Bug:
      if (newBug(E.Text))
        SharedBugs.push_back({E.Text, E.Evidence, E.Test});
      break;
    case GoalEvent::TestInput:
      Tests = std::max<uint64_t>(Tests, E.Test);
      ++Tallies[Current].Tests;
      Inputs.push_back(std::move(E.Input));
      break;
    case GoalEvent::Tally:
      Tallies[Current].Turns += E.Count;
      Tallies[Current].Seconds += E.Seconds;
      break;
    case GoalEvent::Work:
      SharedExecutions += E.Count;
      SharedPaths += E.Test;
      break;
    }
  }
  Importing = false;
  Current = Saved;
  return Events.size();
}

namespace {
const char *statusName(GoalMap::Status S) {
  return S == GoalMap::Status::Covered  ? "covered"
         : S == GoalMap::Status::Proved ? "unreachable"
                                        : "open";
}

llvm::json::Object settlementJson(const GoalMap::Settlement &S) {
  llvm::json::Object O{
      {"status", statusName(S.S)}, {"by", S.By}, {"seconds", S.Seconds}};
  if (S.S == GoalMap::Status::Covered)
    O["test"] = static_cast<int64_t>(S.Test);
  if (!S.Evidence.empty())
    O["evidence"] = S.Evidence;
  return O;
}
} // namespace

llvm::json::Object GoalMap::toJson() const {
  llvm::json::Array Settled;
  size_t Covered = 0;
  for (uint32_t B = 0; B < Branches.size(); ++B) {
    if (!PM.branch(B).IsUser || Branches[B].S == Status::Open)
      continue;
    Covered += Branches[B].S == Status::Covered;
    llvm::json::Object O = settlementJson(Branches[B]);
    O["branch"] = static_cast<int64_t>(B);
    O["location"] = PM.branch(B).Loc.str();
    Settled.push_back(std::move(O));
  }
  llvm::json::Array ErrorJson;
  for (const auto &[Loc, S] : Errors) {
    llvm::json::Object O = settlementJson(S);
    O["location"] = Loc;
    ErrorJson.push_back(std::move(O));
  }
  llvm::json::Object PerTechnique;
  for (const auto &[Name, T] : Tallies)
    PerTechnique[Name] = llvm::json::Object{
        {"seconds", T.Seconds},
        {"turns", static_cast<int64_t>(T.Turns)},
        {"covered", static_cast<int64_t>(T.Covered)},
        {"proved", static_cast<int64_t>(T.Proved)},
        {"tests", static_cast<int64_t>(T.Tests)},
        {"errors_reached", static_cast<int64_t>(T.ErrorsReached)}};
  return llvm::json::Object{
      {"branches", static_cast<int64_t>(PM.numUserBranches())},
      {"covered", static_cast<int64_t>(Cov.numCovered())},
      {"proved", static_cast<int64_t>(BranchesProved)},
      {"open", static_cast<int64_t>(numBranchesOpen())},
      {"error_calls", std::move(ErrorJson)},
      {"conflicts", static_cast<int64_t>(Conflicts)},
      {"techniques", std::move(PerTechnique)},
      {"settled", std::move(Settled)}};
}
