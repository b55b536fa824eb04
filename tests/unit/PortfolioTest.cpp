//===- PortfolioTest.cpp - the session, its goal map and the portfolio ----===//
#include "portfolio/Portfolio.h"
#include "portfolio/ConcolicTechnique.h"
#include "portfolio/DefaultPortfolio.h"
#include "portfolio/SampleTechnique.h"
#include "session/Session.h"
#include "suite/GoalMap.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <z3++.h>

using namespace forage;

namespace {

/// A session on Source, written to a temporary file, its suite in a
/// temporary directory.
std::unique_ptr<Session> openSnippet(const std::string &Source,
                                     SessionOptions O = {}) {
  llvm::SmallString<128> Path, Dir;
  int FD;
  llvm::sys::fs::createTemporaryFile("forage-session", "c", FD, Path);
  {
    llvm::raw_fd_ostream OS(FD, true);
    OS << Source;
  }
  llvm::sys::fs::createUniqueDirectory("forage-session-out", Dir);
  O.Sources = {std::string(Path)};
  O.OutDir = std::string(Dir) + "/suite";
  O.Libc = LibcKind::None;
  setenv("FORAGE_RUNTIME", FORAGE_TEST_RUNTIME_BC, 1);
  SessionError E;
  std::unique_ptr<Session> S = Session::open(O, E);
  EXPECT_TRUE(S) << E.Diagnostics << E.Message;
  return S;
}

const char *TwoBranches = R"(
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(int argc, char **argv) {
  int x = __VERIFIER_nondet_int();
  if (x == 42)
    reach_error();
  return 0;
}
)";

/// A technique that covers nothing and is done after Budget turns.
class Idle final : public Technique {
public:
  /// Quantum 0: its work is executions; otherwise units of its own, of
  /// which a full turn holds Quantum.
  Idle(const char *Name, unsigned Budget, uint64_t Quantum = 0)
      : Name(Name), Budget(Budget), Quantum(Quantum) {}
  const char *name() const override { return Name; }
  void turn(const Turn &T) override {
    ++Turns;
    LastTurn = T;
    (Quantum ? Units : Executions) += T.Work;
  }
  bool done() const override { return Turns >= Budget; }
  uint64_t executions() const override { return Executions; }
  uint64_t work() const override { return Quantum ? Units : Executions; }
  uint64_t workQuantum() const override { return Quantum; }
  const RunSummary &summary() const override { return Sum; }
  const char *Name;
  unsigned Budget, Turns = 0;
  uint64_t Quantum;
  uint64_t Executions = 0, Units = 0;
  Turn LastTurn;
  RunSummary Sum;
};

/// A technique that gets closer to a goal every turn and settles nothing
/// (the climb on a checksum it has not matched yet).
class Nearing final : public Technique {
public:
  const char *name() const override { return "nearing"; }
  void turn(const Turn &T) override {
    ++Turns;
    Executions += T.Work;
  }
  bool done() const override { return false; }
  uint64_t executions() const override { return Executions; }
  uint64_t progress() const override { return Turns; }
  const RunSummary &summary() const override { return Sum; }
  unsigned Turns = 0;
  uint64_t Executions = 0;
  RunSummary Sum;
};

/// A technique whose turn throws what Z3 throws past its memory cap.
class Throwing final : public Technique {
public:
  const char *name() const override { return "throwing"; }
  void turn(const Turn &T) override {
    ++Turns;
    throw z3::exception("out of memory");
  }
  bool done() const override { return false; }
  const RunSummary &summary() const override { return Sum; }
  unsigned Turns = 0;
  RunSummary Sum;
};

/// Settles PerTurn open user branch outcomes per turn, by a test (Covers)
/// or by a proof, as long as any is open.
class Settler final : public Technique {
public:
  Settler(Session &S, const char *Name, bool Covers, unsigned PerTurn)
      : S(S), Name(Name), Covers(Covers), PerTurn(PerTurn) {}
  const char *name() const override { return Name; }
  void turn(const Turn &T) override {
    ++Turns;
    Executions += T.Work;
    const ProgramModel &PM = S.model();
    unsigned Left = PerTurn;
    for (uint32_t B = 0; B < PM.numBranches() && Left; ++B) {
      if (!PM.branch(B).IsUser ||
          S.goals().branch(B).S != GoalMap::Status::Open)
        continue;
      if (Covers) {
        std::vector<uint8_t> Hit(PM.numBranches(), 0);
        Hit[B] = 1;
        std::vector<uint32_t> New;
        S.goals().coverage().merge(Hit, New);
        S.goals().branchesCovered(New, 1);
      } else {
        S.goals().branchProved(B, "by the test");
      }
      --Left;
    }
  }
  bool done() const override { return false; }
  uint64_t executions() const override { return Executions; }
  const RunSummary &summary() const override { return Sum; }
  Session &S;
  const char *Name;
  bool Covers;
  unsigned PerTurn, Turns = 0;
  uint64_t Executions = 0;
  RunSummary Sum;
};

} // namespace

