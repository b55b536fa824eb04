//===- ReplayCommand.cpp - `forage replay SUITE [options]` ----------------===//
//
// Replays any Test-Comp suite (forage's or another tool's) against a native
// build of the program and reports gcov's line and branch coverage, each
// test's exit status, and whether each claimed bug happens natively.
//
//===----------------------------------------------------------------------===//
#include "cli/RunCommand.h"
#include "suite/AtomicFile.h"
#include "suite/Replay.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

using namespace forage;
namespace cl = llvm::cl;

namespace {
cl::SubCommand ReplaySub("replay", "replay a Test-Comp suite natively and "
                                   "measure gcov's branch coverage");
cl::OptionCategory ReplayCat("Replay");
cl::opt<std::string> SuitePath(cl::Positional,
                               cl::desc("OUTDIR (a suite directory or .zip)"),
                               cl::Required, cl::cat(ReplayCat),
                               cl::sub(ReplaySub));
cl::opt<std::string> ProgramOpt("program",
                                cl::desc("The program the suite is for "
                                         "(default: the suite's programfile)"),
                                cl::cat(ReplayCat), cl::sub(ReplaySub));
cl::opt<std::string> ExeOpt("exe",
                            cl::desc("Replay against this native executable "
                                     "built with --coverage (a suite of "
                                     "bitcode, e.g. forage-cc's EXE.bc)"),
                            cl::cat(ReplayCat), cl::sub(ReplaySub));
cl::opt<std::string> GcovRoot("gcov-root",
                              cl::desc("With --exe: the directory whose "
                                       ".gcda files gcov reads, with its "
                                       "subdirectories (default: the "
                                       "executable's, alone)"),
                              cl::cat(ReplayCat), cl::sub(ReplaySub));
cl::opt<double> TestTimeout("timeout",
                            cl::desc("Seconds per test (default: 3)"),
                            cl::init(3), cl::cat(ReplayCat),
                            cl::sub(ReplaySub));
cl::opt<bool> NoSanitizers("no-sanitizers",
                           cl::desc("Skip the ASan/UBSan build that confirms "
                                    "claimed bugs (default: off)"),
                           cl::cat(ReplayCat), cl::sub(ReplaySub));
cl::opt<bool> Curve("curve",
                    cl::desc("Also run gcov after every test, recording the "
                             "suite's branch coverage as it grew in "
                             "replay.json (cumulative_branches_taken; "
                             "default: off)"),
                    cl::cat(ReplayCat), cl::sub(ReplaySub));
cl::opt<std::string> JsonOut("json",
                             cl::desc("Where to write replay.json (default: "
                                      "OUTDIR/replay.json)"),
                             cl::cat(ReplayCat), cl::sub(ReplaySub));
} // namespace

llvm::cl::SubCommand &forage::replaySubcommand() { return ReplaySub; }

int forage::replayCommand() {
  ReplayOptions O;
  O.Suite = SuitePath;
  O.Program = ProgramOpt;
  O.TestTimeout = TestTimeout;
  O.Sanitizers = !NoSanitizers;
  O.Curve = Curve;
  O.Exe = ExeOpt;
  O.GcovRoot = GcovRoot;
  ReplayResult R;
  std::string Error;
  if (!replaySuite(O, R, Error)) {
    llvm::errs() << "forage: error: " << Error << "\n";
    return Error.rfind("native build failed", 0) == 0 ? ExitInternal
                                                      : ExitBadInput;
  }
  for (const std::string &W : R.Warnings)
    llvm::errs() << "forage: warning: " << W << "\n";
  llvm::outs() << replayTable(R);
  std::string Json = JsonOut.empty() ? std::string(SuitePath) + "/replay.json"
                                     : std::string(JsonOut);
  if (llvm::StringRef(SuitePath).endswith(".zip") && JsonOut.empty())
    Json = std::string(SuitePath) + ".replay.json";
  std::string WErr = writeFileAtomically(Json, replayJson(R));
  if (!WErr.empty()) {
    llvm::errs() << "forage: error: " << WErr << "\n";
    return ExitInternal;
  }
  return R.claimsRefuted() ? ExitBugs : ExitOk;
}
