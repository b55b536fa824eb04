//===- TracedModule.cpp - the module, traced for a native build ----------===//
#include "suite/TracedModule.h"

#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace forage;

namespace {

/// Calls Trace with the id of the edge terminator T (cloned) takes; First is
/// the id of its successor 0 in PM.
void instrument(llvm::Instruction *T, uint32_t First,
                llvm::FunctionCallee Trace) {
  llvm::IRBuilder<> B(T);
  llvm::Value *Id = nullptr;
  if (auto *Br = llvm::dyn_cast<llvm::BranchInst>(T)) {
    Id = B.CreateSelect(Br->getCondition(), B.getInt32(First),
                        B.getInt32(First + 1));
  } else {
    auto *Sw = llvm::cast<llvm::SwitchInst>(T);
    // Successor 0 is the default; case K (in order) is successor K + 1.
    Id = B.getInt32(First);
    for (auto &Case : Sw->cases())
      Id = B.CreateSelect(
          B.CreateICmpEQ(Sw->getCondition(), Case.getCaseValue()),
          B.getInt32(First + Case.getSuccessorIndex()), Id);
  }
  B.CreateCall(Trace, {Id});
}

/// Drops global values nothing refers to any more (the runtime's and libc's
/// internals once their callers lost their bodies), but the program's
/// functions.
void dropUnused(llvm::Module &M, const ProgramModel &PM) {
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (llvm::GlobalVariable &G : llvm::make_early_inc_range(M.globals()))
      if (G.use_empty() && !G.getName().startswith("llvm.")) {
        G.eraseFromParent();
        Changed = true;
      }
    for (llvm::Function &F : llvm::make_early_inc_range(M))
      if (F.use_empty() && !PM.isUserFunction(F) && F.getName() != "main") {
        F.eraseFromParent();
        Changed = true;
      }
  }
}

} // namespace

std::unique_ptr<llvm::Module> forage::tracedModule(const llvm::Module &M,
                                                   const ProgramModel &PM) {
  llvm::ValueToValueMapTy Map;
  std::unique_ptr<llvm::Module> C = llvm::CloneModule(M, Map);
  llvm::FunctionCallee Trace = C->getOrInsertFunction(
      "__forage_trace_branch",
      llvm::FunctionType::get(llvm::Type::getVoidTy(C->getContext()),
                              {llvm::Type::getInt32Ty(C->getContext())},
                              false));
  for (const llvm::Function &F : M) {
    if (F.isDeclaration() || !PM.isUserFunction(F))
      continue;
    for (const llvm::BasicBlock &BB : F) {
      uint32_t First = PM.firstBranch(BB.getTerminator());
      if (First != ProgramModel::NoBranch)
        instrument(llvm::cast<llvm::Instruction>(Map[BB.getTerminator()]),
                   First, Trace);
    }
  }
  // Constructors, destructors and "used" lists name runtime functions.
  for (const char *Name : {"llvm.global_ctors", "llvm.global_dtors",
                           "llvm.used", "llvm.compiler.used"})
    if (llvm::GlobalVariable *G = C->getNamedGlobal(Name))
      G->eraseFromParent();
  // Aliases (libc's weak names) become plain declarations.
  for (llvm::GlobalAlias &A : llvm::make_early_inc_range(C->aliases())) {
    std::string Name = A.getName().str();
    llvm::GlobalValue *Decl;
    if (auto *FT = llvm::dyn_cast<llvm::FunctionType>(A.getValueType()))
      Decl = llvm::Function::Create(FT, llvm::GlobalValue::ExternalLinkage, "",
                                    *C);
    else
      Decl =
          new llvm::GlobalVariable(*C, A.getValueType(), false,
                                   llvm::GlobalValue::ExternalLinkage, nullptr);
    A.replaceAllUsesWith(Decl);
    A.eraseFromParent();
    Decl->setName(Name);
  }
  for (llvm::Function &F : *C)
    if (!F.isDeclaration() && !PM.isUserFunction(F)) {
      F.deleteBody();
      F.setComdat(nullptr);
    }
  dropUnused(*C, PM);
  return C;
}

std::string forage::writeTracedModule(const llvm::Module &M,
                                      const ProgramModel &PM,
                                      const std::string &Path) {
  std::unique_ptr<llvm::Module> C = tracedModule(M, PM);
  std::string Error;
  llvm::raw_string_ostream VOS(Error);
  if (llvm::verifyModule(*C, &VOS))
    return "the traced module is invalid: " + VOS.str();
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC, llvm::sys::fs::OF_None);
  if (EC)
    return "cannot write " + Path + ": " + EC.message();
  llvm::WriteBitcodeToFile(*C, OS);
  return "";
}
