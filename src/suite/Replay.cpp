//===- Replay.cpp - run a suite natively and measure it with gcov ---------===//
#include "suite/Replay.h"
#include "suite/ExeReplay.h"
#include "suite/NativeBuild.h"
#include "suite/SuiteReader.h"
#include "suite/SuiteWriter.h"
#include "support/Process.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <csignal>
#include <cstdlib>
#include <cstring>

using namespace forage;

// Exit statuses of the replay harness (runtime/replay/ReplayPrimitives.c).
static constexpr int ExitReachError = 101;
static constexpr int ExitNoInput = 102;

unsigned ReplayResult::claimsConfirmed() const {
  unsigned N = 0;
  for (const TestOutcome &T : Tests)
    N += T.Confirmed && *T.Confirmed;
  return N;
}

unsigned ReplayResult::claimsRefuted() const {
  unsigned N = 0;
  for (const TestOutcome &T : Tests)
    N += T.Confirmed && !*T.Confirmed;
  return N;
}

std::string forage::classifyNativeRun(int ExitCode, int Signal,
                                      const std::string &Err) {
  auto Has = [&](const char *S) { return Err.find(S) != std::string::npos; };
  if (ExitCode == ExitReachError)
    return "reach-error";
  if (Has("heap-use-after-free") || Has("stack-use-after-scope") ||
      Has("stack-use-after-return"))
    return "use-after-free";
  if (Has("attempting double-free"))
    return "double-free";
  if (Has("not malloc()-ed") || Has("bad-free"))
    return "invalid-free";
  if (Has("buffer-overflow") || Has("buffer-underflow") ||
      Has("unknown-crash") || Has("out of bounds for type"))
    return "out-of-bounds";
  if (Has("null pointer"))
    return "null-dereference";
  if (Has("division by zero"))
    return "division-by-zero";
  if (Has("shift exponent"))
    return "overshift";
  if (Has("unreachable program point"))
    return "unreachable";
  size_t Segv = Err.find("SEGV on unknown address");
  if (Segv != std::string::npos) {
    unsigned long long A = std::strtoull(Err.c_str() + Segv + 23, nullptr, 16);
    return A < 4096 ? "null-dereference" : "out-of-bounds";
  }
  if (Has("Assertion") && (Signal == SIGABRT || Has("abort")))
    return "assertion-failure";
  if (Signal == SIGABRT)
    return "abort";
  if (Signal == SIGFPE)
    return "division-by-zero";
  if (Signal == SIGSEGV || Signal == SIGBUS)
    return "crash";
  return "";
}

/// Does the native evidence support the claim?
static bool supports(const std::string &Claimed, const std::string &Observed) {
  if (Claimed == Observed)
    return true;
  if (Claimed == "external-crash")
    return !Observed.empty();
  if (Claimed == "abort")
    return Observed == "assertion-failure";
  return false;
}

static std::string readFile(const std::string &Path) {
  auto Buf = llvm::MemoryBuffer::getFile(Path);
  return Buf ? (*Buf)->getBuffer().str() : "";
}

/// Runs every test of Suite through one harness process that forks per
/// test (runtime/replay/ReplayPrimitives.c, FORAGE_REPLAY_BATCH): each
/// test's exit status, signal, timeout and stderr, in suite order.
static bool runBatch(const SuiteOnDisk &Suite, const NativeBuild &B,
                     const std::string &Dir, double Timeout,
                     std::vector<ProcessResult> &Out,
                     std::vector<std::string> &Errs, std::string &Error) {
  std::string InDir = Dir + "/batch", List = Dir + "/batch.txt",
              Results = Dir + "/batch-results.txt";
  llvm::sys::fs::create_directories(InDir);
  {
    std::error_code EC;
    llvm::raw_fd_ostream L(List, EC);
    for (size_t K = 0; K < Suite.Tests.size() && !EC; ++K) {
      std::string Path = InDir + "/" + std::to_string(K) + ".txt";
      llvm::raw_fd_ostream In(Path, EC);
      for (const std::string &V : Suite.Tests[K].Values)
        In << V << "\n";
      L << Path << "\n";
    }
    if (EC) {
      Error = "cannot write the replay inputs in " + Dir + ": " + EC.message();
      return false;
    }
  }
  ProcessOptions PO;
  PO.Env = {{"FORAGE_REPLAY_BATCH", List},
            {"FORAGE_REPLAY_RESULTS", Results},
            {"FORAGE_REPLAY_TIMEOUT",
             std::to_string(std::max(1, static_cast<int>(Timeout + 0.5)))},
            {"FORAGE_ERROR_FUNCTIONS", B.CoverageErrorFns}};
  PO.StderrFile = Dir + "/batch-stderr.txt";
  PO.WorkDir = Dir;
  runProcess({B.CoverageExe}, PO);
  std::string Text = readFile(Results);
  size_t Pos = 0;
  while (Out.size() < Suite.Tests.size() && Pos < Text.size()) {
    size_t Eol = Text.find('\n', Pos);
    if (Eol == std::string::npos)
      break;
    int Exit = 0, Sig = 0, TimedOut = 0;
    size_t Len = 0;
    if (std::sscanf(Text.c_str() + Pos, "%d %d %d %zu", &Exit, &Sig, &TimedOut,
                    &Len) != 4)
      break;
    ProcessResult P;
    P.Started = true;
    P.ExitCode = Exit;
    P.Signal = TimedOut ? 0 : Sig;
    P.TimedOut = TimedOut;
    Out.push_back(P);
    Errs.push_back(Text.substr(Eol + 1, Len));
    Pos = Eol + 1 + Len + 1;
  }
  llvm::sys::fs::remove_directories(InDir);
  if (Out.size() != Suite.Tests.size()) {
    Error = "the batch replay stopped after " + std::to_string(Out.size()) +
            " of " + std::to_string(Suite.Tests.size()) + " tests (see " +
            PO.StderrFile + ")";
    return false;
  }
  return true;
}

