//===- main.cpp - the forage command: parse, then run a subcommand --------===//
#include "cli/CrabsFlags.h"
#include "cli/RunCommand.h"
#include "cli/SampleCommand.h"
#include "cli/SharedOptions.h"
#include "solver/Z3Guard.h"
#include "suite/Environment.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstring>
#include <pthread.h>
#include <vector>

using namespace forage;

namespace {
struct Job {
  int (*Command)();
  int Result;
};

void *runJob(void *P) {
  auto *J = static_cast<Job *>(P);
  J->Result = J->Command();
  return nullptr;
}

/// Runs the command on a thread with a large stack: translating very deep
/// expressions (a long chain of symbolic additions) recurses once per level.
int runWithLargeStack(int (*Command)()) {
  Job J{Command, ExitInternal};
  pthread_attr_t Attr;
  pthread_attr_init(&Attr);
  pthread_attr_setstacksize(&Attr, size_t(1) << 30);
  pthread_t T;
  if (pthread_create(&T, &Attr, runJob, &J) != 0)
    return Command();
  pthread_join(T, nullptr);
  pthread_attr_destroy(&Attr);
  // A solver check abandoned at the budget's end still runs in Z3: leave
  // without the destructors that would free what it uses.
  llvm::outs().flush();
  z3guard::quickExitIfAbandoned(J.Result);
  return J.Result;
}
/// LLVM's libraries register hundreds of internal options at the top level
/// (--abort-on-max-devirt-iterations-reached, ...); `forage --help` shows
/// only the subcommands and forage's own flags.
void hideLlvmOptions() {
  for (auto &Entry :
       llvm::cl::getRegisteredOptions(*llvm::cl::TopLevelSubCommand)) {
    llvm::StringRef Name = Entry.getKey();
    if (Name != "help" && Name != "version")
      Entry.getValue()->setHiddenFlag(llvm::cl::ReallyHidden);
  }
}
/// forage's own arguments; the program's go to Program, in order.
std::vector<char *> splitProgramCommandLine(int Argc, char **Argv,
                                            std::vector<std::string> &Program) {
  std::vector<char *> Own(Argv, Argv + std::min(Argc, 2));
  for (int K = 2; K < Argc; ++K) {
    if (std::strcmp(Argv[K], "--") == 0) {
      Program.insert(Program.end(), Argv + K + 1, Argv + Argc);
      break;
    }
    unsigned Arity = forage::symOptionArity(Argv[K]);
    if (!Arity) {
      Own.push_back(Argv[K]);
      continue;
    }
    for (unsigned J = 0; J <= Arity && K < Argc; ++J)
      Program.push_back(Argv[K++]);
    --K;
  }
  return Own;
}
} // namespace

int main(int Argc, char **Argv) {
  // The commands that analyse a program share their options; they catch
  // Ctrl-C from the first instant: a SIGINT that came while LLVM and Z3
  // load (seconds on a loaded machine) was ignored by a process started in
  // the background, which then ran on forever.
  bool Analyses = Argc > 1 && (std::strcmp(Argv[1], "run") == 0 ||
                               std::strcmp(Argv[1], "reach") == 0 ||
                               std::strcmp(Argv[1], "prove") == 0 ||
                               std::strcmp(Argv[1], "sample") == 0);
  if (Analyses)
    installInterruptHandler();
  llvm::InitLLVM X(Argc, Argv);
  // The program's command line (KLEE's --sym-* options, and everything
  // after --) is not forage's to parse.
  std::vector<char *> Args(Argv, Argv + Argc);
  if (Analyses)
    Args = splitProgramCommandLine(Argc, Argv, programCommandLine());
  Argc = static_cast<int>(Args.size());
  Args.push_back(nullptr);
  Argv = Args.data();
  hideUnrelatedRunOptions();
  hideUnrelatedReachOptions();
  hideUnrelatedProveOptions();
  hideUnrelatedSampleOptions();
  hideLlvmOptions();
  llvm::cl::SetVersionPrinter(
      [](llvm::raw_ostream &OS) { OS << "forage 0.1 (LLVM 14, Z3)\n"; });
  if (!llvm::cl::ParseCommandLineOptions(
          Argc, Argv,
          "forage - a test generator for C programs (LLVM 14 + Z3)\n\n"
          "  forage run PROGRAM [options]       explore with every "
          "technique, write a test suite\n"
          "  forage reach PROGRAM.c [options]   inputs that reach a target, "
          "or a proof that none can\n"
          "  forage prove PROGRAM.c [options]   model-check: prove branches "
          "unreachable\n"
          "  forage sample PROGRAM.c [options]  MCMC input sampling with "
          "learned biases\n"
          "  forage replay OUTDIR [options]     replay a suite natively, "
          "measure gcov coverage\n"
          "  forage show OUTDIR/test-N.xml      a test readably: argv, stdin, "
          "files, inputs\n"
          "  forage report OUTDIR               HTML report: coverage, bugs, "
          "plot\n"
          "\n"
          "  forage <command> --help            the options of a command\n\n"
          "Exit codes: 0 no bug found, 1 bugs found, 2 bad input, "
          "3 unsupported construct, 4 internal error.\n",
          &llvm::errs()))
    return ExitBadInput;
  if (runSubcommand())
    return runWithLargeStack(runCommand);
  if (reachSubcommand())
    return runWithLargeStack(reachCommand);
  if (sampleSubcommand())
    return runWithLargeStack(sampleCommand);
  if (replaySubcommand())
    return replayCommand();
  if (reportSubcommand())
    return reportCommand();
  if (showSubcommand())
    return showCommand();
  if (proveSubcommand())
    return runWithLargeStack(proveCommand);
  llvm::errs() << "forage: error: give a command: run, reach, prove, sample, "
                  "replay, show or report (see "
                  "forage --help)\n";
  return ExitBadInput;
}
