//===- LibcLinker.cpp - link the bitcode C library into a program ---------===//
//
// docs/libc.md. uClibc defines one function under several names with
// aliases (fgetc, getc and fgetc_unlocked are one body); the interpreter
// calls functions, so each alias becomes a copy of its function here. A
// name the runtime defines is dropped from the libc before linking, so the
// runtime's model wins even when only libc code calls it (except the few
// functions where uClibc's code is better for the solver); the runtime is
// then linked once more for what the libc code needs from it.
//
//===----------------------------------------------------------------------===//
#include "frontend/LibcLinker.h"
#include "frontend/BitcodeFile.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/IR/Constants.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Cloning.h"

#include <cstdlib>

using namespace forage;

std::string forage::defaultLibcPath() {
  if (const char *Env = std::getenv("FORAGE_LIBC"))
    return Env;
  return FORAGE_LIBC_BC;
}

namespace {

/// Replaces every alias of a function by a copy of the function under the
/// alias's name and linkage; aliases of data are replaced by their target.
void resolveAliases(llvm::Module &M) {
  std::vector<llvm::GlobalAlias *> Aliases;
  for (llvm::GlobalAlias &A : M.aliases())
    Aliases.push_back(&A);
  for (llvm::GlobalAlias *A : Aliases) {
    auto *Target = A->getAliasee()->stripPointerCasts();
    llvm::Constant *Replacement = Target;
    std::string Name = A->getName().str();
    llvm::Function *Copy = nullptr;
    if (auto *F = llvm::dyn_cast<llvm::Function>(Target)) {
      if (llvm::Error E = F->materialize()) {
        llvm::consumeError(std::move(E));
        continue;
      }
      llvm::ValueToValueMapTy Map;
      Copy = llvm::CloneFunction(F, Map);
      Copy->setLinkage(A->getLinkage());
      Copy->setVisibility(A->getVisibility());
      Replacement = Copy;
    }
    A->replaceAllUsesWith(llvm::ConstantExpr::getPointerBitCastOrAddrSpaceCast(
        Replacement, A->getType()));
    A->eraseFromParent();
    if (Copy)
      Copy->setName(Name);
  }
}

/// Runtime models that uClibc's code beats for the solver (docs/libc.md
/// measures them): uClibc's strto* scan forks about 3 times less per digit,
/// and its C-locale ctype functions are one unsigned comparison.
bool libcWins(llvm::StringRef Name) {
  static const llvm::StringSet<> Names = {
      "strtol",   "strtoul", "strtoll", "strtoull", "atoi",    "atol",
      "atoll",    "isalnum", "isalpha", "isblank",  "iscntrl", "isdigit",
      "isgraph",  "islower", "isprint", "ispunct",  "isspace", "isupper",
      "isxdigit", "tolower", "toupper"};
  return Names.contains(Name);
}

/// Turns the libc's definition of each name the runtime defines into a
/// declaration, so that linking the runtime afterwards supplies the model;
/// where the libc wins, the runtime's (weak) copy already in M goes instead.
void dropRuntimeNames(llvm::Module &Libc, const llvm::Module &Runtime,
                      llvm::Module &M) {
  for (const llvm::GlobalValue &G : Runtime.global_values()) {
    if (G.isDeclaration() || G.hasLocalLinkage())
      continue;
    if (libcWins(G.getName())) {
      auto *Linked = M.getFunction(G.getName());
      if (Linked && !Linked->isDeclaration() && Linked->hasWeakLinkage()) {
        Linked->deleteBody();
        Linked->setLinkage(llvm::GlobalValue::ExternalLinkage);
      }
      continue;
    }
    llvm::GlobalValue *L = Libc.getNamedValue(G.getName());
    if (!L || L->isDeclaration() || L->hasLocalLinkage())
      continue;
    if (auto *F = llvm::dyn_cast<llvm::Function>(L)) {
      F->deleteBody();
    } else if (auto *V = llvm::dyn_cast<llvm::GlobalVariable>(L)) {
      V->setInitializer(nullptr);
      V->setLinkage(llvm::GlobalValue::ExternalLinkage);
      V->setComdat(nullptr);
    }
  }
}

} // namespace

std::string forage::linkLibc(llvm::Module &M, const std::string &LibcPath,
                             const std::string &RuntimePath) {
  std::string Error;
  // Lazily: the linker reads only the bodies the program comes to need.
  llvm::SMDiagnostic Diag;
  auto Libc = llvm::getLazyIRFileModule(LibcPath, Diag, M.getContext());
  if (!Libc) {
    llvm::raw_string_ostream OS(Error);
    Diag.print("forage", OS);
  }
  if (!Libc)
    return "cannot load the C library bitcode " + LibcPath + ": " + Error +
           "; rebuild forage (target forage-libc) or pass --libc none";
  auto Runtime = loadBitcode(RuntimePath, M.getContext(), Error);
  if (!Runtime)
    return "cannot load the runtime bitcode " + RuntimePath + ": " + Error;
  for (llvm::Module *Part : {Libc.get(), Runtime.get()}) {
    Part->setDataLayout(M.getDataLayout());
    Part->setTargetTriple(M.getTargetTriple());
  }
  resolveAliases(*Libc);
  dropRuntimeNames(*Libc, *Runtime, M);
  // LinkOnlyNeeded: only what M declares, and what that needs; a function M
  // defines (the program's own, or a model already linked) stays.
  if (llvm::Linker::linkModules(M, std::move(Libc),
                                llvm::Linker::Flags::LinkOnlyNeeded))
    return "linking the C library " + LibcPath + " into the program failed";
  if (llvm::Linker::linkModules(M, std::move(Runtime),
                                llvm::Linker::Flags::LinkOnlyNeeded))
    return "linking the runtime into the C library failed";
  return "";
}
