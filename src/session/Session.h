//===- Session.h - what every technique of a run shares ---------*- C++ -*-===//
//
// Decision 12 of docs/architecture.md: every command runs on one session.
// It owns, once, the compiled program in any of its forms (C files with
// -I/-D, bitcode, textual IR; --arch, --libc) with its symbolic environment,
// the ProgramModel, the goal map, the suite and stats.json, the budget
// clock and the memory cap, and the base options of the interpreters and
// solver chains the techniques build on it. Techniques take turns on it;
// the CLI only fills SessionOptions and prints.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SESSION_SESSION_H
#define FORAGE_SESSION_SESSION_H

#include "exec/Interpreter.h"
#include "expr/ExprContext.h"
#include "frontend/Frontend.h"
#include "program/ProgramModel.h"
#include "solver/QueryLimits.h"
#include "solver/SolverChain.h"
#include "suite/Environment.h"
#include "suite/GoalMap.h"
#include "suite/StatsWriter.h"
#include "suite/SuiteWriter.h"

#include <algorithm>
#include <atomic>
#include <memory>
#include <string>
#include <vector>

namespace forage {

/// The options every command shares (cli/SharedOptions.cpp defines them
/// once, with one default each).
struct SessionOptions {
  /// The program: C files, or one bitcode / textual IR file.
  std::vector<std::string> Sources;
  /// -I, -D and --compile-flag, in order.
  std::vector<std::string> CompileFlags;
  bool Arch32 = false;
  LibcKind Libc = LibcKind::Uclibc;
  /// The program's command line: --sym-* options and what follows --.
  std::vector<std::string> CommandLine;
  std::string OutDir;   ///< Empty: forage-out/<program>-<OutInfix><n>.
  std::string OutInfix; ///< "reach-", "prove-", ... per command.
  uint64_t Seed = 0;
  double TimeBudget = 0;       ///< Seconds; 0 = none.
  uint64_t MaxIterations = 0;  ///< Program executions; 0 = none.
  uint64_t MaxMemoryMB = 2000; ///< 0 = none.
  /// Z3's resource limit per query: what decides which queries answer, the
  /// same on any machine (solver/QueryLimits.h).
  unsigned SolverRlimit = QueryLimits::DefaultRlimit;
  /// The wall-clock safety net per query, in seconds, far above it.
  double SolverTimeout = 20;
  bool StopOnError = false;
  bool AbortIsBug = false;
  bool CoverError = false; ///< The suite is a Cover-Error suite.
};

/// Why a session could not be opened.
struct SessionError {
  enum Kind { BadInput, Internal } K = Internal;
  std::string Diagnostics; ///< Clang's, to print as they are.
  std::string Message;     ///< One line that says what to do.
};

class Session {
public:
  /// Parses the environment, compiles and links the program, builds the
  /// ProgramModel and goal map, creates the output directory (before the
  /// program runs: what it does can never keep forage from writing), sets
  /// the memory cap and starts the clock. Null, with E, on failure.
  static std::unique_ptr<Session> open(const SessionOptions &O,
                                       SessionError &E);
  ~Session();

  const SessionOptions &options() const { return Opts; }
  /// --jobs N: this process is one of N workers, and holds to 1/N of
  /// --max-memory (interpreterOptions() and the checks follow). stats.json
  /// records N as "jobs": the workers' turns interleave as the machine
  /// schedules them, so such a suite may differ from run to run.
  void shareAmongWorkers(unsigned N) {
    Workers = std::max(1u, N);
    if (N > 1 && Opts.MaxMemoryMB)
      Opts.MaxMemoryMB = std::max<uint64_t>(1, Opts.MaxMemoryMB / N);
  }
  /// The processes the run is shared among (1 without --jobs).
  unsigned workers() const { return Workers; }
  llvm::Module &module() { return *FR.Module; }
  const FrontendResult &frontend() const { return FR; }
  const ProgramModel &model() const { return *PM; }
  ExprContext &exprs() { return Ctx; }
  SuiteWriter &suite() { return *Suite; }
  StatsWriter &stats() { return *Stats; }
  GoalMap &goals() { return *Goals; }
  const EnvSpec &environment() const { return Env; }
  const SuiteMetadata &metadata() const { return Meta; }
  const std::string &dir() const { return Suite->dir(); }
  /// The program's name as the user gave it (its first file).
  const std::string &program() const { return Opts.Sources.front(); }

  /// What every interpreter of the session starts from: data model, argv,
  /// memory cap, --abort-is-bug.
  InterpreterOptions interpreterOptions() const;
  /// What every solver chain starts from: --solver-rlimit and
  /// --solver-timeout, the seed; the session's expression context, in
  /// which the chain rewrites queries (solver/PathEqualities.h).
  SolverOptions solverOptions();

  /// Seconds since the session opened.
  double elapsed() const;
  /// Seconds left of --time (a large number if there is none).
  double remaining() const;
  /// The steady-clock instant --time ends at (0 = none).
  uint64_t deadlineNanos() const;
  bool overBudget() const;

  /// Set asynchronously (Ctrl-C) to stop every technique after its step.
  std::atomic<bool> *StopRequested = nullptr;
  bool stopRequested() const { return StopRequested && StopRequested->load(); }

  /// What a verdict of this session holds relative to: "for the command
  /// line `prog` alone (no arguments), empty stdin and no files" or "for
  /// every command line, stdin and file within --sym-args 0 1 2 ...".
  std::string scope() const;
  /// True iff argv, stdin and files are all symbolic or absent, so data the
  /// program reads from them is an input, not a fixed value.
  bool environmentSymbolic() const { return !Env.empty(); }
  /// True iff the program may read its command line, stdin or files: its
  /// main takes arguments, or its own code calls a libc input function.
  /// Verdicts of a program that does not are not relative to them.
  bool readsEnvironment() const;

  /// stats.json's final fields: Extra with the goal map and status added.
  void finish(llvm::json::Object Extra);

private:
  explicit Session(const SessionOptions &O) : Opts(O) {}

  SessionOptions Opts;
  unsigned Workers = 1;
  EnvSpec Env;
  FrontendResult FR;
  SuiteMetadata Meta;
  std::unique_ptr<ProgramModel> PM;
  ExprContext Ctx;
  std::unique_ptr<GoalMap> Goals;
  std::unique_ptr<SuiteWriter> Suite;
  std::unique_ptr<StatsWriter> Stats;
  uint64_t StartNanos = 0;
};

/// A fresh output directory forage-out/<stem>-<Infix><n> for Source.
std::string defaultOutDir(const std::string &Source,
                          const std::string &Infix = "");

} // namespace forage

#endif