/// A test's command line, stdin and symbolic files (A, B, ...), the latter
/// created in an empty working directory; the environment is empty, as the
/// POSIX model's getenv sees it.
bool forage::prepareTestEnvironment(const TestEnvironment &Env,
                                    const std::string &Dir,
                                    std::vector<std::string> &Argv,
                                    ProcessOptions &PO, std::string &Error) {
  // The program sees the recorded argv[0] (the name forage ran it under),
  // not the path of the replay's build.
  if (!Env.Argv.empty())
    PO.Argv0 = Env.Argv[0];
  Argv.resize(1);
  Argv.insert(Argv.end(),
              Env.Argv.begin() + std::min<size_t>(1, Env.Argv.size()),
              Env.Argv.end());
  std::string Cwd = Dir + "/cwd";
  llvm::sys::fs::remove_directories(Cwd);
  llvm::sys::fs::create_directories(Cwd);
  auto Write = [&](const std::string &Path, const std::string &Data) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC);
    OS << Data;
    if (EC)
      Error = "cannot write " + Path + ": " + EC.message();
    return !EC;
  };
  for (const auto &[Name, Data] : Env.Files)
    if (!Write(Cwd + "/" + Name, Data))
      return false;
  PO.StdinFile = Dir + "/stdin.bin";
  if (!Write(PO.StdinFile, Env.Stdin))
    return false;
  PO.WorkDir = Cwd;
  PO.ClearEnv = true;
  return true;
}

