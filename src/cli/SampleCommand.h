//===- SampleCommand.h - `forage sample` -------------------------*- C++
//-*-===//
#ifndef FORAGE_CLI_SAMPLECOMMAND_H
#define FORAGE_CLI_SAMPLECOMMAND_H

#include "llvm/Support/CommandLine.h"

namespace forage {

/// `forage sample`: its options live in SampleCommand.cpp.
llvm::cl::SubCommand &sampleSubcommand();
void hideUnrelatedSampleOptions();
int sampleCommand();

} // namespace forage

#endif