TEST(GoalMapTest, SettlementsAreAttributedAndProofsNeverContradictTests) {
  std::unique_ptr<Session> S = openSnippet(TwoBranches);
  ASSERT_TRUE(S);
  GoalMap &G = S->goals();
  ASSERT_EQ(G.coverage().numGoals(), 2u);
  ASSERT_EQ(G.errorCalls().size(), 1u);
  EXPECT_EQ(G.numBranchesOpen(), 2u);
  EXPECT_EQ(G.numErrorsOpen(), 1u);

  uint32_t B = 0;
  while (!S->model().branch(B).IsUser)
    ++B;
  G.setTechnique("concolic");
  std::vector<uint8_t> Hit(S->model().numBranches(), 0);
  Hit[B] = 1;
  std::vector<uint32_t> New;
  G.coverage().merge(Hit, New);
  G.branchesCovered(New, 1);
  EXPECT_EQ(G.branch(B).S, GoalMap::Status::Covered);
  EXPECT_EQ(G.branch(B).By, "concolic");
  EXPECT_EQ(G.branch(B).Test, 1u);

  // A proof of a covered goal is refused and counted.
  G.setTechnique("model-checker");
  EXPECT_FALSE(G.branchProved(B, "x != 42"));
  EXPECT_EQ(G.conflicts(), 1u);
  uint32_t Other = S->model().branch(B).Pair;
  EXPECT_TRUE(G.branchProved(Other, "false"));
  EXPECT_EQ(G.branch(Other).By, "model-checker");
  EXPECT_EQ(G.numBranchesOpen(), 0u);
  EXPECT_EQ(G.tallies().at("model-checker").Proved, 1u);

  const std::string Loc = G.errorCalls().begin()->first;
  G.errorReached(Loc, 2);
  EXPECT_EQ(G.numErrorsOpen(), 0u);
  EXPECT_FALSE(G.errorProved(Loc, "wrong"));
}

TEST(SessionTest, ScopeNamesTheCommandLineAProofHoldsFor) {
  std::unique_ptr<Session> S = openSnippet(TwoBranches);
  ASSERT_TRUE(S);
  EXPECT_TRUE(S->readsEnvironment()); // main takes argc and argv
  EXPECT_NE(S->scope().find("with no arguments"), std::string::npos);
  SessionOptions O;
  O.CommandLine = {"--sym-args", "0", "1", "2"};
  std::unique_ptr<Session> Sym = openSnippet(TwoBranches, O);
  ASSERT_TRUE(Sym);
  EXPECT_TRUE(Sym->environmentSymbolic());
  EXPECT_NE(Sym->scope().find("for every command line"), std::string::npos);
}

TEST(PortfolioTest, UntimedTurnsAreCountedInExecutionsAndTheRunEnds) {
  SessionOptions O;
  O.MaxIterations = 1000;
  std::unique_ptr<Session> S = openSnippet(TwoBranches, O);
  ASSERT_TRUE(S);
  PortfolioOptions PO;
  PO.QuantumExecutions = 50;
  PO.QuantumSeconds = 0.01;
  Portfolio P(*S, PO);
  Idle Search("search", 3), Prover("prover", 2, 7);
  P.add(Search);
  P.add(Prover);
  std::string Why = P.run();
  // The search anchors an untimed run: once it is done, the prover has
  // one more turn and the run ends.
  EXPECT_EQ(Search.Turns, 3u);
  EXPECT_EQ(Prover.Turns, 2u);
  EXPECT_NE(Why.find("search search ended"), std::string::npos) << Why;
  // Nothing was settled, so no technique earned more than another (all
  // weights stay 1); a turn of the search is executions, not seconds, and
  // a turn of the prover its own units (a full quantum of 7), not seconds.
  EXPECT_EQ(Search.LastTurn.Work, 50u);
  EXPECT_GE(Search.LastTurn.Seconds, 1e17);
  EXPECT_EQ(Prover.LastTurn.Work, 7u);
  EXPECT_GE(Prover.LastTurn.Seconds, 1e17);
}

