//===- main.cpp - the forage command: dispatch to subcommands -------------===//
#include "cli/RunCommand.h"

#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

using namespace forage;

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
    return runCommand(Argc - 1, Argv + 1);
  llvm::errs() << "forage: unknown command '" << Cmd << "'\n\n";
  usage(llvm::errs());
  return ExitBadInput;
}
