//===- Session.cpp - what every technique of a run shares -----------------===//
#include "session/Session.h"
#include "solver/Z3Guard.h"
#include "support/Clock.h"
#include "support/Log.h"

#include "llvm/IR/InstrTypes.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <cstdio>
#include <limits>

using namespace forage;

std::string forage::defaultOutDir(const std::string &Source,
                                  const std::string &Infix) {
  std::string Stem = llvm::sys::path::stem(Source).str();
  for (unsigned N = 1;; ++N) {
    std::string D = "forage-out/" + Stem + "-" + Infix + std::to_string(N);
    if (!llvm::sys::fs::exists(D))
      return D;
  }
}

Session::~Session() = default;

std::unique_ptr<Session> Session::open(const SessionOptions &O,
                                       SessionError &E) {
  std::unique_ptr<Session> S(new Session(O));
  S->StartNanos = steadyNanos();
  if (O.Sources.empty()) {
    E = {SessionError::BadInput, "", "no program given"};
    return nullptr;
  }
  std::string EnvError;
  if (!parseEnvSpec(O.CommandLine, S->Env, EnvError)) {
    E = {SessionError::BadInput, "", EnvError};
    return nullptr;
  }
  FrontendOptions FO;
  FO.Arch32 = O.Arch32;
  FO.ExtraFlags = O.CompileFlags;
  FO.Environment = !S->Env.empty();
  FO.Libc = O.Libc;
  S->FR = compileProgram(O.Sources, FO);
  if (!S->FR.Module) {
    const std::string &Program = O.Sources.front();
    E.Diagnostics = S->FR.Error;
    switch (S->FR.ErrorKind) {
    case FrontendErrorKind::CompileFailed:
      E.K = SessionError::BadInput;
      E.Message = Program + " does not compile or link (the diagnostics "
                            "above say why)";
      break;
    case FrontendErrorKind::NoEntry:
      E.K = SessionError::BadInput;
      E.Message = "cannot prepare " + Program;
      break;
    default:
      E.K = SessionError::Internal;
      E.Message = "cannot prepare " + Program;
    }
    return nullptr;
  }
  S->PM = std::make_unique<ProgramModel>(*S->FR.Module, S->FR.UserFunctions);
  S->Goals = std::make_unique<GoalMap>(*S->PM);
  S->Goals->setStart(S->StartNanos);
  for (const llvm::Instruction *I : errorCalls(*S->FR.Module, *S->PM))
    S->Goals->addErrorCall(locationOf(I).str());

  const std::string &Program = O.Sources.front();
  SuiteMetadata &Meta = S->Meta;
  Meta.ProgramFile = Program;
  Meta.Sources = O.Sources;
  Meta.CompileFlags = O.CompileFlags;
  Meta.CommandLine = O.CommandLine;
  Meta.Argv0 = llvm::sys::path::stem(Program).str();
  Meta.ProgramHash = sha256OfFile(Program);
  Meta.Arch32 = O.Arch32;
  Meta.CoverError = O.CoverError || O.StopOnError;
  std::string Dir =
      O.OutDir.empty() ? defaultOutDir(Program, O.OutInfix) : O.OutDir;
  S->Suite = std::make_unique<SuiteWriter>(Dir, Meta);
  if (!S->Suite->error().empty()) {
    E = {SessionError::Internal, "", S->Suite->error()};
    return nullptr;
  }
  S->Suite->attachGoals(S->Goals.get());
  S->Stats = std::make_unique<StatsWriter>(Dir + "/stats.json");
  S->Stats->flush(
      llvm::json::Object{{"status", "running"}, {"program", Program}});
  // Z3's checks are interrupted a little below the cap, as executions are.
  z3guard::setMemoryLimit(S->interpreterOptions().MaxMemoryBytes);
  // Natively called input functions (scanf, getchar) see end of file
  // instead of waiting on the terminal.
  if (!std::freopen("/dev/null", "r", stdin))
    log::warning("cannot redirect the program's stdin from /dev/null");
  return S;
}

