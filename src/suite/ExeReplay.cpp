//===- ExeReplay.cpp - replay against a native build of the user's --------===//
#include "suite/ExeReplay.h"
#include "suite/NativeBuild.h"
#include "support/Process.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <cstdlib>
#include <map>

using namespace forage;

FileCoverage forage::sumCoverage(const std::vector<FileCoverage> &Files,
                                 const std::string &Name) {
  llvm::StringMap<FileCoverage> Best;
  for (const FileCoverage &F : Files) {
    if (llvm::StringRef(F.File).startswith("/usr/"))
      continue;
    auto [It, New] = Best.try_emplace(F.File, F);
    if (!New && F.LinesCovered > It->second.LinesCovered)
      It->second = F;
  }
  FileCoverage Sum;
  Sum.File = Name;
  for (const auto &E : Best) {
    Sum.Lines += E.second.Lines;
    Sum.LinesCovered += E.second.LinesCovered;
    Sum.Branches += E.second.Branches;
    Sum.BranchesExecuted += E.second.BranchesExecuted;
    Sum.BranchesTaken += E.second.BranchesTaken;
  }
  return Sum;
}

/// The .gcda files in Root (and below it if Recursive), by directory.
static std::map<std::string, std::vector<std::string>>
gcdaFiles(const std::string &Root, bool Recursive) {
  std::map<std::string, std::vector<std::string>> ByDir;
  std::error_code EC;
  auto Add = [&](const std::string &Path) {
    if (llvm::StringRef(Path).endswith(".gcda"))
      ByDir[llvm::sys::path::parent_path(Path).str()].push_back(Path);
  };
  if (Recursive) {
    for (llvm::sys::fs::recursive_directory_iterator It(Root, EC), End;
         It != End && !EC; It.increment(EC))
      Add(It->path());
  } else {
    for (llvm::sys::fs::directory_iterator It(Root, EC), End; It != End && !EC;
         It.increment(EC))
      Add(It->path());
  }
  return ByDir;
}

/// gcov's per-file figures for every .gcda under Root, appended to All.
static bool gcovUnder(const std::string &Root, bool Recursive,
                      std::vector<FileCoverage> &All, std::string &Error) {
  // One gcov per object: given several, gcov ends with an overall line
  // that would be read as the last file's.
  for (const auto &[ObjDir, Files] : gcdaFiles(Root, Recursive))
    for (const std::string &Gcda : Files) {
      std::string Out;
      if (!runAndCapture({"gcov", "-b", "-n", "-o", ObjDir, Gcda}, Out,
                         ObjDir)) {
        Error = "gcov failed on " + Gcda + ":\n" + Out;
        return false;
      }
      for (FileCoverage &F : parseGcovSummary(Out))
        All.push_back(std::move(F));
    }
  return true;
}

/// The POSIX model's processes (runtime/posix/Process.c) as a library
/// preloaded into every native run: fork, popen, system, posix_spawn and
/// the exec family fail there as they failed inside forage. A test is
/// replayed in the environment it was generated in, so its end agrees with
/// the one forage recorded (sed's `e` command: popen's ENOMEM, exit 4), and
/// a generated command line never runs a generated shell command natively.
static bool buildProcessModel(const std::string &Dir, std::string &Library,
                              std::string &Error) {
  Library = Dir + "/no-processes.so";
  std::string Out;
  if (runAndCapture({"gcc", "-shared", "-fPIC", "-O1", "-w", "-o", Library,
                     runtimeSourceDir() + "/posix/Process.c"},
                    Out))
    return true;
  Error = "cannot build the replay's process model " + Library + ":\n" + Out;
  return false;
}