/// Proves one open user branch outcome every Every units of its own work,
/// taking Delay microseconds a unit (a slow or a loaded machine), and logs
/// its turns.
class Prover final : public Technique {
public:
  Prover(Session &S, unsigned Every, unsigned Delay,
         std::vector<std::string> &Log)
      : S(S), Every(Every), Delay(Delay), Log(Log) {}
  const char *name() const override { return "prover"; }
  void turn(const Turn &T) override {
    Log.push_back("prover " + std::to_string(T.Work));
    for (uint64_t K = 0; K < T.Work; ++K) {
      usleep(Delay);
      if (++Units % Every)
        continue;
      const ProgramModel &PM = S.model();
      for (uint32_t B = 0; B < PM.numBranches(); ++B)
        if (PM.branch(B).IsUser &&
            S.goals().branch(B).S == GoalMap::Status::Open) {
          S.goals().branchProved(B, "by the test");
          break;
        }
    }
  }
  bool done() const override { return false; }
  uint64_t work() const override { return Units; }
  uint64_t workQuantum() const override { return 40; }
  const RunSummary &summary() const override { return Sum; }
  Session &S;
  unsigned Every, Delay;
  std::vector<std::string> &Log;
  uint64_t Units = 0;
  RunSummary Sum;
};

TEST(PortfolioTest, UntimedTurnsEndOnWorkWhateverTheSpeed) {
  // Without --time every turn is work in the technique's own unit: a
  // prover that takes a millisecond a unit gets the same turns, in the same
  // order and of the same length, as one that takes nothing, and the run
  // ends at the same point.
  const char *Src = R"(
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int(), n = 0;
  if (x > 1) n++;
  if (x > 2) n++;
  if (x > 3) n++;
  if (x > 4) n++;
  return n;
}
)";
  std::vector<std::string> Logs[2];
  std::string Why[2];
  for (int K = 0; K < 2; ++K) {
    SessionOptions O;
    O.MaxIterations = 100000;
    std::unique_ptr<Session> S = openSnippet(Src, O);
    ASSERT_TRUE(S);
    PortfolioOptions PO;
    PO.QuantumExecutions = 100;
    PO.QuantumSeconds = 0.001; // a timed turn would be far shorter
    Portfolio P(*S, PO);
    Idle Search("search", 12);
    Prover Slow(*S, 25, K ? 1000 : 0, Logs[K]);
    P.add(Search);
    P.add(Slow);
    Why[K] = P.run();
  }
  EXPECT_EQ(Why[0], Why[1]);
  EXPECT_EQ(Logs[0], Logs[1]);
  // Its first turn is a probe at the floor (0.1 of a quantum of 40).
  ASSERT_FALSE(Logs[0].empty());
  EXPECT_EQ(Logs[0].front(), "prover 4");
  EXPECT_GT(Logs[0].size(), 2u);
}

TEST(PortfolioTest, IterationBudgetEndsTheRun) {
  SessionOptions O;
  O.MaxIterations = 120;
  std::unique_ptr<Session> S = openSnippet(TwoBranches, O);
  ASSERT_TRUE(S);
  PortfolioOptions PO;
  PO.QuantumExecutions = 50;
  Portfolio P(*S, PO);
  Idle Search("search", 1000);
  P.add(Search);
  EXPECT_EQ(P.run(), "iteration budget reached (--max-iterations)");
  EXPECT_EQ(Search.Executions, 120u);
}