bool forage::replaySuite(const ReplayOptions &Options, ReplayResult &R,
                         std::string &Error) {
  // gcov runs in the build directory: every path must be absolute.
  ReplayOptions Opts = Options;
  llvm::SmallString<256> Abs(Opts.Suite);
  llvm::sys::fs::make_absolute(Abs);
  Opts.Suite = std::string(Abs);
  std::optional<SuiteOnDisk> Suite = readSuite(Opts.Suite, Error);
  if (!Suite)
    return false;
  R.Producer = Suite->Producer;
  R.Arch32 = Suite->Arch32;
  if (!Opts.Exe.empty())
    return replayAgainstExe(Opts, *Suite, R, Error);
  R.Program = Opts.Program.empty() ? Suite->ProgramFile : Opts.Program;
  if (llvm::StringRef(R.Program).endswith(".bc") ||
      llvm::StringRef(R.Program).endswith(".ll")) {
    Error = "the suite's program " + R.Program +
            " is bitcode, which replay cannot compile: give the program "
            "built natively with --coverage as --exe EXE (docs/replay.md)";
    return false;
  }
  if (R.Program.empty() || !llvm::sys::fs::exists(R.Program)) {
    Error = "the suite's program '" + R.Program +
            "' is not there; give it with --program PROGRAM.c";
    return false;
  }
  std::string Hash = sha256OfFile(R.Program);
  if (!Suite->ProgramHash.empty() && Suite->ProgramHash != Hash) {
    R.HashMatches = false;
    R.Warnings.push_back("the suite was generated for a different program "
                         "(programhash " +
                         Suite->ProgramHash + ", " + R.Program + " has " +
                         Hash + ")");
  }
  std::string Dir =
      Opts.BuildDir.empty() ? Suite->Dir + "/replay" : Opts.BuildDir;
  llvm::sys::fs::remove_directories(Dir);
  NativeBuildOptions BO{R.Program, Suite->Sources, Suite->CompileFlags,
                        Dir,       Suite->Arch32,  Opts.Sanitizers};
  // A suite for another program (--program) is built from that file alone.
  if (!Opts.Program.empty() && Opts.Program != Suite->ProgramFile)
    BO.Sources.clear();
  NativeBuild B;
  if (!buildNative(BO, B, Error))
    return false;
  std::string Inputs = Dir + "/inputs.txt", Err = Dir + "/stderr.txt";
  // Without a per-test curve, one harness process forks once per test;
  // tests with their own command line, stdin and files run one by one.
  bool OneByOne = Opts.Curve || llvm::any_of(Suite->Tests, [](const auto &T) {
                    return T.Env.has_value();
                  });
  std::vector<ProcessResult> Batch;
  std::vector<std::string> BatchErr;
  if (!OneByOne &&
      !runBatch(*Suite, B, Dir, Opts.TestTimeout, Batch, BatchErr, Error))
    return false;
  for (size_t K = 0; K < Suite->Tests.size(); ++K) {
    const SuiteTest &T = Suite->Tests[K];
    if (OneByOne || !T.ClaimedBug.empty()) {
      std::error_code EC;
      llvm::raw_fd_ostream OS(Inputs, EC);
      for (const std::string &V : T.Values)
        OS << V << "\n";
    }
    ProcessOptions PO;
    PO.Env = {{"FORAGE_REPLAY_INPUT", Inputs},
              {"FORAGE_ERROR_FUNCTIONS", B.CoverageErrorFns}};
    PO.StderrFile = Err;
    PO.WorkDir = Dir;
    PO.TimeoutSeconds = Opts.TestTimeout;
    std::vector<std::string> Argv{B.CoverageExe};
    if (T.Env && !prepareTestEnvironment(*T.Env, Dir, Argv, PO, Error))
      return false;
    ProcessResult P = OneByOne ? runProcess(Argv, PO) : Batch[K];
    std::string ErrText = OneByOne ? readFile(Err) : BatchErr[K];
    TestOutcome O;
    O.File = T.File;
    O.ExitCode = P.ExitCode;
    O.Signal = P.Signal;
    O.TimedOut = P.TimedOut;
    O.InputsExhausted = P.ExitCode == ExitNoInput;
    O.Claimed = T.ClaimedBug;
    O.Observed = classifyNativeRun(P.ExitCode, P.Signal, ErrText);
    if (!O.Claimed.empty() && !B.SanitizerExe.empty()) {
      PO.Env = {{"FORAGE_REPLAY_INPUT", Inputs},
                {"FORAGE_ERROR_FUNCTIONS", B.SanitizerErrorFns},
                {"ASAN_OPTIONS", "detect_leaks=0"},
                {"UBSAN_OPTIONS", "print_stacktrace=0"}};
      Argv[0] = B.SanitizerExe;
      if (T.Env && !prepareTestEnvironment(*T.Env, Dir, Argv, PO, Error))
        return false;
      ProcessResult PS = runProcess(Argv, PO);
      std::string Seen =
          classifyNativeRun(PS.ExitCode, PS.Signal, readFile(Err));
      if (!Seen.empty())
        O.Observed = Seen;
    }
    if (!O.Claimed.empty())
      O.Confirmed = supports(O.Claimed, O.Observed);
    // gcov reads the counts accumulated by every run so far.
    if (Opts.Curve &&
        runGcov(Dir, B.CoverageObject, B.ProgramPath, R.Files, Error) &&
        !R.Files.empty())
      O.CumulativeBranchesTaken = R.Files.front().BranchesTaken;
    R.Tests.push_back(O);
  }
  // The program's first file, then its others.
  R.Files.clear();
  for (const auto &[Src, Obj] : B.Covered) {
    std::vector<FileCoverage> Files;
    if (!runGcov(Dir, Obj, Src, Files, Error))
      return false;
    for (FileCoverage &F : Files)
      if (llvm::none_of(
              R.Files, [&](const FileCoverage &G) { return G.File == F.File; }))
        R.Files.push_back(std::move(F));
  }
  return true;
}

static std::string status(const TestOutcome &T) {
  if (T.TimedOut)
    return "timeout";
  if (T.Signal)
    return std::string("signal ") + strsignal(T.Signal);
  return std::to_string(T.ExitCode);
}

