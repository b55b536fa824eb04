//===- SharedOptions.cpp - the options every command shares ---------------===//
#include "cli/SharedOptions.h"
#include "cli/CrabsFlags.h"
#include "cli/RunCommand.h"
#include "cli/SampleCommand.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <csignal>
#include <unistd.h>

using namespace forage;
namespace cl = llvm::cl;

llvm::cl::OptionCategory &forage::programCategory() {
  static cl::OptionCategory Cat(
      "Program (its command line is KLEE's --sym-* options and the arguments "
      "after --, in order)");
  return Cat;
}
llvm::cl::OptionCategory &forage::budgetCategory() {
  static cl::OptionCategory Cat("Budgets and limits");
  return Cat;
}
llvm::cl::OptionCategory &forage::outputCategory() {
  static cl::OptionCategory Cat("Output");
  return Cat;
}

namespace {
// Every option below belongs to the four commands that analyse a program.
#define FORAGE_SHARED                                                          \
  cl::sub(runSubcommand()), cl::sub(reachSubcommand()),                        \
      cl::sub(proveSubcommand()), cl::sub(sampleSubcommand())

cl::list<std::string> Sources(cl::Positional,
                              cl::desc("PROGRAM.c... | PROGRAM.bc | "
                                       "PROGRAM.ll [-- PROGRAM-ARGUMENTS]"),
                              cl::OneOrMore, cl::cat(programCategory()),
                              FORAGE_SHARED);
cl::list<std::string> IncludeDirs("I", cl::Prefix,
                                  cl::desc("Include directory for clang"),
                                  cl::value_desc("dir"),
                                  cl::cat(programCategory()), FORAGE_SHARED);
cl::list<std::string> Defines("D", cl::Prefix,
                              cl::desc("Macro definition for clang"),
                              cl::value_desc("name[=value]"),
                              cl::cat(programCategory()), FORAGE_SHARED);
cl::list<std::string>
    CompileFlags("compile-flag",
                 cl::desc("Extra flag for clang, e.g. --compile-flag=-DN=4 "
                          "(repeatable)"),
                 cl::cat(programCategory()), FORAGE_SHARED);
cl::opt<unsigned> Arch("arch",
                       cl::desc("Data model: 64 (LP64) or 32 (ILP32, gcc -m32) "
                                "(default: 64)"),
                       cl::init(64), cl::cat(programCategory()), FORAGE_SHARED);
cl::opt<std::string>
    Libc("libc",
         cl::desc("uclibc: the program's libc calls (printf, sscanf, strtol, "
                  "qsort, getopt, fopen, ...) run inside forage on uClibc-ng "
                  "bitcode; none: only forage's models, other libc calls run "
                  "natively with concrete arguments. With --arch 32 the libc "
                  "always runs natively (default: uclibc)"),
         cl::init("uclibc"), cl::cat(programCategory()), FORAGE_SHARED);
// Documentation only: main() moves these (with their numbers) to the
// program's command line before the options are parsed.
cl::opt<std::string>
    SymArgDoc("sym-arg",
              cl::desc("N: a symbolic argument of up to N characters"),
              cl::value_desc("N"), cl::cat(programCategory()), FORAGE_SHARED);
cl::opt<std::string> SymArgsDoc(
    "sym-args",
    cl::desc("MIN MAX N: between MIN and MAX symbolic arguments of up to N "
             "characters each"),
    cl::value_desc("MIN MAX N"), cl::cat(programCategory()), FORAGE_SHARED);
cl::opt<std::string> SymFilesDoc(
    "sym-files",
    cl::desc("COUNT N: COUNT symbolic files of N bytes, named A, B, ..., "
             "that the program may open by name"),
    cl::value_desc("COUNT N"), cl::cat(programCategory()), FORAGE_SHARED);
cl::opt<std::string> SymStdinDoc("sym-stdin",
                                 cl::desc("N: a symbolic stdin of N bytes"),
                                 cl::value_desc("N"),
                                 cl::cat(programCategory()), FORAGE_SHARED);

cl::opt<double> TimeBudget(
    "time",
    cl::desc("Time budget in seconds; the run ends within max(1 s, 5%) of it "
             "(default: none: until nothing is left to try)"),
    cl::init(0), cl::cat(budgetCategory()), FORAGE_SHARED);
cl::opt<uint64_t>
    MaxIterations("max-iterations",
                  cl::desc("Budget of program executions; unlike --time, it "
                           "ends a run at the same point on any machine "
                           "(default: none)"),
                  cl::init(0), cl::cat(budgetCategory()), FORAGE_SHARED);
cl::opt<uint64_t> MaxMemory(
    "max-memory",
    cl::desc("Resident memory of forage in MB, expressions, Z3 and the "
             "program's memory included; above it an execution stops, "
             "--mode symbolic kills live states at random and concolic "
             "search ends (default: 2000; 0 = none)"),
    cl::init(2000), cl::cat(budgetCategory()), FORAGE_SHARED);
cl::opt<unsigned> SolverRlimit(
    "solver-rlimit",
    cl::desc("Z3's resource limit per query (its rlimit count; 0 = none): "
             "the limit that decides which queries answer, the same on any "
             "machine; --solver-timeout is only a safety net far above it "
             "(default: 4000000)"),
    cl::init(QueryLimits::DefaultRlimit), cl::cat(budgetCategory()),
    FORAGE_SHARED);
cl::opt<double> SolverTimeout(
    "solver-timeout",
    cl::desc("Safety net per solver query in seconds of the solver's "
             "processor time, far above what --solver-rlimit takes; a query "
             "it stops is counted in stats.json (solver.safety_net_fired) "
             "(default: 20)"),
    cl::init(20.0), cl::cat(budgetCategory()), FORAGE_SHARED);
cl::opt<uint64_t> Seed("seed",
                       cl::desc("Seed of every random choice (default: 0)"),
                       cl::init(0), cl::cat(budgetCategory()), FORAGE_SHARED);
cl::opt<bool> StopOnError("stop-on-error",
                          cl::desc("Stop at the first bug and write a "
                                   "Cover-Error suite (default: off)"),
                          cl::cat(budgetCategory()), FORAGE_SHARED);
cl::opt<bool> AbortIsBug("abort-is-bug",
                         cl::desc("Report abort() as a bug, as KLEE does "
                                  "(default: off; SV-COMP programs use it to "
                                  "end paths)"),
                         cl::cat(budgetCategory()), FORAGE_SHARED);

cl::opt<std::string> OutDir("out",
                            cl::desc("Output directory (default: "
                                     "forage-out/<program>-<n>)"),
                            cl::cat(outputCategory()), FORAGE_SHARED);
cl::opt<bool> NoProgress("no-progress",
                         cl::desc("No progress line on stderr (default: shown "
                                  "when stderr is a terminal)"),
                         cl::cat(outputCategory()), FORAGE_SHARED);
cl::opt<bool> Quiet("quiet", cl::desc("No warnings (default: off)"),
                    cl::cat(outputCategory()), FORAGE_SHARED);
} // namespace