TEST(PortfolioTest, ProvingFastDoesNotStarveTheOnlyTechniqueThatCovers) {
  // Covering comes first: the coverer is the best (the only one) at
  // covering and keeps a full turn although the prover settles three times
  // as many goals per turn; the prover gets the floor while anything is
  // still being covered, and the idle technique's floor halves with every
  // turn that settles nothing, towards the smallest.
  SessionOptions O;
  O.MaxIterations = 2000;
  std::unique_ptr<Session> S = openSnippet(R"(
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int(), n = 0;
  if (x > 1) n++;
  if (x > 2) n++;
  if (x > 3) n++;
  if (x > 4) n++;
  if (x > 5) n++;
  if (x > 6) n++;
  if (x > 7) n++;
  if (x > 8) n++;
  return n;
}
)",
                                           O);
  ASSERT_TRUE(S);
  PortfolioOptions PO;
  PO.QuantumExecutions = 100;
  Portfolio P(*S, PO);
  Settler Coverer(*S, "coverer", true, 1);
  Idle Lazy("lazy", 1000);
  Settler Prover(*S, "prover", false, 3);
  Nearing Near;
  P.add(Coverer);
  P.add(Lazy);
  P.add(Prover);
  P.add(Near);
  P.run();
  llvm::json::Object R = P.report();
  auto Weight = [&](const char *Name) {
    return *R.getObject(Name)->getNumber("weight");
  };
  EXPECT_EQ(Weight("coverer"), 1.0);
  EXPECT_EQ(Weight("prover"), PO.Floor);
  // Each of its fruitless turns halved the lazy technique's floor.
  EXPECT_LT(Weight("lazy"), PO.Floor);
  EXPECT_GE(Weight("lazy"), PO.MinFloor);
  EXPECT_GT(Coverer.Turns, 2u);
  // A weight below the floor is paid in rounds sat out, not in shorter
  // turns: the lazy technique's turns stay a floor's work long.
  EXPECT_EQ(Lazy.LastTurn.Work,
            static_cast<uint64_t>(PO.Floor * PO.QuantumExecutions));
  EXPECT_LT(Lazy.Turns, Coverer.Turns);
  // Getting closer to a goal keeps the floor, as settling one does.
  EXPECT_EQ(Weight("nearing"), PO.Floor);
  EXPECT_GT(Near.Turns, Lazy.Turns);
}

TEST(GoalMapTest, AnotherWorkersGoalsAreAppliedToThisMap) {
  // --jobs: what one worker's map settles reaches the other's, attributed
  // to the technique that settled it, and test ids are given once.
  std::unique_ptr<Session> S = openSnippet(TwoBranches);
  ASSERT_TRUE(S);
  GoalMap &G = S->goals();
  std::unique_ptr<GoalExchange> X = GoalExchange::create(1 << 20);
  ASSERT_TRUE(X);
  G.attachExchange(X.get());
  uint32_t B = 0;
  while (!S->model().branch(B).IsUser)
    ++B;
  uint32_t Other = S->model().branch(B).Pair;
  const std::string Loc = G.errorCalls().begin()->first;
  pid_t Pid = fork();
  ASSERT_GE(Pid, 0);
  if (Pid == 0) {
    X->setWorker(1);
    G.setTechnique("climb");
    std::vector<uint8_t> Hit(S->model().numBranches(), 0);
    Hit[B] = 1;
    std::vector<uint32_t> New;
    G.coverage().merge(Hit, New);
    // As a forking or climbing run: covered now, its test written later.
    G.branchesCovered(New, 0);
    uint32_t Id = G.nextTestId();
    G.testWritten(Id);
    G.addTestInput({{0, 5}}, Id);
    G.branchesCovered(New, Id);
    G.setTechnique("reach");
    G.branchProved(Other, "refuted backwards");
    G.errorProved(Loc, "refuted backwards");
    G.addTurn(1.5);
    G.publishWork(7, 3);
    _exit(0);
  }
  int Status = 0;
  ASSERT_EQ(waitpid(Pid, &Status, 0), Pid);
  EXPECT_EQ(G.nextTestId(), 2u); // the other worker took 1
  EXPECT_GT(G.importShared(), 0u);
  EXPECT_EQ(G.branch(B).S, GoalMap::Status::Covered);
  EXPECT_EQ(G.branch(B).By, "climb");
  EXPECT_EQ(G.branch(B).Test, 1u);
  EXPECT_TRUE(G.coverage().covered(B));
  EXPECT_EQ(G.branch(Other).S, GoalMap::Status::Proved);
  EXPECT_EQ(G.branch(Other).Evidence, "refuted backwards");
  EXPECT_EQ(G.errorCalls().at(Loc).S, GoalMap::Status::Proved);
  EXPECT_EQ(G.numTests(), 1u);
  ASSERT_EQ(G.testInputs().size(), 1u);
  EXPECT_EQ(G.tallies().at("climb").Covered, 1u);
  EXPECT_EQ(G.tallies().at("reach").Proved, 2u);
  EXPECT_DOUBLE_EQ(G.tallies().at("reach").Seconds, 1.5);
  EXPECT_EQ(G.sharedExecutions(), 7u);
  EXPECT_EQ(G.sharedPaths(), 3u);
  G.attachExchange(nullptr);
}