std::string forage::replayJson(const ReplayResult &R) {
  llvm::json::Array Tests, Files;
  for (const TestOutcome &T : R.Tests) {
    llvm::json::Object O{{"file", T.File},
                         {"exit_status", T.ExitCode},
                         {"signal", T.Signal},
                         {"timed_out", T.TimedOut},
                         {"inputs_exhausted", T.InputsExhausted},
                         {"observed_bug", T.Observed.empty()
                                              ? llvm::json::Value(nullptr)
                                              : llvm::json::Value(T.Observed)}};
    O["claimed_bug"] = T.Claimed.empty() ? llvm::json::Value(nullptr)
                                         : llvm::json::Value(T.Claimed);
    O["confirmed"] = T.Confirmed ? llvm::json::Value(*T.Confirmed)
                                 : llvm::json::Value(nullptr);
    if (T.CumulativeBranchesTaken)
      O["cumulative_branches_taken"] = *T.CumulativeBranchesTaken;
    Tests.push_back(std::move(O));
  }
  auto FileJson = [](const FileCoverage &F) {
    return llvm::json::Object{{"file", F.File},
                              {"lines", F.Lines},
                              {"lines_covered", F.LinesCovered},
                              {"line_coverage", F.lineCoverage()},
                              {"branches", F.Branches},
                              {"branches_executed", F.BranchesExecuted},
                              {"branches_taken", F.BranchesTaken},
                              {"branch_coverage", F.branchCoverage()}};
  };
  for (const FileCoverage &F : R.Files)
    Files.push_back(FileJson(F));
  // Test-Comp scores the program's own file: that is the total.
  FileCoverage Total = R.Files.empty() ? FileCoverage() : R.Files.front();
  llvm::json::Object Totals = FileJson(Total);
  Totals.erase("file");
  llvm::json::Array Warnings;
  for (const std::string &W : R.Warnings)
    Warnings.push_back(W);
  llvm::json::Object Root{{"program", R.Program},
                          {"producer", R.Producer},
                          {"architecture", R.Arch32 ? "32bit" : "64bit"},
                          {"hash_matches", R.HashMatches},
                          {"totals", std::move(Totals)},
                          {"files", std::move(Files)},
                          {"tests", std::move(Tests)},
                          {"claims_confirmed", R.claimsConfirmed()},
                          {"claims_refuted", R.claimsRefuted()},
                          {"warnings", std::move(Warnings)}};
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << llvm::formatv("{0:2}", llvm::json::Value(std::move(Root))) << "\n";
  return OS.str();
}

std::string forage::replayTable(const ReplayResult &R) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << "forage replay: " << R.Tests.size() << " tests of " << R.Program << " ("
     << (R.Arch32 ? "32bit" : "64bit") << ", producer "
     << (R.Producer.empty() ? "?" : R.Producer) << ")\n";
  OS << "  test             exit           claimed bug        natively\n";
  for (const TestOutcome &T : R.Tests) {
    std::string Native = T.Confirmed
                             ? (*T.Confirmed ? "confirmed" : "NOT reproduced")
                         : T.Observed.empty() ? "-"
                                              : T.Observed;
    if (T.Confirmed && !*T.Confirmed && !T.Observed.empty())
      Native += " (saw " + T.Observed + ")";
    OS << llvm::format(
        "  %-16s %-14s %-18s %s\n", T.File.c_str(), status(T).c_str(),
        T.Claimed.empty() ? "-" : T.Claimed.c_str(), Native.c_str());
  }
  OS << "  file                                       lines    branches taken "
        "(gcov)\n";
  for (const FileCoverage &F : R.Files)
    OS << llvm::format("  %-30s %6u/%-4u %5.1f%% %10u/%-4u %5.1f%%\n",
                       F.File.c_str(), F.LinesCovered, F.Lines,
                       100 * F.lineCoverage(), F.BranchesTaken, F.Branches,
                       100 * F.branchCoverage());
  if (!R.Files.empty()) {
    const FileCoverage &T = R.Files.front();
    OS << "  gcov branch coverage: " << T.BranchesTaken << "/" << T.Branches
       << llvm::format(" (%.1f%%)", 100 * T.branchCoverage())
       << ", lines: " << T.LinesCovered << "/" << T.Lines << "\n";
  }
  OS << "  claimed bugs: " << R.claimsConfirmed() << " confirmed, "
     << R.claimsRefuted() << " not reproduced\n";
  return OS.str();
}
