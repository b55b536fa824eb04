//===- TracedModule.h - the module, traced for a native build ---*- C++ -*-===//
//
// Differential testing against native runs (docs/difftest.md, after Kapus and
// Cadar, ASE 2017): the very module forage interprets, with a call to the
// native trace runtime (runtime/native/BranchTrace.c) before each of the
// program's conditional branches and switches, for clang-14 to build
// natively. A native run of a test then yields the branch sequence it took,
// under forage's branch ids, to compare with the one forage predicted.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SUITE_TRACEDMODULE_H
#define FORAGE_SUITE_TRACEDMODULE_H

#include "program/ProgramModel.h"

#include "llvm/IR/Module.h"

#include <memory>
#include <string>

namespace forage {

/// A copy of M that keeps only the program's own function bodies (those of
/// PM's user functions; the runtime's and the libc's become declarations, for
/// the native libc and replay harness to define), with
/// `__forage_trace_branch(i32 id)` called before each of their conditional
/// branches and switches with the id of the edge it is about to take.
std::unique_ptr<llvm::Module> tracedModule(const llvm::Module &M,
                                           const ProgramModel &PM);

/// Writes tracedModule(M, PM) as bitcode to Path; an error message, or an
/// empty string on success.
std::string writeTracedModule(const llvm::Module &M, const ProgramModel &PM,
                              const std::string &Path);

} // namespace forage

#endif