TEST(PortfolioTest, ATurnThatThrowsAZ3ErrorRetiresOnlyItsTechnique) {
  // Z3's allocator cap throws from term construction outside a guarded
  // check: the technique is retired and reported, the run goes on.
  std::unique_ptr<Session> S = openSnippet(TwoBranches);
  ASSERT_TRUE(S);
  PortfolioOptions PO;
  Portfolio P(*S, PO);
  Throwing Bad;
  Idle Good("good", 3);
  P.add(Bad);
  P.add(Good);
  P.run();
  EXPECT_EQ(Bad.Turns, 1u);
  EXPECT_EQ(Good.Turns, 3u);
  llvm::json::Object R = P.report();
  ASSERT_TRUE(R.getObject("throwing")->getString("failed"));
  EXPECT_EQ(*R.getObject("throwing")->getString("failed"), "out of memory");
}

TEST(SampleTechniqueTest,
     OneSamplingRunSpansTurnsAndTheNextStartsAfterItsRounds) {
  // Sampling in the portfolio goes on from turn to turn: its rounds, the
  // learners and the domains constraint generation made carry over (a run
  // restarted every turn never got past its first round's input box), and
  // a new run, with the next seed, starts only once the rounds are done.
  const char *Src = R"(
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int(), n = 0;
  if (x > 1000 && x < 1010) n++;
  if (y % 7 == 3) n++;
  if (x + y == 77) n++;
  return n;
}
)";
  SessionOptions O;
  std::unique_ptr<Session> S = openSnippet(Src, O);
  ASSERT_TRUE(S);
  SampleOptions SO;
  SO.Seed = 1;
  SO.Rounds = 3;
  SO.Samples = 40;
  SampleTechnique Sample(
      *S, secondaryInterpreterOptions(S->interpreterOptions()), SO);
  Turn T;
  T.Work = 50; // a chain and a bit: turns end inside rounds
  auto Field = [&](const char *Key) {
    llvm::json::Object R;
    Sample.report(R);
    return *R.getInteger(Key);
  };
  Sample.turn(T);
  EXPECT_EQ(Field("runs"), 1);
  EXPECT_EQ(Field("executions"), 50);
  Sample.turn(T);
  Sample.turn(T);
  // Three turns, one run, every execution counted once.
  EXPECT_EQ(Field("runs"), 1);
  EXPECT_EQ(Field("turns"), 3);
  EXPECT_EQ(Field("executions"), 150);
  // Its three rounds end within a few more turns; the turn after that
  // begins the second run.
  for (int K = 0; K < 40 && Field("runs") == 1; ++K)
    Sample.turn(T);
  EXPECT_EQ(Field("runs"), 2);
  Sample.finish();
  EXPECT_EQ(static_cast<uint64_t>(Field("executions")),
            Sample.summary().Executions);
}

TEST(ConcolicTechniqueTest, AnExecutionThatNeverEndsEndsWithItsTurn) {
  // Under --time a turn's executions are cut at its end (or a tenth of the
  // run, if later): one that never ends leaves the next turn to the other
  // techniques instead of running to the end of the run, and the search
  // is not over (units: one execution took a 120 s run's first turn). No
  // wall-clock race: 2^62 iterations cannot end within the turn.
  const char *Src = R"(
extern int __VERIFIER_nondet_int(void);
volatile unsigned long long n;
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 5)
    for (n = 0; n < (1ull << 62); ++n)
      ;
  return 0;
}
)";
  std::unique_ptr<Session> S = openSnippet(Src);
  ASSERT_TRUE(S);
  InterpreterOptions IO = S->interpreterOptions();
  IO.MaxInstructions = ~0ull;
  ConcolicTechnique C(*S, IO, S->solverOptions(), ConcolicOptions());
  Turn T;
  T.Seconds = 0.05;
  // x = 0, then x = 5, cut at the end of its turn (a loaded machine may
  // end the first turn before x = 5 starts).
  for (int K = 0; K < 10 && C.executions() < 2; ++K) {
    C.turn(T);
    EXPECT_EQ(C.summary().StopReason, "phase ended");
    EXPECT_FALSE(C.done());
  }
  EXPECT_EQ(C.executions(), 2u);
}
