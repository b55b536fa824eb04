//===- LibcFlag.cpp - --libc, shared by run, reach, prove and sample ------===//
// Which C library runs inside forage (docs/libc.md).
#include "cli/LibcFlag.h"
#include "cli/CrabsFlags.h"
#include "cli/RunCommand.h"
#include "cli/SampleCommand.h"

using namespace forage;
namespace cl = llvm::cl;

llvm::cl::OptionCategory &forage::libcCategory() {
  static cl::OptionCategory Cat("C library");
  return Cat;
}

namespace {
cl::opt<std::string>
    Libc("libc",
         cl::desc("uclibc: the program's libc calls (printf, sscanf, strtol, "
                  "qsort, getopt, fopen, ...) run inside forage on uClibc-ng "
                  "bitcode; none: only forage's models, other libc calls run "
                  "natively with concrete arguments. With --arch 32 the libc "
                  "always runs natively (default: uclibc)"),
         cl::init("uclibc"), cl::cat(libcCategory()), cl::sub(runSubcommand()),
         cl::sub(reachSubcommand()), cl::sub(proveSubcommand()),
         cl::sub(sampleSubcommand()));
} // namespace

bool forage::applyLibcFlag(FrontendOptions &FO, std::string &Error) {
  if (Libc == "uclibc")
    FO.Libc = LibcKind::Uclibc;
  else if (Libc == "none")
    FO.Libc = LibcKind::None;
  else {
    Error = "--libc must be uclibc or none";
    return false;
  }
  return true;
}