InterpreterOptions Session::interpreterOptions() const {
  InterpreterOptions IO;
  IO.Arch32 = Opts.Arch32;
  IO.AbortIsBug = Opts.AbortIsBug;
  IO.Argv = {Meta.Argv0};
  IO.Argv.insert(IO.Argv.end(), Opts.CommandLine.begin(),
                 Opts.CommandLine.end());
  // Executions stop a little below the budget: memory is measured every
  // 65536 instructions, and the summary and last tests still need some.
  IO.MaxMemoryBytes = (Opts.MaxMemoryMB << 20) / 10 * 9;
  // One allocation may take at most half of the memory budget.
  if (Opts.MaxMemoryMB)
    IO.MaxAllocation =
        std::min<uint64_t>(IO.MaxAllocation, Opts.MaxMemoryMB << 19);
  return IO;
}

SolverOptions Session::solverOptions() {
  SolverOptions SO;
  SO.Exprs = &Ctx;
  SO.Limits.Rlimit = Opts.SolverRlimit;
  SO.Limits.SafetyMs = static_cast<unsigned>(Opts.SolverTimeout * 1000);
  SO.Walk.Seed = Opts.Seed;
  return SO;
}

double Session::elapsed() const { return (steadyNanos() - StartNanos) * 1e-9; }

double Session::remaining() const {
  if (Opts.TimeBudget <= 0)
    return std::numeric_limits<double>::max();
  return std::max(0.0, Opts.TimeBudget - elapsed());
}

uint64_t Session::deadlineNanos() const {
  if (Opts.TimeBudget <= 0)
    return 0;
  return StartNanos + static_cast<uint64_t>(Opts.TimeBudget * 1e9);
}

bool Session::overBudget() const {
  return Opts.TimeBudget > 0 && elapsed() >= Opts.TimeBudget;
}

namespace {
std::string quoted(const std::vector<std::string> &Words) {
  std::string Out;
  for (const std::string &W : Words)
    Out += (Out.empty() ? "" : " ") + W;
  return Out;
}
} // namespace

std::string Session::scope() const {
  if (Env.empty()) {
    std::string Args = Opts.CommandLine.empty()
                           ? "with no arguments"
                           : "with argv = `" + Meta.Argv0 + " " +
                                 quoted(Opts.CommandLine) + "`";
    return Args + ", empty stdin and no input files (give --sym-args, "
                  "--sym-stdin or --sym-files to make them inputs)";
  }
  return "for every command line, stdin and file within `" +
         quoted(Opts.CommandLine) + "`";
}

bool Session::readsEnvironment() const {
  static const char *const Inputs[] = {"getchar",        "getc",
                                       "fgetc",          "fgets",
                                       "fread",          "read",
                                       "scanf",          "fscanf",
                                       "gets",           "getline",
                                       "getdelim",       "fopen",
                                       "fopen64",        "open",
                                       "open64",         "opendir",
                                       "getopt",         "getopt_long",
                                       "stat",           "lstat",
                                       "fstat",          "getenv",
                                       "freopen",        "fdopen",
                                       "__isoc99_scanf", "__isoc99_fscanf",
                                       "_IO_getc",       "getc_unlocked"};
  const llvm::Function *Main = FR.Module->getFunction("main");
  if (Main && Main->arg_size() > 0)
    return true;
  for (const llvm::Function &F : *FR.Module) {
    if (F.isDeclaration() || !PM->isUserFunction(F))
      continue;
    for (const llvm::BasicBlock &BB : F)
      for (const llvm::Instruction &I : BB) {
        const auto *CB = llvm::dyn_cast<llvm::CallBase>(&I);
        const llvm::Function *Callee =
            CB ? llvm::dyn_cast<llvm::Function>(
                     CB->getCalledOperand()->stripPointerCasts())
               : nullptr;
        if (!Callee)
          continue;
        for (const char *Name : Inputs)
          if (Callee->getName() == Name)
            return true;
      }
  }
  return false;
}

void Session::finish(llvm::json::Object Extra) {
  Extra["status"] = "done";
  Extra["program"] = program();
  Extra["goals"] = Goals->toJson();
  Extra["scope"] = scope();
  // 0: none. A run under --time may differ with the machine's speed
  // (docs/determinism.md); scripts/e2e-digests.py lists it apart.
  Extra["time_budget"] = Opts.TimeBudget;
  // More than 1: worker processes whose turns interleave as the machine
  // schedules them; the digest script lists the suite apart too.
  Extra["jobs"] = static_cast<int64_t>(Workers);
  Stats->flush(Extra);
}