bool forage::replayAgainstExe(const ReplayOptions &Opts,
                              const SuiteOnDisk &Suite, ReplayResult &R,
                              std::string &Error) {
  llvm::SmallString<256> Exe(Opts.Exe);
  llvm::sys::fs::make_absolute(Exe);
  if (!llvm::sys::fs::can_execute(Exe)) {
    Error = "'" + Opts.Exe + "' is not an executable";
    return false;
  }
  // The executable's own directory: its sources, not a library's built
  // beside it (gnulib's lib/); a root given is searched whole.
  bool Recursive = !Opts.GcovRoot.empty();
  std::string Root =
      Recursive ? Opts.GcovRoot : llvm::sys::path::parent_path(Exe).str();
  // Counts of an earlier replay or run would add to this suite's.
  for (const auto &[Dir, Files] : gcdaFiles(Root, Recursive))
    for (const std::string &F : Files)
      llvm::sys::fs::remove(F);
  R.Program = std::string(Exe);
  std::string Dir =
      Opts.BuildDir.empty() ? Suite.Dir + "/replay" : Opts.BuildDir;
  llvm::sys::fs::remove_directories(Dir);
  llvm::sys::fs::create_directories(Dir);
  std::string Err = Dir + "/stderr.txt";
  std::string ProcessModel;
  if (!buildProcessModel(Dir, ProcessModel, Error))
    return false;
  unsigned Bare = 0;
  for (const SuiteTest &T : Suite.Tests) {
    ProcessOptions PO;
    PO.StderrFile = Err;
    PO.WorkDir = Dir;
    PO.TimeoutSeconds = Opts.TestTimeout;
    std::vector<std::string> Argv{std::string(Exe)};
    if (T.Env) {
      if (!prepareTestEnvironment(*T.Env, Dir, Argv, PO, Error))
        return false;
    } else {
      ++Bare;
    }
    PO.Env.emplace_back("LD_PRELOAD", ProcessModel);
    // An executable built with -fsanitize=address refuses to start when a
    // preloaded library comes before its runtime.
    std::string Asan = "verify_asan_link_order=0";
    if (const char *Ours = PO.ClearEnv ? nullptr : std::getenv("ASAN_OPTIONS");
        Ours && *Ours)
      Asan = std::string(Ours) + ":" + Asan;
    PO.Env.emplace_back("ASAN_OPTIONS", Asan);
    ProcessResult P = runProcess(Argv, PO);
    TestOutcome O;
    O.File = T.File;
    O.ExitCode = P.ExitCode;
    O.Signal = P.Signal;
    O.TimedOut = P.TimedOut;
    O.Claimed = T.ClaimedBug;
    auto Buf = llvm::MemoryBuffer::getFile(Err);
    O.Observed = classifyNativeRun(
        P.ExitCode, P.Signal, Buf ? (*Buf)->getBuffer().str() : std::string());
    if (!O.Claimed.empty())
      O.Confirmed = O.Claimed == O.Observed ||
                    (O.Claimed == "abort" && O.Observed == "assertion-failure");
    // gcov reads the counts accumulated by every test so far.
    std::vector<FileCoverage> SoFar;
    if (Opts.Curve && gcovUnder(Root, Recursive, SoFar, Error))
      O.CumulativeBranchesTaken = sumCoverage(SoFar, "").BranchesTaken;
    R.Tests.push_back(O);
  }
  if (Bare)
    R.Warnings.push_back(std::to_string(Bare) +
                         " tests have no command line, stdin or files: run "
                         "with none (values of the program's own input calls "
                         "are not fed to a native executable)");
  std::vector<FileCoverage> All;
  if (!gcovUnder(Root, Recursive, All, Error))
    return false;
  if (All.empty()) {
    Error = "no coverage data under " + Root + " after the replay: build " +
            Opts.Exe +
            " with --coverage (CFLAGS=--coverage), or give the "
            "build's directory with --gcov-root";
    return false;
  }
  R.Files.push_back(sumCoverage(All, "all sources under " + Root));
  for (FileCoverage &F : All)
    if (!llvm::StringRef(F.File).startswith("/usr/") &&
        llvm::none_of(R.Files,
                      [&](const FileCoverage &G) { return G.File == F.File; }))
      R.Files.push_back(std::move(F));
  return true;
}