std::vector<std::string> &forage::programCommandLine() {
  static std::vector<std::string> Tokens;
  return Tokens;
}

bool forage::readSharedOptions(SessionOptions &O, std::string &Error) {
  if (Arch != 32 && Arch != 64) {
    Error = "--arch must be 32 or 64";
    return false;
  }
  if (Libc != "uclibc" && Libc != "none") {
    Error = "--libc must be uclibc or none";
    return false;
  }
  if (TimeBudget < 0 || SolverTimeout <= 0) {
    Error = "--time must not be negative and --solver-timeout must be "
            "positive";
    return false;
  }
  O.Sources.assign(Sources.begin(), Sources.end());
  O.CompileFlags.clear();
  for (const std::string &D : IncludeDirs)
    O.CompileFlags.push_back("-I" + D);
  for (const std::string &D : Defines)
    O.CompileFlags.push_back("-D" + D);
  O.CompileFlags.insert(O.CompileFlags.end(), CompileFlags.begin(),
                        CompileFlags.end());
  O.Arch32 = Arch == 32;
  O.Libc = Libc == "uclibc" ? LibcKind::Uclibc : LibcKind::None;
  O.CommandLine = programCommandLine();
  O.OutDir = OutDir;
  O.Seed = Seed;
  O.TimeBudget = TimeBudget;
  O.MaxIterations = MaxIterations;
  O.MaxMemoryMB = MaxMemory;
  O.SolverTimeout = SolverTimeout;
  O.SolverRlimit = SolverRlimit;
  O.StopOnError = StopOnError;
  O.AbortIsBug = AbortIsBug;
  return true;
}

std::unique_ptr<Session> forage::openSession(const SessionOptions &O,
                                             int &Exit) {
  SessionError E;
  std::unique_ptr<Session> S = Session::open(O, E);
  if (S)
    return S;
  llvm::errs() << E.Diagnostics;
  if (!E.Diagnostics.empty() && E.Diagnostics.back() != '\n')
    llvm::errs() << '\n';
  llvm::errs() << "forage: error: " << E.Message << "\n";
  Exit = E.K == SessionError::BadInput ? ExitBadInput : ExitInternal;
  return nullptr;
}

bool forage::quietFlag() { return Quiet; }

std::function<void(const StatsSample &)> forage::progressPrinter() {
  if (NoProgress || !isatty(STDERR_FILENO))
    return {};
  return [](const StatsSample &X) {
    llvm::errs() << llvm::format(
        "\r[forage] %6.1fs  executions %llu  branches %llu/%llu  tests %llu"
        "  bugs %llu  states %llu ",
        X.Seconds, (unsigned long long)X.Executions,
        (unsigned long long)X.BranchesCovered,
        (unsigned long long)X.BranchesTotal, (unsigned long long)X.Tests,
        (unsigned long long)X.Bugs, (unsigned long long)X.States);
  };
}

namespace {
std::atomic<bool> Interrupted{false};

void onSignal(int) {
  Interrupted = true;
  // A second Ctrl-C kills at once.
  std::signal(SIGINT, SIG_DFL);
  std::signal(SIGTERM, SIG_DFL);
}
} // namespace

std::atomic<bool> &forage::interruptFlag() { return Interrupted; }

void forage::installInterruptHandler() {
  // Installed before anything runs, so that a Ctrl-C during compilation
  // is not lost (and overrides an inherited "ignore", as in a background
  // job, where `kill -INT` must still stop forage).
  std::signal(SIGINT, onSignal);
  std::signal(SIGTERM, onSignal);
}
