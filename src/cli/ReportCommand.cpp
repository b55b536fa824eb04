//===- ReportCommand.cpp - `forage report OUTDIR` -------------------------===//
#include "cli/RunCommand.h"
#include "suite/Report.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

using namespace forage;
namespace cl = llvm::cl;

namespace {
cl::SubCommand ReportSub("report", "write an HTML report of a forage run "
                                   "(gcov coverage, bugs, coverage over time)");
cl::OptionCategory ReportCat("Report");
cl::opt<std::string> OutDir(cl::Positional, cl::desc("OUTDIR"), cl::Required,
                            cl::cat(ReportCat), cl::sub(ReportSub));
cl::opt<std::string> ProgramOpt("program",
                                cl::desc("The program (default: the suite's "
                                         "programfile)"),
                                cl::cat(ReportCat), cl::sub(ReportSub));
cl::opt<std::string> ExeOpt("exe",
                            cl::desc("Replay against this native executable "
                                     "built with --coverage (a suite of "
                                     "bitcode)"),
                            cl::cat(ReportCat), cl::sub(ReportSub));
} // namespace

llvm::cl::SubCommand &forage::reportSubcommand() { return ReportSub; }

int forage::reportCommand() {
  ReportOptions O{OutDir, ProgramOpt, ExeOpt};
  std::string Index, Error;
  std::vector<std::string> Warnings;
  if (!writeReport(O, Index, Warnings, Error)) {
    llvm::errs() << "forage: error: " << Error << "\n";
    return ExitBadInput;
  }
  for (const std::string &W : Warnings)
    llvm::errs() << "forage: warning: " << W << "\n";
  llvm::outs() << "forage report: wrote " << Index << "\n";
  return ExitOk;
}
