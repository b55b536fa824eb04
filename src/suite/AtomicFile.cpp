//===- AtomicFile.cpp - write a whole file or nothing ---------------------===//
#include "suite/AtomicFile.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

using namespace forage;

std::string forage::writeFileAtomically(const llvm::Twine &Path,
                                        llvm::StringRef Contents) {
  std::string Target = Path.str();
  llvm::SmallString<256> Temp;
  int FD;
  if (std::error_code EC =
          llvm::sys::fs::createUniqueFile(Target + ".tmp-%%%%%%", FD, Temp))
    return "cannot create " + Target + ": " + EC.message();
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Contents;
    OS.flush();
    if (OS.has_error()) {
      OS.clear_error();
      llvm::sys::fs::remove(Temp);
      return "cannot write " + Target;
    }
  }
  if (std::error_code EC = llvm::sys::fs::rename(Temp, Target)) {
    llvm::sys::fs::remove(Temp);
    return "cannot write " + Target + ": " + EC.message();
  }
  return "";
}
