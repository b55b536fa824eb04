//===- main.cpp - the forage command: dispatch to subcommands -------------===//
#include "cli/RunCommand.h"

#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>
#include <pthread.h>

using namespace forage;

namespace {
struct Job {
  int Argc;
  char **Argv;
  int Result;
};

void *runJob(void *P) {
  auto *J = static_cast<Job *>(P);
  J->Result = runCommand(J->Argc, J->Argv);
  return nullptr;
}

/// Runs the command on a thread with a large stack: translating very deep
/// expressions (a long chain of symbolic additions) recurses once per level.
int runWithLargeStack(int Argc, char **Argv) {
  Job J{Argc, Argv, ExitInternal};
  pthread_attr_t Attr;
  pthread_attr_init(&Attr);
  pthread_attr_setstacksize(&Attr, size_t(1) << 30);
  pthread_t T;
  if (pthread_create(&T, &Attr, runJob, &J) != 0)
    return runCommand(Argc, Argv);
  pthread_join(T, nullptr);
  pthread_attr_destroy(&Attr);
  return J.Result;
}
} // namespace

static void usage(llvm::raw_ostream &OS) {
  OS << "forage - a test generator for C programs (LLVM 14 + Z3)\n\n"
        "USAGE: forage <command> [options]\n\n"
        "COMMANDS:\n"
        "  run PROGRAM.c   explore the program by concolic testing and write\n"
        "                  a Test-Comp test suite (forage run --help)\n\n"
        "EXIT CODES: 0 no bug found, 1 bugs found, 2 bad input, 3 unsupported\n"
        "construct, 4 internal error.\n";
}

int main(int Argc, char **Argv) {
  llvm::InitLLVM X(Argc, Argv);
  if (Argc < 2) {
    usage(llvm::errs());
    return ExitBadInput;
  }
  const char *Cmd = Argv[1];
  if (!std::strcmp(Cmd, "--help") || !std::strcmp(Cmd, "-h") ||
      !std::strcmp(Cmd, "help")) {
    usage(llvm::outs());
    return ExitOk;
  }
  if (!std::strcmp(Cmd, "--version")) {
    llvm::outs() << "forage 0.1 (LLVM 14, Z3)\n";
    return ExitOk;
  }
  if (!std::strcmp(Cmd, "run"))
    return runWithLargeStack(Argc - 1, Argv + 1);
  llvm::errs() << "forage: unknown command '" << Cmd << "'\n\n";
  usage(llvm::errs());
  return ExitBadInput;
}
