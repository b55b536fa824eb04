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

void GoalMap::branchesCovered(const std::vector<uint32_t> &New, uint32_t Test) {
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
